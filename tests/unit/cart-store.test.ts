// The shared cart store over an in-memory localStorage: actions, notices, the same-tab change event.
import { setPersistentEngine } from '@nanostores/persistent';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('../../src/features/cart/store.ts');

const storage: Record<string, string> = {};
const dispatched = vi.fn();
let store: Store;

/**
 * Saves `lines` as the stored cart and loads the store afresh over it, as a new page does: the module reads storage
 * when it is loaded, so each test starts from the cart it names, whichever tests or files ran before it.
 */
async function load(lines: readonly { sku: string; quantity: number }[]): Promise<void> {
  storage['cart'] = JSON.stringify({ version: 1, lines });
  vi.resetModules();
  store = await import('../../src/features/cart/store.ts');
}

beforeAll(() => {
  setPersistentEngine(storage, { addEventListener: () => undefined, removeEventListener: () => undefined });
  vi.stubGlobal('window', { dispatchEvent: dispatched });
});
afterAll(() => {
  // Test files share a worker: the next one gets no window, and the engine the library starts with where there is no
  // localStorage (an empty object, no events), not this file's.
  setPersistentEngine({}, { addEventListener: () => undefined, removeEventListener: () => undefined });
  vi.unstubAllGlobals();
});
beforeEach(() => dispatched.mockClear());

const products = new Map([
  ['a-1', { name: 'Alpha', stock: 5 }],
  ['b-2', { name: 'Beta', stock: 2 }],
]);

describe('cart store', () => {
  it('reports what reading storage dropped, holds the cart to the catalogue, and writes the cleaned cart back', async () => {
    await load([
      { sku: 'a-1', quantity: 2 },
      { sku: 'bad', quantity: -1 },
      { sku: 'gone-1', quantity: 1 },
    ]);
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

  it('adds, changes, moves, removes and restores, persisting and announcing each change', async () => {
    await load([{ sku: 'a-1', quantity: 2 }]);
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

  it('announces nothing when nothing changed', async () => {
    await load([
      { sku: 'b-2', quantity: 2 },
      { sku: 'a-1', quantity: 4 },
    ]);
    store.addToCart('b-2', 1, 2); // already at the stock
    store.removeFromCart('nope');
    expect(dispatched).not.toHaveBeenCalled();
  });

  it('empties the cart', async () => {
    await load([
      { sku: 'b-2', quantity: 2 },
      { sku: 'a-1', quantity: 4 },
    ]);
    store.clearCart();
    expect(JSON.parse(storage['cart'] ?? '')).toEqual({ version: 1, lines: [] });
  });
});
