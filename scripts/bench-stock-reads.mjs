// What one anonymous GET /api/stock costs in store calls: the stock Function's own wiring against @netlify/blobs'
// local server, every call it makes to the store counted at the HTTP level. Asks for every listed product at once
// (the most a request may name is 50), with a few products edited (one hidden) and a few levels stored, as a first
// request of an instance (cold), then again with nothing saved in between (warm), then right after an editor's save.
// Prints the figures and writes them to docs/benchmarks.md. Usage: npm run bench:stock-reads
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFigures } from './benchmarks-doc.mjs';

const { jsonStore, openLocalBlobs } = await import('../src/server/blobs.ts');
const { catalogue } = await import('../src/server/catalogue/files.ts');
const { editableFields } = await import('../src/domain/editor/schema.ts');
const { handleStock } = await import('../src/server/inventory/handler.ts');
const { stockFromEnv } = await import('../src/server/inventory/deps.ts');
const { createInventory, INVENTORY_STORE } = await import('../src/server/inventory/inventory.ts');
const { PRODUCT_EDITS_STORE, productEditsRepository } = await import('../src/server/products/repository.ts');

const directory = await mkdtemp(join(tmpdir(), 'bench-stock-'));
const local = await openLocalBlobs(directory, 'bench-site');
const products = catalogue().filter((product) => !product.hidden);
const edits = productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, local.connection));
let version = 0;
const save = (product, changes) =>
  edits.append({
    sku: product.sku,
    version: (version += 1),
    fields: { ...editableFields(product), ...changes },
    updatedAt: new Date().toISOString(),
    updatedBy: 'editor@example.com',
    changed: Object.keys(changes),
  });
await save(products[0], { price: products[0].price + 100 });
await save(products[1], { hidden: true });
await save(products[2], { stock: 3 });
const levels = createInventory({ store: jsonStore(INVENTORY_STORE, local.connection), initial: async () => 10 });
for (const product of products.slice(0, 5)) await levels.set(product.sku, 7);

// Every request to the Blobs server, counted.
let calls = 0;
const fetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  if (String(input instanceof Request ? input.url : input).startsWith(local.connection.url)) calls += 1;
  return fetch(input, init);
};
const deps = stockFromEnv(local.connection);
const url = `http://store.test/api/stock?skus=${products.map((product) => product.sku).join(',')}`;
async function measure() {
  calls = 0;
  const response = await handleStock(new Request(url), deps);
  if (response.status !== 200) throw new Error(`GET /api/stock answered ${response.status}`);
  const answered = Object.keys((await response.json()).levels).length;
  return { calls, answered };
}
const cold = await measure();
const warm = await measure();
globalThis.fetch = fetch;
await save(products[3], { price: products[3].price + 1 });
globalThis.fetch = (input, init) => {
  if (String(input instanceof Request ? input.url : input).startsWith(local.connection.url)) calls += 1;
  return fetch(input, init);
};
const afterSave = await measure();
globalThis.fetch = fetch;
await local.stop();
await rm(directory, { recursive: true, force: true });

const rows = [
  ['first request of an instance', cold],
  ['next request, nothing saved since', warm],
  ['request right after a save', afterSave],
];
/**
 * The same requests on the code before the edits were read once per request (commit c81ad9d, measured with this
 * script there): each product's edits were listed and read for visibility, and again for its starting level.
 */
const BEFORE = [81, 58, 59];
const table = [
  '| Request | Store calls | Before (c81ad9d) | SKUs answered |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(([label, figure], i) => `| ${label} | ${figure.calls} | ${BEFORE[i]} | ${figure.answered} |`),
].join('\n');
console.log(`GET /api/stock for ${products.length} products (3 edited, 1 of them hidden; 5 levels stored)`);
console.log(table);
writeFigures(
  'Stock answer: store calls per request',
  `GET /api/stock for all ${products.length} listed products (3 edited, 1 of them hidden; 5 levels stored), every call to the Blobs store counted:\n\n${table}\n\n` +
    'Now a request reads the edits’ stamp once (the edits themselves only after a save) and each level once; ' +
    'before, every product’s edits were listed and read for visibility, and again for its starting level.',
  'npm run bench:stock-reads',
);
