// The cart shared by every React root and script (nanostores; reads are prefixed `$`), persisted in localStorage and
// parsed on every read (storage.ts), so stale or corrupt data is dropped and never breaks a page.
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { CART_EVENT, CART_KEY } from './keys.ts';
import {
  addLine,
  moveLine,
  reconcile,
  removeLine,
  restoreLine,
  setQuantity,
  type AddResult,
  type StockInfo,
} from './lines.ts';
import { emptyCart, type Cart, type CartLine } from '../../domain/cart/schema.ts';
import { encodeCart, readCart } from './storage.ts';

// Notices found while decoding; decode must stay a pure value mapping, so they are collected and taken later.
let decodeNotices: string[] = [];

export const $cart = persistentAtom<Cart>(CART_KEY, emptyCart(), {
  encode: encodeCart,
  decode: (raw) => {
    const { cart, notices } = readCart(raw);
    decodeNotices.push(...notices);
    return cart;
  },
});

/** Sentences about what changed in the cart without the shopper asking (bad data dropped, stock changed). */
export const $cartNotices = atom<string[]>([]);

function commit(cart: Cart): void {
  if (cart === $cart.get()) return;
  $cart.set(cart);
  // Same-tab listeners (the header badge) do not hear `storage` events, which only reach other tabs.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_EVENT));
}

function notify(notices: readonly string[]): void {
  if (notices.length) $cartNotices.set([...$cartNotices.get(), ...notices]);
}

/**
 * Applies what reading storage found, and holds the cart to the catalogue when one is given: the notices are shown
 * once and the cleaned cart is written back, so the same notice does not come back on the next page.
 */
export function checkCart(products?: ReadonlyMap<string, StockInfo>): void {
  let cart = $cart.get();
  const notices = decodeNotices;
  decodeNotices = [];
  if (products) {
    const reconciled = reconcile(cart, products);
    cart = reconciled.cart;
    notices.push(...reconciled.notices);
  }
  if (notices.length) {
    $cart.set(cart); // writes the cleaned value back even when only storage's copy was bad
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_EVENT));
  }
  notify(notices);
}

/** The cart's products could not be looked up: the cart is kept as stored, and the shopper is told why lines are missing. */
export function keepUnchecked(): void {
  checkCart();
  notify([
    'Some products in your cart could not load, so they are not listed. They stay in your cart; reload to try again.',
  ]);
}

export function dismissNotices(): void {
  $cartNotices.set([]);
}

export function addToCart(sku: string, quantity: number, stock: number, index?: number): AddResult {
  const result = addLine($cart.get(), sku, quantity, stock, index);
  commit(result.cart);
  return result;
}

export function changeQuantity(sku: string, quantity: number, stock: number): void {
  commit(setQuantity($cart.get(), sku, quantity, stock));
}

/** Removes a line; returns it with its position for Undo. */
export function removeFromCart(sku: string): { line: CartLine; index: number } | null {
  const { cart, removed } = removeLine($cart.get(), sku);
  commit(cart);
  return removed;
}

export function undoRemove(line: CartLine, index: number): void {
  commit(restoreLine($cart.get(), line, index));
}

export function moveInCart(from: number, to: number): void {
  commit(moveLine($cart.get(), from, to));
}

/** Empties the cart: only after the orders Function has confirmed the order is stored. */
export function clearCart(): void {
  commit(emptyCart());
}
