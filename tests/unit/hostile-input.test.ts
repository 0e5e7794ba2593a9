// Property-based tests (fast-check) for every Function handler, behind the wrapper the Functions use: random and
// malformed bodies, huge strings, deep JSON, wrong types, unicode, prototype-pollution keys, traversal in ids and
// SKUs, forged tokens. Each answer must be a 4xx JSON error with the safety headers and no stack or path in it, and
// nothing stored may change: every test starts from stores holding real data (a placed order, an editor's save, stock
// levels), so a hostile request that overwrote, deleted or added anything would show.
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { skuSchema } from '../../src/domain/catalog/index.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/orders/index.ts';
import { editableFields } from '../../src/domain/editor/schema.ts';
import { handleMe } from '../../src/server/auth/me.ts';
import { chatDepsFromEnv } from '../../src/server/chat/transport/deps.ts';
import { handleChat } from '../../src/server/chat/transport/handler.ts';
import { handleStock } from '../../src/server/inventory/handler.ts';
import { createInventory } from '../../src/server/inventory/inventory.ts';
import { handleOrders, type OrdersDeps } from '../../src/server/orders/handler.ts';
import { handleDesk } from '../../src/server/desk/handler.ts';
import { orderRepository } from '../../src/server/orders/repository.ts';
import { buildHook } from '../../src/server/products/build-hook.ts';
import { handleProducts, parseEditors, type ProductsDeps } from '../../src/server/products/handler.ts';
import { productEditsRepository } from '../../src/server/products/repository.ts';
import { problem } from '../../src/server/http.ts';
import { secured } from '../../src/server/secure.ts';
import { functionPaths, paramsFor } from '../support/function-route.ts';
import { badAuthorization, expectClientError, hostileBody, hostileString } from '../support/hostile.ts';
import { memoryStore } from '../support/memory-store.ts';
import { testTokens, type TestTokens } from '../support/tokens.ts';

const RUNS = Number(process.env['HOSTILE_RUNS'] ?? 150);
const silent = { error: () => undefined };
const productAt = (index: number) => {
  const found = catalogue()[index];
  if (!found) throw new Error(`the catalogue has no product ${index}`);
  return found;
};
/** Ordered in the seeded data (and the target of the hostile requests); edited by an editor; given a stock level. */
const [product, edited, restocked] = [productAt(0), productAt(1), productAt(2)];

let tokens: TestTokens;
let shopper: string;
let editor: string;
beforeAll(async () => {
  tokens = await testTokens();
  shopper = await tokens.tokenFor('shopper');
  editor = await tokens.tokenFor('editor', { email: 'editor@example.com' });
});
afterEach(() => {
  // A prototype-pollution key that reached a merge would show up on every object.
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
});

/** Every handler behind the Functions' wrapper, over stores already holding real data (seeded through the handlers). */
async function world() {
  const orders = memoryStore();
  const stock = memoryStore();
  const edits = memoryStore();
  const inventory = createInventory({
    store: stock.store,
    initial: async (sku) => catalogue().find((p) => p.sku === sku)?.stock,
    log: silent,
  });
  const ordersDeps: OrdersDeps = {
    verifier: tokens.verifier,
    orders: orderRepository(orders.store, silent),
    inventory,
    catalog: async () => catalogue(),
    log: silent,
  };
  const productsDeps: ProductsDeps = {
    verifier: tokens.verifier,
    edits: productEditsRepository(edits.store, silent),
    catalog: catalogue(),
    editors: parseEditors('editor@example.com'),
    hook: buildHook({ url: undefined, store: edits.store, log: silent }),
    inventory,
    log: silent,
  };
  const snapshot = () => [orders.snapshot(), stock.snapshot(), edits.snapshot()].join('\n');
  const w = {
    orders: secured(
      routed('orders', (request, params) => handleOrders(request, params, ordersDeps)),
      silent,
    ),
    products: secured(
      routed('products', (request, params) => handleProducts(request, params, productsDeps)),
      silent,
    ),
    desk: secured(
      routed('desk', (request, params) =>
        handleDesk(request, params, { ...ordersDeps, staff: parseEditors('editor@example.com') }),
      ),
      silent,
    ),
    stock: secured(
      (request: Request) => handleStock(request, { inventory, visible: async (skus) => new Set(skus) }),
      silent,
    ),
    me: secured((request: Request) => handleMe(request, tokens.verifier), silent),
    // Without the rate limiter: past its burst every request would be a 429 that never reaches the parser.
    chat: secured(
      (request: Request) => handleChat(request, { ...chatDepsFromEnv({}), limiter: undefined, log: silent }),
      silent,
    ),
    snapshot,
  };

  const placed = await w.orders(
    json('POST', '/api/orders', JSON.stringify({ lines: [{ sku: product.sku, quantity: 2 }] }), {
      Authorization: `Bearer ${shopper}`,
      'Idempotency-Key': crypto.randomUUID(),
    }),
  );
  expect(placed.status).toBe(201);
  const fields = { ...editableFields(edited), price: edited.price + 100, stock: edited.stock + 5 };
  const saved = await w.products(
    json('PUT', `/api/products/${edited.sku}`, JSON.stringify({ version: 0, fields, stockSeen: edited.stock }), {
      Authorization: `Bearer ${editor}`,
    }),
  );
  expect(saved.status).toBe(200);
  await inventory.set(restocked.sku, 3);
  // The order, its index entry, its account's open orders and the product's taken stock; the edit and its new stock
  // level; the set level.
  expect([...orders.data.keys()].filter((key) => key.startsWith('users/'))).toHaveLength(3);
  expect(await inventory.stored()).toEqual(
    new Map([
      [product.sku, product.stock - 2],
      [edited.sku, edited.stock + 5],
      [restocked.sku, 3],
    ]),
  );
  expect(await productsDeps.edits.of(edited.sku)).toMatchObject({ version: 1, latest: { fields } });
  return w;
}

/**
 * Calls `handler` with the params Netlify would pass for the request's URL; a URL no `config.path` pattern matches
 * never reaches the Function on Netlify, so it gets the site's plain 404 (as a problem answer, to keep one shape).
 */
function routed(fn: string, handler: (request: Request, params: Record<string, string>) => Promise<Response>) {
  const patterns = functionPaths(fn);
  return (request: Request) => {
    const params = paramsFor(patterns, request.url);
    return params ? handler(request, params) : Promise.resolve(problem(404, 'There is no such endpoint.'));
  };
}

const json = (method: string, url: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`https://store.test${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
/** A path segment as an attacker sends it: raw (traversal and all) or percent-encoded. */
const segment = fc
  .tuple(hostileString, fc.boolean())
  .map(([s, raw]) => (raw ? s.replaceAll('?', '%3F').replaceAll('#', '%23') : encodeURIComponent(s)));

describe('orders', () => {
  it('refuses hostile bodies for checkout and quote, storing nothing', async () => {
    const w = await world();
    const before = w.snapshot();
    await fc.assert(
      fc.asyncProperty(hostileBody, fc.constantFrom('/api/orders', '/api/orders/quote'), async (body, path) => {
        await expectClientError(
          await w.orders(
            json('POST', path, body, { Authorization: `Bearer ${shopper}`, 'Idempotency-Key': crypto.randomUUID() }),
          ),
        );
      }),
      { numRuns: RUNS },
    );
    expect(w.snapshot()).toBe(before);
  });

  it('refuses hostile Idempotency-Keys', async () => {
    const w = await world();
    const before = w.snapshot();
    const body = JSON.stringify({ lines: [{ sku: product.sku, quantity: 1 }] });
    await fc.assert(
      fc.asyncProperty(
        hostileString.filter((key) => !IDEMPOTENCY_KEY_PATTERN.test(key)),
        async (key) => {
          const headers = new Headers({ Authorization: `Bearer ${shopper}`, 'Content-Type': 'application/json' });
          // Header values cannot carry every character; what cannot be sent cannot attack.
          try {
            headers.set('Idempotency-Key', key);
          } catch {
            return;
          }
          await expectClientError(
            await w.orders(new Request('https://store.test/api/orders', { method: 'POST', headers, body })),
          );
        },
      ),
      { numRuns: RUNS },
    );
    expect(w.snapshot()).toBe(before);
  });

  it('answers 404 for hostile order ids (read and cancel), 4xx for hostile cursors and limits', async () => {
    const w = await world();
    const before = w.snapshot();
    const auth = { Authorization: `Bearer ${shopper}` };
    await fc.assert(
      fc.asyncProperty(segment, hostileString, hostileString, async (id, cursor, limit) => {
        // An id of '', '.' or '/' resolves to the list itself, which a signed-in user may read.
        if (new URL(`https://store.test/api/orders/${id}`).pathname.replace(/\/+$/, '') !== '/api/orders') {
          await expectClientError(
            await w.orders(new Request(`https://store.test/api/orders/${id}`, { headers: auth })),
          );
        }
        await expectClientError(
          await w.orders(new Request(`https://store.test/api/orders/${id}/cancel`, { method: 'POST', headers: auth })),
        );
        const query = new URLSearchParams({ cursor: cursor || 'x', limit: limit || 'x' });
        await expectClientError(
          await w.orders(new Request(`https://store.test/api/orders?${query}`, { headers: auth })),
        );
      }),
      { numRuns: RUNS },
    );
    expect(w.snapshot()).toBe(before);
  });

  it('answers 401 to forged, unsigned and malformed tokens on every route', async () => {
    const w = await world();
    const before = w.snapshot();
    const forged = await tokens.forged('shopper');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(badAuthorization, fc.constant(`Bearer ${forged}`)),
        fc.constantFrom(
          'GET /api/orders',
          'POST /api/orders',
          'POST /api/orders/quote',
          'GET /api/orders/0123456789abcdef01234567',
          'POST /api/orders/0123456789abcdef01234567/cancel',
        ),
        async (authorization, route) => {
          const [method = 'GET', path = '/'] = route.split(' ');
          const headers = new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() });
          try {
            headers.set('Authorization', authorization);
          } catch {
            return;
          }
          const body = method === 'POST' ? JSON.stringify({ lines: [{ sku: product.sku, quantity: 1 }] }) : null;
          const response = await w.orders(new Request(`https://store.test${path}`, { method, headers, body }));
          expect(response.status).toBe(401);
          await expectClientError(response);
        },
      ),
      { numRuns: RUNS },
    );
    expect(w.snapshot()).toBe(before);
  });
});

describe('the orders desk', () => {
  it('answers hostile refs, actions and queries from staff with 4xx, and anyone else with 401 or 403, changing nothing', async () => {
    const w = await world();
    const before = w.snapshot();
    const forged = await tokens.forged('editor');
    await fc.assert(
      fc.asyncProperty(
        segment,
        segment,
        hostileString,
        fc.constantFrom(editor, shopper, forged, 'not-a-token'),
        async (ref, action, query, token) => {
          const headers = { Authorization: `Bearer ${token}` };
          const step = await w.desk(
            new Request(`https://store.test/api/desk/orders/${ref}/${action}`, { method: 'POST', headers }),
          );
          await expectClientError(step);
          const list = await w.desk(
            new Request(`https://store.test/api/desk/orders?${new URLSearchParams({ status: query, after: query })}`, {
              headers,
            }),
          );
          await expectClientError(list);
          if (token !== editor) expect([401, 403]).toContain(list.status);
        },
      ),
      { numRuns: RUNS },
    );
    expect(w.snapshot()).toBe(before);
  });
});

describe('products', () => {
  it('answers 404 for hostile SKUs, signed in or not', async () => {
    const w = await world();
    const before = w.snapshot();
    await fc.assert(
      fc.asyncProperty(
        segment.filter((s) => !skuSchema.safeParse(s).success || !catalogue().some((p) => p.sku === s)),
        fc.boolean(),
        async (sku, signedIn) => {
          const headers: Record<string, string> = signedIn ? { Authorization: `Bearer ${editor}` } : {};
          await expectClientError(await w.products(new Request(`https://store.test/api/products/${sku}`, { headers })));
        },
      ),
      { numRuns: RUNS },
    );
    expect(w.snapshot()).toBe(before);
  });

  it('refuses hostile edits from an editor, and any edit from a forged or non-editor token, storing nothing', async () => {
    const w = await world();
    const before = w.snapshot();
    await fc.assert(
      fc.asyncProperty(
        hostileBody,
        fc.oneof(fc.constant(`Bearer ${editor}`), fc.constant(`Bearer ${shopper}`), badAuthorization),
        async (body, authorization) => {
          const headers: Record<string, string> = { 'Content-Type': 'application/json' };
          if (/^[\t\x20-\x7e]*$/.test(authorization)) headers['Authorization'] = authorization;
          await expectClientError(
            await w.products(
              new Request(`https://store.test/api/products/${product.sku}`, { method: 'PUT', headers, body }),
            ),
          );
        },
      ),
      { numRuns: RUNS },
    );
    expect(w.snapshot()).toBe(before);
  });
});

describe('me, stock and the assistant', () => {
  it('me: 401 for every bad token, 405 for other methods', async () => {
    const w = await world();
    await fc.assert(
      fc.asyncProperty(
        badAuthorization,
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        async (authorization, method) => {
          const headers = new Headers();
          try {
            headers.set('Authorization', authorization);
          } catch {
            return;
          }
          const response = await w.me(new Request('https://store.test/api/me', { method, headers }));
          expect(response.status).toBe(method === 'GET' ? 401 : 405);
          await expectClientError(response);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('stock: 400 for any list with a malformed SKU, 200 with known SKUs only otherwise', async () => {
    const w = await world();
    const before = w.snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(hostileString, fc.constantFrom(...catalogue().map((p) => p.sku))), { maxLength: 60 }),
        async (skus) => {
          const query = new URLSearchParams({ skus: skus.join(',') });
          const response = await w.stock(new Request(`https://store.test/api/stock?${query}`));
          const parts = [...new Set(skus.join(',').split(',').filter(Boolean))];
          if (parts.length > 0 && parts.length <= 50 && parts.every((sku) => skuSchema.safeParse(sku).success)) {
            expect(response.status).toBe(200);
            const { levels } = (await response.json()) as { levels: Record<string, number> };
            expect(Object.keys(levels).every((sku) => catalogue().some((p) => p.sku === sku))).toBe(true);
          } else {
            await expectClientError(response);
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(w.snapshot()).toBe(before);
  });

  it('chat: refuses every body that is not a conversation', async () => {
    const w = await world();
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        await expectClientError(await w.chat(json('POST', '/api/chatbot', body)));
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses every write from another site before any handler runs', async () => {
    const w = await world();
    const before = w.snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('cross-site', 'same-site'),
        fc.constantFrom('/api/orders', '/api/orders/quote', `/api/products/${product.sku}`, '/api/chatbot'),
        async (site, path) => {
          const handler = path.startsWith('/api/products') ? w.products : path === '/api/chatbot' ? w.chat : w.orders;
          const response = await handler(
            json(path.startsWith('/api/products') ? 'PUT' : 'POST', path, '{}', {
              'Sec-Fetch-Site': site,
              Origin: 'https://evil.test',
              Authorization: `Bearer ${editor}`,
            }),
          );
          expect(response.status).toBe(403);
        },
      ),
      { numRuns: 20 },
    );
    expect(w.snapshot()).toBe(before);
  });
});
