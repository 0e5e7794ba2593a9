// The orders Function end to end against Netlify Blobs' local server (the same code path as on Netlify, with a
// filesystem behind it) and tokens signed by test keys through the accounts verifier.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, type TokenVerifier } from '../../src/server/auth/verify-token.ts';
import { jsonStore, type BlobsConnection, type JsonStore } from '../../src/server/blobs.ts';
import { handleOrders, type OrdersDeps } from '../../src/server/orders/handler.ts';
import { orderRepository } from '../../src/server/orders/repository.ts';
import { createInventory } from '../../src/server/inventory/inventory.ts';
import type { PricingProduct } from '../../src/domain/orders/pricing.ts';
import type { Order } from '../../src/domain/orders/schema.ts';
import { MAX_CANCELS_PER_WINDOW, MAX_OPEN_ORDERS } from '../../src/domain/orders/limits.ts';
import { problemCode } from '../../src/domain/errors/problem.ts';
import { functionPaths, paramsFor } from '../support/function-route.ts';

const projectId = 'pcstore-test';
const catalog: PricingProduct[] = [
  { sku: 'ssd-1tb', name: 'Test SSD 1TB', price: 7999, stock: 42 },
  { sku: 'usb-nano', name: 'Test USB nano', price: 1499, stock: 90 },
  { sku: 'last-two', name: 'Test rare card', price: 17999, stock: 2 },
  { sku: 'sold-out', name: 'Test sold-out card', price: 4499, stock: 0 },
  { sku: 'scarce-eight', name: 'Test scarce card', price: 9999, stock: 8 },
  { sku: 'capped', name: 'Test capped adapter', price: 2999, stock: 40, maxPerCustomer: 1 },
];

let server: BlobsServer;
let directory: string;
let store: JsonStore;
let stockStore: JsonStore;
let connection: BlobsConnection;
let stores = 0;
let key: CryptoKey;
let forger: CryptoKey;
let verifier: TokenVerifier;
const log = { error: vi.fn() };

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'orders-blobs-'));
  server = new BlobsServer({ directory, token: 'test-token', port: 0, logger: () => undefined });
  const { port } = await server.start();
  store = jsonStore('orders', { siteID: 'test-site', token: 'test-token', url: `http://127.0.0.1:${port}` });
  connection = { siteID: 'test-site', token: 'test-token', url: `http://127.0.0.1:${port}` };
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  forger = (await generateKeyPair('RS256')).privateKey;
  const keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }],
  });
  verifier = createTokenVerifier({ projectId, keys });
});
afterAll(async () => {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
});
beforeEach(() => {
  log.error.mockClear();
  // Each test starts from the catalogue's stock.
  stockStore = jsonStore(`inventory-${(stores += 1)}`, connection);
});

let users = 0;
/** A signed ID token for a fresh user (or `uid`), as Firebase would issue it. */
async function tokenFor(
  uid = `user-${Date.now().toString(36)}-${(users += 1)}`,
  signer: CryptoKey = key,
  verified = true,
) {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    auth_time: now - 10,
    email: `${uid}@example.com`,
    email_verified: verified,
    firebase: { sign_in_provider: 'password' },
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .setAudience(projectId)
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setSubject(uid)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + 3600)
    .sign(signer);
  return { uid, token };
}

const deps = (overrides: Partial<OrdersDeps> = {}): OrdersDeps => ({
  verifier,
  orders: orderRepository(store, log),
  inventory: createInventory({
    store: stockStore,
    initial: async (sku) => catalog.find((p) => p.sku === sku)?.stock,
    log,
  }),
  catalog: async () => catalog,
  log,
  ...overrides,
});

const paths = functionPaths('orders');

interface Call {
  method?: string;
  path?: string;
  token?: string | null;
  body?: unknown;
  raw?: string;
  key?: string | null;
  headers?: Record<string, string>;
}
async function call(
  { method = 'GET', path = '/api/orders', token = null, body, raw, key = null, headers = {} }: Call,
  d = deps(),
) {
  const init: RequestInit = { method, headers: { ...headers } };
  const h = init.headers as Record<string, string>;
  if (token) h['Authorization'] = `Bearer ${token}`;
  if (key) h['Idempotency-Key'] = key;
  if (body !== undefined || raw !== undefined) {
    h['Content-Type'] ??= 'application/json';
    init.body = raw ?? JSON.stringify(body);
  }
  const url = `http://localhost${path}`;
  const params = paramsFor(paths, url);
  if (!params) throw new Error(`No route of the orders Function matches ${path}`);
  const response = await handleOrders(new Request(url, init), params, d);
  const answer = (await response.json()) as Record<string, unknown>;
  // Errors are problem details; `code` is the short name of their type, for the assertions below.
  if (!response.ok) {
    expect(response.headers.get('Content-Type')).toBe('application/problem+json; charset=utf-8');
    expect(answer).toMatchObject({ status: response.status, title: expect.any(String), detail: expect.any(String) });
  }
  return {
    status: response.status,
    headers: response.headers,
    body: answer,
    code: problemCode(answer['type'] as string | undefined),
  };
}

const newKey = () => crypto.randomUUID();
const place = (token: string, lines: unknown, key = newKey()) => call({ method: 'POST', token, body: { lines }, key });
const orderOf = (body: Record<string, unknown>) => body['order'] as Order;

describe('authentication', () => {
  it('refuses a request without a token, with a forged token and with a malformed header', async () => {
    const none = await call({});
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(none.body['detail']).toMatch(/sign in/i);
    const forged = await tokenFor(undefined, forger);
    expect((await call({ token: forged.token })).status).toBe(401);
    expect((await call({ headers: { Authorization: 'Basic abc' } })).status).toBe(401);
    expect(
      (
        await call({
          method: 'POST',
          path: '/api/orders/quote',
          token: forged.token,
          body: { lines: [{ sku: 'ssd-1tb', quantity: 1 }] },
        })
      ).status,
    ).toBe(401);
  });
  it('answers 503 when no Firebase project is configured', async () => {
    const { token } = await tokenFor();
    const response = await call({ token }, deps({ verifier: null }));
    expect(response.status).toBe(503);
  });
});

describe('placing, listing, reading and cancelling', () => {
  it('places an order priced from the catalogue, ignoring the prices a client sends', async () => {
    const { token } = await tokenFor();
    const tampered = [
      { sku: 'ssd-1tb', quantity: 2, price: 1, unitPrice: 1, lineTotal: 2, name: 'Free SSD' },
      { sku: 'usb-nano', quantity: 1, price: 0 },
    ];
    const response = await call({
      method: 'POST',
      token,
      body: { lines: tampered, total: 1, subtotal: 1, shipping: 0 },
      key: newKey(),
    });
    expect(response.status).toBe(201);
    const order = orderOf(response.body);
    expect(response.headers.get('Location')).toBe(`/api/orders/${order.id}`);
    expect(order).toMatchObject({
      status: 'placed',
      currency: 'USD',
      itemCount: 3,
      subtotal: 2 * 7999 + 1499,
      shipping: 0,
      total: 2 * 7999 + 1499,
      lines: [
        { sku: 'ssd-1tb', name: 'Test SSD 1TB', unitPrice: 7999, quantity: 2, lineTotal: 15998 },
        { sku: 'usb-nano', name: 'Test USB nano', unitPrice: 1499, quantity: 1, lineTotal: 1499 },
      ],
    });
    expect(order.id).toMatch(/^[a-f0-9]{24}$/);
    expect(order).not.toHaveProperty('uid');
    expect(order).not.toHaveProperty('requestHash');
  });

  it('charges $5.99 shipping under $50.00', async () => {
    const { token } = await tokenFor();
    const order = orderOf((await place(token, [{ sku: 'usb-nano', quantity: 1 }])).body);
    expect(order).toMatchObject({ subtotal: 1499, shipping: 599, total: 2098 });
  });

  it('lists only the caller’s orders, newest first, and reads one by id', async () => {
    let clock = Date.UTC(2026, 2, 1, 9, 0, 0);
    const d = deps({ now: () => new Date((clock += 60_000)) });
    const { token } = await tokenFor();
    const first = orderOf(
      (await call({ method: 'POST', token, body: { lines: [{ sku: 'ssd-1tb', quantity: 1 }] }, key: newKey() }, d))
        .body,
    );
    const second = orderOf(
      (await call({ method: 'POST', token, body: { lines: [{ sku: 'usb-nano', quantity: 4 }] }, key: newKey() }, d))
        .body,
    );
    const list = await call({ token });
    expect(list.status).toBe(200);
    expect((list.body['orders'] as Order[]).map((o) => o.id)).toEqual([second.id, first.id]);
    const one = await call({ token, path: `/api/orders/${first.id}` });
    expect(one.status).toBe(200);
    expect(orderOf(one.body)).toEqual(first);

    const other = await tokenFor();
    expect((await call({ token: other.token })).body).toEqual({ orders: [], nextCursor: null });
  });

  it('answers 404, not 403, for another user’s order, and never cancels it', async () => {
    const owner = await tokenFor();
    const order = orderOf((await place(owner.token, [{ sku: 'ssd-1tb', quantity: 1 }])).body);
    const intruder = await tokenFor();
    const read = await call({ token: intruder.token, path: `/api/orders/${order.id}` });
    expect(read.status).toBe(404);
    expect(read.code).toBe('not-found');
    expect((await call({ method: 'POST', token: intruder.token, path: `/api/orders/${order.id}/cancel` })).status).toBe(
      404,
    );
    expect(orderOf((await call({ token: owner.token, path: `/api/orders/${order.id}` })).body).status).toBe('placed');
  });

  it('answers 404 for ids that are not order ids', async () => {
    const { token } = await tokenFor();
    for (const id of ['nope', '..%2F..%2Fother', 'ABCDEF0123456789abcdef01', '%E0%A4%A']) {
      expect((await call({ token, path: `/api/orders/${id}` })).status, id).toBe(404);
    }
  });

  it('cancels a placed order once; cancelling it again answers with the order as stored', async () => {
    const { token } = await tokenFor();
    const order = orderOf((await place(token, [{ sku: 'ssd-1tb', quantity: 1 }])).body);
    const cancelled = await call({ method: 'POST', token, path: `/api/orders/${order.id}/cancel` });
    expect(cancelled.status).toBe(200);
    expect(orderOf(cancelled.body)).toMatchObject({ id: order.id, status: 'cancelled', total: order.total });
    expect(orderOf(cancelled.body).cancelledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await call({ method: 'POST', token, path: `/api/orders/${order.id}/cancel` });
    expect(again.status).toBe(200);
    expect(orderOf(again.body)).toEqual(orderOf(cancelled.body));
    expect(orderOf((await call({ token, path: `/api/orders/${order.id}` })).body).status).toBe('cancelled');
  });
});

describe('idempotency', () => {
  it('makes one order of a replayed key, even after the price changed', async () => {
    const { token } = await tokenFor();
    const key = newKey();
    const lines = [{ sku: 'ssd-1tb', quantity: 1 }];
    const first = await place(token, lines, key);
    expect(first.status).toBe(201);
    const repriced = deps({ catalog: async () => catalog.map((p) => ({ ...p, price: p.price + 100 })) });
    const replay = await call({ method: 'POST', token, body: { lines }, key }, repriced);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(orderOf(replay.body)).toEqual(orderOf(first.body));
    expect((await call({ token })).body['orders']).toHaveLength(1);
  });

  it('refuses a key reused for a different cart', async () => {
    const { token } = await tokenFor();
    const key = newKey();
    await place(token, [{ sku: 'ssd-1tb', quantity: 1 }], key);
    const reused = await place(token, [{ sku: 'ssd-1tb', quantity: 2 }], key);
    expect(reused.status).toBe(409);
    expect(reused.code).toBe('idempotency-key-reused');
  });

  it('treats the same key from two users as two orders', async () => {
    const key = newKey();
    const a = orderOf((await place((await tokenFor()).token, [{ sku: 'ssd-1tb', quantity: 1 }], key)).body);
    const b = orderOf((await place((await tokenFor()).token, [{ sku: 'ssd-1tb', quantity: 1 }], key)).body);
    expect(a.id).not.toBe(b.id);
  });

  it('makes one order of five simultaneous requests with one key (a double click)', async () => {
    const { token } = await tokenFor();
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => place(token, [{ sku: 'usb-nano', quantity: 2 }], key)),
    );
    expect(responses.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(new Set(responses.map((r) => orderOf(r.body).id)).size).toBe(1);
    expect((await call({ token })).body['orders']).toHaveLength(1);
  });

  it('of 20 concurrent checkouts by one user, places exactly the open-order limit, none lost or duplicated', async () => {
    const { token } = await tokenFor();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(token, [{ sku: 'usb-nano', quantity: (i % 4) + 1 }])),
    );
    const created = responses.filter((r) => r.status === 201);
    expect(created).toHaveLength(MAX_OPEN_ORDERS);
    expect(responses.filter((r) => r.status !== 201).map((r) => [r.status, r.code])).toEqual(
      Array(20 - MAX_OPEN_ORDERS).fill([409, 'order-limit']),
    );
    const placed = created.map((r) => orderOf(r.body).id);
    expect(new Set(placed).size).toBe(MAX_OPEN_ORDERS);
    const listed = (await call({ token })).body['orders'] as Order[];
    expect(listed.map((o) => o.id).toSorted()).toEqual(placed.toSorted());
  });
});

describe('what one account may hold', () => {
  it('refuses checkout to an unverified email address, saying what to do, and takes nothing', async () => {
    const { token } = await tokenFor(`unverified-${Date.now().toString(36)}`, key, false);
    const d = deps();
    const refused = await call(
      { method: 'POST', token, key: newKey(), body: { lines: [{ sku: 'ssd-1tb', quantity: 1 }] } },
      d,
    );
    expect(refused).toMatchObject({ status: 403, code: 'email-not-verified' });
    expect(refused.body['detail']).toMatch(/open the link we sent to unverified-.*@example\.com/);
    expect((await d.inventory.levels(['ssd-1tb'])).get('ssd-1tb')).toBe(42);
  });

  it('bounds the units of one product across open orders; a cancel frees them again', async () => {
    const { token } = await tokenFor();
    const d = deps();
    const ten = () =>
      call({ method: 'POST', token, key: newKey(), body: { lines: [{ sku: 'usb-nano', quantity: 10 }] } }, d);
    const first = await ten();
    expect((await ten()).status).toBe(201);
    const third = await ten();
    expect(third).toMatchObject({ status: 409, code: 'order-limit' });
    // 70 on hand: a quarter is 17, under the cap of 20 per product.
    expect(third.body['detail']).toBe(
      'So that everyone gets a fair share of Test USB nano, one account may hold at most 17 in orders not yet shipped while 70 are on hand; you have 20.',
    );
    expect(third.body).toMatchObject({ limit: 'units', sku: 'usb-nano', held: 20, share: 17, onHand: 70 });
    expect((await d.inventory.levels(['usb-nano'])).get('usb-nano')).toBe(90 - 20);
    const id = orderOf(first.body).id;
    expect((await call({ method: 'POST', token, path: `/api/orders/${id}/cancel` }, d)).status).toBe(200);
    expect((await ten()).status).toBe(201);
  });
});

describe('fair shares of scarce products', () => {
  it('lets an account hold at most a quarter of the units on hand, at least one, naming the limit and the figures', async () => {
    const d = deps();
    const a = await tokenFor();
    const b = await tokenFor();
    const order = (token: string, quantity: number, sku = 'scarce-eight') =>
      call({ method: 'POST', token, key: newKey(), body: { lines: [{ sku, quantity }] } }, d);
    expect((await order(a.token, 3)).body).toMatchObject({ status: 409, limit: 'units', share: 2, onHand: 8, held: 0 });
    expect((await order(a.token, 2)).status).toBe(201);
    const more = await order(a.token, 1);
    expect(more).toMatchObject({ status: 409, code: 'order-limit' });
    expect(more.body['detail']).toBe(
      'So that everyone gets a fair share of Test scarce card, one account may hold at most 1 in orders not yet shipped while 6 are on hand; you have 2.',
    );
    expect((await order(b.token, 1)).status).toBe(201);
    expect((await d.inventory.levels(['scarce-eight'])).get('scarce-eight')).toBe(5);
  });
  it('applies the product’s own cap when it is smaller than the fair share', async () => {
    const d = deps();
    const { token } = await tokenFor();
    const two = await call(
      { method: 'POST', token, key: newKey(), body: { lines: [{ sku: 'capped', quantity: 2 }] } },
      d,
    );
    expect(two.body).toMatchObject({ status: 409, limit: 'units', share: 1, onHand: 40 });
    expect(two.body['detail']).toMatch(
      /at most 1 in orders not yet shipped while 40 are on hand; you have 0, so you can order 1 more\.$/,
    );
  });
  it('makes an account that cancelled 30 orders in a day wait before it checks out again', async () => {
    const d = deps();
    const { token } = await tokenFor();
    const one = () =>
      call({ method: 'POST', token, key: newKey(), body: { lines: [{ sku: 'ssd-1tb', quantity: 1 }] } }, d);
    for (let n = 0; n < MAX_CANCELS_PER_WINDOW; n += 1) {
      const placed = await one();
      expect(placed.status).toBe(201);
      const id = orderOf(placed.body).id;
      expect((await call({ method: 'POST', token, path: `/api/orders/${id}/cancel` }, d)).status).toBe(200);
      // A repeated cancel does not count twice.
      expect((await call({ method: 'POST', token, path: `/api/orders/${id}/cancel` }, d)).status).toBe(200);
    }
    const refused = await one();
    expect(refused).toMatchObject({ status: 409, code: 'order-limit', body: { limit: 'cancels', cancels: 30 } });
    expect(refused.body['detail']).toMatch(/^You cancelled 30 orders in the last 24 hours.*check out again from /);
    expect((await d.inventory.levels(['ssd-1tb'])).get('ssd-1tb')).toBe(42);
  });

  it('says what frees a slot when the account has five orders not yet shipped', async () => {
    const d = deps();
    const { token } = await tokenFor();
    for (let n = 0; n < MAX_OPEN_ORDERS; n += 1) {
      const placed = await call(
        { method: 'POST', token, key: newKey(), body: { lines: [{ sku: 'ssd-1tb', quantity: 1 }] } },
        d,
      );
      expect(placed.status).toBe(201);
    }
    const sixth = await call(
      { method: 'POST', token, key: newKey(), body: { lines: [{ sku: 'ssd-1tb', quantity: 1 }] } },
      d,
    );
    expect(sixth).toMatchObject({ status: 409, code: 'order-limit' });
    expect(sixth.body['detail']).toMatch(
      /5 orders that have not shipped yet.*as soon as one of them ships, or when you cancel one/,
    );
  });
});

describe('validation errors', () => {
  const invalid: Array<[string, Call, number, string]> = [
    [
      'no Idempotency-Key',
      { method: 'POST', body: { lines: [{ sku: 'ssd-1tb', quantity: 1 }] } },
      400,
      'idempotency-key',
    ],
    [
      'a short Idempotency-Key',
      { method: 'POST', body: { lines: [{ sku: 'ssd-1tb', quantity: 1 }] }, key: 'abc' },
      400,
      'idempotency-key',
    ],
    ['a body that is not an object', { method: 'POST', body: [1, 2], key: newKey() }, 400, 'invalid-request'],
    [
      'lines that are not an array',
      { method: 'POST', body: { lines: 'ssd-1tb' }, key: newKey() },
      400,
      'invalid-request',
    ],
    ['an empty order', { method: 'POST', body: { lines: [] }, key: newKey() }, 400, 'empty-order'],
    [
      'more than 50 lines',
      {
        method: 'POST',
        body: { lines: Array.from({ length: 51 }, (_, i) => ({ sku: `p-${i}`, quantity: 1 })) },
        key: newKey(),
      },
      400,
      'too-many-lines',
    ],
    [
      'a line that is not an object',
      { method: 'POST', body: { lines: ['ssd-1tb'] }, key: newKey() },
      400,
      'invalid-line',
    ],
    [
      'quantity 0',
      { method: 'POST', body: { lines: [{ sku: 'ssd-1tb', quantity: 0 }] }, key: newKey() },
      400,
      'invalid-quantity',
    ],
    [
      'a negative quantity',
      { method: 'POST', body: { lines: [{ sku: 'ssd-1tb', quantity: -1 }] }, key: newKey() },
      400,
      'invalid-quantity',
    ],
    [
      'quantity 11',
      { method: 'POST', body: { lines: [{ sku: 'ssd-1tb', quantity: 11 }] }, key: newKey() },
      400,
      'invalid-quantity',
    ],
    [
      'a fractional quantity',
      { method: 'POST', body: { lines: [{ sku: 'ssd-1tb', quantity: 1.5 }] }, key: newKey() },
      400,
      'invalid-quantity',
    ],
    [
      'a quantity sent as text',
      { method: 'POST', body: { lines: [{ sku: 'ssd-1tb', quantity: '2' }] }, key: newKey() },
      400,
      'invalid-quantity',
    ],
    [
      'a malformed SKU',
      { method: 'POST', body: { lines: [{ sku: '../etc/passwd', quantity: 1 }] }, key: newKey() },
      400,
      'invalid-sku',
    ],
    [
      'the same SKU twice',
      {
        method: 'POST',
        body: {
          lines: [
            { sku: 'ssd-1tb', quantity: 1 },
            { sku: 'ssd-1tb', quantity: 2 },
          ],
        },
        key: newKey(),
      },
      400,
      'duplicate-sku',
    ],
    [
      'an unknown SKU',
      { method: 'POST', body: { lines: [{ sku: 'no-such-thing', quantity: 1 }] }, key: newKey() },
      422,
      'unknown-sku',
    ],
    [
      'more than the stock',
      { method: 'POST', body: { lines: [{ sku: 'last-two', quantity: 3 }] }, key: newKey() },
      409,
      'out-of-stock',
    ],
    [
      'a sold-out product',
      { method: 'POST', body: { lines: [{ sku: 'sold-out', quantity: 1 }] }, key: newKey() },
      409,
      'out-of-stock',
    ],
    [
      'a quote for an unknown SKU',
      { method: 'POST', path: '/api/orders/quote', body: { lines: [{ sku: 'nope', quantity: 1 }] } },
      422,
      'unknown-sku',
    ],
    ['a quote for nothing', { method: 'POST', path: '/api/orders/quote', body: { lines: [] } }, 400, 'empty-order'],
    ['PUT /api/orders', { method: 'PUT' }, 405, 'method-not-allowed'],
    ['GET /api/orders/quote', { path: '/api/orders/quote' }, 405, 'method-not-allowed'],
    ['GET on a cancel', { path: '/api/orders/0123456789abcdef01234567/cancel' }, 405, 'method-not-allowed'],
    ['an unknown endpoint', { path: '/api/orders/0123456789abcdef01234567/refund', method: 'POST' }, 404, 'not-found'],
  ];
  it.each(invalid)('answers %s with a clear 4xx error', async (_name, request, status, code) => {
    const { token } = await tokenFor();
    const response = await call({ ...request, token });
    expect(response.status).toBe(status);
    expect(response.code).toBe(code);
    expect(typeof response.body['detail']).toBe('string');
    expect((response.body['detail'] as string).length).toBeGreaterThan(10);
  });

  it('names the line and the product in its messages', async () => {
    const { token } = await tokenFor();
    const tooMany = await call({
      method: 'POST',
      path: '/api/orders/quote',
      token,
      body: {
        lines: [
          { sku: 'usb-nano', quantity: 1 },
          { sku: 'ssd-1tb', quantity: 12 },
        ],
      },
    });
    expect(tooMany.body['detail']).toBe('Line 2 (ssd-1tb): quantity must be a whole number from 1 to 10.');
    // The field at fault, as the schema helper words it, for a form to show beside the line.
    expect(tooMany.body['errors']).toEqual({ 'lines.1.quantity': expect.any(String) });
    const stock = await call({
      method: 'POST',
      path: '/api/orders/quote',
      token,
      body: { lines: [{ sku: 'last-two', quantity: 5 }] },
    });
    expect(stock.status).toBe(409);
    expect(stock.body).toMatchObject({
      detail: 'Only 2 of Test rare card are left; you asked for 5.',
      sku: 'last-two',
      available: 2,
    });
    const none = await call({
      method: 'POST',
      path: '/api/orders/quote',
      token,
      body: { lines: [{ sku: 'sold-out', quantity: 1 }] },
    });
    expect(none.body).toMatchObject({
      detail: 'Test sold-out card is out of stock; you asked for 1.',
      sku: 'sold-out',
      available: 0,
    });
  });

  it('answers 415 for a body not sent as JSON, 400 for broken JSON and 413 for a huge body', async () => {
    const { token } = await tokenFor();
    const base = { method: 'POST', path: '/api/orders/quote', token };
    expect((await call({ ...base, raw: 'lines=1', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect((await call({ ...base, raw: '{"lines": [' })).status).toBe(400);
    expect((await call({ ...base, raw: JSON.stringify({ lines: [], pad: 'x'.repeat(20_000) }) })).status).toBe(413);
  });

  it('places nothing when validation fails', async () => {
    const { token } = await tokenFor();
    await place(token, [{ sku: 'last-two', quantity: 3 }]);
    await place(token, []);
    expect((await call({ token })).body['orders']).toEqual([]);
  });
});

describe('quote', () => {
  it('prices a cart without placing it', async () => {
    const { token } = await tokenFor();
    const response = await call({
      method: 'POST',
      path: '/api/orders/quote',
      token,
      body: { lines: [{ sku: 'usb-nano', quantity: 3, price: 1 }] },
    });
    expect(response.status).toBe(200);
    expect(response.body['quote']).toEqual({
      lines: [{ sku: 'usb-nano', name: 'Test USB nano', unitPrice: 1499, quantity: 3, lineTotal: 4497 }],
      itemCount: 3,
      subtotal: 4497,
      shipping: 599,
      total: 5096,
      currency: 'USD',
    });
    expect((await call({ token })).body['orders']).toEqual([]);
  });
});

describe('stored data', () => {
  it('skips (and reports) a stored record that no longer parses instead of failing the list', async () => {
    const { uid, token } = await tokenFor();
    const good = orderOf((await place(token, [{ sku: 'ssd-1tb', quantity: 1 }])).body);
    await store.create(`users/${uid}/orders/ffffffffffffffffffffffff`, { id: 'broken' });
    await store.create(`users/${uid}/recent/0000000000001-ffffffffffffffffffffffff`, {});
    const list = await call({ token });
    expect((list.body['orders'] as Order[]).map((o) => o.id)).toEqual([good.id]);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('Unreadable order record'));
  });

  it('gives the units back and frees the key when the order cannot be stored as placed', async () => {
    const { token } = await tokenFor();
    const orders = orderRepository(store, log);
    const failing = deps({
      orders: {
        ...orders,
        confirm: async () => {
          throw new Error('disk on fire');
        },
      },
    });
    const key = newKey();
    const failed = await call(
      { method: 'POST', token, body: { lines: [{ sku: 'last-two', quantity: 1 }] }, key },
      failing,
    );
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toContain('disk on fire');
    // Its unit is back: the same key, retried once the store works, places the order, and one more is left.
    const retried = await call({ method: 'POST', token, body: { lines: [{ sku: 'last-two', quantity: 1 }] }, key });
    expect(retried.status).toBe(201);
    expect(orderOf(retried.body).lines).toMatchObject([{ sku: 'last-two', quantity: 1 }]);
    expect((await place((await tokenFor()).token, [{ sku: 'last-two', quantity: 1 }])).status).toBe(201);
    expect((await place((await tokenFor()).token, [{ sku: 'last-two', quantity: 1 }])).status).toBe(409);
  });

  it('answers 500 without details when the store fails', async () => {
    const { token } = await tokenFor();
    const broken: JsonStore = {
      ...store,
      // eslint-disable-next-line require-yield -- a store whose listing fails before it yields anything
      pages: async function* () {
        throw new Error('disk on fire');
      },
    };
    const response = await call({ token }, deps({ orders: orderRepository(broken, log) }));
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('disk on fire');
    expect(log.error).toHaveBeenCalled();
  });
});
