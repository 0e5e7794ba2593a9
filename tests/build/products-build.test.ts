// The build follows stored edits: with an edited price and a hidden product in a Blobs folder, `astro build` makes the
// product page with the new price and leaves the hidden product out of the listings and its page out of the site.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { formatPrice } from '../../src/domain/catalog/format.ts';
import { CHAT_COPY_ID_PREFIX } from '../../src/features/chat/keys.ts';
import type { Product } from '../../src/domain/catalog/schema.ts';
import { editableFields, type StoredEdit } from '../../src/domain/editor/schema.ts';
import { jsonStore, openLocalBlobs } from '../../src/server/blobs.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from '../../src/server/products/repository.ts';

const visible = catalogue().filter((product) => !product.hidden);
const [edited, hidden] = visible as [Product, Product];
const newPrice = edited.price + 1234;
let work: string;
let output = '';

const editOf = (product: Product, fields: Partial<StoredEdit['fields']>): StoredEdit => ({
  sku: product.sku,
  version: 1,
  fields: { ...editableFields(product), ...fields },
  updatedAt: '2026-11-22T12:00:00.000Z',
  updatedBy: 'editor@example.com',
  changed: [],
});

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'products-build-'));
  const blobs = await openLocalBlobs(join(work, 'blobs'));
  try {
    const edits = productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, blobs.connection));
    await edits.append(editOf(edited, { price: newPrice, compareAtPrice: null }));
    await edits.append(editOf(hidden, { hidden: true }));
  } finally {
    await blobs.stop();
  }
  const { NODE_ENV: _mode, VITEST: _vitest, ...env } = process.env;
  const result = await promisify(execFile)(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', join(work, 'dist')],
    {
      env: { ...env, STORE_BLOBS_DIR: join(work, 'blobs'), ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  output = result.stdout;
}, 240_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const page = (path: string) => readFile(join(work, 'dist', path), 'utf8');

describe('a build with stored product edits', () => {
  it('reports the edits it applied', () => {
    expect(output).toContain(`Product edits applied: `);
    expect(output).toContain(`${edited.sku} v1`);
  });
  it('shows the edited price on the product page and its listing card', async () => {
    // Booleans, not toContain: a failure should name the missing text, not print a whole page.
    const product = await page(`products/${edited.sku}.html`);
    expect(product.includes(formatPrice(newPrice)), `${formatPrice(newPrice)} on the product page`).toBe(true);
    expect(product.includes(`"price":"${(newPrice / 100).toFixed(2)}"`), 'the new price in the JSON-LD offer').toBe(
      true,
    );
    const all = await page('all.html');
    const card = all.slice(all.indexOf(`data-product="${edited.sku}"`)).slice(0, 4000);
    expect(card.includes(formatPrice(newPrice)), 'the new price on the /all card').toBe(true);
  });
  it('leaves the hidden product out of the listings, and its page is gone (the 404 page answers)', async () => {
    for (const listing of ['all.html', 'all2.html', `${hidden.brand}.html`, 'index.html']) {
      expect(
        (await page(listing)).includes(`/products/${hidden.sku}"`),
        `a link to the hidden product on ${listing}`,
      ).toBe(false);
    }
    expect(existsSync(join(work, 'dist', 'products', `${hidden.sku}.html`)), 'the hidden product page').toBe(false);
    expect(
      (await page('sitemap-0.xml')).includes(`/products/${hidden.sku}<`),
      'the hidden product in the sitemap',
    ).toBe(false);
  });
  it("writes each product's file from the edited catalogue: the new price, and a hidden product's file", async () => {
    expect(JSON.parse(await page(`products/${edited.sku}.json`))).toMatchObject({ sku: edited.sku, price: newPrice });
    expect(JSON.parse(await page(`products/${hidden.sku}.json`))).toMatchObject({ sku: hidden.sku, hidden: true });
    expect(output).toContain(`Wrote ${catalogue().length} product files`);
  });
  it("renders one React root on an interactive page, its useId ids with the prefix the browser's hydration reads", async () => {
    const login = await page('login.html');
    expect(login.match(/<div data-root /g), 'React roots on /login').toHaveLength(1);
    const prefix = /<div data-root [^>]*data-id-prefix="([^"]+)"/.exec(login)?.[1];
    expect(prefix, 'the root and its prefix').toBeTruthy();
    const ids = [...login.matchAll(/ id="(_[^"]*_)"/g)].map((match) => match[1]);
    expect(ids.length, 'useId ids in the login form').toBeGreaterThan(0);
    // The chat panel's copy in the page is not the root's: its ids carry a prefix of their own.
    for (const id of ids) expect(id).toMatch(new RegExp(`^_(?:${prefix}|${CHAT_COPY_ID_PREFIX})R_`));
    expect(ids.filter((id) => id?.startsWith(`_${prefix}`)).length, 'useId ids of the root').toBeGreaterThan(0);
  });
});
