// Orders as the orders Function stores and returns them, and the request that places one. Plain zod/mini with
// relative imports: the Function and the browser parse with the same schemas.
import * as z from 'zod/mini';
import { MAX_LINES, quantitySchema } from '../cart/index.ts';
import { skuSchema } from '../catalog/index.ts';

export const CURRENCY = 'USD';

/** Order ids are derived from the user and the idempotency key (src/server/orders/ids.ts): 24 hex digits. */
export const ORDER_ID_PATTERN = /^[a-f0-9]{24}$/;
export const orderIdSchema = z.string().check(z.regex(ORDER_ID_PATTERN));

/** Idempotency keys are client-made random ids (the browser sends a UUID), checked by the checkout and the Function. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const centsSchema = z.int().check(z.gte(0));

export const pricedLineSchema = z.object({
  sku: skuSchema,
  name: z.string(),
  unitPrice: centsSchema,
  quantity: quantitySchema,
  lineTotal: centsSchema,
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** The server's price for a cart: every line re-priced from the catalogue, with shipping and total. */
export const quoteSchema = z.object({
  lines: z.array(pricedLineSchema).check(z.minLength(1), z.maxLength(MAX_LINES)),
  itemCount: z.int().check(z.gte(1)),
  subtotal: centsSchema,
  shipping: centsSchema,
  total: centsSchema,
  currency: z.literal(CURRENCY),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The fulfilment lifecycle (docs/orders.md): placed → packed → shipped → delivered, cancelled before shipping. */
export const orderStatuses = ['placed', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Who made a step: the customer, the store itself (an erasure, a sweep), or staff (by email on the desk only). */
export const actorSchema = z.union([z.literal('customer'), z.literal('store'), z.literal('staff')]);
export type Actor = z.infer<typeof actorSchema>;

/** One step of an order's life: the status it reached, when, and who took it there. */
export const orderStepSchema = z.object({ status: orderStatusSchema, at: z.iso.datetime(), by: actorSchema });
export type OrderStep = z.infer<typeof orderStepSchema>;

export const orderSchema = z.extend(quoteSchema, {
  id: orderIdSchema,
  status: orderStatusSchema,
  createdAt: z.iso.datetime(),
  cancelledAt: z.optional(z.iso.datetime()),
  /** Every step, oldest first (the first is `placed`); orders stored before the lifecycle have none. */
  history: z.optional(z.array(orderStepSchema).check(z.maxLength(8))),
});
export type Order = z.infer<typeof orderSchema>;

// Responses of the orders API, parsed by the browser before it shows anything.
export const quoteResponseSchema = z.object({ quote: quoteSchema });
export const orderResponseSchema = z.object({ order: orderSchema });
/** A page of GET /api/orders: newest first; `nextCursor` asks for the page after it (null on the last). */
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema), nextCursor: z.nullable(z.string()) });
export type OrdersPage = z.infer<typeof ordersResponseSchema>;

/** Cursors name the last order of a page (its time, inverted so newer sorts first, and its id). */
export const ORDERS_CURSOR_PATTERN = /^\d{13}-[a-f0-9]{24}$/;
export const ORDERS_PAGE_SIZE = 20;
export const MAX_ORDERS_PAGE_SIZE = 50;

/** The body of POST /api/orders and /api/orders/quote. Anything else a client sends (prices, names) is ignored. */
export const orderRequestSchema = z.object({
  lines: z.array(z.object({ sku: skuSchema, quantity: quantitySchema })).check(z.minLength(1), z.maxLength(MAX_LINES)),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;
