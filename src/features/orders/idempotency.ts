// The idempotency key of a checkout. It is kept in sessionStorage with the cart it was made for, so a retry after
// a lost answer (or a reload in the middle of placing) sends the same key and cannot create a second order; a changed
// cart gets a new key.
import type { CartLine } from '../../domain/cart/index.ts';
import { sessionStore } from '../platform/index.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../domain/orders/schema.ts';

export const CHECKOUT_KEY = 'checkout-key';

/** The cart's identity for this purpose: what is ordered, not the order of the lines. */
export function cartSignature(lines: readonly CartLine[]): string {
  return lines
    .map((line) => `${line.sku}*${line.quantity}`)
    .toSorted()
    .join(',');
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The key for this cart: the stored one when it was made for the same cart, else a new one (stored). */
export function checkoutKeyFor(
  lines: readonly CartLine[],
  storage: KeyStorage | null | undefined = sessionStore(),
  newKey: () => string = () => crypto.randomUUID(),
): string {
  const signature = cartSignature(lines);
  try {
    const stored: unknown = JSON.parse(storage?.getItem(CHECKOUT_KEY) ?? 'null');
    if (
      typeof stored === 'object' &&
      stored !== null &&
      'signature' in stored &&
      'key' in stored &&
      stored.signature === signature &&
      typeof stored.key === 'string' &&
      IDEMPOTENCY_KEY_PATTERN.test(stored.key)
    ) {
      return stored.key;
    }
  } catch {
    // unreadable: make a new one
  }
  const key = newKey();
  try {
    storage?.setItem(CHECKOUT_KEY, JSON.stringify({ signature, key }));
  } catch {
    // storage full or disabled: the key still protects against double clicks in this page
  }
  return key;
}

/** Forgets the key once its order is placed, so the next checkout is a new order. */
export function forgetCheckoutKey(storage: KeyStorage | null | undefined = sessionStore()): void {
  try {
    storage?.removeItem(CHECKOUT_KEY);
  } catch {
    // nothing to forget
  }
}
