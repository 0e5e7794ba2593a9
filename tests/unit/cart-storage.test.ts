// Reading the stored cart: versioned, line by line, never throwing.
import { describe, expect, it } from 'vitest';
import { CART_VERSION, MAX_LINES } from '../../src/domain/cart/limits.ts';
import { cartSchema, emptyCart } from '../../src/domain/cart/schema.ts';
import { migrate } from '../../src/features/cart/read.ts';
import { NEWER_NOTICE, UNREADABLE_NOTICE, encodeCart, readCart } from '../../src/features/cart/storage.ts';

const stored = (lines: unknown) => JSON.stringify({ version: CART_VERSION, lines });

describe('readCart', () => {
  it('reads nothing as an empty cart, without a notice', () => {
    for (const raw of [null, undefined, '']) expect(readCart(raw)).toEqual({ cart: emptyCart(), notices: [] });
  });

  it('reads a valid cart as it is, in its order', () => {
    const lines = [
      { sku: 'fenvi-be200-wifi7', quantity: 1 },
      { sku: 'biwin-nv7400-1tb', quantity: 10 },
    ];
    expect(readCart(stored(lines))).toEqual({ cart: { version: 1, lines }, notices: [] });
  });

  it('empties a cart that is not JSON, with a notice', () => {
    for (const raw of ['{"version":1,"lines":[{"sku":', 'undefined', '<html>']) {
      expect(readCart(raw)).toEqual({ cart: emptyCart(), notices: [UNREADABLE_NOTICE] });
    }
  });

  it('empties JSON that is no cart at all, with a notice', () => {
    for (const raw of ['null', '42', '"cart"', '{}', '{"version":1}', '{"version":1,"lines":{}}', '{"lines":[]}']) {
      expect(readCart(raw).notices, raw).toEqual([UNREADABLE_NOTICE]);
      expect(readCart(raw).cart).toEqual(emptyCart());
    }
  });

  it('drops negative, zero, fractional, too large and non-numeric quantities line by line', () => {
    const { cart, notices } = readCart(
      stored([
        { sku: 'biwin-nv7400-1tb', quantity: -2 },
        { sku: 'biwin-nv7400-2tb', quantity: 0 },
        { sku: 'biwin-nv7400-4tb', quantity: 1.5 },
        { sku: 'fenvi-be200-m2', quantity: 11 },
        { sku: 'fenvi-bt54-usb', quantity: '2' },
        { sku: 'fenvi-ax210-wifi6e', quantity: 3 },
      ]),
    );
    expect(cart.lines).toEqual([{ sku: 'fenvi-ax210-wifi6e', quantity: 3 }]);
    expect(notices).toEqual(['5 items in your saved cart could not be read and were removed.']);
  });

  it('drops lines whose SKU is not a SKU, and lines that are not objects', () => {
    const { cart, notices } = readCart(
      stored([
        { sku: '../x', quantity: 1 },
        { sku: 'UPPER', quantity: 1 },
        { quantity: 1 },
        'fenvi-be200-m2',
        null,
        { sku: 'ok-1', quantity: 1 },
      ]),
    );
    expect(cart.lines).toEqual([{ sku: 'ok-1', quantity: 1 }]);
    expect(notices).toEqual(['5 items in your saved cart could not be read and were removed.']);
  });

  it('keeps lines whose SKU the catalogue no longer has: only the page that knows the catalogue can tell', () => {
    expect(readCart(stored([{ sku: 'retired-product', quantity: 1 }])).cart.lines).toEqual([
      { sku: 'retired-product', quantity: 1 },
    ]);
  });

  it('ignores fields it does not know, such as a price', () => {
    expect(readCart(stored([{ sku: 'ok-1', quantity: 2, price: 1 }])).cart.lines).toEqual([
      { sku: 'ok-1', quantity: 2 },
    ]);
  });

  it('merges a SKU that appears twice, at most 10', () => {
    const { cart, notices } = readCart(
      stored([
        { sku: 'a-1', quantity: 4 },
        { sku: 'b-2', quantity: 1 },
        { sku: 'a-1', quantity: 9 },
      ]),
    );
    expect(cart.lines).toEqual([
      { sku: 'a-1', quantity: 10 },
      { sku: 'b-2', quantity: 1 },
    ]);
    expect(notices).toEqual([]);
  });

  it('keeps at most 50 lines', () => {
    const lines = Array.from({ length: MAX_LINES + 2 }, (_, i) => ({ sku: `p-${i}`, quantity: 1 }));
    const { cart, notices } = readCart(stored(lines));
    expect(cart.lines).toHaveLength(MAX_LINES);
    expect(notices).toEqual(['A cart holds at most 50 products; 2 items over that were removed.']);
  });

  it('always returns a cart the schema accepts', () => {
    const samples = [
      '[1,2,3]',
      stored([{ sku: 'a', quantity: 1 }, {}, []]),
      '{"version":0,"lines":[]}',
      stored(Array(80).fill({ sku: 'x', quantity: 3 })),
    ];
    for (const raw of samples) expect(cartSchema.safeParse(readCart(raw).cart).success, raw).toBe(true);
  });

  it('round-trips through encodeCart', () => {
    const cart = { version: 1 as const, lines: [{ sku: 'a-1', quantity: 2 }] };
    expect(readCart(encodeCart(cart))).toEqual({ cart, notices: [] });
  });
});

describe('migrate', () => {
  it('migrates the unversioned shape (a bare array with qty) line by line', () => {
    const { cart, notices } = readCart(
      JSON.stringify([
        { sku: 'a-1', qty: 2 },
        { sku: 'b-2', quantity: 1 },
        { sku: 'c-3', qty: -1 },
      ]),
    );
    expect(cart).toEqual({
      version: 1,
      lines: [
        { sku: 'a-1', quantity: 2 },
        { sku: 'b-2', quantity: 1 },
      ],
    });
    expect(notices).toEqual(['1 item in your saved cart could not be read and was removed.']);
  });

  it('refuses a cart from a newer version with its own notice', () => {
    expect(migrate({ version: 2, lines: [] })).toEqual({ ok: false, reason: 'newer' });
    expect(readCart(JSON.stringify({ version: 7, items: [] }))).toEqual({ cart: emptyCart(), notices: [NEWER_NOTICE] });
  });

  it('passes the current version through', () => {
    expect(migrate({ version: 1, lines: [{ sku: 'a', quantity: 1 }] })).toEqual({
      ok: true,
      lines: [{ sku: 'a', quantity: 1 }],
    });
  });
});
