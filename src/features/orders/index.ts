// Orders' public API, shared with the orders Function: the order schema and its patterns, request parsing and server
// pricing. The page islands (components/*.tsx) are imported by file (docs/architecture.md#features-srcfeatures).
export { MAX_OPEN_ORDERS, MAX_OPEN_UNITS_PER_PRODUCT } from './limits.ts';
export { priceOrder, type PricingProduct } from './pricing.ts';
export { parseOrderRequest } from './request.ts';
export {
  IDEMPOTENCY_KEY_PATTERN,
  MAX_ORDERS_PAGE_SIZE,
  ORDERS_CURSOR_PATTERN,
  ORDERS_PAGE_SIZE,
  ORDER_ID_PATTERN,
  orderSchema,
  type Order,
  type OrderRequest,
  type Quote,
} from './schema.ts';
