// Orders as the orders Function stores and returns them, and the request that places one. Plain zod/mini with
// relative imports: the Function and the browser parse with the same schemas.
import * as z from 'zod/mini';
import { MAX_LINES, quantitySchema, skuSchema } from '../cart/schema.ts';

export const CURRENCY = 'USD';

/** Order ids are derived from the user and the idempotency key (src/server/orders/ids.ts): 24 hex digits. */
export const ORDER_ID_PATTERN = /^[a-f0-9]{24}$/;
export const orderIdSchema = z.string().check(z.regex(ORDER_ID_PATTERN));

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

export const orderStatuses = ['placed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderSchema = z.extend(quoteSchema, {
  id: orderIdSchema,
  status: orderStatusSchema,
  createdAt: z.iso.datetime(),
  cancelledAt: z.optional(z.iso.datetime()),
});
export type Order = z.infer<typeof orderSchema>;

// Responses of the orders API, parsed by the browser before it shows anything.
export const quoteResponseSchema = z.object({ quote: quoteSchema });
export const orderResponseSchema = z.object({ order: orderSchema });
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export const errorResponseSchema = z.object({ error: z.string(), code: z.optional(z.string()) });

/** The body of POST /api/orders and /api/orders/quote. Anything else a client sends (prices, names) is ignored. */
export const orderRequestSchema = z.object({
  lines: z.array(z.object({ sku: skuSchema, quantity: quantitySchema })).check(z.minLength(1), z.maxLength(MAX_LINES)),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;
