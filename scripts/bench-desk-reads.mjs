// What the orders desk and the scheduled sweep cost in store calls with 1,000 orders stored: a year of a shop's
// orders (most delivered, some cancelled in the last month, a few shipped, a few open), placed and stepped through the
// orders' own repository on @netlify/blobs' local server, then each request of the desk's Function and one run of the
// sweep's pruning, every call they make to the store counted (a read, a write, a delete, a page of a listing: one
// call each on Netlify).
// Prints the figures and writes them to docs/benchmarks.md. Usage: npm run bench:desk-reads
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFigures } from './benchmarks-doc.mjs';

const { jsonStore, openLocalBlobs } = await import('../src/server/blobs.ts');
const { handleDesk } = await import('../src/server/desk/handler.ts');
const { createInventory } = await import('../src/server/inventory/inventory.ts');
const { sweepOrders } = await import('../src/server/orders/lifecycle.ts');
const { orderRepository } = await import('../src/server/orders/repository.ts');
const { parseEditors } = await import('../src/server/products/handler.ts');
const { testTokens } = await import('../tests/support/tokens.ts');

const ORDERS = 1000;
const DAY = 86_400_000;
const directory = await mkdtemp(join(tmpdir(), 'bench-desk-'));
const local = await openLocalBlobs(directory, 'bench-site');
const silent = { error: () => undefined };
const store = jsonStore('orders', local.connection);
const orders = orderRepository(store, silent);

/** Order n of the year: created (ORDERS - n) × 8.7 hours ago, and where it is now. */
const now = Date.now();
const createdAt = (n) => new Date(now - (ORDERS - n) * Math.floor((360 * DAY) / ORDERS));
function statusOf(n) {
  const age = (now - createdAt(n).getTime()) / DAY;
  if (n % 10 === 0 && age < 28) return 'cancelled';
  if (age > 12) return 'delivered';
  if (age > 4) return 'shipped';
  return n % 3 === 0 ? 'packed' : 'placed';
}
const PATH = {
  placed: [],
  packed: ['packed'],
  shipped: ['packed', 'shipped'],
  delivered: ['packed', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
};
const quote = {
  lines: [{ sku: 'bench-sku', name: 'Bench', unitPrice: 1000, quantity: 1, lineTotal: 1000 }],
  itemCount: 1,
  subtotal: 1000,
  shipping: 0,
  total: 1000,
  currency: 'USD',
};
const counts = {};
async function seed(n) {
  const uid = `customer-${n % 250}`;
  const id = n.toString(16).padStart(24, '0');
  const at = createdAt(n);
  const claimed = await orders.claim(uid, id, `hash-${n}`, quote, at, `claim-${n}`, { email: `${uid}@example.com` });
  if (claimed.kind !== 'claimed') throw new Error(`Order ${n}: ${claimed.kind}`);
  await orders.confirm(claimed.order, claimed.etag);
  const status = statusOf(n);
  for (const [step, to] of PATH[status].entries())
    await orders.step(uid, id, to, new Date(at.getTime() + (step + 1) * DAY), 'staff', 'staff@example.com');
  counts[status] = (counts[status] ?? 0) + 1;
}
for (let n = 0; n < ORDERS; n += 25) await Promise.all(Array.from({ length: 25 }, (_, i) => seed(n + i)));

// Every call the requests make to the store, counted.
let calls = 0;
const count = (work) => {
  calls += 1;
  return work;
};
const counted = {
  get: (key) => count(store.get(key)),
  create: (key, value) => count(store.create(key, value)),
  replace: (key, value, etag) => count(store.replace(key, value, etag)),
  delete: (key) => count(store.delete(key)),
  keys: (prefix) => count(store.keys(prefix)),
  async *pages(prefix) {
    for await (const page of store.pages(prefix)) yield count(page);
  },
};
const tokens = await testTokens();
const staff = await tokens.tokenFor('staff', { email: 'staff@example.com' });
const inventory = createInventory({ store: jsonStore('inventory', local.connection), initial: async () => 10 });
const deps = {
  verifier: tokens.verifier,
  orders: orderRepository(counted, silent),
  inventory,
  catalog: async () => [],
  log: silent,
  staff: parseEditors('staff@example.com'),
};
async function desk(query) {
  calls = 0;
  const response = await handleDesk(
    new Request(`http://store.test/api/desk/orders${query}`, { headers: { Authorization: `Bearer ${staff}` } }),
    {},
    deps,
  );
  if (response.status !== 200) throw new Error(`GET /api/desk/orders${query} answered ${response.status}`);
  return { calls, shown: (await response.json()).orders.length };
}
async function sweep() {
  calls = 0;
  const { pruned } = await sweepOrders({ ...deps, now: () => new Date(now) }, new Date(now));
  return { calls, shown: pruned };
}
const sweepFirst = await sweep(); // the first run after an upgrade may rebuild what it needs
const rows = [
  ['desk: open orders, first page (the default)', await desk('')],
  ['desk: packed orders', await desk('?status=packed')],
  ['desk: cancelled orders', await desk('?status=cancelled')],
  ['desk: all orders, first page', await desk('?status=all')],
  ['sweep: one run, nothing due to prune', await sweep()],
];
await local.stop();
await rm(directory, { recursive: true, force: true });

/** The same requests on the code that walked every order on the desk (commit 7a04255, measured with this script). */
const BEFORE = [2001, 2001, 2001, 51, 1836];
const mix = Object.entries(counts)
  .map(([status, count]) => `${count} ${status}`)
  .join(', ');
const table = [
  '| Request | Store calls | Before (7a04255) | Orders shown (pruned) |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(([label, f], i) => `| ${label} | ${f.calls} | ${BEFORE[i] ?? '–'} | ${f.shown} |`),
].join('\n');
console.log(`${ORDERS} orders over 360 days: ${mix}; the sweep's first run took ${sweepFirst.calls} calls`);
console.log(table);
writeFigures(
  'Orders desk: store calls per request',
  `${ORDERS.toLocaleString('en')} orders over 360 days (${mix}), every call to the Blobs store counted:\n\n${table}\n\n` +
    `Now a list by status reads a page of its list (one per status it shows) and each order it shows, and the sweep ` +
    `reads the cancelled and delivered lists only as far as orders old enough to be due; an instance’s first request ` +
    `reads one entry more (whether the lists are built). The sweep’s first run on a store from before the lists ` +
    `builds them, reading every order once (${sweepFirst.calls.toLocaleString('en')} calls here). Before, the desk and ` +
    `the sweep walked every order ever placed (its desk entry, then its record) until they had a page, so their cost ` +
    `grew with every order kept. The list of all orders is unchanged: it reads the orders of one page.`,
  'npm run bench:desk-reads',
);
