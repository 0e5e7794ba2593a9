// The browser's orders client with a scripted fetch: the token on every call, parsed answers, errors in our terms.
import { describe, expect, it, vi } from 'vitest';
import { createOrdersApi } from '../../src/features/orders/api.ts';
import { ApiError } from '../../src/features/platform/api-error.ts';
import type { Order } from '../../src/domain/orders/schema.ts';
import { oneDriveQuote } from '../support/quote.ts';

const order: Order = {
  id: '0123456789abcdef01234567',
  status: 'placed',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...oneDriveQuote,
};
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, detail: string, code?: string) =>
  new Response(
    JSON.stringify({
      type: code ? `tag:biwin-fenvi.store,2026:problem:${code}` : 'about:blank',
      title: 'Error',
      status,
      detail,
    }),
    {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    },
  );

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  token: string | null = 'id-token',
) {
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(respond(String(url), init ?? {})),
  );
  return { api: createOrdersApi({ token: async () => token, fetch: fetch as typeof globalThis.fetch }), fetch };
}

describe('createOrdersApi', () => {
  it('places an order with the token, the idempotency key and only SKUs and quantities', async () => {
    const { api, fetch } = setup(() => reply(201, { order }));
    await expect(api.place([{ sku: 'ssd', quantity: 1 }], 'key-0123456789abcdef')).resolves.toEqual(order);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/orders');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer id-token',
      'Idempotency-Key': 'key-0123456789abcdef',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual({ lines: [{ sku: 'ssd', quantity: 1 }] });
  });

  it('lists, reads, quotes and cancels at their addresses', async () => {
    const { api, fetch } = setup((url) => {
      if (url === '/api/orders')
        return reply(200, { orders: [order], nextCursor: '8226563999999-0123456789abcdef01234567' });
      if (url.startsWith('/api/orders?cursor=')) return reply(200, { orders: [], nextCursor: null });
      if (url === '/api/orders/quote') return reply(200, { quote: { ...order, id: undefined } });
      if (url.endsWith('/cancel'))
        return reply(200, { order: { ...order, status: 'cancelled', cancelledAt: '2026-03-01T11:00:00.000Z' } });
      return reply(200, { order });
    });
    await expect(api.list()).resolves.toEqual({
      orders: [order],
      nextCursor: '8226563999999-0123456789abcdef01234567',
    });
    await expect(api.list('8226563999999-0123456789abcdef01234567')).resolves.toEqual({ orders: [], nextCursor: null });
    await expect(api.get(order.id)).resolves.toEqual(order);
    await expect(api.quote([{ sku: 'ssd', quantity: 1 }])).resolves.toMatchObject({ total: 7999 });
    await expect(api.cancel(order.id)).resolves.toMatchObject({ status: 'cancelled' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/orders',
      '/api/orders?cursor=8226563999999-0123456789abcdef01234567',
      `/api/orders/${order.id}`,
      '/api/orders/quote',
      `/api/orders/${order.id}/cancel`,
    ]);
  });

  it('calls nothing when nobody is signed in', async () => {
    const { api, fetch } = setup(() => reply(200, {}), null);
    await expect(api.list()).rejects.toMatchObject({ kind: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns answers into errors the pages can branch on', async () => {
    const cases: Array<[Response | Error, string, string]> = [
      [problem(401, 'Sign in first'), 'signed-out', 'You are signed out. Sign in again to continue.'],
      [
        problem(404, 'There is no such order in your account.', 'not-found'),
        'not-found',
        'There is no such order in your account.',
      ],
      [
        problem(422, 'Only 1 of Rare card is in stock; you asked for 2.', 'above-stock'),
        'rejected',
        'Only 1 of Rare card is in stock; you asked for 2.',
      ],
      [
        problem(409, 'This order is already cancelled; only a placed order can be cancelled.', 'not-cancellable'),
        'conflict',
        'This order is already cancelled; only a placed order can be cancelled.',
      ],
      [problem(500, 'boom'), 'server', 'The store could not answer just now. Please try again.'],
      [
        problem(503, 'Sign-in cannot be checked right now. Please try again later.'),
        'server',
        'Sign-in cannot be checked right now. Please try again later.',
      ],
      [new Response('<html>', { status: 502 }), 'server', 'The store could not answer just now. Please try again.'],
      [
        reply(200, { orders: [{ id: 'nope' }] }),
        'server',
        'The store sent an answer we could not read. Please try again.',
      ],
      [
        new TypeError('Failed to fetch'),
        'network',
        'We could not reach the store. Check your connection and try again.',
      ],
    ];
    for (const [answer, kind, message] of cases) {
      const { api } = setup(() => {
        if (answer instanceof Error) throw answer;
        return answer;
      });
      const error = await api.list().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind, message });
    }
  });
});
