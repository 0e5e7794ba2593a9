import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/orders/schema.ts';
import { orderIdFor, requestFingerprint } from '../../src/server/orders/ids.ts';
import { ORDER_ID_PATTERN } from '../../src/domain/orders/schema.ts';

describe('order ids', () => {
  it('are 24 hex digits, the same for the same user and key, different otherwise', async () => {
    const id = await orderIdFor('user-1', 'key-0123456789abcdef');
    expect(id).toMatch(ORDER_ID_PATTERN);
    expect(await orderIdFor('user-1', 'key-0123456789abcdef')).toBe(id);
    expect(await orderIdFor('user-2', 'key-0123456789abcdef')).not.toBe(id);
    expect(await orderIdFor('user-1', 'key-0123456789abcdeF')).not.toBe(id);
  });

  it('cannot be confused by a separator inside a user id', async () => {
    expect(await orderIdFor('a', 'b\u0000c-1234567890123456')).not.toBe(
      await orderIdFor('a\u0000b', 'c-1234567890123456'),
    );
  });
});

describe('request fingerprints', () => {
  it('do not depend on the order of the lines, but on every SKU and quantity', async () => {
    const a = await requestFingerprint([
      { sku: 'x', quantity: 1 },
      { sku: 'y', quantity: 2 },
    ]);
    expect(
      await requestFingerprint([
        { sku: 'y', quantity: 2 },
        { sku: 'x', quantity: 1 },
      ]),
    ).toBe(a);
    expect(
      await requestFingerprint([
        { sku: 'x', quantity: 1 },
        { sku: 'y', quantity: 3 },
      ]),
    ).not.toBe(a);
  });
});

describe('idempotency keys', () => {
  it('accept UUIDs and refuse short or odd keys', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(crypto.randomUUID())).toBe(true);
    for (const key of ['', 'short', 'has spaces in it ok?', 'x'.repeat(129), 'ünïcode-0123456789'])
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(false);
  });
});
