// The cart's public API in the browser: its storage keys, the live stock cap and the product files' reader (its limits,
// schemas and totals are the domain's: src/domain/cart). Components and the modules the chat loads on demand (store.ts, lines.ts) are imported by file
// (docs/architecture.md#features-srcfeatures).
export { CART_EVENT, CART_PAGE_KEYS } from './keys.ts';
export { capToStock } from './stock-cap.ts';
export { readProductFile } from './lookup.ts';
export type { CheckoutProps } from './view.ts';
