// The one browser API client with a scripted fetch: tokens by mode, JSON both ways, the timeout, the caller's own
// cancel, and problem details read into ApiError.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../src/features/platform/api-error.ts';
import { createApiClient, DEFAULT_MESSAGES, errorFrom } from '../../src/features/platform/api-client.ts';

const okSchema = z.object({ ok: z.literal(true) });
const reply = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  token: string | null = 'id-token',
) {
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) =>
    Promise.resolve().then(() => respond(String(url), init ?? {})),
  );
  const tokenFn = vi.fn(async () => token);
  return {
    client: createApiClient({ token: tokenFn, fetch: fetch as typeof globalThis.fetch, timeoutMs: 50 }),
    fetch,
    token: tokenFn,
  };
}

const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

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

describe('requests', () => {
  it('sends JSON with the token and parses the answer with the schema', async () => {
    const { client, fetch } = setup(() => reply(200, { ok: true, extra: 1 }));
    await expect(
      client.json('/api/x', okSchema, { method: 'POST', body: { a: 1 }, headers: { 'Idempotency-Key': 'k' } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    expect(headersOf(init)).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer id-token',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it('needs a token by default, sends one when there is one for optional, and never asks for none', async () => {
    const signedOut = setup(() => reply(200, { ok: true }), null);
    expect(await failure(signedOut.client.json('/api/x', okSchema))).toMatchObject({
      kind: 'signed-out',
      message: DEFAULT_MESSAGES.signedOut,
      status: undefined,
    });
    expect(signedOut.fetch).not.toHaveBeenCalled();

    await signedOut.client.json('/api/x', okSchema, { auth: 'optional' });
    expect(headersOf(signedOut.fetch.mock.calls[0]?.[1])).toEqual({ Accept: 'application/json' });

    const anonymous = setup(() => reply(200, { ok: true }));
    await anonymous.client.json('/api/x', okSchema, { auth: 'none' });
    expect(anonymous.token).not.toHaveBeenCalled();
    expect(headersOf(anonymous.fetch.mock.calls[0]?.[1])).not.toHaveProperty('Authorization');
  });

  it('hands back the Response unread from send', async () => {
    const { client } = setup(
      () => new Response('data: 1\n\n', { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    );
    const response = await client.send('/api/stream', { auth: 'none' });
    expect(await response.text()).toBe('data: 1\n\n');
  });
});

describe('failures', () => {
  it('reads problem details: kind, status, title, detail, type code, field errors and extensions', async () => {
    const body = {
      type: 'tag:biwin-fenvi.store,2026:problem:invalid-fields',
      title: 'Bad Request',
      status: 400,
      detail: 'Some fields are not valid: price.',
      errors: { price: 'Price cannot be negative' },
      version: 4,
    };
    const { client } = setup(() => reply(400, body, 'application/problem+json'));
    const error = await failure(client.json('/api/x', okSchema));
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 400,
      title: 'Bad Request',
      detail: 'Some fields are not valid: price.',
      code: 'invalid-fields',
      message: 'Some fields are not valid: price.',
      errors: { price: 'Price cannot be negative' },
    });
    expect(error.problem?.['version']).toBe(4);
  });

  it.each([
    [401, 'signed-out', DEFAULT_MESSAGES.signedOut],
    [403, 'forbidden', 'said'],
    [404, 'not-found', 'said'],
    [409, 'conflict', 'said'],
    [413, 'rejected', 'said'],
    [429, 'rate-limited', 'said'],
    [500, 'server', DEFAULT_MESSAGES.server],
    [502, 'server', DEFAULT_MESSAGES.server],
    [503, 'server', 'said'],
  ] as const)('maps %i to %s', (status, kind, message) => {
    expect(errorFrom(status, { type: 'about:blank', title: 'T', status, detail: 'said' })).toMatchObject({
      kind,
      message,
      status,
    });
  });

  it('falls back to the status when an error has no problem details, and has no code for about:blank', () => {
    expect(errorFrom(404, '<html>')).toMatchObject({
      kind: 'not-found',
      message: 'The store answered 404. Please try again.',
      code: undefined,
      problem: undefined,
    });
    expect(errorFrom(404, { type: 'about:blank', title: 'Not Found', status: 404 }).code).toBeUndefined();
  });

  it('turns an answer of the wrong shape, or not JSON, into unreadable', async () => {
    for (const response of [reply(200, { ok: false }), new Response('<html>', { status: 200 })]) {
      const { client } = setup(() => response);
      expect(await failure(client.json('/api/x', okSchema))).toMatchObject({
        kind: 'server',
        message: DEFAULT_MESSAGES.unreadable,
        status: 200,
      });
    }
  });

  it('turns a rejected fetch or token into network', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(client.json('/api/x', okSchema))).toMatchObject({
      kind: 'network',
      message: DEFAULT_MESSAGES.network,
    });
    const send = vi.fn<typeof fetch>();
    const noToken = createApiClient({
      token: () => Promise.reject(new Error('auth/network-request-failed')),
      fetch: send,
    });
    expect(await failure(noToken.json('/api/x', okSchema))).toMatchObject({ kind: 'network' });
    expect(send).not.toHaveBeenCalled();
  });

  it('gives up after the timeout', async () => {
    const { client } = setup(
      (_, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    expect(await failure(client.json('/api/x', okSchema))).toMatchObject({
      kind: 'timeout',
      message: DEFAULT_MESSAGES.timeout,
    });
  });

  it('rethrows the caller’s own cancel as it is', async () => {
    const stop = new AbortController();
    const { client } = setup((_, init) => {
      const stopped = () => new DOMException('stopped', 'AbortError');
      if (init.signal?.aborted) return Promise.reject(stopped());
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(stopped())),
      );
    });
    const call = client.json('/api/x', okSchema, { signal: stop.signal });
    setTimeout(() => stop.abort(), 5);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uses the messages given per client and per call', async () => {
    const client = createApiClient({
      fetch: async () => reply(500, {}),
      messages: { server: 'client' },
      token: async () => 't',
    });
    expect(await failure(client.json('/api/x', okSchema))).toMatchObject({ message: 'client' });
    expect(await failure(client.json('/api/x', okSchema, { messages: { server: 'call' } }))).toMatchObject({
      message: 'call',
    });
  });
});
