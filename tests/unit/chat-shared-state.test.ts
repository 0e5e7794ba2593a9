// The chat state that Function instances share through Blobs: the rate-limit buckets and the generated signing key.
// Each "instance" here is a limiter or signer of its own over one store, as separate Function instances (locally: a
// fresh worker per request) share nothing else. Run against @netlify/blobs' local server (with the local write lock)
// and against the in-memory double (Netlify's atomic conditional writes).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { jsonStore, openLocalBlobs, type BlobsConnection, type JsonStore } from '../../src/server/blobs.ts';
import { chatDepsFromEnv } from '../../src/server/chat/transport/deps.ts';
import { handleChat, type ChatDeps } from '../../src/server/chat/transport/handler.ts';
import {
  bucketKey,
  dropOldBuckets,
  CHAT_RATE_LIMIT,
  sharedTokenBucket,
  tokenBucket,
  type RateLimitOptions,
} from '../../src/server/chat/transport/rate-limit.ts';
import { replySigner, SIGNING_KEY_ENTRY, storedKeySigner } from '../../src/server/chat/transport/signing.ts';
import { memoryStore } from '../support/memory-store.ts';

const T = Date.UTC(2025, 0, 1);
const CLIENT = '203.0.113.7';

let directory: string;
let local: { connection: BlobsConnection; stop: () => Promise<void> };
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'chat-shared-'));
  local = await openLocalBlobs(directory, 'chat-site');
});
afterAll(async () => {
  await local.stop();
  await rm(directory, { recursive: true, force: true });
});

let names = 0;
const backends: Array<[string, () => JsonStore]> = [
  ['the local Blobs server', () => jsonStore(`chat-${(names += 1)}`, local.connection)],
  ['the atomic double', () => memoryStore().store],
];

/** One Function instance's limiter: its own memory fallback, the shared store. */
function instance(store: JsonStore, options: RateLimitOptions = CHAT_RATE_LIMIT) {
  const log = { error: vi.fn() };
  return { limiter: sharedTokenBucket({ ...options, store, fallback: tokenBucket(options), log }), log };
}

/** A store whose every call fails, as Blobs does when it is down or not configured. */
function failingStore(): JsonStore {
  const fail = () => Promise.reject(new Error('Blobs is down'));
  return {
    get: fail,
    create: fail,
    replace: fail,
    delete: fail,
    keys: fail,
    pages: () => ({ [Symbol.asyncIterator]: () => ({ next: fail }) }),
  };
}

describe.each(backends)('shared rate limit on %s', (_name, makeStore) => {
  it('two instances over one store refuse the 21st request of a burst, per client', async () => {
    const store = makeStore();
    const [a, b] = [instance(store), instance(store)];
    for (let i = 0; i < 20; i += 1) expect(await (i % 2 ? a : b).limiter.take(CLIENT, T)).toEqual({ ok: true });
    expect(await a.limiter.take(CLIENT, T)).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect(await b.limiter.take(CLIENT, T)).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect(await b.limiter.take('198.51.100.1', T)).toEqual({ ok: true });
    expect(a.log.error).not.toHaveBeenCalled();
    expect(b.log.error).not.toHaveBeenCalled();
  });

  it('refills over time, whichever instance counts', async () => {
    const store = makeStore();
    const [a, b] = [instance(store), instance(store)];
    for (let i = 0; i < 20; i += 1) await a.limiter.take(CLIENT, T);
    expect(await b.limiter.take(CLIENT, T + 1_000)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(await b.limiter.take(CLIENT, T + 2_000)).toEqual({ ok: true });
    expect((await a.limiter.take(CLIENT, T + 2_000)).ok).toBe(false);
    // 40 s at one token per 2 s fills the bucket again, and no further.
    const later = T + 2_000 + 60_000;
    for (let i = 0; i < 20; i += 1) expect((await (i % 2 ? a : b).limiter.take(CLIENT, later)).ok).toBe(true);
    expect((await a.limiter.take(CLIENT, later)).ok).toBe(false);
  });

  it('30 concurrent requests of one client over two instances: exactly 20 pass', async () => {
    const store = makeStore();
    const [a, b] = [instance(store), instance(store)];
    const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).limiter.take(CLIENT, T)));
    expect(decisions.filter((d) => d.ok)).toHaveLength(20);
    // Counted in the store, not in either instance's memory.
    expect(a.log.error).not.toHaveBeenCalled();
    expect(b.log.error).not.toHaveBeenCalled();
    expect((await store.get(bucketKey(CLIENT, T)))?.value).toEqual({ tokens: 0, at: T });
  });

  it('keys buckets by a hash of the client, and treats an unreadable or impossible bucket as full', async () => {
    const store = makeStore();
    const { limiter } = instance(store, { capacity: 2, refillPerSecond: 0.5, maxClients: 10 });
    const clients = ['../../etc/passwd', '__proto__', 'x'.repeat(5_000), 'garbage', 'from-the-future'];
    await store.create(bucketKey('garbage', T), { tokens: 'none', at: null });
    await store.create(bucketKey('from-the-future', T), { tokens: 0, at: T + 86_400_000 });
    for (const client of clients) expect(await limiter.take(client, T)).toEqual({ ok: true });
    const keys = await store.keys('');
    expect(keys).toHaveLength(clients.length);
    for (const key of keys) expect(key).toMatch(/^rate\/2025-01-01\/[0-9a-f]{32}$/);
    expect((await store.get(bucketKey('garbage', T)))?.value).toEqual({ tokens: 1, at: T });
  });

  it('keeps one day of buckets: an instance’s first request of a day drops the earlier days', async () => {
    const store = makeStore();
    const day = 86_400_000;
    const { limiter } = instance(store);
    for (const client of ['a', 'b', 'c']) await limiter.take(client, T);
    await limiter.take('d', T + day);
    await vi.waitFor(async () => expect(await store.keys('rate/')).toEqual([bucketKey('d', T + day)]));
    // A new day's bucket is a fresh one.
    expect(await limiter.take('a', T + day)).toEqual({ ok: true });
    expect(await dropOldBuckets(store, T + day)).toBe(0);
  });
});

describe.each(backends)('shared signing key on %s', (_name, makeStore) => {
  it('two instances over one store accept each other’s replies', async () => {
    const store = makeStore();
    const first = await storedKeySigner(store)();
    const second = await storedKeySigner(store)();
    expect(second.verify('Hello', first.sign('Hello'))).toBe(true);
    expect(first.verify('Hello', second.sign('Hello'))).toBe(true);
    expect(second.verify('Hello!', first.sign('Hello'))).toBe(false);
  });

  it('concurrent first instances agree on one key, and an unreadable stored key is replaced', async () => {
    const store = makeStore();
    await store.create(SIGNING_KEY_ENTRY, { key: 'too short' });
    const signers = await Promise.all(Array.from({ length: 10 }, () => storedKeySigner(store)()));
    expect(new Set(signers.map((signer) => signer.sign('Hello'))).size).toBe(1);
    expect((await store.get(SIGNING_KEY_ENTRY))?.value).toEqual({ key: expect.stringMatching(/^[\w-]{43}$/) });
  });
});

describe('when Blobs fails', () => {
  it('the limiter counts in memory instead, logs once and never throws', async () => {
    const { limiter, log } = instance(failingStore());
    for (let i = 0; i < 20; i += 1) expect(await limiter.take(CLIENT, T)).toEqual({ ok: true });
    expect(await limiter.take(CLIENT, T)).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('the signer uses a key of its instance, and the stored key once the store answers again', async () => {
    const healthy = memoryStore().store;
    let down = true;
    const flaky: JsonStore = {
      ...healthy,
      get: (key) => (down ? Promise.reject(new Error('Blobs is down')) : healthy.get(key)),
    };
    const log = { error: vi.fn() };
    const signer = storedKeySigner(flaky, log);
    const own = await signer();
    expect(own.verify('Hello', own.sign('Hello'))).toBe(true);
    expect(await signer()).toBe(own);
    expect(log.error).toHaveBeenCalledTimes(1);
    down = false;
    const stored = await signer();
    expect(stored.verify('Hello', (await storedKeySigner(healthy)()).sign('Hello'))).toBe(true);
    expect(stored.verify('Hello', own.sign('Hello'))).toBe(false);
  });
});

describe('chat deps and the handler', () => {
  it('CHAT_SIGNING_KEY, when set, wins over the stored key', async () => {
    const { store, data } = memoryStore();
    const key = 'a-configured-key-0123456789';
    const deps = chatDepsFromEnv({ CHAT_SIGNING_KEY: key }, catalogue(), store);
    expect((await deps.signer).sign('Hello')).toBe(replySigner(key).sign('Hello'));
    expect(data.has(SIGNING_KEY_ENTRY)).toBe(false);
    const generated = await chatDepsFromEnv({}, catalogue(), store).signer;
    expect(generated.verify('Hello', (await storedKeySigner(store)()).sign('Hello'))).toBe(true);
  });

  it('answers 429 on the 21st message of a client even when every request is a new instance', async () => {
    const { store } = memoryStore();
    const freshInstance = (): ChatDeps => ({
      catalog: catalogue(),
      signer: storedKeySigner(store)(),
      limiter: instance(store).limiter,
    });
    const ask = () =>
      handleChat(
        new Request('http://localhost/api/chatbot', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-nf-client-connection-ip': CLIENT },
          body: '{}',
        }),
        freshInstance(),
      );
    // An empty body is refused after the budget is taken, so each of these costs a token and nothing else.
    for (let i = 0; i < 20; i += 1) expect((await ask()).status).toBe(400);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  });
});
