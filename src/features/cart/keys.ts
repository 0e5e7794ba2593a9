// Storage keys and the same-tab change event, in a module of their own so the header's count script and the
// Add-to-cart buttons on content pages can use them without pulling in the store (nanostores and zod).

/** localStorage: the cart, `{"version":1,"lines":[{"sku","quantity"}]}` (src/domain/cart/schema.ts). */
export const CART_KEY = 'cart';
/** localStorage: SKUs of the products this browser viewed last, newest first (recent.ts). */
export const RECENT_KEY = 'recently-viewed';
/** window event: the cart changed in this tab (other tabs hear the `storage` event instead). */
export const CART_EVENT = 'cart-change';
