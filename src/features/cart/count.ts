// The number of items in the stored cart, for the header badge on every page. It repeats storage.ts's rules by hand
// instead of importing zod, so content pages stay inside their JavaScript budget; tests/unit/cart-count.test.ts
// checks that both always agree.
import { CART_VERSION, MAX_LINES, MAX_QUANTITY, SKU_MAX_LENGTH, SKU_PATTERN } from './limits.ts';

export function cartItemCount(raw: string | null | undefined): number {
  if (!raw) return 0;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return 0;
  }
  let lines: unknown;
  let legacy = false;
  if (Array.isArray(data)) {
    lines = data;
    legacy = true;
  } else if (typeof data === 'object' && data !== null && (data as { version?: unknown }).version === CART_VERSION) {
    lines = (data as { lines?: unknown }).lines;
  }
  if (!Array.isArray(lines)) return 0;
  const bySku = new Map<string, number>();
  for (const line of lines as unknown[]) {
    if (typeof line !== 'object' || line === null || Array.isArray(line)) continue;
    const { sku, quantity, qty } = line as { sku?: unknown; quantity?: unknown; qty?: unknown };
    const n = legacy ? (quantity ?? qty) : quantity;
    if (typeof sku !== 'string' || sku.length > SKU_MAX_LENGTH || !SKU_PATTERN.test(sku)) continue;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_QUANTITY) continue;
    const had = bySku.get(sku);
    if (had !== undefined) bySku.set(sku, Math.min(MAX_QUANTITY, had + n));
    else if (bySku.size < MAX_LINES) bySku.set(sku, n);
  }
  let count = 0;
  for (const n of bySku.values()) count += n;
  return count;
}
