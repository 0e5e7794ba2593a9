// The cart's public API: its limits, schemas, totals and storage keys. Components, the build-time product data
// (cart-product.ts) and the modules the chat loads on demand (store.ts, lines.ts) are imported by file
// (docs/architecture.md#features-srcfeatures).
export { CART_EVENT, CART_KEY, RECENT_KEY } from './keys.ts';
export { MAX_LINES, MAX_QUANTITY, maxQuantityFor } from './limits.ts';
export { quantitySchema, type CartLine } from './schema.ts';
export { capToStock } from './stock-cap.ts';
export { FREE_SHIPPING_FROM, SHIPPING_FEE, shippingFor, totalsOf } from './totals.ts';
export { productFile, type ProductFile } from './product-file.ts';
export type { CartProduct, CheckoutProps } from './view.ts';
