// Reading the stored cart. Whatever is in localStorage (hand-edited, written by an older or newer deploy, corrupt) is
// read line by line: every valid line survives, the rest is dropped with a notice, and nothing ever throws.
import { CART_VERSION, MAX_LINES, MAX_QUANTITY, cartLineSchema, emptyCart, type Cart, type CartLine } from './schema.ts';

export interface ReadCart {
  cart: Cart;
  /** Sentences for the shopper about what was dropped; empty when the stored cart was fine. */
  notices: string[];
}

export const UNREADABLE_NOTICE = 'Your saved cart could not be read, so it was emptied.';
export const NEWER_NOTICE = 'Your cart was saved by a newer version of this store and could not be read here, so it was emptied.';

type Migrated = { ok: true; lines: unknown[] } | { ok: false; notice: string };

/**
 * Brings stored data to the current version's list of raw lines. Version 0 is the unversioned shape (a bare array
 * of `{sku, qty}` lines) that the first cart prototype wrote; it is kept as the worked example of a migration:
 * a change to the stored shape adds a step here, never a crash for shoppers who still hold the old one.
 */
export function migrate(data: unknown): Migrated {
  if (Array.isArray(data)) {
    return { ok: true, lines: data.map((line: unknown) => (isRecord(line) ? { sku: line['sku'], quantity: line['quantity'] ?? line['qty'] } : line)) };
  }
  if (!isRecord(data)) return { ok: false, notice: UNREADABLE_NOTICE };
  const version = data['version'];
  if (typeof version === 'number' && version > CART_VERSION) return { ok: false, notice: NEWER_NOTICE };
  if (version !== CART_VERSION || !Array.isArray(data['lines'])) return { ok: false, notice: UNREADABLE_NOTICE };
  return { ok: true, lines: data['lines'] };
}

/** The stored cart, cleaned: invalid lines dropped, repeated SKUs merged (at most 10), at most 50 lines. */
export function readCart(raw: string | null | undefined): ReadCart {
  if (raw === null || raw === undefined || raw === '') return { cart: emptyCart(), notices: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { cart: emptyCart(), notices: [UNREADABLE_NOTICE] };
  }
  const migrated = migrate(data);
  if (!migrated.ok) return { cart: emptyCart(), notices: [migrated.notice] };

  const lines: CartLine[] = [];
  let invalid = 0;
  let overflow = 0;
  for (const candidate of migrated.lines) {
    const parsed = cartLineSchema.safeParse(candidate);
    if (!parsed.success) {
      invalid += 1;
      continue;
    }
    const same = lines.find((line) => line.sku === parsed.data.sku);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + parsed.data.quantity);
    else if (lines.length < MAX_LINES) lines.push({ ...parsed.data });
    else overflow += 1;
  }
  const notices: string[] = [];
  if (invalid) notices.push(`${items(invalid)} in your saved cart could not be read and ${invalid === 1 ? 'was' : 'were'} removed.`);
  if (overflow) notices.push(`A cart holds at most ${MAX_LINES} products; ${items(overflow)} over that ${overflow === 1 ? 'was' : 'were'} removed.`);
  return { cart: { version: CART_VERSION, lines }, notices };
}

export function encodeCart(cart: Cart): string {
  return JSON.stringify(cart);
}

const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
