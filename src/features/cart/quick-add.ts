// Adding to the cart without the cart store (nanostores and zod, 13 KB): the Add to cart buttons of content pages, and
// the cart page's shelf before its React root is live, answer their press with this in the press's own task, so the
// header badge shows the new count in the next frame (docs/performance.md). It applies the cart's one rule for an add
// (lines.ts) to the stored cart as the store reads it (read.ts) and writes it as the store does; the store, when a page
// has it, reads storage anew whenever nothing is listening to it, and on its first listener.
import { CART_VERSION } from '../../domain/cart/limits.ts';
import type { Cart } from '../../domain/cart/schema.ts';
import { addLine, type AddResult } from './lines.ts';
import { CART_EVENT, CART_KEY } from './keys.ts';
import { encodeCart, readStoredCart } from './read.ts';

/** Adds to the stored cart and tells this tab (CART_EVENT); throws when storage cannot be used. */
export function addToStoredCart(sku: string, quantity: number, stock: number): AddResult {
  const raw = localStorage.getItem(CART_KEY);
  const stored = raw ? readStoredCart(raw) : null;
  // An unreadable or newer cart is replaced, as the store replaces it (storage.ts).
  const cart: Cart = { version: CART_VERSION, lines: stored?.ok ? stored.lines : [] };
  const result = addLine(cart, sku, quantity, stock);
  if (result.cart !== cart) {
    localStorage.setItem(CART_KEY, encodeCart(result.cart));
    dispatchEvent(new Event(CART_EVENT));
  }
  return result;
}
