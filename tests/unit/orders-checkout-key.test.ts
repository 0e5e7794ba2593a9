import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_KEY,
  cartSignature,
  checkoutKeyFor,
  forgetCheckoutKey,
} from '../../src/features/orders/idempotency.ts';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const lines = [
  { sku: 'a', quantity: 1 },
  { sku: 'b', quantity: 2 },
];
let n = 0;
const newKey = () => `key-${String((n += 1)).padStart(16, '0')}`;

describe('checkout idempotency keys', () => {
  it('reuse the key for the same cart (a retry, a reload) and make a new one for a changed cart', () => {
    const storage = new MemoryStorage();
    const first = checkoutKeyFor(lines, storage, newKey);
    expect(checkoutKeyFor([...lines].reverse(), storage, newKey)).toBe(first);
    const changed = checkoutKeyFor([{ sku: 'a', quantity: 2 }, lines[1] ?? lines[0]!], storage, newKey);
    expect(changed).not.toBe(first);
  });

  it('forget the key once the order is placed', () => {
    const storage = new MemoryStorage();
    const first = checkoutKeyFor(lines, storage, newKey);
    forgetCheckoutKey(storage);
    expect(storage.data.has(CHECKOUT_KEY)).toBe(false);
    expect(checkoutKeyFor(lines, storage, newKey)).not.toBe(first);
  });

  it('replace a stored value that is not theirs', () => {
    const storage = new MemoryStorage();
    for (const junk of ['{', 'null', '{"signature":"a*1,b*2","key":"short"}', '{"signature":"a*1,b*2","key":42}']) {
      storage.setItem(CHECKOUT_KEY, junk);
      expect(checkoutKeyFor(lines, storage, newKey)).toMatch(/^key-\d{16}$/);
    }
  });

  it('still make a key without storage', () => {
    expect(checkoutKeyFor(lines, null, newKey)).toMatch(/^key-/);
    expect(cartSignature(lines)).toBe('a*1,b*2');
  });
});
