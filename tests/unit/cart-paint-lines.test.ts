// The cart page's inline script sizes the island's loading state to the stored cart before the first paint. These
// tests run the compiled script, as the page carries it, against stored carts a browser may hold.
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINES } from '~/domain/cart/limits';
import { CART_KEY } from '~/features/cart/keys';
import { LINES_PAINT_SCRIPT, LINES_PAINT_SCRIPT_HASH } from '~/features/cart/lines-paint-script';

/** The --stored-cart-lines the script sets for `stored` (null: none); an error it let escape fails the test. */
function paintedLines(stored: string | null, { storageThrows = false } = {}): string | null {
  const style = new Map<string, string>();
  runInNewContext(LINES_PAINT_SCRIPT, {
    document: { documentElement: { style: { setProperty: (name: string, value: string) => style.set(name, value) } } },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError: storage is disabled');
        return key === CART_KEY ? stored : null;
      },
    },
  });
  return style.get('--stored-cart-lines') ?? null;
}

const cart = (lines: number) =>
  JSON.stringify({ version: 1, lines: Array.from({ length: lines }, (_, i) => ({ sku: `sku-${i}`, quantity: 1 })) });

describe('the cart lines paint script (paint-lines.ts)', () => {
  it('is one self-contained script, hashed for the CSP', () => {
    expect(LINES_PAINT_SCRIPT).toMatch(/^(?:"use strict";)?\(\(\)=>\{[^]*\}\)\(\);$/);
    expect(LINES_PAINT_SCRIPT).not.toMatch(/\bimport\b|\bexport\b|\n|<\/script/i);
    expect(LINES_PAINT_SCRIPT_HASH).toBe(`sha256-${createHash('sha256').update(LINES_PAINT_SCRIPT).digest('base64')}`);
  });

  it('sets the stored line count, at most the cart limit', () => {
    expect(paintedLines(cart(1))).toBe('1');
    expect(paintedLines(cart(3))).toBe('3');
    expect(paintedLines(cart(MAX_LINES + 20))).toBe(String(MAX_LINES));
  });

  it('leaves the loading state alone for no cart, an empty one, or one it cannot read', () => {
    expect(paintedLines(null)).toBeNull();
    expect(paintedLines(cart(0))).toBeNull();
    expect(paintedLines('{"version":1,"lines":')).toBeNull();
    expect(paintedLines('{"lines":"many"}')).toBeNull();
    expect(paintedLines(cart(2), { storageThrows: true })).toBeNull();
  });

  it('never throws and sets only a whole number from 1 to the limit, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.nat({ max: 80 }).map(cart)), (stored) => {
        const painted = paintedLines(stored);
        if (painted !== null)
          expect(Number(painted)).toSatisfy((n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_LINES);
      }),
    );
  });
});
