// The repository's concurrency rules over a store double that behaves like Netlify's (etags, create-only writes).
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../support/memory-store.ts';
import { orderRepository } from '../../src/server/orders/repository.ts';
import type { Quote } from '../../src/features/orders/schema.ts';

const quote: Quote = {
  lines: [{ sku: 'ssd', name: 'SSD', unitPrice: 7999, quantity: 1, lineTotal: 7999 }],
  itemCount: 1,
  subtotal: 7999,
  shipping: 0,
  total: 7999,
  currency: 'USD',
};
const id = '0123456789abcdef01234567';
const now = new Date('2026-03-01T10:00:00.000Z');

describe('orderRepository', () => {
  it('stores an order under its owner and never shows the bookkeeping fields', async () => {
    const { store, data } = memoryStore();
    const repo = orderRepository(store);
    const placed = await repo.create('user/1', id, 'hash', quote, now);
    expect(placed).toMatchObject({ kind: 'created', order: { id, status: 'placed', createdAt: now.toISOString(), total: 7999 } });
    expect([...data.keys()]).toEqual([`users/user%2F1/orders/${id}`]);
    expect(await repo.find('user/1', id)).not.toHaveProperty('uid');
    expect(await repo.find('user/2', id)).toBeNull();
  });

  it('answers a second create with the same id with the first order, or refuses a different cart', async () => {
    const repo = orderRepository(memoryStore().store);
    const first = await repo.create('u', id, 'hash', quote, now);
    const again = await repo.create('u', id, 'hash', { ...quote, total: 1 }, new Date());
    expect(again).toEqual({ kind: 'replayed', order: first.kind === 'created' ? first.order : null });
    expect(await repo.create('u', id, 'other-hash', quote, now)).toEqual({ kind: 'key-reused' });
  });

  it('retries a cancel that lost a race, and sees a concurrent cancel', async () => {
    let races = 1;
    const { store, data } = memoryStore((key) => {
      // Another writer touches the entry just before our first write: our etag is stale.
      if (races-- > 0) {
        const entry = data.get(key);
        if (entry) data.set(key, { ...entry, etag: '"other"' });
      }
    });
    const repo = orderRepository(store);
    await repo.create('u', id, 'hash', quote, now);
    const cancelled = await repo.cancel('u', id, now);
    expect(cancelled).toMatchObject({ kind: 'cancelled', order: { status: 'cancelled', cancelledAt: now.toISOString() } });
    expect(await repo.cancel('u', id, now)).toMatchObject({ kind: 'not-placed' });
    expect(await repo.cancel('u', 'ffffffffffffffffffffffff', now)).toEqual({ kind: 'not-found' });
  });

  it('gives up on a cancel that keeps losing, rather than overwrite blindly', async () => {
    const { store, data } = memoryStore((key) => {
      const entry = data.get(key);
      if (entry) data.set(key, { ...entry, etag: `"other-${Math.random()}"` });
    });
    const repo = orderRepository(store);
    await repo.create('u', id, 'hash', quote, now);
    await expect(repo.cancel('u', id, now)).rejects.toThrow(/kept changing/);
  });

  it('lists newest first and skips records that do not parse', async () => {
    const log = { error: vi.fn() };
    const { store } = memoryStore();
    const repo = orderRepository(store, log);
    await repo.create('u', '000000000000000000000001', 'h1', quote, new Date('2026-01-01T00:00:00Z'));
    await repo.create('u', '000000000000000000000002', 'h2', quote, new Date('2026-02-01T00:00:00Z'));
    await store.create('users/u/orders/000000000000000000000003', 'not an order');
    await store.create('users/u/orders/not-an-id', { id: 'x' });
    expect((await repo.list('u')).map((o) => o.id)).toEqual(['000000000000000000000002', '000000000000000000000001']);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
