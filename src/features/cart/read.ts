// The one reader of the stored cart: the header badge on every page (count.ts) and the cart store (storage.ts) both
// use it. Plain code with no zod, so content pages stay inside their JavaScript budget.
import { isSku } from '../../domain/catalog/index.ts';
import { CART_VERSION, MAX_LINES, MAX_QUANTITY } from '../../domain/cart/limits.ts';
import type { Cart, CartLine } from '../../domain/cart/schema.ts';

export type StoredCart =
  | {
      ok: true;
      lines: CartLine[];
      /** Lines that were not a valid line. */ invalid: number;
      /** Lines over MAX_LINES. */ overflow: number;
    }
  | { ok: false; reason: 'unreadable' | 'newer' };

type Migrated = { ok: true; lines: unknown[] } | { ok: false; reason: 'unreadable' | 'newer' };

/**
 * Brings stored data to the current version's list of raw lines. Version 0 is the unversioned shape (a bare array
 * of `{sku, qty}` lines) that the first cart prototype wrote; it is kept as the worked example of a migration:
 * a change to the stored shape adds a step here, never a crash for shoppers who still hold the old one.
 */
export function migrate(data: unknown): Migrated {
  if (Array.isArray(data)) {
    return {
      ok: true,
      lines: data.map((line: unknown) =>
        isRecord(line) ? { sku: line['sku'], quantity: line['quantity'] ?? line['qty'] } : line,
      ),
    };
  }
  if (!isRecord(data)) return { ok: false, reason: 'unreadable' };
  const version = data['version'];
  if (typeof version === 'number' && version > CART_VERSION) return { ok: false, reason: 'newer' };
  if (version !== CART_VERSION || !Array.isArray(data['lines'])) return { ok: false, reason: 'unreadable' };
  return { ok: true, lines: data['lines'] };
}

/**
 * A line as the cart schema (src/domain/cart/schema.ts `cartLineSchema`) accepts it: a SKU and a whole quantity from
 * 1 to 10.
 */
function lineOf(candidate: unknown): CartLine | undefined {
  if (!isRecord(candidate)) return undefined;
  const { sku, quantity } = candidate;
  if (
    !isSku(sku) ||
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > MAX_QUANTITY
  )
    return undefined;
  return { sku, quantity };
}

/** The stored cart, cleaned: invalid lines dropped, repeated SKUs merged (at most 10), at most 50 lines. */
export function readStoredCart(raw: string): StoredCart {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const migrated = migrate(data);
  if (!migrated.ok) return migrated;
  const lines: CartLine[] = [];
  let invalid = 0;
  let overflow = 0;
  for (const candidate of migrated.lines) {
    const line = lineOf(candidate);
    if (!line) {
      invalid += 1;
      continue;
    }
    const same = lines.find((l) => l.sku === line.sku);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + line.quantity);
    else if (lines.length < MAX_LINES) lines.push(line);
    else overflow += 1;
  }
  return { ok: true, lines, invalid, overflow };
}

/** The stored form of a cart: what the store writes and what Add to cart writes without it (quick-add.ts). */
export function encodeCart(cart: Cart): string {
  return JSON.stringify(cart);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
