// The products API against @netlify/blobs' local server (real HTTP, the same client code as on Netlify), with ID
// tokens signed by keys this test makes, and a local HTTP server standing in for Netlify's build hook.
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import type { Product } from '../../src/domain/catalog/schema.ts';
import { editableFields, type ProductEditFields } from '../../src/domain/editor/schema.ts';
import { createTokenVerifier, type TokenVerifier } from '../../src/server/auth/verify-token.ts';
import { jsonStore, openLocalBlobs, type BlobsConnection } from '../../src/server/blobs.ts';
import { buildHook, LIVE_MESSAGES } from '../../src/server/products/build-hook.ts';
import { visibleCatalogue } from '../../src/server/catalogue/live.ts';
import { createInventory } from '../../src/server/inventory/inventory.ts';
import { handleProducts, parseEditors, type ProductsDeps } from '../../src/server/products/handler.ts';
import { productEditsRepository } from '../../src/server/products/repository.ts';
import { memoryStore } from '../support/memory-store.ts';
import { functionPaths, paramsFor } from '../support/function-route.ts';

const projectId = 'pcstore-test';
const EDITOR = 'Editor@Example.com';
const [product, other, third] = catalogue() as [Product, Product, Product];

let directory: string;
let blobs: { connection: BlobsConnection; stop: () => Promise<void> };
let key: CryptoKey;
let forger: CryptoKey;
let verifier: TokenVerifier;
let hookServer: Server;
let hookURL: string;
let hookCalls = 0;
let storeName = '';
const log = { error: vi.fn() };

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'products-blobs-'));
  blobs = await openLocalBlobs(directory, 'test-site');
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  forger = (await generateKeyPair('RS256')).privateKey;
  verifier = createTokenVerifier({
    projectId,
    keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] }),
  });
  hookServer = createServer((req, res) => {
    if (req.method === 'POST') hookCalls += 1;
    res.writeHead(200).end();
  });
  await new Promise<void>((done) => hookServer.listen(0, '127.0.0.1', done));
  const address = hookServer.address();
  hookURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build_hooks/test`;
});
afterAll(async () => {
  await blobs.stop();
  await new Promise((done) => hookServer.close(done));
  await rm(directory, { recursive: true, force: true });
});
// Every test gets an empty store of its own.
let stores = 0;
beforeEach(() => {
  log.error.mockClear();
  hookCalls = 0;
  storeName = `product-edits-${(stores += 1)}`;
});

async function tokenFor(
  email: string,
  { verified = true, signer = key }: { verified?: boolean; signer?: CryptoKey } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    auth_time: now - 10,
    email,
    email_verified: verified,
    firebase: { sign_in_provider: 'password' },
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .setAudience(projectId)
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setSubject(`uid-${email}`)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + 3600)
    .sign(signer);
}

function deps(overrides: Partial<ProductsDeps> = {}, now = () => new Date()): ProductsDeps {
  const store = jsonStore(storeName, blobs.connection);
  return {
    verifier,
    edits: productEditsRepository(store, log),
    catalog: catalogue(),
    editors: parseEditors(`someone@example.com, ${EDITOR.toLowerCase()}`),
    hook: buildHook({ url: hookURL, store, log }),
    inventory: createInventory({
      store: jsonStore(`${storeName}-stock`, blobs.connection),
      initial: async (sku) => catalogue().find((p) => p.sku === sku)?.stock,
      log,
    }),
    now,
    log,
    ...overrides,
  };
}

const paths = functionPaths('products');
/** The params Netlify passes the Function for `url` (every URL these tests call is one of its routes). */
function route(url: string): Record<string, string> {
  const params = paramsFor(paths, url);
  if (!params) throw new Error(`No route of the products Function matches ${url}`);
  return params;
}

interface Call {
  method?: string;
  sku?: string;
  token?: string | null;
  body?: unknown;
}

async function call(d: ProductsDeps, { method = 'GET', sku = product.sku, token = null, body }: Call) {
  const headers: Record<string, string> = {};
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = `http://store.test/api/products/${sku}`;
  const response = await handleProducts(
    new Request(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }),
    route(url),
    d,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const fieldsOf = (p: Product, changes: Partial<ProductEditFields> = {}): ProductEditFields => ({
  ...editableFields(p),
  ...changes,
});
/** A save's body as the form sends it: the stock it was loaded with (the catalogue's, unless said) as `stockSeen`. */
const edit = (version: number, p: Product, changes: Partial<ProductEditFields> = {}, stockSeen = p.stock) => ({
  version,
  fields: fieldsOf(p, changes),
  stockSeen,
});

describe('GET /api/products/{sku}', () => {
  it('answers the catalogue values at version 0 to anyone, and says who may edit', async () => {
    const d = deps();
    const anonymous = await call(d, {});
    expect(anonymous).toEqual({
      status: 200,
      body: {
        sku: product.sku,
        fields: editableFields(product),
        version: 0,
        updatedAt: null,
        updatedBy: null,
        canEdit: false,
        catalog: editableFields(product),
      },
    });
    expect((await call(d, { token: await tokenFor(EDITOR) })).body['canEdit']).toBe(true);
    expect((await call(d, { token: await tokenFor('shopper@example.com') })).body['canEdit']).toBe(false);
    // An editor's address that is not verified does not count: anyone can sign up with an unverified email.
    expect((await call(d, { token: await tokenFor(EDITOR, { verified: false }) })).body['canEdit']).toBe(false);
  });
  it('404s an unknown or malformed SKU and 401s a forged token', async () => {
    const d = deps();
    expect((await call(d, { sku: 'no-such-product' })).status).toBe(404);
    expect((await call(d, { sku: '..%2Fx' })).status).toBe(404);
    expect((await call(d, { token: await tokenFor(EDITOR, { signer: forger }) })).status).toBe(401);
  });
  it('405s other methods', async () => {
    const response = await call(deps(), { method: 'DELETE' });
    expect(response.status).toBe(405);
  });
});

describe('PUT /api/products/{sku}', () => {
  it('lets an editor save: stored with who and when, served by GET, priced by orders, and a rebuild started', async () => {
    const d = deps({}, () => new Date('2026-11-22T12:00:00.000Z'));
    const token = await tokenFor(EDITOR);
    const fields = fieldsOf(product, { price: 4321, compareAtPrice: null, stock: 3, name: 'Renamed SSD' });
    const saved = await call(d, { method: 'PUT', token, body: { version: 0, fields, stockSeen: product.stock } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      version: 1,
      fields,
      updatedBy: EDITOR,
      updatedAt: '2026-11-22T12:00:00.000Z',
      canEdit: true,
      live: { when: 'rebuilding', message: LIVE_MESSAGES.rebuilding },
    });
    expect(hookCalls).toBe(1);
    // The catalogue values stay the repository's, for "Revert to catalogue values".
    expect((await call(d, {})).body).toMatchObject({
      version: 1,
      fields: { price: 4321, name: 'Renamed SSD' },
      catalog: editableFields(product),
    });
    expect(saved.body['catalog']).toEqual(editableFields(product));
    const history = await d.edits.of(product.sku);
    expect(history.latest).toMatchObject({
      version: 1,
      updatedBy: EDITOR,
      changed: expect.arrayContaining(['name', 'price', 'stock']),
    });
    const catalog = visibleCatalogue(await d.edits.all());
    expect(catalog.find((p) => p.sku === product.sku)).toMatchObject({ price: 4321, stock: 3, name: 'Renamed SSD' });
  });

  it('401s without a token or with a forged one, 403s a non-editor, and stores nothing', async () => {
    const d = deps();
    const body = edit(0, product, { price: 1 });
    expect((await call(d, { method: 'PUT', body })).status).toBe(401);
    expect((await call(d, { method: 'PUT', body, token: await tokenFor(EDITOR, { signer: forger }) })).status).toBe(
      401,
    );
    const shopper = await call(d, { method: 'PUT', body, token: await tokenFor('shopper@example.com') });
    expect(shopper.status).toBe(403);
    expect(shopper.body).toMatchObject({
      status: 403,
      title: 'Forbidden',
      detail: expect.stringMatching(/editor account/),
    });
    expect((await call(d, { method: 'PUT', body, token: await tokenFor(EDITOR, { verified: false }) })).status).toBe(
      403,
    );
    expect(await d.edits.of(product.sku)).toEqual({ latest: null, version: 0 });
    expect(hookCalls).toBe(0);
  });

  it('400s bad fields with every field error, and stores nothing', async () => {
    const d = deps();
    const fields = {
      ...fieldsOf(product),
      name: '   ',
      price: -5,
      compareAtPrice: 'abc',
      stock: 100_001,
      specs: [{ label: 'Speed', value: '' }],
      tags: [''],
      hidden: 'no',
    };
    const response = await call(d, {
      method: 'PUT',
      token: await tokenFor(EDITOR),
      body: { version: 0, fields, stockSeen: 0 },
    });
    expect(response.status).toBe(400);
    expect(response.body['errors']).toEqual({
      name: 'Name is required',
      price: 'Price cannot be negative',
      compareAtPrice: 'Compare-at price must be a number',
      stock: 'Stock must be at most 100,000',
      'specs.0.value': 'Spec value is required',
      tags: 'Tags cannot be empty',
      hidden: expect.any(String),
    });
    expect(response.body['detail']).toMatch(/name, price, compareAtPrice, stock/);
    expect(await d.edits.of(product.sku)).toEqual({ latest: null, version: 0 });
  });

  it('400s a body that is not JSON, a missing version, or unknown fields', async () => {
    const d = deps();
    const token = await tokenFor(EDITOR);
    const url = `http://store.test/api/products/${product.sku}`;
    const notJson = await handleProducts(
      new Request(url, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{oops',
      }),
      route(url),
      d,
    );
    expect(notJson.status).toBe(400);
    expect(
      (await call(d, { method: 'PUT', token, body: { fields: fieldsOf(product) } })).body['errors'],
    ).toHaveProperty('version');
    expect(
      (await call(d, { method: 'PUT', token, body: { version: 0, fields: { ...fieldsOf(product), sku: 'other' } } }))
        .status,
    ).toBe(400);
  });

  it('409s a stale version with what is stored now, so no edit silently overwrites another', async () => {
    const d = deps();
    const token = await tokenFor(EDITOR);
    expect((await call(d, { method: 'PUT', token, body: edit(0, product, { stock: 1 }) })).status).toBe(200);
    const stale = await call(d, {
      method: 'PUT',
      token,
      body: edit(0, product, { stock: 2 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: 409,
      detail: expect.stringMatching(/Someone else saved/),
      current: { version: 1, fields: { stock: 1 } },
    });
    expect((await call(d, {})).body).toMatchObject({ version: 1, fields: { stock: 1 } });
  });

  it('lets exactly one of simultaneous saves from the same version win', async () => {
    // Netlify's create-only writes are atomic; the local Blobs server's are not, so this race runs on a store double.
    const store = memoryStore().store;
    const d = deps({ edits: productEditsRepository(store, log), hook: buildHook({ url: hookURL, store, log }) });
    const token = await tokenFor(EDITOR);
    const results = await Promise.all(
      [5, 6, 7, 8].map((stock) => call(d, { method: 'PUT', token, body: edit(0, other, { stock }), sku: other.sku })),
    );
    expect(results.map((r) => r.status).toSorted()).toEqual([200, 409, 409, 409]);
    expect((await d.edits.of(other.sku)).version).toBe(1);
  });

  it('calls the build hook once for two quick saves, and the scheduled run builds the second after the minute', async () => {
    let now = new Date('2026-11-22T12:00:00.000Z');
    const d = deps({}, () => now);
    const token = await tokenFor(EDITOR);
    const first = await call(d, {
      method: 'PUT',
      token,
      body: edit(0, product, { stock: 10 }),
    });
    now = new Date('2026-11-22T12:00:20.000Z');
    const second = await call(d, {
      method: 'PUT',
      token,
      body: edit(0, other, { stock: 11 }),
      sku: other.sku,
    });
    expect([first.body['live'], second.body['live']]).toEqual([
      { when: 'rebuilding', message: LIVE_MESSAGES.rebuilding },
      { when: 'queued', message: LIVE_MESSAGES.queued },
    ]);
    expect(hookCalls).toBe(1);

    expect(await d.hook.flushPending(new Date('2026-11-22T12:00:50.000Z'))).toBe(false);
    expect(await d.hook.flushPending(new Date('2026-11-22T12:01:05.000Z'))).toBe(true);
    expect(hookCalls).toBe(2);
    // Nothing is waiting any more.
    expect(await d.hook.flushPending(new Date('2026-11-22T12:03:00.000Z'))).toBe(false);
    expect(hookCalls).toBe(2);
    // A save long after the last call builds at once again.
    now = new Date('2026-11-22T12:05:00.000Z');
    expect(
      (await call(d, { method: 'PUT', token, body: edit(1, product, { stock: 12 }, 10) })).body['live'],
    ).toMatchObject({ when: 'rebuilding' });
    expect(hookCalls).toBe(3);
  });

  it('says the change goes live at the next deploy when no build hook is set, and queues a retry when the hook fails', async () => {
    const store = jsonStore(storeName, blobs.connection);
    const manual = deps({ hook: buildHook({ url: undefined, store }) });
    const token = await tokenFor(EDITOR);
    expect(
      (
        await call(manual, {
          method: 'PUT',
          token,
          body: edit(0, third, { stock: 4 }),
          sku: third.sku,
        })
      ).body['live'],
    ).toMatchObject({ when: 'manual' });

    const failing = deps({
      hook: buildHook({ url: `${hookURL}/down`, store, log, fetch: async () => new Response('no', { status: 500 }) }),
    });
    const saved = await call(failing, {
      method: 'PUT',
      token,
      body: edit(1, third, { stock: 5 }, 4),
      sku: third.sku,
    });
    expect(saved.body['live']).toMatchObject({ when: 'queued' });
    expect(log.error).toHaveBeenCalledWith('Build hook answered 500');
  });

  it('hides a product: GET 404s it to everyone but editors, and it leaves the effective catalogue', async () => {
    const d = deps();
    const token = await tokenFor(EDITOR);
    expect((await call(d, { method: 'PUT', token, body: edit(0, product, { hidden: true }) })).status).toBe(200);
    expect((await call(d, {})).status).toBe(404);
    expect((await call(d, { token: await tokenFor('shopper@example.com') })).status).toBe(404);
    expect((await call(d, { token })).body).toMatchObject({ fields: { hidden: true }, canEdit: true });
    expect(visibleCatalogue(await d.edits.all()).some((p) => p.sku === product.sku)).toBe(false);
  });

  it('skips a corrupt stored version (reported) and still numbers the next save after it', async () => {
    const d = deps();
    const store = jsonStore(storeName, blobs.connection);
    const token = await tokenFor(EDITOR);
    await call(d, { method: 'PUT', token, body: edit(0, product, { stock: 9 }) });
    await store.create(`products/${product.sku}/00000002`, { garbage: true });
    const state = await call(d, {});
    expect(state.body).toMatchObject({ version: 2, fields: { stock: 9 } });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('Unreadable product edit'));
    expect((await call(d, { method: 'PUT', token, body: edit(2, product, { stock: 8 }, 9) })).body).toMatchObject({
      version: 3,
    });
  });
});

describe('stock in a save', () => {
  it('leaves the live level alone when the stock field is untouched, however many units sold since the form loaded', async () => {
    const d = deps();
    const token = await tokenFor(EDITOR);
    const loaded = (await call(d, { token })).body as { version: number; fields: ProductEditFields };
    // A shopper orders 2 while the editor types.
    expect(await d.inventory.reserve([{ sku: product.sku, quantity: 2 }])).toEqual({ ok: true });
    const saved = await call(d, {
      method: 'PUT',
      token,
      body: {
        version: loaded.version,
        fields: { ...loaded.fields, summary: 'A new summary.' },
        stockSeen: loaded.fields.stock,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fields: { stock: product.stock - 2, summary: 'A new summary.' } });
    expect((await d.inventory.levels([product.sku])).get(product.sku)).toBe(product.stock - 2);
    const stored = (await d.edits.of(product.sku)).latest;
    expect(stored?.changed).toEqual(['summary']);
    // The stored stock field is what it was, not the level the form happened to load.
    expect(stored?.fields.stock).toBe(product.stock);
    // The order's later cancel gives back exactly the 2 units it took.
    await d.inventory.release([{ sku: product.sku, quantity: 2 }]);
    expect((await d.inventory.levels([product.sku])).get(product.sku)).toBe(product.stock);
  });

  it('refuses a stock change made against a level that has moved, with both figures, and stores nothing', async () => {
    const d = deps();
    const token = await tokenFor(EDITOR);
    await d.inventory.reserve([{ sku: product.sku, quantity: 2 }]);
    const refused = await call(d, { method: 'PUT', token, body: edit(0, product, { stock: 500, name: 'Renamed' }) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      type: expect.stringMatching(/stock-moved$/),
      seen: product.stock,
      live: product.stock - 2,
      detail: expect.stringContaining(`you saw ${product.stock}, it is ${product.stock - 2} now`),
      current: { version: 0, fields: { stock: product.stock - 2, name: product.name } },
    });
    expect((await d.inventory.levels([product.sku])).get(product.sku)).toBe(product.stock - 2);
    expect(await d.edits.of(product.sku)).toEqual({ latest: null, version: 0 });
    // Against the live level it goes through.
    const saved = await call(d, { method: 'PUT', token, body: edit(0, product, { stock: 500 }, product.stock - 2) });
    expect(saved.status).toBe(200);
    expect((await d.inventory.levels([product.sku])).get(product.sku)).toBe(500);
    expect((await d.edits.of(product.sku)).latest).toMatchObject({ changed: ['stock'], fields: { stock: 500 } });
  });

  it('takes a stock change back when the save loses the version race, keeping units sold meanwhile', async () => {
    const store = memoryStore().store;
    const d = deps({ edits: productEditsRepository(store, log), hook: buildHook({ url: undefined, store }) });
    const token = await tokenFor(EDITOR);
    // Someone else's version 1 lands between this save's version check and its write.
    const append = d.edits.append.bind(d.edits);
    d.edits.append = async (e) => {
      await append({ ...e, version: 1, changed: ['name'], fields: { ...e.fields, name: 'Theirs' } });
      await d.inventory.reserve([{ sku: product.sku, quantity: 3 }]);
      return append(e);
    };
    const lost = await call(d, { method: 'PUT', token, body: edit(0, product, { stock: product.stock + 10 }) });
    expect(lost.status).toBe(409);
    expect(lost.body).toMatchObject({ type: expect.stringMatching(/edit-conflict$/) });
    expect(lost.body).not.toHaveProperty('stockKept');
    expect((await d.inventory.levels([product.sku])).get(product.sku)).toBe(product.stock - 3);
  });

  it('keeps a raise that orders already sold from when the save loses the version race, and says so', async () => {
    const store = memoryStore().store;
    const d = deps({ edits: productEditsRepository(store, log), hook: buildHook({ url: undefined, store }) });
    const token = await tokenFor(EDITOR);
    await d.inventory.set(product.sku, 0);
    const append = d.edits.append.bind(d.edits);
    d.edits.append = async (e) => {
      await append({ ...e, version: 1, changed: ['name'], fields: { ...e.fields, name: 'Theirs' } });
      await d.inventory.reserve([{ sku: product.sku, quantity: 4 }]);
      return append(e);
    };
    const lost = await call(d, { method: 'PUT', token, body: edit(0, product, { stock: 5 }, 0) });
    expect(lost.status).toBe(409);
    expect(lost.body).toMatchObject({ stockKept: { from: 0, to: 5 }, detail: expect.stringMatching(/0 to 5/) });
    expect((await d.inventory.levels([product.sku])).get(product.sku)).toBe(1);
  });
});

describe('who saved', () => {
  it('is told to editors only: signed out and shoppers get no editor identity', async () => {
    const d = deps();
    const token = await tokenFor(EDITOR);
    expect((await call(d, { method: 'PUT', token, body: edit(0, product, { price: 1234 }) })).status).toBe(200);
    const anonymous = await call(d, {});
    expect(anonymous.body).toMatchObject({ version: 1, updatedBy: null });
    expect(JSON.stringify(anonymous.body)).not.toContain(EDITOR);
    const shopper = await call(d, { token: await tokenFor('shopper@example.com') });
    expect(JSON.stringify(shopper.body)).not.toContain(EDITOR);
    expect((await call(d, { token })).body).toMatchObject({ updatedBy: EDITOR });
  });
});

describe('parseEditors', () => {
  it('reads emails separated by commas, spaces or new lines, without case', () => {
    expect([...parseEditors(' A@x.com,b@Y.com\nc@z.com ; not-an-email ')]).toEqual(['a@x.com', 'b@y.com', 'c@z.com']);
    expect(parseEditors(undefined).size).toBe(0);
  });
});
