// Reading the stored cart. Whatever is in localStorage (hand-edited, written by an older or newer deploy, corrupt) is
// read line by line: every valid line survives, the rest is dropped with a notice, and nothing ever throws.
import { readStoredCart } from './read.ts';
export { encodeCart } from './read.ts';
import { CART_VERSION, MAX_LINES } from '../../domain/cart/limits.ts';
import { emptyCart, type Cart } from '../../domain/cart/schema.ts';

export interface ReadCart {
  cart: Cart;
  /** Sentences for the shopper about what was dropped; empty when the stored cart was fine. */
  notices: string[];
}

export const UNREADABLE_NOTICE = 'Your saved cart could not be read, so it was emptied.';
export const NEWER_NOTICE =
  'Your cart was saved by a newer version of this store and could not be read here, so it was emptied.';

/** The stored cart, cleaned (read.ts), with a sentence for the shopper about anything dropped. */
export function readCart(raw: string | null | undefined): ReadCart {
  if (raw === null || raw === undefined || raw === '') return { cart: emptyCart(), notices: [] };
  const stored = readStoredCart(raw);
  if (!stored.ok) return { cart: emptyCart(), notices: [stored.reason === 'newer' ? NEWER_NOTICE : UNREADABLE_NOTICE] };
  const { lines, invalid, overflow } = stored;
  const notices: string[] = [];
  if (invalid)
    notices.push(
      `${items(invalid)} in your saved cart could not be read and ${invalid === 1 ? 'was' : 'were'} removed.`,
    );
  if (overflow)
    notices.push(
      `A cart holds at most ${MAX_LINES} products; ${items(overflow)} over that ${overflow === 1 ? 'was' : 'were'} removed.`,
    );
  return { cart: { version: CART_VERSION, lines }, notices };
}

const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);
