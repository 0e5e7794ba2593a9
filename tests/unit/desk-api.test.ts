// The orders desk's API as an attacker meets it: only a verified staff email (ADMIN_EMAILS) gets in, whatever the
// token, path or query; every refusal is a clear 4xx problem; staff take orders through the lifecycle and nowhere
// else (an illegal step is a 409 naming the status), and the shopper sees each step.
import { describe, expect, it } from 'vitest';
import type { PricingProduct } from '../../src/domain/orders/pricing.ts';
import { deskOrdersResponseSchema } from '../../src/domain/orders/desk.ts';
import { createInventory } from '../../src/server/inventory/inventory.ts';
import { handleDesk, type DeskDeps } from '../../src/server/desk/handler.ts';
import { handleOrders } from '../../src/server/orders/handler.ts';
import { orderRepository } from '../../src/server/orders/repository.ts';
import { parseEditors } from '../../src/server/products/handler.ts';
import { problemCode } from '../../src/domain/errors/problem.ts';
import { functionPaths, paramsFor } from '../support/function-route.ts';
import { memoryStore } from '../support/memory-store.ts';
import { testTokens } from '../support/tokens.ts';

const catalog: PricingProduct[] = [{ sku: 'ssd-1tb', name: 'Test SSD', price: 7999, stock: 40 }];
const silent = { error: () => undefined };
const STAFF = 'packer@example.com';

async function setup() {
  const tokens = await testTokens();
  const inventory = createInventory({ store: memoryStore().store, initial: async () => 40, log: silent });
  const deps: DeskDeps = {
    verifier: tokens.verifier,
    orders: orderRepository(memoryStore().store, silent),
    inventory,
    catalog: async () => catalog,
    staff: parseEditors(STAFF),
    log: silent,
  };
  const request = (fn: 'desk' | 'orders', method: string, path: string, token?: string, body?: string) => {
    const url = `http://store.test${path}`;
    const params = paramsFor(functionPaths(fn), url);
    if (!params) throw new Error(`no route for ${path}`);
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (fn === 'orders' && method === 'POST' && path === '/api/orders')
      headers['Idempotency-Key'] = crypto.randomUUID();
    const init = { method, headers, ...(body === undefined ? {} : { body }) };
    return fn === 'desk'
      ? handleDesk(new Request(url, init), params, deps)
      : handleOrders(new Request(url, init), params, deps);
  };
  const call = async (fn: 'desk' | 'orders', method: string, path: string, token?: string, body?: string) => {
    const response = await request(fn, method, path, token, body);
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) {
      expect(response.headers.get('Content-Type')).toBe('application/problem+json; charset=utf-8');
      expect(json).toMatchObject({ status: response.status, title: expect.any(String), detail: expect.any(String) });
    }
    return { status: response.status, body: json, code: problemCode(json['type'] as string | undefined) };
  };
  const staff = await tokens.tokenFor('staff-1', { email: STAFF });
  const shopper = await tokens.tokenFor('shopper-1', { email: 'shopper@example.com' });
  const placed = await call(
    'orders',
    'POST',
    '/api/orders',
    shopper,
    JSON.stringify({ lines: [{ sku: 'ssd-1tb', quantity: 2 }] }),
  );
  expect(placed.status).toBe(201);
  const list = deskOrdersResponseSchema.parse((await call('desk', 'GET', '/api/desk/orders', staff)).body);
  const ref = list.orders[0]?.ref ?? '';
  const level = async () => (await inventory.levels(['ssd-1tb'])).get('ssd-1tb');
  return { tokens, deps, call, staff, shopper, ref, id: (placed.body['order'] as { id: string }).id, level };
}

describe('who gets in', () => {
  it('refuses no token, a forged token, an unverified staff email and a shopper, before looking at anything', async () => {
    const { tokens, call, ref } = await setup();
    expect(await call('desk', 'GET', '/api/desk/orders')).toMatchObject({ status: 401 });
    expect(await call('desk', 'GET', '/api/desk/orders', await tokens.forged('staff-1'))).toMatchObject({
      status: 401,
    });
    const unverified = await tokens.tokenFor('staff-2', { email: STAFF, verified: false });
    const shopper = await tokens.tokenFor('shopper-2');
    for (const token of [unverified, shopper]) {
      expect(await call('desk', 'GET', '/api/desk/orders', token)).toMatchObject({ status: 403, code: 'not-staff' });
      expect(await call('desk', 'POST', `/api/desk/orders/${ref}/ship`, token)).toMatchObject({
        status: 403,
        code: 'not-staff',
      });
      // A malformed ref is refused as "not staff" too: a non-staff caller learns nothing about refs.
      expect(await call('desk', 'GET', '/api/desk/orders/not..a..ref', token)).toMatchObject({ status: 403 });
    }
    // The desk's address with a shopper's own ids does nothing either.
    expect(await call('desk', 'POST', `/api/desk/orders/${ref}/pack`, 'not-a-jwt')).toMatchObject({ status: 401 });
  });
});

describe('hostile requests from staff', () => {
  it('answers malformed refs, unknown actions, methods, filters, cursors and limits with clear 4xx problems', async () => {
    const { call, staff, ref } = await setup();
    for (const path of [
      '/api/desk/orders/nope',
      '/api/desk/orders/0000000000000-ffffffffffffffffffffffff',
      `/api/desk/orders/${ref.replace(/.$/, 'z')}`,
      '/api/desk/orders/%2e%2e%2fusers',
    ]) {
      expect(await call('desk', 'GET', path, staff), path).toMatchObject({ status: 404, code: 'not-found' });
    }
    expect(await call('desk', 'POST', `/api/desk/orders/${ref}/refund`, staff)).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    expect(await call('desk', 'POST', `/api/desk/orders/${ref}/constructor`, staff)).toMatchObject({ status: 404 });
    expect((await call('desk', 'GET', `/api/desk/orders/${ref}/pack`, staff)).status).toBe(405);
    expect((await call('desk', 'POST', '/api/desk/orders', staff, '{"status":"shipped"}')).status).toBe(405);
    for (const query of ['status=lost', 'status=', 'after=../x', 'limit=0', 'limit=101', 'limit=abc']) {
      const answer = await call('desk', 'GET', `/api/desk/orders?${query}`, staff);
      expect(answer.status, query).toBe(400);
    }
    // A body on a step is ignored: the step is the path, the staff member the token.
    const packed = await call('desk', 'POST', `/api/desk/orders/${ref}/pack`, staff, '{"status":"delivered","by":"x"}');
    expect(packed).toMatchObject({ status: 200, body: { order: { status: 'packed' } } });
  });
});

describe('the lifecycle from the desk', () => {
  it('packs, ships and delivers in order, records who and when, refuses illegal steps with 409, and the shopper sees it', async () => {
    const { call, staff, shopper, ref, id, level } = await setup();
    expect(await level()).toBe(38);
    expect(await call('desk', 'POST', `/api/desk/orders/${ref}/ship`, staff)).toMatchObject({
      status: 409,
      code: 'illegal-transition',
      body: { orderStatus: 'placed', detail: 'This order is placed: its next step is packed, not shipped.' },
    });
    expect((await call('desk', 'POST', `/api/desk/orders/${ref}/pack`, staff)).status).toBe(200);
    // A retried step answers with the order as it is (the first try landed).
    expect((await call('desk', 'POST', `/api/desk/orders/${ref}/pack`, staff)).status).toBe(200);
    const shipped = await call('desk', 'POST', `/api/desk/orders/${ref}/ship`, staff);
    expect(shipped.body['order']).toMatchObject({ status: 'shipped', customer: { email: 'shopper@example.com' } });
    const history = (shipped.body['order'] as { history: Array<{ status: string; by: string; email?: string }> })
      .history;
    expect(history.map((step) => [step.status, step.by, step.email])).toEqual([
      ['placed', 'customer', undefined],
      ['packed', 'staff', STAFF],
      ['shipped', 'staff', STAFF],
    ]);
    // Shipped units are gone for good; the order no longer counts as open.
    expect(await level()).toBe(38);
    expect(await call('orders', 'POST', `/api/orders/${id}/cancel`, shopper)).toMatchObject({
      status: 409,
      code: 'illegal-transition',
    });
    expect(await call('desk', 'POST', `/api/desk/orders/${ref}/cancel`, staff)).toMatchObject({ status: 409 });
    const mine = await call('orders', 'GET', `/api/orders/${id}`, shopper);
    expect(mine.body['order']).toMatchObject({ status: 'shipped' });
    // The shopper sees that staff took the steps, never who.
    expect(JSON.stringify(mine.body)).not.toContain(STAFF);
    expect((await call('desk', 'POST', `/api/desk/orders/${ref}/deliver`, staff)).status).toBe(200);
    const open = await call('desk', 'GET', '/api/desk/orders?status=open', staff);
    expect(open.body['orders']).toEqual([]);
    const delivered = await call('desk', 'GET', '/api/desk/orders?status=delivered', staff);
    expect((delivered.body['orders'] as unknown[]).length).toBe(1);
  });

  it('lets staff cancel an order before it ships, giving its units back once', async () => {
    const { call, staff, ref, level } = await setup();
    expect((await call('desk', 'POST', `/api/desk/orders/${ref}/pack`, staff)).status).toBe(200);
    expect((await call('desk', 'POST', `/api/desk/orders/${ref}/cancel`, staff)).status).toBe(200);
    expect((await call('desk', 'POST', `/api/desk/orders/${ref}/cancel`, staff)).status).toBe(200);
    expect(await level()).toBe(40);
  });
});
