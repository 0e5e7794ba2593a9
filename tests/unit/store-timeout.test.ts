// A slow store degrades, it does not stall: every store call gives up after its timeout, and the callers that have
// a fallback (the chat's limiter and daily cap, the assistant's catalogue) use it as they do when the store fails.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonStore, StoreTimeoutError, type JsonStore } from '../../src/server/blobs.ts';
import {
  CHAT_RATE_LIMIT,
  sharedDailyCap,
  sharedTokenBucket,
  tokenBucket,
} from '../../src/server/chat/transport/rate-limit.ts';
import { liveCatalogue, uneditedCatalogue } from '../../src/server/catalogue/live.ts';
import { productEditsRepository } from '../../src/server/products/repository.ts';

/** A Blobs server that takes every request and never answers. */
let server: Server;
let slow: JsonStore;
const silent = { error: () => undefined };
beforeAll(async () => {
  server = createServer(() => undefined);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  slow = jsonStore('slow', { siteID: 'slow-site', token: 't', url: `http://127.0.0.1:${port}` }, { timeoutMs: 150 });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe('a store that does not answer', () => {
  it('fails each call after its timeout: reads, writes and lists', async () => {
    await expect(slow.get('a')).rejects.toBeInstanceOf(StoreTimeoutError);
    await expect(slow.create('a', { x: 1 })).rejects.toBeInstanceOf(StoreTimeoutError);
    await expect(slow.keys('')).rejects.toBeInstanceOf(StoreTimeoutError);
  });

  it('leaves the chat limiter and the daily cap counting in memory', async () => {
    const limiter = sharedTokenBucket({
      ...CHAT_RATE_LIMIT,
      capacity: 2,
      store: slow,
      fallback: tokenBucket({ ...CHAT_RATE_LIMIT, capacity: 2 }),
      log: silent,
    });
    const decisions = [await limiter.take('client'), await limiter.take('client'), await limiter.take('client')];
    expect(decisions.map((d) => d.ok)).toEqual([true, true, false]);
    const cap = sharedDailyCap({ store: slow, limit: 1, log: silent });
    expect([await cap.take(), await cap.take()]).toEqual([true, false]);
  });

  it('leaves the assistant with the catalogue it had', async () => {
    const read = liveCatalogue(productEditsRepository(slow, silent), 0, silent);
    expect(await read()).toBe(uneditedCatalogue());
  });
});
