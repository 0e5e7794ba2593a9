// The cart's actions as pure functions: limits (10 per line, the stock, 50 lines), order, undo, reconciliation.
import { describe, expect, it } from 'vitest';
import {
  addLine,
  addMessage,
  moveLine,
  reconcile,
  removeLine,
  restoreLine,
  setQuantity,
  type StockInfo,
} from '../../src/features/cart/lines.ts';
import { maxQuantityFor } from '../../src/domain/cart/limits.ts';
import { emptyCart, type Cart } from '../../src/domain/cart/schema.ts';

const cartOf = (...lines: Array<[string, number]>): Cart => ({
  version: 1,
  lines: lines.map(([sku, quantity]) => ({ sku, quantity })),
});
const skus = (cart: Cart) => cart.lines.map((line) => line.sku);

describe('maxQuantityFor', () => {
  it('is 10, or the stock when lower, never negative', () => {
    expect([maxQuantityFor(100), maxQuantityFor(10), maxQuantityFor(3), maxQuantityFor(0), maxQuantityFor(-4)]).toEqual(
      [10, 10, 3, 0, 0],
    );
  });
});

describe('addLine', () => {
  it('adds a new product at the end, or at a drop position', () => {
    const cart = cartOf(['a', 1], ['b', 1]);
    expect(skus(addLine(cart, 'c', 1, 50).cart)).toEqual(['a', 'b', 'c']);
    expect(skus(addLine(cart, 'c', 1, 50, 0).cart)).toEqual(['c', 'a', 'b']);
    expect(skus(addLine(cart, 'c', 1, 50, 99).cart)).toEqual(['a', 'b', 'c']);
  });

  it('grows a product already in the cart where it is', () => {
    const result = addLine(cartOf(['a', 1], ['b', 2]), 'b', 3, 50, 0);
    expect(result.cart).toEqual(cartOf(['a', 1], ['b', 5]));
    expect(result).toMatchObject({ added: 3, inCart: 5, limit: null });
  });

  it('never goes above 10', () => {
    expect(addLine(cartOf(['a', 8]), 'a', 5, 50)).toMatchObject({ added: 2, inCart: 10, limit: 'quantity' });
    const full = cartOf(['a', 10]);
    const again = addLine(full, 'a', 1, 50);
    expect(again).toMatchObject({ added: 0, inCart: 10, limit: 'quantity' });
    expect(again.cart).toBe(full);
  });

  it('never goes above the stock', () => {
    expect(addLine(emptyCart(), 'a', 5, 3)).toMatchObject({ added: 3, inCart: 3, limit: 'stock' });
    expect(addLine(cartOf(['a', 3]), 'a', 1, 3)).toMatchObject({ added: 0, inCart: 3, limit: 'stock' });
  });

  it('does not add a sold-out product', () => {
    const cart = emptyCart();
    expect(addLine(cart, 'a', 1, 0)).toEqual({ cart, added: 0, inCart: 0, limit: 'out-of-stock' });
  });

  it('holds at most 50 different products', () => {
    const full: Cart = { version: 1, lines: Array.from({ length: 50 }, (_, i) => ({ sku: `p-${i}`, quantity: 1 })) };
    expect(addLine(full, 'new-one', 1, 10)).toMatchObject({ added: 0, limit: 'lines' });
    expect(addLine(full, 'p-3', 1, 10)).toMatchObject({ added: 1, inCart: 2, limit: null });
  });

  it('does not change the cart it was given', () => {
    const cart = cartOf(['a', 1]);
    addLine(cart, 'a', 2, 50);
    addLine(cart, 'b', 2, 50);
    expect(cart).toEqual(cartOf(['a', 1]));
  });
});

describe('setQuantity', () => {
  it('keeps quantities within 1..min(10, stock)', () => {
    const cart = cartOf(['a', 2]);
    expect(setQuantity(cart, 'a', 7, 50)).toEqual(cartOf(['a', 7]));
    expect(setQuantity(cart, 'a', 0, 50)).toEqual(cartOf(['a', 1]));
    expect(setQuantity(cart, 'a', 42, 50)).toEqual(cartOf(['a', 10]));
    expect(setQuantity(cart, 'a', 9, 4)).toEqual(cartOf(['a', 4]));
    expect(setQuantity(cart, 'a', 9, 0)).toBe(cart);
  });
});

describe('removeLine, restoreLine and moveLine', () => {
  it('removes a line and can put it back where it was', () => {
    const cart = cartOf(['a', 1], ['b', 2], ['c', 3]);
    const { cart: without, removed } = removeLine(cart, 'b');
    expect(skus(without)).toEqual(['a', 'c']);
    expect(removed).toEqual({ line: { sku: 'b', quantity: 2 }, index: 1 });
    expect(restoreLine(without, { sku: 'b', quantity: 2 }, 1)).toEqual(cart);
    expect(removeLine(cart, 'zzz')).toEqual({ cart, removed: null });
  });

  it('does not restore a product that is back in the cart already', () => {
    const cart = cartOf(['a', 1], ['b', 5]);
    expect(restoreLine(cart, { sku: 'b', quantity: 2 }, 0)).toBe(cart);
  });

  it('moves a line up, down and to either end', () => {
    const cart = cartOf(['a', 1], ['b', 1], ['c', 1]);
    expect(skus(moveLine(cart, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(skus(moveLine(cart, 2, 0))).toEqual(['c', 'a', 'b']);
    expect(skus(moveLine(cart, 0, 2))).toEqual(['b', 'c', 'a']);
    expect(moveLine(cart, 1, 1)).toBe(cart);
    expect(moveLine(cart, 5, 0)).toBe(cart);
  });
});

describe('reconcile', () => {
  const products = new Map<string, StockInfo>([
    ['a', { name: 'Alpha SSD', stock: 50 }],
    ['b', { name: 'Beta card', stock: 2 }],
    ['c', { name: 'Gamma stick', stock: 0 }],
  ]);

  it('leaves a cart that fits the catalogue alone', () => {
    const cart = cartOf(['a', 3], ['b', 2]);
    expect(reconcile(cart, products)).toEqual({ cart, notices: [] });
  });

  it('removes unknown and sold-out products and lowers quantities above the stock, saying so', () => {
    const { cart, notices } = reconcile(cartOf(['gone', 1], ['a', 3], ['b', 5], ['c', 1]), products);
    expect(cart).toEqual(cartOf(['a', 3], ['b', 2]));
    expect(notices).toEqual([
      'A product in your cart (gone) is no longer sold here and was removed.',
      'Only 2 of Beta card can be ordered now; your cart has been changed to 2.',
      'Gamma stick is out of stock and was removed from your cart.',
    ]);
  });
});

describe('addMessage', () => {
  it('names the product and says why fewer were added', () => {
    expect(addMessage('Alpha SSD', { added: 2, inCart: 2, limit: null })).toBe('Added 2 × Alpha SSD to your cart.');
    expect(addMessage('Alpha SSD', { added: 1, inCart: 10, limit: 'quantity' })).toBe(
      'Added 1 × Alpha SSD to your cart (10 in cart; 10 is the most per order).',
    );
    expect(addMessage('Beta card', { added: 0, inCart: 2, limit: 'stock' })).toBe(
      'You already have 2 × Beta card in your cart; only 2 are in stock.',
    );
    expect(addMessage('Beta card', { added: 0, inCart: 1, limit: 'stock' })).toBe(
      'You already have 1 × Beta card in your cart; only 1 is in stock.',
    );
    expect(addMessage('Gamma stick', { added: 0, inCart: 0, limit: 'out-of-stock' })).toBe(
      'Gamma stick is out of stock.',
    );
    expect(addMessage('Delta', { added: 0, inCart: 0, limit: 'lines' })).toBe(
      'Your cart already holds 50 different products, the most one order can have.',
    );
  });
});
