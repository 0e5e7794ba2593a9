// The editor's product API client with a scripted fetch: the token, the request shape, parsed answers and every
// failure as an ApiError the page can branch on.
import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import type { Product } from '../../src/domain/catalog/schema.ts';
import { conflictCurrent, stockMoved, createProductsApi } from '../../src/features/editor/api.ts';
import { ApiError } from '../../src/features/platform/api-error.ts';
import {
  editableFields,
  productStateSchema,
  saveResponseSchema,
  type ProductState,
  type SaveResponse,
} from '../../src/domain/editor/schema.ts';

const product = catalogue()[0] as Product;
const fields = editableFields(product);

const state: ProductState = productStateSchema.parse({
  sku: product.sku,
  fields,
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'editor@example.com',
  canEdit: true,
  catalog: fields,
});
const saved: SaveResponse = saveResponseSchema.parse({
  ...state,
  fields: { ...fields, stock: fields.stock + 1 },
  version: 4,
  live: { when: 'manual', message: 'The change reaches the store with the next deploy.' },
});

const SIGNED_OUT = 'You are signed out. Sign in again to save. Your changes are still here.';
const UNREADABLE = 'The store sent an answer we could not read. Please try again.';
const SERVER = 'The store could not save this product just now. Please try again. Your changes are still here.';
const NETWORK = 'We could not reach the store. Check your connection and try again.';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** Problem details as the Function answers errors (src/server/http.ts). */
const problem = (status: number, detail: string, more: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail, ...more }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  token: string | null = 'id-token',
) {
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(respond(String(url), init ?? {})),
  );
  const tokenFn = vi.fn(async () => token);
  return { api: createProductsApi({ token: tokenFn, fetch: fetch as typeof globalThis.fetch }), fetch, token: tokenFn };
}

/** The error a call rejects with (fails the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    (value) => {
      throw new Error(`Expected a failure, got ${JSON.stringify(value)}`);
    },
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

describe('load', () => {
  it('sends GET to the product with the bearer token and returns the parsed state', async () => {
    const { api, fetch } = setup(() => reply(200, state));
    await expect(api.load(product.sku)).resolves.toEqual(state);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/products/${product.sku}`);
    expect(init?.method).toBe('GET');
    expect(headersOf(init)).toEqual({ Accept: 'application/json', Authorization: 'Bearer id-token' });
    expect(init?.body).toBeUndefined();
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('asks without Authorization when nobody is signed in', async () => {
    const { api, fetch, token } = setup(() => reply(200, { ...state, canEdit: false }), null);
    await expect(api.load(product.sku)).resolves.toMatchObject({ canEdit: false });
    expect(token).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('GET');
    expect(headersOf(init)).not.toHaveProperty('Authorization');
    expect(headersOf(init)).toEqual({ Accept: 'application/json' });
  });

  it('encodes the SKU into the path', async () => {
    const { api, fetch } = setup(() => problem(404, 'No such product'));
    await failure(api.load('a/b c'));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/products/a%2Fb%20c');
  });

  it('drops fields the schema does not know', async () => {
    const { api } = setup(() => reply(200, { ...state, extra: 'ignored' }));
    const loaded = await api.load(product.sku);
    expect(loaded).toEqual(state);
    expect(loaded).not.toHaveProperty('extra');
  });
});

describe('save', () => {
  it('sends PUT with the token, JSON content type and {version, fields, stockSeen}, and returns the parsed answer', async () => {
    const { api, fetch } = setup(() => reply(200, saved));
    await expect(api.save(product.sku, 3, saved.fields, saved.fields.stock)).resolves.toEqual(saved);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/products/${product.sku}`);
    expect(init?.method).toBe('PUT');
    expect(headersOf(init)).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer id-token',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual({ version: 3, fields: saved.fields, stockSeen: saved.fields.stock });
  });

  it('sends version 0 for a product never edited', async () => {
    const { api, fetch } = setup(() => reply(200, saved));
    await api.save(product.sku, 0, fields, fields.stock);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ version: 0, fields, stockSeen: fields.stock });
  });

  it('fails as signed out without calling fetch when there is no token', async () => {
    const { api, fetch } = setup(() => reply(200, saved), null);
    const error = await failure(api.save(product.sku, 3, fields, fields.stock));
    expect(error).toMatchObject({ kind: 'signed-out', message: SIGNED_OUT });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats an empty token as signed out', async () => {
    const { api, fetch } = setup(() => reply(200, saved), '');
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({ kind: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('turns a fetch that rejects into a network error, for load and save', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(api.load(product.sku))).toMatchObject({ kind: 'network', message: NETWORK });
    // Only a failed save has typed changes to keep.
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'network',
      message: `${NETWORK} Your changes are still here.`,
    });
  });

  it('turns a token that cannot be had (Firebase unreachable) into a network error', async () => {
    const send = vi.fn<typeof fetch>();
    const api = createProductsApi({
      token: () => Promise.reject(new Error('auth/network-request-failed')),
      fetch: send,
    });
    expect(await failure(api.load(product.sku))).toMatchObject({ kind: 'network', message: NETWORK });
    expect(send).not.toHaveBeenCalled();
  });

  it('says a failed load could not load, not save', async () => {
    const { api } = setup(() => problem(500, 'boom'));
    expect(await failure(api.load(product.sku))).toMatchObject({
      kind: 'server',
      message: 'The store could not load this product just now. Please try again.',
    });
  });

  it('turns 400 into rejected with the field errors the server sent', async () => {
    const errors = { price: 'Price cannot be negative', 'specs.1.value': 'Spec value is required' };
    const { api } = setup(() => problem(400, 'Some fields need attention.', { errors }));
    const error = await failure(api.save(product.sku, 3, fields, fields.stock));
    expect(error).toMatchObject({ kind: 'rejected', status: 400, message: 'Some fields need attention.' });
    expect(error.errors).toEqual(errors);
  });

  it('turns 400 without field errors into rejected with none', async () => {
    const { api } = setup(() => problem(400, 'The request body is not JSON.'));
    const error = await failure(api.save(product.sku, 3, fields, fields.stock));
    expect(error).toMatchObject({ kind: 'rejected', message: 'The request body is not JSON.' });
    expect(error.errors).toEqual({});
  });

  it('turns 401 into signed-out with its own message, not the server’s', async () => {
    const { api } = setup(() => problem(401, 'Token expired'));
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'signed-out',
      message: SIGNED_OUT,
    });
  });

  it('turns 403 into forbidden with the server’s message', async () => {
    const { api } = setup(() => problem(403, 'Only store editors can change products.'));
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'forbidden',
      message: 'Only store editors can change products.',
    });
  });

  it('falls back to the status in the message when the body has no error', async () => {
    const { api } = setup(() => new Response('<html>nope</html>', { status: 403 }));
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'forbidden',
      message: 'The store answered 403. Please try again.',
    });
  });

  it('turns 404 into not-found', async () => {
    const { api } = setup(() => problem(404, 'There is no such product.'));
    expect(await failure(api.load(product.sku))).toMatchObject({
      kind: 'not-found',
      message: 'There is no such product.',
    });
  });

  it('turns 409 into a conflict carrying what is stored now', async () => {
    const current: ProductState = {
      ...state,
      version: 5,
      fields: { ...fields, name: 'Saved by someone else' },
      updatedBy: 'other@example.com',
    };
    const { api } = setup(() => problem(409, 'Someone saved this product since you opened it.', { current }));
    const error = await failure(api.save(product.sku, 3, fields, fields.stock));
    expect(error).toMatchObject({ kind: 'conflict', message: 'Someone saved this product since you opened it.' });
    expect(conflictCurrent(error)).toEqual(current);
    expect(error.errors).toEqual({});
  });

  it('reads both levels of a stock change refused because the level moved', async () => {
    const { api } = setup(() =>
      problem(409, 'The stock changed while you were editing.', {
        type: 'tag:biwin-fenvi.store,2026:problem:stock-moved',
        seen: 122,
        live: 120,
        current: { ...state, fields: { ...fields, stock: 120 } },
      }),
    );
    const error = await failure(api.save(product.sku, 3, { ...fields, stock: 130 }, 122));
    expect(stockMoved(error)).toEqual({ seen: 122, live: 120 });
    // A plain edit conflict carries no levels.
    const other = setup(() => problem(409, 'Someone saved this product.', { current: state }));
    expect(stockMoved(await failure(other.api.save(product.sku, 3, fields, fields.stock)))).toBeUndefined();
  });

  it.each([
    ['no current', {}],
    ['an invalid current', { current: { ...state, version: -1 } }],
    ['no body', undefined],
  ])('turns 409 with %s into a server error', async (_, more) => {
    const { api } = setup(() =>
      more === undefined ? new Response(null, { status: 409 }) : problem(409, 'Conflict', more),
    );
    const error = await failure(api.save(product.sku, 3, fields, fields.stock));
    expect(error).toMatchObject({ kind: 'server', message: UNREADABLE });
    expect(conflictCurrent(error)).toBeUndefined();
  });

  it('turns 500 into a server error without showing the body', async () => {
    const { api } = setup(() => problem(500, 'TypeError: cannot read properties of undefined (reading "blobs")'));
    const error = await failure(api.save(product.sku, 3, fields, fields.stock));
    expect(error).toMatchObject({ kind: 'server', message: SERVER });
    expect(error.message).not.toContain('TypeError');
  });

  it('turns a 502 page into a server error', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'server',
      message: SERVER,
    });
  });

  it('shows the message of a 503', async () => {
    const { api } = setup(() => problem(503, 'x'));
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'server',
      message: 'x',
    });
  });

  it('falls back to the status for a 503 without a message', async () => {
    const { api } = setup(() => new Response('', { status: 503 }));
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'server',
      message: 'The store answered 503. Please try again.',
    });
  });

  it('turns other 4xx answers into rejected errors with their message', async () => {
    const { api } = setup(() => problem(413, 'The edit is too large.'));
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'rejected',
      status: 413,
      message: 'The edit is too large.',
    });
  });

  it('turns 429 into rate-limited with its message', async () => {
    const { api } = setup(() => problem(429, 'Too many saves; wait a minute.'));
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      message: 'Too many saves; wait a minute.',
    });
  });

  it.each([
    ['a state missing its fields', { ...state, fields: undefined }],
    ['a state with an invalid SKU', { ...state, sku: 'Not A Sku' }],
    ['an array', [state]],
  ])('turns a 200 with %s into a server error on load', async (_, body) => {
    const { api } = setup(() => reply(200, body));
    expect(await failure(api.load(product.sku))).toMatchObject({ kind: 'server', message: UNREADABLE });
  });

  it('turns a 200 that is not JSON into a server error', async () => {
    const { api } = setup(() => new Response('<html>ok</html>', { status: 200 }));
    expect(await failure(api.load(product.sku))).toMatchObject({ kind: 'server', message: UNREADABLE });
  });

  it('turns a save answer without its live status into a server error', async () => {
    const { api } = setup(() => reply(200, state));
    expect(await failure(api.save(product.sku, 3, fields, fields.stock))).toMatchObject({
      kind: 'server',
      message: UNREADABLE,
    });
  });
});
