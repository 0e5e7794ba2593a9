// Storage keys and the same-tab change event, in a module of their own so the header's count script and the
// Add-to-cart buttons on content pages can use them without pulling in the store (nanostores and zod).
import { HINT_KEY } from '../auth/keys.ts';

/** localStorage: the cart, `{"version":1,"lines":[{"sku","quantity"}]}` (src/domain/cart/schema.ts). */
export const CART_KEY = 'cart';
/** localStorage: SKUs of the products this browser viewed last, newest first (recent.ts). */
export const RECENT_KEY = 'recently-viewed';
/** window event: the cart changed in this tab (other tabs hear the `storage` event instead). */
export const CART_EVENT = 'cart-change';
/**
 * localStorage: what the cart page's React root shows from this browser (the cart, the recently viewed products, the
 * sign-in). While any of them holds a value the page shows its loading state and the React root starts at once.
 */
export const CART_PAGE_KEYS = [CART_KEY, RECENT_KEY, HINT_KEY] as const;
