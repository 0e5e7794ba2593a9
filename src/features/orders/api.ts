// The browser's side of the orders API: every call carries a fresh Firebase ID token, and every answer is parsed
// with the schemas the Function answers with, so a page shows only data of the shape it expects.
import type * as z from 'zod/mini';
import type { CartLine } from '../cart/schema.ts';
import {
  errorResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
  quoteResponseSchema,
  type Order,
  type Quote,
} from './schema.ts';

export type OrdersErrorKind = 'signed-out' | 'rejected' | 'not-found' | 'network' | 'server';

/** A failed call, with a sentence to show and a kind to branch on. */
export class OrdersError extends Error {
  override readonly name = 'OrdersError';
  constructor(
    readonly kind: OrdersErrorKind,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface OrdersApiDeps {
  /** The signed-in user's ID token, or null when nobody is signed in. */
  token: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export interface OrdersApi {
  quote(lines: readonly CartLine[]): Promise<Quote>;
  /** Places the order; the same key always yields the same order (a retry or a double click makes one). */
  place(lines: readonly CartLine[], idempotencyKey: string): Promise<Order>;
  list(): Promise<Order[]>;
  get(id: string): Promise<Order>;
  cancel(id: string): Promise<Order>;
}

const NETWORK = 'We could not reach the store. Check your connection and try again.';
const SIGNED_OUT = 'You are signed out. Sign in again to continue.';

export function createOrdersApi({ token, fetch: send = (...args) => fetch(...args) }: OrdersApiDeps): OrdersApi {
  async function call<T>(path: string, schema: z.ZodMiniType<T>, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
    const idToken = await token();
    if (!idToken) throw new OrdersError('signed-out', SIGNED_OUT);
    let response: Response;
    try {
      response = await send(path, {
        method: init.method ?? 'GET',
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${idToken}`,
          ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...init.headers,
        },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
    } catch {
      throw new OrdersError('network', NETWORK);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw errorFrom(response.status, body);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new OrdersError('server', 'The store sent an answer we could not read. Please try again.');
    return parsed.data;
  }

  const linesOf = (lines: readonly CartLine[]) => ({ lines: lines.map(({ sku, quantity }) => ({ sku, quantity })) });
  const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

  return {
    quote: async (lines) => (await call('/api/orders/quote', quoteResponseSchema, { method: 'POST', body: linesOf(lines) })).quote,
    place: async (lines, key) =>
      (await call('/api/orders', orderResponseSchema, { method: 'POST', body: linesOf(lines), headers: { 'Idempotency-Key': key } })).order,
    list: async () => (await call('/api/orders', ordersResponseSchema)).orders,
    get: async (id) => (await call(orderPath(id), orderResponseSchema)).order,
    cancel: async (id) => (await call(`${orderPath(id)}/cancel`, orderResponseSchema, { method: 'POST' })).order,
  };
}

function errorFrom(status: number, body: unknown): OrdersError {
  const parsed = errorResponseSchema.safeParse(body);
  const message = parsed.success ? parsed.data.error : `The store answered ${status}. Please try again.`;
  const code = parsed.success ? parsed.data.code : undefined;
  if (status === 401) return new OrdersError('signed-out', SIGNED_OUT, code);
  if (status === 404) return new OrdersError('not-found', message, code);
  if (status >= 400 && status < 500) return new OrdersError('rejected', message, code);
  return new OrdersError('server', status === 503 ? message : 'The store could not answer just now. Please try again.', code);
}
