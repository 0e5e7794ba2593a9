// Races against @netlify/blobs' local server (the path `npm start` and the built site use, with the local write
// lock) and against the in-memory double (Netlify's atomic conditional writes): checkouts with one idempotency key,
// the last units of a product, cancels of one order, and editors saving from one version.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import type { Product } from '../../src/domain/catalog/schema.ts';
import { editableFields } from '../../src/domain/editor/schema.ts';
import type { PricingProduct } from '../../src/domain/orders/pricing.ts';
import type { Order } from '../../src/domain/orders/schema.ts';
import { jsonStore, openLocalBlobs, type BlobsConnection, type JsonStore } from '../../src/server/blobs.ts';
import { createInventory, type Inventory } from '../../src/server/inventory/inventory.ts';
import { handleOrders, type OrdersDeps } from '../../src/server/orders/handler.ts';
import { orderRepository } from '../../src/server/orders/repository.ts';
import { buildHook } from '../../src/server/products/build-hook.ts';
import { handleProducts, parseEditors, type ProductsDeps } from '../../src/server/products/handler.ts';
import { productEditsRepository } from '../../src/server/products/repository.ts';
import { problemCode } from '../../src/domain/errors/problem.ts';
import { functionPaths, paramsFor } from '../support/function-route.ts';
import { memoryStore } from '../support/memory-store.ts';
import { testTokens, type TestTokens } from '../support/tokens.ts';

const catalog: PricingProduct[] = [
  { sku: 'last-five', name: 'Test rare card', price: 17999, stock: 5 },
  { sku: 'plenty', name: 'Test SSD', price: 7999, stock: 500 },
];
const silent = { error: () => undefined };

/** The params Netlify passes the Function for `url`. */
function route(fn: string, url: string): Record<string, string> {
  const params = paramsFor(functionPaths(fn), url);
  if (!params) throw new Error(`No route of ${fn} matches ${url}`);
  return params;
}

let directory: string;
let local: { connection: BlobsConnection; stop: () => Promise<void> };
let tokens: TestTokens;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'races-'));
  local = await openLocalBlobs(directory, 'race-site');
  tokens = await testTokens();
});
afterAll(async () => {
  await local.stop();
  await rm(directory, { recursive: true, force: true });
});

let names = 0;
type StoreMaker = () => JsonStore;
const backends: Array<[string, StoreMaker]> = [
  ['the local Blobs server', () => jsonStore(`race-${(names += 1)}`, local.connection)],
  ['the atomic double', () => memoryStore().store],
];

function ordersSetup(makeStore: StoreMaker) {
  const stock = makeStore();
  const inventory: Inventory = createInventory({
    store: stock,
    initial: async (sku) => catalog.find((p) => p.sku === sku)?.stock,
    log: silent,
  });
  const deps: OrdersDeps = {
    verifier: tokens.verifier,
    orders: orderRepository(makeStore(), silent),
    inventory,
    catalog: async () => catalog,
    log: silent,
  };
  const call = async (token: string, method: string, path: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (key) headers['Idempotency-Key'] = key;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const url = `http://store.test${path}`;
    const response = await handleOrders(
      new Request(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }),
      route('orders', url),
      deps,
    );
    const answer = (await response.json()) as { order?: Order; type?: string; available?: number };
    // `code`: the short name of a problem's type.
    return { status: response.status, body: { ...answer, code: problemCode(answer.type) } };
  };
  return { deps, inventory, call };
}

describe.each(backends)('races on %s', (_name, makeStore) => {
  it('50 concurrent checkouts with one key: one order, every answer equal to the stored order, stock taken once', async () => {
    const { inventory, call } = ordersSetup(makeStore);
    const token = await tokens.tokenFor(`buyer-${names}`);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(token, 'POST', '/api/orders', { lines: [{ sku: 'plenty', quantity: 2 }] }, key),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(49);
    const list = await call(token, 'GET', '/api/orders');
    const stored = (list.body as unknown as { orders: Order[] }).orders;
    expect(stored).toHaveLength(1);
    for (const answer of answers) expect(answer.body.order).toEqual(stored[0]);
    expect((await inventory.levels(['plenty'])).get('plenty')).toBe(498);
  });

  it('30 concurrent orders for the last 5 units: exactly 5 succeed, the rest are told what is left', async () => {
    const { inventory, call } = ordersSetup(makeStore);
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) =>
        call(
          await tokens.tokenFor(`rush-${names}-${i}`),
          'POST',
          '/api/orders',
          { lines: [{ sku: 'last-five', quantity: 1 }] },
          crypto.randomUUID(),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(25);
    for (const answer of refused) expect(answer.body).toMatchObject({ code: 'out-of-stock', available: 0 });
    expect((await inventory.levels(['last-five'])).get('last-five')).toBe(0);
  });

  it('takes all lines of a multi-line order or none', async () => {
    const { inventory, call } = ordersSetup(makeStore);
    const token = await tokens.tokenFor(`multi-${names}`);
    await inventory.set('last-five', 1);
    const refused = await call(
      token,
      'POST',
      '/api/orders',
      {
        lines: [
          { sku: 'plenty', quantity: 3 },
          { sku: 'last-five', quantity: 2 },
        ],
      },
      crypto.randomUUID(),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'out-of-stock', available: 1 });
    expect(await inventory.levels(['plenty', 'last-five'])).toEqual(
      new Map([
        ['plenty', 500],
        ['last-five', 1],
      ]),
    );
  });

  it('20 concurrent cancels: every answer reports the one stored cancelledAt, and the units come back once', async () => {
    const { inventory, call } = ordersSetup(makeStore);
    const token = await tokens.tokenFor(`canceller-${names}`);
    const placed = await call(
      token,
      'POST',
      '/api/orders',
      { lines: [{ sku: 'last-five', quantity: 1 }] },
      crypto.randomUUID(),
    );
    expect(placed.status).toBe(201);
    expect((await inventory.levels(['last-five'])).get('last-five')).toBe(4);
    const id = placed.body.order?.id ?? '';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(token, 'POST', `/api/orders/${id}/cancel`)),
    );
    const stored = (await call(token, 'GET', `/api/orders/${id}`)).body.order;
    expect(stored?.status).toBe('cancelled');
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.order).toEqual(stored);
    }
    expect((await inventory.levels(['last-five'])).get('last-five')).toBe(5);
  });

  it('20 concurrent editor saves from one version: exactly 1 succeeds, 19 get 409, nothing is lost silently', async () => {
    const product = catalogue()[0] as Product;
    const store = makeStore();
    const deps: ProductsDeps = {
      verifier: tokens.verifier,
      edits: productEditsRepository(store, silent),
      catalog: catalogue(),
      editors: parseEditors('editor@example.com'),
      hook: buildHook({ url: undefined, store }),
      inventory: createInventory({
        store: makeStore(),
        initial: async (sku) => catalogue().find((p) => p.sku === sku)?.stock,
        log: silent,
      }),
      log: silent,
    };
    const token = await tokens.tokenFor('editor', { email: 'editor@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const fields = { ...editableFields(product), price: 1000 + i };
        const url = `http://store.test/api/products/${product.sku}`;
        const response = await handleProducts(
          new Request(url, {
            method: 'PUT',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ version: 0, fields, stockSeen: product.stock }),
          }),
          route('products', url),
          deps,
        );
        return { status: response.status, price: fields.price };
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.status === 200);
    const stored = await deps.edits.of(product.sku);
    expect(stored).toMatchObject({ version: 1, latest: { fields: { price: winner?.price } } });
  });
});
