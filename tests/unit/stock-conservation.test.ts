// Stock is conserved whatever happens in whatever order: a model-based property test (fast-check commands) that runs
// random sequences of checkouts (new and repeated idempotency keys), cancels (repeated too), editors' product saves
// from forms loaded earlier and stock changes, some steps several requests at once, through the Functions' own
// handlers against @netlify/blobs' local server (the store `npm start` and the built site use, with its write lock).
// Some checkouts die part-way (every store call after a random number of them fails, as when a Function is killed),
// and after such a step the scheduled sweep runs as it would once their claims are old enough.
// After every step it reads the store and checks:
//   - no level is below zero;
//   - per product, stock + units in open orders (+ units held by checkouts still under way) = starting stock + the
//     stock changes editors made;
//   - the stored orders are exactly those the API said it created, each once, cancelled exactly when a cancel said so
//     (so each order's units were taken once, and given back at most once).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import type { Product } from '../../src/domain/catalog/schema.ts';
import type { ProductEditFields, ProductState } from '../../src/domain/editor/schema.ts';
import { MAX_OPEN_ORDERS, MAX_OPEN_UNITS_PER_PRODUCT } from '../../src/domain/orders/limits.ts';
import { jsonStore, openLocalBlobs, type BlobsConnection, type JsonStore } from '../../src/server/blobs.ts';
import { createInventory, type Inventory } from '../../src/server/inventory/inventory.ts';
import { handleOrders, type OrdersDeps } from '../../src/server/orders/handler.ts';
import { ABANDONED_MS, sweepClaims } from '../../src/server/orders/checkout.ts';
import { orderIdFor } from '../../src/server/orders/ids.ts';
import { orderRepository, storedOrderSchema } from '../../src/server/orders/repository.ts';
import { buildHook } from '../../src/server/products/build-hook.ts';
import { handleProducts, parseEditors, type ProductsDeps } from '../../src/server/products/handler.ts';
import { productEditsRepository } from '../../src/server/products/repository.ts';
import { functionPaths, paramsFor } from '../support/function-route.ts';
import { testTokens, type TestTokens } from '../support/tokens.ts';

const silent = { error: () => undefined };
/** Few units, so checkouts run into the end of the stock and into each other. */
const STARTING_STOCK = [7, 12];
const products: Product[] = catalogue()
  .slice(0, 2)
  .map((p, i) => ({ ...p, stock: STARTING_STOCK[i] ?? 5 }));
const SKUS = products.map((p) => p.sku);
const SHOPPERS = ['shopper-a', 'shopper-b'];
const EDITOR = 'editor@example.com';

let directory: string;
let local: { connection: BlobsConnection; stop: () => Promise<void> };
let tokens: TestTokens;
let editorToken: string;
const shopperTokens = new Map<string, string>();
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'conservation-'));
  local = await openLocalBlobs(directory, 'conservation-site');
  tokens = await testTokens();
  editorToken = await tokens.tokenFor('editor', { email: EDITOR });
  for (const uid of SHOPPERS) shopperTokens.set(uid, await tokens.tokenFor(uid));
});
afterAll(async () => {
  await local.stop();
  await rm(directory, { recursive: true, force: true });
});

// ---- The system: both Functions' handlers over one set of stores ----

let runs = 0;
interface Real {
  orders: OrdersDeps;
  products: ProductsDeps;
  inventory: Inventory;
  ordersStore: JsonStore;
  inventoryStore: JsonStore;
}

/** The store as a request that is killed after `budget` more store calls sees it: every later call fails. */
function dying(store: JsonStore, life: { budget: number }): JsonStore {
  const spend = () => {
    if ((life.budget -= 1) < 0) throw new Error('killed');
  };
  return {
    get: async (key) => (spend(), store.get(key)),
    create: async (key, value) => (spend(), store.create(key, value)),
    replace: async (key, value, etag) => (spend(), store.replace(key, value, etag)),
    delete: async (key) => (spend(), store.delete(key)),
    keys: async (prefix) => (spend(), store.keys(prefix)),
    pages: (prefix) => (spend(), store.pages(prefix)),
  };
}

/** The orders Function as one request that dies after `budget` store calls. */
function dyingOrders(real: Real, budget: number): Real {
  const life = { budget };
  const inventory = createInventory({
    store: dying(real.inventoryStore, life),
    initial: async (sku) => products.find((p) => p.sku === sku)?.stock,
    log: silent,
  });
  return {
    ...real,
    orders: { ...real.orders, orders: orderRepository(dying(real.ordersStore, life), silent), inventory },
  };
}

function freshSystem(): Real {
  const run = (runs += 1);
  const store = (name: string) => jsonStore(`c${run}-${name}`, local.connection);
  const inventory = createInventory({
    store: jsonStore(`c${run}-inventory`, local.connection),
    initial: async (sku) => products.find((p) => p.sku === sku)?.stock,
    log: silent,
  });
  const ordersStore = store('orders');
  const inventoryStore = store('inventory');
  const edits = store('edits');
  return {
    inventory,
    ordersStore,
    inventoryStore,
    orders: {
      verifier: tokens.verifier,
      orders: orderRepository(ordersStore, silent),
      inventory,
      catalog: async () => products,
      log: silent,
    },
    products: {
      verifier: tokens.verifier,
      edits: productEditsRepository(edits, silent),
      catalog: products,
      editors: parseEditors(EDITOR),
      hook: buildHook({ url: undefined, store: edits, log: silent }),
      inventory,
      log: silent,
    },
  };
}

async function send(
  fn: 'orders' | 'products',
  real: Real,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = `http://store.test${path}`;
  const params = paramsFor(functionPaths(fn), url) ?? {};
  const request = new Request(url, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const response =
    fn === 'orders'
      ? await handleOrders(request, params, real.orders)
      : await handleProducts(request, params, real.products);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// ---- The model: what the API's answers say happened ----

type Lines = Array<{ sku: string; quantity: number }>;
interface Model {
  /** Stock changes editors' saves made, per SKU (from their answers). */
  changes: Map<string, number>;
  /** Orders the API answered with, by id: created (201) or replayed (200), which can arrive first in a step. */
  orders: Map<string, { uid: string; lines: Lines; cancelled: boolean }>;
  /** How many answers said they created each order: exactly one each, however many requests carried its key. */
  created: Map<string, number>;
  /** Idempotency keys sent so far, to send again. */
  keys: Array<{ uid: string; key: string; lines: Lines }>;
  /** The product state an editor's form loaded, per SKU (a form is saved from what it loaded, however old). */
  forms: Map<string, ProductState>;
  /** Checkouts killed in this step: the sweep settles them, then the store says whether they placed an order. */
  died: Array<{ uid: string; lines: Lines; key: string }>;
}

const addChange = (model: Model, sku: string, delta: number) =>
  model.changes.set(sku, (model.changes.get(sku) ?? 0) + delta);

/** One request and what its answer tells the model. */
type Op = { label: string; run: (model: Model, real: Real) => Promise<void> };

const checkout = (shopper: number, lines: Lines, again: number | null): Op => ({
  label: again === null ? `checkout(${shopper}, ${JSON.stringify(lines)})` : `checkout(key #${again} again)`,
  async run(model, real) {
    const earlier = again === null ? undefined : model.keys[again % Math.max(1, model.keys.length)];
    const attempt = earlier ?? {
      uid: SHOPPERS[shopper % SHOPPERS.length] ?? 'shopper-a',
      key: crypto.randomUUID(),
      lines,
    };
    if (!earlier) model.keys.push(attempt);
    const answer = await send(
      'orders',
      real,
      'POST',
      '/api/orders',
      shopperTokens.get(attempt.uid) ?? '',
      {
        lines: attempt.lines,
      },
      { 'Idempotency-Key': attempt.key },
    );
    if (answer.status === 201 || answer.status === 200) {
      const order = answer.body['order'] as { id: string };
      if (!model.orders.has(order.id))
        model.orders.set(order.id, { uid: attempt.uid, lines: attempt.lines, cancelled: false });
      if (answer.status === 201) model.created.set(order.id, (model.created.get(order.id) ?? 0) + 1);
    } else {
      // Refused (out of stock, a limit, a checkout with this key still under way): nothing changes.
      expect([409, 422, 429], JSON.stringify(answer.body)).toContain(answer.status);
    }
  },
});

/** A checkout whose Function is killed after `budget` store calls (or finishes, if it needs fewer). */
const dyingCheckout = (shopper: number, lines: Lines, budget: number): Op => ({
  label: `dyingCheckout(${shopper}, ${JSON.stringify(lines)}, after ${budget} store calls)`,
  async run(model, real) {
    const uid = SHOPPERS[shopper % SHOPPERS.length] ?? 'shopper-a';
    const key = crypto.randomUUID();
    const answer = await send(
      'orders',
      dyingOrders(real, budget),
      'POST',
      '/api/orders',
      shopperTokens.get(uid) ?? '',
      { lines },
      {
        'Idempotency-Key': key,
      },
    );
    // Killed after its order was placed, the answer can still be 201 (what was left is the sweep's to finish).
    if (answer.status === 201) {
      const order = answer.body['order'] as { id: string };
      model.orders.set(order.id, { uid, lines, cancelled: false });
      model.created.set(order.id, 1);
    } else expect([409, 422, 500], JSON.stringify(answer.body)).toContain(answer.status);
    model.died.push({ uid, lines, key });
  },
});

const cancel = (pick: number): Op => ({
  label: `cancel(#${pick})`,
  async run(model, real) {
    const ids = [...model.orders.keys()];
    const id = ids[pick % Math.max(1, ids.length)];
    const order = id === undefined ? undefined : model.orders.get(id);
    if (!id || !order) return;
    const answer = await send('orders', real, 'POST', `/api/orders/${id}/cancel`, shopperTokens.get(order.uid) ?? '');
    expect(answer.status).toBe(200);
    expect((answer.body['order'] as { status: string }).status).toBe('cancelled');
    order.cancelled = true;
  },
});

const loadForm = (product: number): Op => ({
  label: `loadForm(${product})`,
  async run(model, real) {
    const sku = SKUS[product % SKUS.length] ?? '';
    const answer = await send('products', real, 'GET', `/api/products/${sku}`, editorToken);
    expect(answer.status).toBe(200);
    model.forms.set(sku, answer.body as unknown as ProductState);
  },
});

/** Saves the form loaded earlier (or a fresh one): a summary change, and a stock change when `stock` is set. */
const saveForm = (product: number, stock: number | null): Op => ({
  label: `saveForm(${product}, stock ${stock ?? 'untouched'})`,
  async run(model, real) {
    const sku = SKUS[product % SKUS.length] ?? '';
    let form = model.forms.get(sku);
    if (!form) {
      await loadForm(product).run(model, real);
      form = model.forms.get(sku);
    }
    if (!form) throw new Error('no form');
    const fields: ProductEditFields = {
      ...form.fields,
      summary: `Saved at ${Math.random()}`,
      ...(stock === null ? {} : { stock }),
    };
    const seen = form.fields.stock;
    const answer = await send('products', real, 'PUT', `/api/products/${sku}`, editorToken, {
      version: form.version,
      fields,
      stockSeen: seen,
    });
    const changed = fields.stock !== seen;
    if (answer.status === 200) {
      if (changed) addChange(model, sku, fields.stock - seen);
      model.forms.set(sku, answer.body as unknown as ProductState);
    } else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      // A stock change that orders had already sold from stays made, and the answer says so.
      const kept = answer.body['stockKept'] as { from: number; to: number } | undefined;
      if (kept) addChange(model, sku, kept.to - kept.from);
    }
  },
});

/** A checkout's lines: one or two products, each at most once. */
const linesArb = fc.uniqueArray(
  fc.record({ sku: fc.constantFrom(...SKUS), quantity: fc.integer({ min: 1, max: 4 }) }),
  { minLength: 1, maxLength: 2, selector: (line) => line.sku },
);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.nat(3), linesArb, fc.option(fc.nat(20), { freq: 3 }))
      .map(([shopper, lines, again]) => checkout(shopper, lines, again)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(3), linesArb, fc.nat(40))
      .map(([shopper, lines, budget]) => dyingCheckout(shopper, lines, budget)),
  },
  { weight: 2, arbitrary: fc.nat(20).map(cancel) },
  { weight: 1, arbitrary: fc.nat(1).map(loadForm) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(1), fc.option(fc.integer({ min: 0, max: 15 }), { freq: 2 }))
      .map(([product, stock]) => saveForm(product, stock)),
  },
);

/** One step of the run: a request on its own, or several at once. */
class Step implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ops: Op[]) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await Promise.all(this.ops.map((op) => op.run(model, real)));
    if (model.died.length > 0) await sweepAfterDeaths(model, real);
    await checkInvariants(model, real);
  }
  toString = () =>
    this.ops.length === 1 ? (this.ops[0]?.label ?? '') : `together(${this.ops.map((op) => op.label).join(', ')})`;
}

const stepArb = fc.oneof(
  { weight: 3, arbitrary: opArb.map((op) => new Step([op])) },
  { weight: 1, arbitrary: fc.array(opArb, { minLength: 2, maxLength: 4 }).map((ops) => new Step(ops)) },
);

/** The scheduled sweep, once the dead checkouts' claims are old enough; then what they left in the store. */
async function sweepAfterDeaths(model: Model, real: Real) {
  const later = new Date(Date.now() + ABANDONED_MS + 60_000);
  await sweepClaims({ ...real.orders, now: () => later, log: silent }, later);
  for (const { uid, lines, key } of model.died.splice(0)) {
    const id = await orderIdFor(uid, key);
    const stored = await real.orders.orders.find(uid, id);
    // Killed after its order was stored as placed: the order stands (its answer never arrived).
    if (stored && !model.orders.has(id)) {
      model.orders.set(id, { uid, lines, cancelled: false });
      model.created.set(id, 1);
    }
  }
}

async function storedOrders(real: Real) {
  const out = [];
  for (const key of await real.ordersStore.keys('users/')) {
    if (!key.includes('/orders/')) continue;
    const parsed = storedOrderSchema.safeParse((await real.ordersStore.get(key))?.value);
    if (!parsed.success) throw new Error(`Unreadable order ${key}`);
    out.push(parsed.data);
  }
  return out;
}

async function checkInvariants(model: Model, real: Real) {
  const levels = await real.inventory.levels(SKUS);
  const stored = await storedOrders(real);
  // Every order answered was created by exactly one answer (a replay never makes a second one).
  for (const id of model.orders.keys()) expect(model.created.get(id), `answers that created ${id}`).toBe(1);
  // No checkout is under way between steps: every claim was placed or dropped, no units are held, none is listed.
  expect(stored.filter((order) => order.status === 'pending')).toEqual([]);
  expect(await real.inventory.held(SKUS)).toEqual(new Map());
  expect(await real.ordersStore.keys('claims/')).toEqual([]);
  // Exactly the orders the API created, each once, cancelled exactly when a cancel said so.
  expect(Object.fromEntries(stored.map((order) => [order.id, order.status]))).toEqual(
    Object.fromEntries([...model.orders].map(([id, order]) => [id, order.cancelled ? 'cancelled' : 'placed'])),
  );
  // What each account holds is exactly its open orders, within the limits.
  for (const uid of SHOPPERS) {
    const open = stored.filter((order) => order.uid === uid && order.status === 'placed');
    expect(open.length).toBeLessThanOrEqual(MAX_OPEN_ORDERS);
    for (const sku of SKUS) {
      const units = open.flatMap((order) => order.lines).filter((line) => line.sku === sku);
      expect(units.reduce((sum, line) => sum + line.quantity, 0)).toBeLessThanOrEqual(MAX_OPEN_UNITS_PER_PRODUCT);
    }
    const holdings = (await real.ordersStore.get(`users/${uid}/open`))?.value as { orders?: object } | undefined;
    expect(Object.keys(holdings?.orders ?? {}).toSorted()).toEqual(open.map((order) => order.id).toSorted());
  }
  for (const product of products) {
    const level = levels.get(product.sku) ?? Number.NaN;
    expect(level, `${product.sku} below zero`).toBeGreaterThanOrEqual(0);
    const open = stored
      .filter((order) => order.status === 'placed')
      .flatMap((order) => order.lines)
      .filter((line) => line.sku === product.sku)
      .reduce((sum, line) => sum + line.quantity, 0);
    expect(level + open, `${product.sku}: stock ${level} + ${open} in open orders`).toBe(
      product.stock + (model.changes.get(product.sku) ?? 0),
    );
  }
}

describe('stock conservation', () => {
  it('holds after every step of random interleavings of checkouts (some killed part-way), cancels, saves and stock changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands([stepArb], { maxCommands: 20 }), async (steps) => {
        const model: Model = {
          changes: new Map(),
          orders: new Map(),
          created: new Map(),
          keys: [],
          forms: new Map(),
          died: [],
        };
        await fc.asyncModelRun(() => ({ model, real: freshSystem() }), steps);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
