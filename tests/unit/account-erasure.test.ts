// Deleting an account erases its orders first (DELETE /api/orders, called by the profile page before the account
// is deleted): open orders are cancelled with their units given back, every record and index entry goes, and the
// tokens issued before the erasure are refused from then on.
import { describe, expect, it } from 'vitest';
import type { PricingProduct } from '../../src/domain/orders/pricing.ts';
import { erasures } from '../../src/server/auth/erasures.ts';
import { createInventory } from '../../src/server/inventory/inventory.ts';
import { handleOrders, type OrdersDeps } from '../../src/server/orders/handler.ts';
import { orderRepository } from '../../src/server/orders/repository.ts';
import { functionPaths, paramsFor } from '../support/function-route.ts';
import { memoryStore } from '../support/memory-store.ts';
import { testTokens } from '../support/tokens.ts';

const catalog: PricingProduct[] = [{ sku: 'ssd-1tb', name: 'Test SSD', price: 7999, stock: 20 }];
const silent = { error: () => undefined };

async function setup() {
  const tokens = await testTokens();
  const orders = memoryStore();
  const accounts = memoryStore();
  const inventory = createInventory({ store: memoryStore().store, initial: async () => 20, log: silent });
  const deps: OrdersDeps = {
    verifier: tokens.verifier,
    orders: orderRepository(orders.store, silent),
    inventory,
    catalog: async () => catalog,
    erasures: erasures(accounts.store),
    log: silent,
  };
  const call = async (token: string, method: string, path = '/api/orders', body?: unknown, d = deps) => {
    const url = `http://store.test${path}`;
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Idempotency-Key'] = crypto.randomUUID();
    }
    const response = await handleOrders(
      new Request(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
      paramsFor(functionPaths('orders'), url) ?? {},
      d,
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const level = async () => (await inventory.levels(['ssd-1tb'])).get('ssd-1tb');
  return { tokens, orders, deps, call, level };
}

const order = (quantity: number) => ({ lines: [{ sku: 'ssd-1tb', quantity }] });

describe('DELETE /api/orders', () => {
  it('cancels open orders (units back), deletes every record, and refuses the tokens issued before', async () => {
    const { tokens, orders, call, level } = await setup();
    const mine = await tokens.tokenFor('leaving');
    const theirs = await tokens.tokenFor('staying');
    const open = await call(mine, 'POST', '/api/orders', order(2));
    const cancelled = await call(mine, 'POST', '/api/orders', order(1));
    expect([open.status, cancelled.status]).toEqual([201, 201]);
    const cancelledId = (cancelled.body['order'] as { id: string }).id;
    expect((await call(mine, 'POST', `/api/orders/${cancelledId}/cancel`)).status).toBe(200);
    expect((await call(theirs, 'POST', '/api/orders', order(4))).status).toBe(201);
    expect(await level()).toBe(20 - 2 - 4);

    expect(await call(mine, 'DELETE')).toEqual({ status: 200, body: { erased: 2 } });
    // The open order's 2 units are back; the cancelled one's were already back and are not given twice.
    expect(await level()).toBe(20 - 4);
    expect([...orders.data.keys()].filter((key) => key.startsWith('users/leaving/'))).toEqual([]);
    expect([...orders.data.keys()].filter((key) => key.startsWith('desk/'))).toHaveLength(1);
    // Their order, its index entry and their open orders.
    expect([...orders.data.keys()].filter((key) => key.startsWith('users/staying/'))).toHaveLength(3);
    // The token held before the erasure no longer works, for reading or ordering.
    expect((await call(mine, 'GET')).status).toBe(401);
    expect((await call(mine, 'POST', '/api/orders', order(1))).status).toBe(401);
    expect(await level()).toBe(20 - 4);
    // Everyone else is untouched.
    expect(((await call(theirs, 'GET')).body['orders'] as unknown[]).length).toBe(1);
  });

  it('accepts tokens issued after the erasure (a deletion that failed and a user who signed in again)', async () => {
    const { tokens, deps, call } = await setup();
    const token = await tokens.tokenFor('returning');
    // Erased a minute ago; the token was issued seconds ago.
    const earlier = { ...deps, now: () => new Date(Date.now() - 60_000) };
    expect((await call(token, 'DELETE', '/api/orders', undefined, earlier)).status).toBe(200);
    expect((await call(token, 'GET')).status).toBe(200);
  });

  it('can be retried with the same token after it failed half-way, and gives the units back once', async () => {
    const { tokens, deps, call, level } = await setup();
    const token = await tokens.tokenFor('unlucky');
    expect((await call(token, 'POST', '/api/orders', order(2))).status).toBe(201);
    expect((await call(token, 'POST', '/api/orders', order(1))).status).toBe(201);
    let failures = 1;
    const flaky: OrdersDeps = {
      ...deps,
      orders: {
        ...deps.orders,
        remove: async (stored) => {
          if (failures-- > 0) throw new Error('store down');
          return deps.orders.remove(stored);
        },
      },
    };
    expect((await call(token, 'DELETE', '/api/orders', undefined, flaky)).status).toBe(500);
    // Nothing recorded the erasure yet, so the token still works and the retry finishes it.
    expect(await call(token, 'DELETE')).toEqual({ status: 200, body: { erased: 2 } });
    expect(await level()).toBe(20);
    expect((await call(token, 'GET')).status).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    const { tokens, call } = await setup();
    expect((await call(await tokens.forged('someone'), 'DELETE')).status).toBe(401);
  });
});
