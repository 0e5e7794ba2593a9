// The orders desk's lists by status (src/server/orders/repository.ts): a list reads the orders it shows, not every
// order stored, and no step that dies between its writes takes an order off the desk. The property test runs random
// steps, checkouts, erasures and prunes of a few orders, where any store call of one may fail, land and time out, or
// the Function stop there (and every later call with it), retried or not; after each it checks that every list shows
// exactly the orders stored in its statuses, and that reading the lists left no entry an order can never be shown for.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { faulty, type FaultKind } from '../support/faulty-store.ts';
import { memoryStore } from '../support/memory-store.ts';
import { canReach, NEXT_STATUS } from '../../src/domain/orders/lifecycle.ts';
import { orderStatuses, type OrderStatus } from '../../src/domain/orders/schema.ts';
import { deskRefOf, orderRepository, type OrderRepository } from '../../src/server/orders/repository.ts';
import { oneDriveQuote } from '../support/quote.ts';

const quote = oneDriveQuote;
const idOf = (n: number) => n.toString(16).padStart(24, '0');
const start = Date.UTC(2026, 0, 1);
const silent = { error: () => undefined };

async function place(repo: OrderRepository, uid: string, n: number) {
  const claim = await repo.claim(uid, idOf(n), `h${n}`, quote, new Date(start + n * 60_000), `claim-${n}`);
  if (claim.kind !== 'claimed') return null;
  return repo.confirm(claim.order, claim.etag);
}

/** Every key of the lists by status. */
const listKeys = (data: Map<string, unknown>) => [...data.keys()].filter((key) => key.startsWith('by-status/'));

describe('the desk’s lists by status', () => {
  it('read only the orders they show: one status of 1,000 orders, mostly delivered', async () => {
    const { store } = memoryStore(undefined, 100);
    const repo = orderRepository(store);
    for (let n = 0; n < 1000; n += 1) {
      const order = await place(repo, `u${n % 7}`, n);
      if (!order) throw new Error('not placed');
      const path: OrderStatus[] = n % 50 === 0 ? [] : n % 50 === 1 ? ['packed'] : ['packed', 'shipped', 'delivered'];
      for (const to of path) await repo.step(`u${n % 7}`, order.id, to, new Date(), 'staff');
    }
    await repo.indexDesk();
    const reads = vi.spyOn(store, 'get');
    const pages = vi.spyOn(store, 'pages');
    const open = await repo.desk(['placed', 'packed'], { limit: 25 });
    expect(open.entries.map((entry) => entry.order.status)).toEqual(
      Array.from({ length: 25 }, (_, i) => (i % 2 === 0 ? 'placed' : 'packed')),
    );
    expect(open.next).toBe(open.entries.at(-1)?.ref);
    // One read per order shown, one page of each list; the 960 delivered orders are never read.
    expect(reads).toHaveBeenCalledTimes(25);
    expect(pages).toHaveBeenCalledTimes(2);
    reads.mockClear();
    const rest = await repo.desk(['placed', 'packed'], { limit: 25, after: open.next ?? '' });
    expect(rest.entries).toHaveLength(15);
    expect(rest.next).toBeNull();
    expect(reads).toHaveBeenCalledTimes(15);
  });

  it('are built once for orders stored before them, and until then the desk walks every order', async () => {
    const { store, data } = memoryStore();
    const repo = orderRepository(store);
    for (let n = 0; n < 4; n += 1) await place(repo, 'u', n);
    await repo.step('u', idOf(2), 'packed', new Date(), 'staff');
    for (const key of listKeys(data)) data.delete(key); // as stored before the lists existed
    const packed = async (r: OrderRepository) =>
      (await r.desk(['packed'], { limit: 10 })).entries.map((entry) => entry.order.id);
    expect(await packed(repo)).toEqual([idOf(2)]);
    // A part at a time (the sweep's each minute), going on from where the last call stopped.
    expect(await repo.indexDesk(3)).toBe(false);
    expect(listKeys(data)).toHaveLength(3);
    expect(await packed(repo)).toEqual([idOf(2)]);
    expect(await repo.indexDesk(3)).toBe(true);
    expect(listKeys(data)).toHaveLength(4);
    expect(data.has('desk-index-from')).toBe(false);
    expect(await repo.indexDesk()).toBe(false);
    // A new instance sees the lists built and reads them (the walk would read every order).
    const fresh = orderRepository(store);
    const reads = vi.spyOn(store, 'get');
    expect(await packed(fresh)).toEqual([idOf(2)]);
    expect(reads).toHaveBeenCalledTimes(2); // whether the lists are built, then the one packed order
  });

  it('keep a step’s entry for the status it is going to, and drop one the order can never reach again', async () => {
    const { store, data } = memoryStore();
    const repo = orderRepository(store);
    await repo.indexDesk();
    const order = await place(repo, 'u', 1);
    if (!order) throw new Error('not placed');
    const ref = deskRefOf(order);
    // A pack whose Function stopped after listing the order as packed, before the status write.
    await store.create(`by-status/packed/${ref}/u`, {});
    expect((await repo.desk(['packed'], { limit: 5 })).entries).toEqual([]);
    expect(data.has(`by-status/packed/${ref}/u`)).toBe(true);
    // Cancelled since: it can never be packed, so the next read of the packed list drops the entry.
    await repo.step('u', order.id, 'cancelled', new Date(), 'customer');
    expect((await repo.desk(['packed'], { limit: 5 })).entries).toEqual([]);
    expect(listKeys(data)).toEqual([`by-status/cancelled/${ref}/u`]);
  });

  it('show an order on two lists (a step whose status write landed, its answer lost) once, in its status', async () => {
    const { store, data } = memoryStore();
    const repo = orderRepository(store, silent);
    await repo.indexDesk();
    const order = await place(repo, 'u', 1);
    if (!order) throw new Error('not placed');
    const ref = deskRefOf(order);
    // The step's calls: the order read (0), the packed entry (1), the status write (2), lost after it lands.
    const lost = orderRepository(faulty(store, { kind: 'lost', at: 2 }), silent);
    await expect(lost.step('u', order.id, 'packed', new Date(), 'staff')).rejects.toThrow();
    expect(listKeys(data).toSorted()).toEqual([`by-status/packed/${ref}/u`, `by-status/placed/${ref}/u`]);
    const open = await repo.desk(['placed', 'packed'], { limit: 5 });
    expect(open.entries.map((entry) => entry.order.status)).toEqual(['packed']);
    // The read dropped the entry the order can never be shown for again.
    expect(listKeys(data)).toEqual([`by-status/packed/${ref}/u`]);
  });
});

// ---- The property: no fault takes an order off the desk ----

type Op =
  | { kind: 'place'; n: number }
  /** The order's next step, a cancel, or any status (mostly not a step from where it is). */
  | { kind: 'step'; n: number; to: 'next' | OrderStatus }
  | { kind: 'remove'; n: number }
  /** A sweep's building of the lists, `most` orders at a time. */
  | { kind: 'index'; most: number };
const UIDS = ['a', 'b.c', 'd/e'];
const uidOf = (n: number) => UIDS[n % UIDS.length] ?? 'a';

async function apply(repo: OrderRepository, op: Op) {
  if (op.kind === 'place') return place(repo, uidOf(op.n), op.n);
  if (op.kind === 'index') return repo.indexDesk(op.most);
  const stored = await repo.stored(uidOf(op.n), idOf(op.n));
  if (!stored) return null;
  if (op.kind === 'remove') return repo.remove(stored);
  const to = op.to === 'next' ? (stored.status === 'pending' ? undefined : NEXT_STATUS[stored.status]) : op.to;
  return to && repo.step(uidOf(op.n), idOf(op.n), to, new Date(), 'staff');
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 1, arbitrary: fc.nat(5).map((n) => ({ kind: 'place' as const, n })) },
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.nat(5),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant('next' as const) },
          { weight: 1, arbitrary: fc.constant('cancelled' as const) },
          { weight: 1, arbitrary: fc.constantFrom(...orderStatuses) },
        ),
      )
      .map(([n, to]) => ({ kind: 'step' as const, n, to })),
  },
  { weight: 1, arbitrary: fc.nat(5).map((n) => ({ kind: 'remove' as const, n })) },
  { weight: 1, arbitrary: fc.nat({ max: 4 }).map((most) => ({ kind: 'index' as const, most: most + 1 })) },
);
/** Each status's list, the open orders' (two lists at once), and every order. */
const FILTERS: Array<readonly OrderStatus[] | null> = [
  ...orderStatuses.map((status) => [status]),
  ['placed', 'packed'],
  null,
];
const stepArb = fc.record({
  op: opArb,
  fault: fc.option(fc.record({ kind: fc.constantFrom<FaultKind>('fail', 'lost', 'stop'), at: fc.nat(8) }), {
    freq: 2,
  }),
  retry: fc.boolean(),
  /** The order the lists are read in: reading one list drops entries another would otherwise meet. */
  reads: fc.shuffledSubarray([...FILTERS.keys()], { minLength: FILTERS.length }),
});

describe('no step that dies between its writes takes an order off the desk', () => {
  it('every list shows exactly the orders stored in its statuses, after any fault, retried or not', async () => {
    await fc.assert(
      // Whether the lists by status are in use from the start, or built by a later step (as an upgraded store's
      // first sweep builds them).
      fc.asyncProperty(fc.boolean(), fc.array(stepArb, { minLength: 5, maxLength: 25 }), async (builtFirst, steps) => {
        const { store, data } = memoryStore(undefined, 3);
        const repo = orderRepository(store, silent);
        if (builtFirst) await repo.indexDesk();
        for (const n of [0, 1, 2, 3]) await place(repo, uidOf(n), n);
        for (const { op, fault, retry, reads } of steps) {
          const attempt = fault ? apply(orderRepository(faulty(store, fault), silent), op) : apply(repo, op);
          const failed = await attempt.then(
            () => false,
            () => true,
          );
          if (failed && retry) await apply(repo, op).catch(() => undefined);
          // What is stored, and what each list shows (read twice: the first read drops what can never show again).
          const orders = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => repo.stored(uidOf(n), idOf(n))));
          const live = orders.flatMap((order) =>
            order && order.status !== 'pending' ? [{ ...order, status: order.status }] : [],
          );
          for (const round of [0, 1]) {
            for (const filter of reads.map((at) => FILTERS[at] ?? null)) {
              const shown = await repo.desk(filter, { limit: 4 });
              const all = [...shown.entries];
              let next = shown.next;
              while (next) {
                const more = await repo.desk(filter, { limit: 4, after: next });
                all.push(...more.entries);
                next = more.next;
              }
              const expected = live.filter((order) => filter === null || filter.includes(order.status));
              expect(
                all.map((entry) => `${entry.order.id} ${entry.order.status}`),
                `round ${round}, ${JSON.stringify(filter)}`,
              ).toEqual(
                expected
                  .toSorted((a, b) => deskRefOf(a).localeCompare(deskRefOf(b)))
                  .map((order) => `${order.id} ${order.status}`),
              );
            }
          }
          // Once read, each entry left is for an order that is in that status or may still get there.
          if (data.has('desk-index')) {
            for (const key of listKeys(data)) {
              const [, status, ref] = key.split('/') as [string, OrderStatus, string];
              const order = live.find((o) => deskRefOf(o) === ref);
              const pending = orders.find((o) => o?.status === 'pending' && deskRefOf(o) === ref);
              expect(pending || (order && canReach(order.status, status)), `stray ${key}`).toBeTruthy();
            }
          }
        }
      }),
      { numRuns: Number(process.env['DESK_LIST_RUNS'] ?? 200) },
    );
  }, 120_000);
});
