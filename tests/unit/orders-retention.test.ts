// Finished orders are kept as the privacy policy says (cancelled 30 days, delivered a year, from the day they
// finished), then the scheduled sweep prunes them with their index entries; open and shipped orders are never pruned.
import { describe, expect, it } from 'vitest';
import type { PricingProduct } from '../../src/domain/orders/pricing.ts';
import { createInventory } from '../../src/server/inventory/inventory.ts';
import { placeOrder, type CheckoutDeps } from '../../src/server/orders/checkout.ts';
import { orderIdFor, requestFingerprint } from '../../src/server/orders/ids.ts';
import { RETENTION_DAYS, stepOrder, sweepOrders } from '../../src/server/orders/lifecycle.ts';
import { orderRepository } from '../../src/server/orders/repository.ts';
import { memoryStore } from '../support/memory-store.ts';

const catalog: PricingProduct[] = [{ sku: 'ssd-1tb', name: 'Test SSD', price: 7999, stock: 100 }];
const DAY = 86_400_000;
const silent = { error: () => undefined };

describe('retention', () => {
  it('prunes cancelled orders after 30 days and delivered ones after a year, keeping every other', async () => {
    const { store, data } = memoryStore();
    let clock = Date.UTC(2026, 0, 1);
    const deps: CheckoutDeps = {
      orders: orderRepository(store, silent),
      inventory: createInventory({ store: memoryStore().store, initial: async () => 100, log: silent }),
      catalog: async () => catalog,
      now: () => new Date(clock),
      log: silent,
    };
    const lines = [{ sku: 'ssd-1tb', quantity: 1 }];
    const ids: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const id = await orderIdFor('u', `retention-key-${n}-padding`);
      const placed = await placeOrder('u', id, await requestFingerprint(lines), lines, deps);
      expect(placed.kind).toBe('created');
      ids.push(id);
    }
    const [cancelled, delivered, shipped, open] = ids as [string, string, string, string];
    await stepOrder('u', cancelled, 'cancelled', 'customer', deps);
    for (const to of ['packed', 'shipped', 'delivered'] as const) await stepOrder('u', delivered, to, 'staff', deps);
    for (const to of ['packed', 'shipped'] as const) await stepOrder('u', shipped, to, 'staff', deps);
    const stored = () => [...data.keys()].filter((key) => key.startsWith('users/u/orders/')).length;
    // Stored before the desk's lists by status existed: the first sweep lists them, then prunes from the lists.
    for (const key of [...data.keys()]) if (key.startsWith('by-status/')) data.delete(key);
    expect(data.has('desk-index')).toBe(false);

    clock += (RETENTION_DAYS.cancelled - 1) * DAY;
    expect((await sweepOrders(deps, new Date(clock))).pruned).toBe(0);
    expect([...data.keys()].filter((key) => key.startsWith('by-status/'))).toHaveLength(4);
    clock += 2 * DAY;
    expect((await sweepOrders(deps, new Date(clock))).pruned).toBe(1);
    expect(await deps.orders.stored('u', cancelled)).toBeNull();
    expect(stored()).toBe(3);
    clock += RETENTION_DAYS.delivered * DAY;
    expect((await sweepOrders(deps, new Date(clock))).pruned).toBe(1);
    expect(await deps.orders.stored('u', delivered)).toBeNull();
    expect((await deps.orders.stored('u', shipped))?.status).toBe('shipped');
    expect((await deps.orders.stored('u', open))?.status).toBe('placed');
    // No index entry is left behind for a pruned order.
    expect([...data.keys()].filter((key) => key.includes(cancelled) || key.includes(delivered))).toEqual([]);
  });
});
