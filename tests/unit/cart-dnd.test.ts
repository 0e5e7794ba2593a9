// What each drop on /drag_drop means.
import { describe, expect, it } from 'vitest';
import {
  CART_ZONE,
  REMOVE_ZONE,
  SHELF_ZONE,
  dropAction,
  isLineId,
  lineId,
  shelfId,
  skuOfId,
} from '../../src/features/cart/dnd.ts';
import type { Cart } from '../../src/domain/cart/schema.ts';

const cart: Cart = {
  version: 1,
  lines: [
    { sku: 'a', quantity: 1 },
    { sku: 'b', quantity: 2 },
    { sku: 'c', quantity: 1 },
  ],
};

describe('ids', () => {
  it('names lines and shelf products, and reads the SKU back', () => {
    expect(skuOfId(lineId('biwin-x'))).toBe('biwin-x');
    expect(skuOfId(shelfId('fenvi-y'))).toBe('fenvi-y');
    expect(skuOfId(CART_ZONE)).toBeNull();
    expect(skuOfId(7)).toBeNull();
    expect(isLineId(lineId('a'))).toBe(true);
    expect(isLineId(shelfId('a'))).toBe(false);
  });
});

describe('dropAction', () => {
  it('adds a shelf product dropped on the cart at the end, or before the line it lands on', () => {
    expect(dropAction(shelfId('z'), CART_ZONE, cart)).toEqual({ type: 'add', sku: 'z', index: 3 });
    expect(dropAction(shelfId('z'), lineId('b'), cart)).toEqual({ type: 'add', sku: 'z', index: 1 });
  });

  it('does nothing with a shelf product dropped anywhere else', () => {
    for (const over of [null, SHELF_ZONE, REMOVE_ZONE])
      expect(dropAction(shelfId('z'), over, cart)).toEqual({ type: 'none' });
  });

  it('moves a line dropped on another line', () => {
    expect(dropAction(lineId('a'), lineId('c'), cart)).toEqual({ type: 'move', sku: 'a', from: 0, to: 2 });
    expect(dropAction(lineId('c'), lineId('a'), cart)).toEqual({ type: 'move', sku: 'c', from: 2, to: 0 });
    expect(dropAction(lineId('b'), lineId('b'), cart)).toEqual({ type: 'none' });
  });

  it('removes a line dragged out: onto the shelf, the remove area, or outside every drop area', () => {
    for (const over of [SHELF_ZONE, REMOVE_ZONE, null])
      expect(dropAction(lineId('b'), over, cart)).toEqual({ type: 'remove', sku: 'b' });
  });

  it('ignores a line dropped on the cart area itself, and ids it does not know', () => {
    expect(dropAction(lineId('b'), CART_ZONE, cart)).toEqual({ type: 'none' });
    expect(dropAction(lineId('gone'), SHELF_ZONE, cart)).toEqual({ type: 'none' });
    expect(dropAction('weird', CART_ZONE, cart)).toEqual({ type: 'none' });
  });
});
