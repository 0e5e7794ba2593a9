// The header badge (no zod on content pages) and the cart store share one reader (read.ts): they always agree, and
// every line it keeps is one the cart's zod schema accepts.
import { describe, expect, it } from 'vitest';
import { cartItemCount } from '../../src/features/cart/count.ts';
import { cartSchema } from '../../src/domain/cart/schema.ts';
import { readCart } from '../../src/features/cart/storage.ts';

const parsedCount = (raw: string | null) => readCart(raw).cart.lines.reduce((sum, line) => sum + line.quantity, 0);

/** A small deterministic generator, so a failure is reproducible. */
function* samples(seed = 7, n = 3000): Generator<string> {
  let state = seed;
  const rnd = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const skus = ['a-1', 'b-2', 'c', 'x-9', 'UPPER', '../x', '', 'a--b', 'p'.repeat(65), 'ok-sku'];
  const quantities: unknown[] = [1, 2, 3, 9, 10, 11, 0, -1, 1.5, '2', null, undefined, 1e9, Number.NaN];
  for (let i = 0; i < n; i += 1) {
    const lines = Array.from({ length: Math.floor(rnd() * 8) }, () => {
      const line: Record<string, unknown> = { sku: pick(skus), [rnd() < 0.2 ? 'qty' : 'quantity']: pick(quantities) };
      return rnd() < 0.05 ? pick(['x', 3, null, []]) : line;
    });
    const shape = rnd();
    if (shape < 0.6) yield JSON.stringify({ version: 1, lines });
    else if (shape < 0.75) yield JSON.stringify(lines);
    else if (shape < 0.85) yield JSON.stringify({ version: pick([0, 2, '1', null]), lines });
    else yield JSON.stringify({ version: 1, lines }).slice(0, Math.floor(rnd() * 40));
  }
}

describe('cartItemCount', () => {
  it('counts the items of a valid cart', () => {
    expect(
      cartItemCount(
        JSON.stringify({
          version: 1,
          lines: [
            { sku: 'a-1', quantity: 2 },
            { sku: 'b-2', quantity: 10 },
          ],
        }),
      ),
    ).toBe(12);
  });

  it('is 0 for nothing, garbage and other versions', () => {
    for (const raw of [null, undefined, '', 'nope', '{}', '{"version":2,"lines":[{"sku":"a","quantity":1}]}'])
      expect(cartItemCount(raw)).toBe(0);
  });

  it('agrees with readCart on thousands of valid, invalid and legacy carts', () => {
    for (const raw of samples()) {
      expect(cartItemCount(raw), raw).toBe(parsedCount(raw));
      expect(cartSchema.safeParse(readCart(raw).cart).success, raw).toBe(true);
    }
  });

  it('agrees on 50+ lines and merged duplicates', () => {
    const many = JSON.stringify({
      version: 1,
      lines: Array.from({ length: 60 }, (_, i) => ({ sku: `p-${i % 55}`, quantity: 7 })),
    });
    expect(cartItemCount(many)).toBe(parsedCount(many));
  });
});
