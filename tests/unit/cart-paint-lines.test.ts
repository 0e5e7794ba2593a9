// The cart page's inline script sizes the island's loading state to the stored cart before the first paint. These
// tests run the compiled script, as the page carries it, against stored carts a browser may hold.
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINES } from '~/domain/cart/limits';
import { CART_KEY, CART_PAGE_KEYS } from '~/features/cart/keys';
import { LINES_PAINT_SCRIPT, LINES_PAINT_SCRIPT_HASH } from '~/features/cart/lines-paint-script';

interface Painted {
  /** The --stored-cart-lines the script set (null: none). */
  lines: string | null;
  /** Whether it marked the island's wrapper data-stored. */
  marked: boolean;
}

/** Runs the script over this storage (key to value); an error it let escape fails the test. */
function paint(storage: Record<string, string>, { storageThrows = false } = {}): Painted {
  const style = new Map<string, string>();
  const wrapper = new Map<string, string>();
  runInNewContext(LINES_PAINT_SCRIPT, {
    document: {
      documentElement: { style: { setProperty: (name: string, value: string) => style.set(name, value) } },
      currentScript: { parentElement: { setAttribute: (name: string, value: string) => wrapper.set(name, value) } },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError: storage is disabled');
        return storage[key] ?? null;
      },
    },
  });
  return { lines: style.get('--stored-cart-lines') ?? null, marked: wrapper.has('data-stored') };
}

/** The --stored-cart-lines the script sets for a stored cart (null: none). */
const paintedLines = (stored: string | null, options: { storageThrows?: boolean } = {}) =>
  paint(stored === null ? {} : { [CART_KEY]: stored }, options).lines;

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

  it('marks the island as holding stored state exactly when one of its keys holds a value, as its directive does', () => {
    for (const key of CART_PAGE_KEYS) expect(paint({ [key]: '' }).marked, key).toBe(true);
    expect(paint({}).marked).toBe(false);
    expect(paint({ 'another-key': cart(2) }).marked).toBe(false);
    expect(paint({ [CART_KEY]: cart(2) }, { storageThrows: true }).marked).toBe(false);
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
