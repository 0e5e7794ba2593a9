// The browser's side of the orders API: every call carries a fresh Firebase ID token, and every answer is parsed
// with the schemas the Function answers with, so a page shows only data of the shape it expects. Failures are
// ApiErrors (src/features/platform/api-client.ts).
import { createApiClient } from '../platform/index.ts';
import type { CartLine } from '../../domain/cart/index.ts';
import {
  orderResponseSchema,
  ordersResponseSchema,
  quoteResponseSchema,
  type Order,
  type OrdersPage,
  type Quote,
} from '../../domain/orders/schema.ts';

export interface OrdersApiDeps {
  /** The signed-in user's ID token, or null when nobody is signed in. */
  token: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export interface OrdersApi {
  quote(lines: readonly CartLine[]): Promise<Quote>;
  /** Places the order; the same key always yields the same order (a retry or a double click makes one). */
  place(lines: readonly CartLine[], idempotencyKey: string): Promise<Order>;
  /** A page of the caller's orders, newest first; pass the previous page's nextCursor for the next one. */
  list(cursor?: string | null): Promise<OrdersPage>;
  get(id: string): Promise<Order>;
  cancel(id: string): Promise<Order>;
}

export function createOrdersApi({ token, fetch }: OrdersApiDeps): OrdersApi {
  const client = createApiClient({ token, ...(fetch ? { fetch } : {}) });
  const linesOf = (lines: readonly CartLine[]) => ({ lines: lines.map(({ sku, quantity }) => ({ sku, quantity })) });
  const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

  return {
    quote: async (lines) =>
      (await client.json('/api/orders/quote', quoteResponseSchema, { method: 'POST', body: linesOf(lines) })).quote,
    place: async (lines, key) =>
      (
        await client.json('/api/orders', orderResponseSchema, {
          method: 'POST',
          body: linesOf(lines),
          headers: { 'Idempotency-Key': key },
        })
      ).order,
    list: (cursor) =>
      client.json(cursor ? `/api/orders?cursor=${encodeURIComponent(cursor)}` : '/api/orders', ordersResponseSchema),
    get: async (id) => (await client.json(orderPath(id), orderResponseSchema)).order,
    cancel: async (id) => (await client.json(`${orderPath(id)}/cancel`, orderResponseSchema, { method: 'POST' })).order,
  };
}
