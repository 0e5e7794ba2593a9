// The repository's concurrency rules and paging over a store double that behaves like Netlify's (etags, create-only
// writes, keys listed in order, a page at a time).
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../support/memory-store.ts';
import { cursorOf, deskRefOf, orderRepository, type OrderRepository } from '../../src/server/orders/repository.ts';
import { oneDriveQuote } from '../support/quote.ts';

const quote = oneDriveQuote;
const id = '0123456789abcdef01234567';
const now = new Date('2026-03-01T10:00:00.000Z');
const idOf = (n: number) => n.toString(16).padStart(24, '0');

/** Claims and confirms an order, as a checkout that got its stock does. */
async function placed(repo: OrderRepository, uid: string, orderId: string, hash: string, at: Date) {
  const claim = await repo.claim(uid, orderId, hash, quote, at, 'claim-1');
  if (claim.kind !== 'claimed') throw new Error(`not claimed: ${claim.kind}`);
  return repo.confirm(claim.order, claim.etag);
}

describe('orderRepository', () => {
  it('stores an order under its owner, indexes it newest first and on the desk, and never shows the bookkeeping fields', async () => {
    const { store, data } = memoryStore();
    const repo = orderRepository(store);
    const order = await placed(repo, 'user/1.', id, 'hash', now);
    expect(order).toMatchObject({ id, status: 'placed', createdAt: now.toISOString(), total: 7999 });
    expect([...data.keys()].toSorted()).toEqual([
      `by-status/placed/${deskRefOf(order)}/user%2F1%2E`,
      `desk/${deskRefOf(order)}`,
      `users/user%2F1%2E/orders/${id}`,
      `users/user%2F1%2E/recent/${cursorOf(order)}`,
    ]);
    expect(await repo.find('user/1.', id)).not.toHaveProperty('uid');
    expect(await repo.find('user/1.', id)).not.toHaveProperty('held');
    expect(order.history).toEqual([{ status: 'placed', at: now.toISOString(), by: 'customer' }]);
    expect(await repo.find('user/2', id)).toBeNull();
  });

  it('lets exactly one claim win; the others see it pending, then placed, or a different cart refused', async () => {
    const repo = orderRepository(memoryStore().store);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => repo.claim('u', id, 'hash', quote, now, crypto.randomUUID())),
    );
    expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'pending')).toHaveLength(9);
    expect(await repo.find('u', id)).toBeNull();
    const winner = claims.find((c) => c.kind === 'claimed');
    if (winner?.kind !== 'claimed') throw new Error('no winner');
    const order = await repo.confirm(winner.order, winner.etag);
    expect(await repo.lookup('u', id, 'hash')).toEqual({ kind: 'replayed', order });
    expect(await repo.lookup('u', id, 'other-hash')).toEqual({ kind: 'key-reused' });
  });

  it('forgets an abandoned claim, so the key can be used again', async () => {
    const { store, data } = memoryStore();
    const repo = orderRepository(store);
    const claim = await repo.claim('u', id, 'hash', quote, now, 'claim-1');
    if (claim.kind !== 'claimed') throw new Error('not claimed');
    await repo.abandon(claim.order);
    expect(data.size).toBe(0);
    expect(await repo.lookup('u', id, 'hash')).toBeNull();
  });

  it('retries a step that lost a race, answers a repeated one as already made, and refuses one that is not a step', async () => {
    let races = 0;
    const { store, data } = memoryStore((key) => {
      // Another writer touches the entry just before our first write: our etag is stale.
      if (races-- > 0) {
        const entry = data.get(key);
        if (entry) data.set(key, { ...entry, etag: '"other"' });
      }
    });
    const repo = orderRepository(store);
    await placed(repo, 'u', id, 'hash', now);
    races = 1;
    const packed = await repo.step('u', id, 'packed', now, 'staff', 'desk@example.com');
    expect(packed).toMatchObject({ kind: 'moved', order: { status: 'packed' } });
    expect(await repo.step('u', id, 'delivered', now, 'staff')).toMatchObject({ kind: 'illegal' });
    const cancelled = await repo.step('u', id, 'cancelled', now, 'customer');
    expect(cancelled).toMatchObject({
      kind: 'moved',
      order: { status: 'cancelled', cancelledAt: now.toISOString() },
    });
    expect(cancelled.kind === 'moved' && cancelled.order.history).toEqual([
      { status: 'placed', at: now.toISOString(), by: 'customer' },
      { status: 'packed', at: now.toISOString(), by: 'staff', email: 'desk@example.com' },
      { status: 'cancelled', at: now.toISOString(), by: 'customer' },
    ]);
    const again = await repo.step('u', id, 'cancelled', new Date('2027-01-01T00:00:00Z'), 'customer');
    expect(again).toEqual({ kind: 'already', order: cancelled.kind === 'moved' ? cancelled.order : null });
    expect(await repo.step('u', id, 'shipped', now, 'staff')).toMatchObject({ kind: 'illegal' });
    expect(await repo.step('u', 'ffffffffffffffffffffffff', 'cancelled', now, 'customer')).toEqual({
      kind: 'not-found',
    });
  });

  it('gives up on a step that keeps losing, rather than overwrite blindly', async () => {
    let interfere = false;
    const { store, data } = memoryStore((key) => {
      const entry = data.get(key);
      if (interfere && entry) data.set(key, { ...entry, etag: `"other-${Math.random()}"` });
    });
    const repo = orderRepository(store);
    await placed(repo, 'u', id, 'hash', now);
    interfere = true;
    await expect(repo.step('u', id, 'cancelled', now, 'customer')).rejects.toThrow(/kept changing/);
  });

  it('lists newest first and skips records that do not parse', async () => {
    const log = { error: vi.fn() };
    const { store } = memoryStore();
    const repo = orderRepository(store, log);
    await placed(repo, 'u', idOf(1), 'h1', new Date('2026-01-01T00:00:00Z'));
    await placed(repo, 'u', idOf(2), 'h2', new Date('2026-02-01T00:00:00Z'));
    await store.create(`users/u/orders/${idOf(3)}`, 'not an order');
    await store.create(`users/u/recent/0000000000001-${idOf(3)}`, {});
    await store.create('users/u/recent/not-a-cursor', {});
    const page = await repo.list('u', { limit: 10 });
    expect(page.orders.map((o) => o.id)).toEqual([idOf(2), idOf(1)]);
    expect(page.nextCursor).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('lists the desk oldest first, by a filter, a page at a time, across accounts', async () => {
    const repo = orderRepository(memoryStore(undefined, 3).store);
    const start = Date.UTC(2026, 0, 1);
    for (let n = 0; n < 7; n += 1) await placed(repo, `u${n % 2}`, idOf(n), `h${n}`, new Date(start + n * 60_000));
    await repo.step('u1', idOf(3), 'packed', now, 'staff');
    const everyone = await repo.desk(null, { limit: 4 });
    expect(everyone.entries.map((e) => e.order.id)).toEqual([0, 1, 2, 3].map(idOf));
    const rest = await repo.desk(null, { limit: 4, after: everyone.next ?? '' });
    expect(rest.entries.map((e) => e.order.id)).toEqual([4, 5, 6].map(idOf));
    expect(rest.next).toBeNull();
    const packed = await repo.desk(['packed'], { limit: 10 });
    expect(packed.entries.map((e) => [e.order.uid, e.order.id])).toEqual([['u1', idOf(3)]]);
    expect(await repo.atDesk(packed.entries[0]?.ref ?? '')).toMatchObject({ id: idOf(3), status: 'packed' });
    expect(await repo.atDesk(`0000000000000-${idOf(3)}`)).toBeNull();
    expect(await repo.atDesk('../../users')).toBeNull();
  });

  it('pages through 1,000 orders with a cursor, reading only the index pages it needs', async () => {
    const { store } = memoryStore(undefined, 100);
    const repo = orderRepository(store);
    const start = Date.UTC(2025, 0, 1);
    for (let n = 0; n < 1000; n += 1) await placed(repo, 'u', idOf(n), `h${n}`, new Date(start + n * 60_000));
    const reads = vi.spyOn(store, 'get');
    const pages = vi.spyOn(store, 'pages');
    const first = await repo.list('u', { limit: 20 });
    expect(first.orders.map((o) => o.id)).toEqual(Array.from({ length: 20 }, (_, i) => idOf(999 - i)));
    expect(reads).toHaveBeenCalledTimes(20);
    expect(pages).toHaveBeenCalledTimes(1);

    const seen = [...first.orders];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await repo.list('u', { cursor, limit: 50 });
      seen.push(...next.orders);
      cursor = next.nextCursor;
    }
    expect(seen.map((o) => o.id)).toEqual(Array.from({ length: 1000 }, (_, i) => idOf(999 - i)));
  });
});
