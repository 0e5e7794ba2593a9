// The shared cart store over an in-memory localStorage: actions, notices, the same-tab change event.
import { setPersistentEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const storage: Record<string, string> = {};
const events = { addEventListener: () => undefined, removeEventListener: () => undefined };
setPersistentEngine(storage, events);
// The store module reads storage when it is first loaded: seed a corrupt cart before that.
storage['cart'] = JSON.stringify({
  version: 1,
  lines: [
    { sku: 'a-1', quantity: 2 },
    { sku: 'bad', quantity: -1 },
    { sku: 'gone-1', quantity: 1 },
  ],
});
const dispatched = vi.fn();
vi.stubGlobal('window', { dispatchEvent: dispatched });

type Store = typeof import('../../src/features/cart/store.ts');
let store: Store;
beforeAll(async () => {
  store = await import('../../src/features/cart/store.ts');
});
beforeEach(() => dispatched.mockClear());

const products = new Map([
  ['a-1', { name: 'Alpha', stock: 5 }],
  ['b-2', { name: 'Beta', stock: 2 }],
]);

describe('cart store', () => {
  it('reports what reading storage dropped, holds the cart to the catalogue, and writes the cleaned cart back', () => {
    expect(store.$cart.get().lines).toHaveLength(2);
    store.checkCart(products);
    expect(store.$cartNotices.get()).toEqual([
      '1 item in your saved cart could not be read and was removed.',
      'A product in your cart (gone-1) is no longer sold here and was removed.',
    ]);
    expect(JSON.parse(storage['cart'] ?? '')).toEqual({ version: 1, lines: [{ sku: 'a-1', quantity: 2 }] });
    expect(dispatched).toHaveBeenCalledTimes(1);
    store.dismissNotices();
    store.checkCart(products);
    expect(store.$cartNotices.get()).toEqual([]);
  });

  it('adds, changes, moves, removes and restores, persisting and announcing each change', () => {
    expect(store.addToCart('b-2', 5, 2)).toMatchObject({ added: 2, limit: 'stock' });
    store.changeQuantity('a-1', 4, 5);
    store.moveInCart(1, 0);
    expect(JSON.parse(storage['cart'] ?? '').lines).toEqual([
      { sku: 'b-2', quantity: 2 },
      { sku: 'a-1', quantity: 4 },
    ]);
    const removed = store.removeFromCart('b-2');
    expect(removed).toEqual({ line: { sku: 'b-2', quantity: 2 }, index: 0 });
    if (removed) store.undoRemove(removed.line, removed.index);
    expect(store.$cart.get().lines.map((l) => l.sku)).toEqual(['b-2', 'a-1']);
    expect(dispatched).toHaveBeenCalledTimes(5);
  });

  it('announces nothing when nothing changed', () => {
    store.addToCart('b-2', 1, 2); // already at the stock
    store.removeFromCart('nope');
    expect(dispatched).not.toHaveBeenCalled();
  });

  it('empties the cart', () => {
    store.clearCart();
    expect(JSON.parse(storage['cart'] ?? '')).toEqual({ version: 1, lines: [] });
  });
});
