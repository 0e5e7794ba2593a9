// GET /products/{sku}.json (src/server/products/file.ts): the build's file with the stored edits laid over it, so a
// product hidden a moment ago reads as hidden at once; anything that is not a SKU of the catalogue (malformed,
// traversal, unknown) is a 404 problem and never reaches the file system; one small store read per request.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../src/domain/catalog/schema.ts';
import { editableFields, type StoredEdit } from '../../src/domain/editor/schema.ts';
import { productFileBody } from '../../src/domain/products/file-body.ts';
import { cartProductSchema } from '../../src/domain/products/listed-product.ts';
import { parseProductFile } from '../../src/domain/products/product-file.ts';
import type { JsonStore } from '../../src/server/blobs.ts';
import { editedCatalogue } from '../../src/server/catalogue/live.ts';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { handleProductFile, PRODUCT_FILE_CACHE, type ProductFileDeps } from '../../src/server/products/file.ts';
import { builtFileReader } from '../../src/server/products/file-deps.ts';
import { productEditsRepository } from '../../src/server/products/repository.ts';
import { secured } from '../../src/server/secure.ts';
import { functionPaths, paramsFor } from '../support/function-route.ts';
import { hostileString, NASTY_STRINGS } from '../support/hostile.ts';
import { memoryStore } from '../support/memory-store.ts';

const listed = catalogue().filter((product) => !product.hidden) as [Product, Product];
const [shown, other] = listed;
const IMAGE = '/_astro/products/example.abc123.svg';
const silent = { error: () => undefined };

let version = 0;
function editOf(product: Product, changes: Partial<StoredEdit['fields']>): StoredEdit {
  version += 1;
  return {
    sku: product.sku,
    version,
    fields: { ...editableFields(product), ...changes },
    updatedAt: '2026-11-01T00:00:00.000Z',
    updatedBy: 'editor@example.com',
    changed: Object.keys(changes) as StoredEdit['changed'],
  };
}

/** The Function as deployed (routed by its own patterns, through `secured`), over an edits store that counts calls. */
function fixture() {
  const { store } = memoryStore();
  const calls: string[] = [];
  const counting: JsonStore = {
    ...store,
    get: (key) => (calls.push(`get ${key}`), store.get(key)),
    keys: (prefix) => (calls.push(`list ${prefix}`), store.keys(prefix)),
  };
  const repository = productEditsRepository(counting, silent);
  const products = editedCatalogue(repository);
  const builtFile = vi.fn(async (sku: string) =>
    sku === 'fenvi-not-built' ? null : productFileBody(catalogueProduct(sku), 'Brand', IMAGE),
  );
  const deps: ProductFileDeps = { products: () => products.read(), builtFile };
  const handler = secured(
    (request: Request, params: Record<string, string>) => handleProductFile(request, params, deps),
    silent,
    { cacheable: true },
  );
  const patterns = functionPaths('product-file');
  /** The Function's answer, or null when no pattern matches (Netlify answers with the site's 404 page). */
  const route = async (path: string, init: RequestInit = {}) => {
    const url = `https://store.test${path}`;
    const params = paramsFor(patterns, url);
    return params ? handler(new Request(url, init), params) : null;
  };
  const request = async (path: string, init: RequestInit = {}) => {
    const response = await route(path, init);
    if (!response) throw new Error(`${path} reaches no Function`);
    return response;
  };
  return { repository, calls, builtFile, route, request };
}

function catalogueProduct(sku: string): Product {
  const product = catalogue().find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`no ${sku}`);
  return product;
}

async function ok(response: Response) {
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('GET /products/{sku}.json', () => {
  it('answers the built file of a listed product, with its edits, cacheable and revalidated by ETag', async () => {
    const { repository, request } = fixture();
    expect(cartProductSchema.parse(await ok(await request(`/products/${shown.sku}.json`)))).toMatchObject({
      sku: shown.sku,
      name: shown.name,
      brandName: 'Brand',
      image: IMAGE,
    });
    await repository.append(editOf(shown, { name: 'Renamed by an editor', price: 4321 }));
    const response = await request(`/products/${shown.sku}.json`);
    expect(await ok(response.clone())).toMatchObject({ name: 'Renamed by an editor', price: 4321 });
    expect(response.headers.get('Cache-Control')).toBe(PRODUCT_FILE_CACHE);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    const etag = response.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(`/products/${shown.sku}.json`, { headers: { 'If-None-Match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('says a product is hidden from the request after the save: no name, price or stock', async () => {
    const { repository, request } = fixture();
    await ok(await request(`/products/${shown.sku}.json`));
    await repository.append(editOf(shown, { hidden: true }));
    const file = await ok(await request(`/products/${shown.sku}.json`));
    expect(parseProductFile(file)).toMatchObject({ sku: shown.sku, hidden: true });
    expect(Object.keys(file).toSorted()).toEqual(['brand', 'brandName', 'category', 'hidden', 'image', 'sku']);
    expect(JSON.stringify(file)).not.toContain(shown.name);
    // Brought back, it is listed again at once.
    await repository.append(editOf(shown, { hidden: false }));
    expect(cartProductSchema.safeParse(await ok(await request(`/products/${shown.sku}.json`))).success).toBe(true);
  });

  it('answers a product the build wrote as hidden with its cart view once an editor lists it', async () => {
    const { repository, builtFile, request } = fixture();
    builtFile.mockResolvedValueOnce(productFileBody({ ...other, hidden: true }, 'Brand', IMAGE));
    await repository.append(editOf(other, { hidden: false, name: 'Back on sale' }));
    expect(await ok(await request(`/products/${other.sku}.json`))).toMatchObject({ name: 'Back on sale' });
  });

  it('is a 404 problem for an unknown SKU, or one the build wrote no file for', async () => {
    const { request } = fixture();
    for (const path of ['/products/no-such-product.json', '/products/fenvi-not-built.json']) {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ status: 404, type: expect.stringMatching(/not-found$/) });
    }
  });

  it('never reads a file for a malformed SKU or a traversal, whatever the address', async () => {
    const { builtFile, route } = fixture();
    const paths = [
      '/products/..%2F..%2Fpackage.json',
      '/products/%2e%2e.json',
      '/products/BIWIN-NV7400-1TB.json',
      '/products/a%00b.json',
      '/products/-.json',
      ...NASTY_STRINGS.map((text) => `/products/${encodeURIComponent(text)}.json`),
    ];
    for (const path of paths) {
      const response = await route(path);
      // Either no pattern matches (Netlify serves the site's 404) or the Function answers 404.
      if (response) expect(response.status, path).toBe(404);
    }
    await fc.assert(
      fc.asyncProperty(hostileString, async (text) => {
        const response = await route(`/products/${encodeURIComponent(text)}.json`);
        if (response) expect([200, 404]).toContain(response.status);
      }),
      { numRuns: 100 },
    );
    for (const [sku] of builtFile.mock.calls) expect(sku).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('matches only `/products/<one segment>.json`, never a product page or its editor', async () => {
    const patterns = functionPaths('product-file');
    expect(paramsFor(patterns, `https://store.test/products/${shown.sku}.json`)).toEqual({ sku: shown.sku });
    for (const path of [`/products/${shown.sku}`, `/products/${shown.sku}/edit`, `/products/a/b.json`])
      expect(paramsFor(patterns, `https://store.test${path}`), path).toBeUndefined();
  });

  it('refuses other methods with 405', async () => {
    const { request } = fixture();
    const response = await request(`/products/${shown.sku}.json`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('costs one small store read per request while nothing is saved, and one read of the edits after a save', async () => {
    const { repository, calls, request } = fixture();
    await request(`/products/${shown.sku}.json`);
    calls.length = 0;
    for (let index = 0; index < 5; index += 1) await request(`/products/${other.sku}.json`);
    expect(calls).toEqual(Array.from({ length: 5 }, () => 'get stamp'));
    await repository.append(editOf(shown, { hidden: true }));
    calls.length = 0;
    await request(`/products/${shown.sku}.json`);
    expect(calls[0]).toBe('get stamp');
    expect(calls.filter((call) => call.startsWith('list ')).length).toBe(1);
  });
});

describe('builtFileReader', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'product-files-'));
    await writeFile(join(directory, 'biwin-a.json'), '{"sku":"biwin-a"}');
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('reads the built file, and null when there is none or no build at all', async () => {
    expect(await builtFileReader(directory)('biwin-a')).toBe('{"sku":"biwin-a"}');
    expect(await builtFileReader(directory)('biwin-b')).toBeNull();
    expect(await builtFileReader(null)('biwin-a')).toBeNull();
  });
});
