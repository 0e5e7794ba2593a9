// Add to cart without the store (quick-add.ts) writes what the store itself would: for any stored cart a browser may
// hold and any add, the same stored cart, the same answer, and the same-tab change event when (and only when) it
// changed. Both run over one in-memory localStorage.
import { setPersistentEngine } from '@nanostores/persistent';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_EVENT, CART_KEY } from '~/features/cart/keys';
import { addToStoredCart } from '~/features/cart/quick-add';

const storage: Record<string, string> = {};
const events: string[] = [];

beforeAll(() => {
  setPersistentEngine(storage, { addEventListener: () => undefined, removeEventListener: () => undefined });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage[key] ?? null,
    setItem: (key: string, value: string) => void (storage[key] = value),
  });
  const dispatchEvent = (event: Event) => events.push(event.type) > 0;
  vi.stubGlobal('dispatchEvent', dispatchEvent);
  vi.stubGlobal('window', { dispatchEvent });
});
afterAll(() => {
  setPersistentEngine({}, { addEventListener: () => undefined, removeEventListener: () => undefined });
  vi.unstubAllGlobals();
});

/** Stored carts as a browser may hold them: current, unversioned, newer, broken, with bad or repeated lines. */
const sku = fc.constantFrom('a-1', 'b-2', 'c-3', 'BAD', '');
const line = fc.record({ sku, quantity: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constant(1.5)) });
const stored = fc.oneof(
  fc.array(line, { maxLength: 6 }).map((lines) => JSON.stringify({ version: 1, lines })),
  fc.array(line, { maxLength: 3 }).map((lines) => JSON.stringify(lines)),
  fc.constantFrom(JSON.stringify({ version: 2, lines: [] }), '{"version":1,', 'null'),
);
const add = fc.record({
  sku: fc.constantFrom('a-1', 'b-2', 'd-4'),
  quantity: fc.integer({ min: 1, max: 10 }),
  stock: fc.integer({ min: 0, max: 12 }),
});

/** The stored cart, the answer and the events after an add by `run`, from `raw` (absent when null). */
async function after(raw: string | null, run: () => Promise<unknown>) {
  if (raw === null) delete storage[CART_KEY];
  else storage[CART_KEY] = raw;
  events.length = 0;
  const result = await run();
  return { result, stored: storage[CART_KEY] ?? null, events: [...events] };
}

describe('addToStoredCart', () => {
  it('writes the stored cart the store would, answers as it does, and says so when it changed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(stored), add, async (raw, { sku: target, quantity, stock }) => {
        const quick = await after(raw, async () => addToStoredCart(target, quantity, stock));
        const store = await after(raw, async () => {
          vi.resetModules(); // a page that loads the store now reads storage now
          const { addToCart } = await import('~/features/cart/store');
          return addToCart(target, quantity, stock);
        });
        expect(quick).toEqual(store);
        expect(quick.events).toEqual(quick.stored === raw ? [] : [CART_EVENT]);
      }),
      { numRuns: 150 },
    );
  });

  it('throws when storage cannot be used, so the press says it could not add', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError: storage is disabled');
      },
    });
    expect(() => addToStoredCart('a-1', 1, 5)).toThrow(/storage is disabled/);
  });
});
