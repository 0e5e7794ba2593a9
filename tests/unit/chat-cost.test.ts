// What bounds the assistant's cost: the limiter's bucket is the client Netlify names, an IPv6 client grouped by its
// /64; a request without an address shares no bucket with other callers; and a site-wide daily cap on model calls,
// past which the offline assistant answers and says so.
import { describe, expect, it } from 'vitest';
import { handleChat } from '../../src/server/chat/transport/handler.ts';
import { chatDepsFromEnv } from '../../src/server/chat/transport/deps.ts';
import {
  addressGroup,
  clientKey,
  DAILY_CAP_NOTE,
  dailyModelCallsFromEnv,
  DEFAULT_DAILY_MODEL_CALLS,
  memoryDailyCap,
  sharedDailyCap,
  tokenBucket,
} from '../../src/server/chat/transport/rate-limit.ts';
import type { ChatModel } from '../../src/server/openai.ts';
import type { JsonStore } from '../../src/server/blobs.ts';
import { memoryStore } from '../support/memory-store.ts';

const post = (headers: Record<string, string> = {}) =>
  new Request('https://store.test/api/chatbot', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ messages: [{ role: 'user', content: 'Which Wi-Fi 7 card do you sell?' }] }),
  });

describe('the client a bucket belongs to', () => {
  it('groups an IPv6 client by its /64, however the address is written', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '[2001:db8:1:2::5]',
    ])
      expect(addressGroup(address)).toBe(group);
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives requests without an address buckets of their own, not one shared by all of them', () => {
    const keys = new Set(Array.from({ length: 5 }, () => clientKey(post())));
    expect(keys.size).toBe(5);
    expect(clientKey(post({ 'x-nf-client-connection-ip': '2001:db8:1:2::77' }))).toBe('2001:db8:1:2::/64');
  });

  it('refuses a whole /64 once its budget is used, whichever of its addresses asks', async () => {
    const deps = {
      ...chatDepsFromEnv({}),
      limiter: tokenBucket({ capacity: 2, refillPerSecond: 0.01, maxClients: 10 }),
    };
    const ask = (ip: string) => handleChat(post({ 'x-nf-client-connection-ip': ip }), deps);
    expect((await ask('2001:db8:1:2::1')).status).toBe(200);
    expect((await ask('2001:db8:1:2::2')).status).toBe(200);
    expect((await ask('2001:db8:1:2:aaaa::3')).status).toBe(429);
    expect((await ask('2001:db8:1:3::1')).status).toBe(200);
    // Two callers without an address are not each other's limit.
    for (let i = 0; i < 3; i += 1) expect((await handleChat(post(), deps)).status).toBe(200);
  });
});

describe('the daily cap on model calls', () => {
  it('reads CHAT_DAILY_MODEL_CALLS, else the default', () => {
    expect(dailyModelCallsFromEnv({ CHAT_DAILY_MODEL_CALLS: '50' })).toBe(50);
    expect(dailyModelCallsFromEnv({ CHAT_DAILY_MODEL_CALLS: '0' })).toBe(0);
    expect(dailyModelCallsFromEnv({ CHAT_DAILY_MODEL_CALLS: 'lots' })).toBe(DEFAULT_DAILY_MODEL_CALLS);
    expect(dailyModelCallsFromEnv({})).toBe(DEFAULT_DAILY_MODEL_CALLS);
  });

  it('counts for the whole site across instances, day by day', async () => {
    const { store } = memoryStore();
    const one = sharedDailyCap({ store, limit: 3 });
    const other = sharedDailyCap({ store, limit: 3 });
    const day = Date.parse('2026-11-26T10:00:00Z');
    expect(await Promise.all([one.take(day), other.take(day), one.take(day), other.take(day)])).toEqual(
      expect.arrayContaining([true, true, true, false]),
    );
    expect(await one.take(day)).toBe(false);
    expect(await other.take(day + 86_400_000)).toBe(true);
  });

  it('falls back on counting in memory when the store fails or is slow', async () => {
    const failing: JsonStore = { ...memoryStore().store, get: () => Promise.reject(new Error('Blobs timed out')) };
    const cap = sharedDailyCap({ store: failing, limit: 2, log: { error: () => undefined } });
    expect([await cap.take(), await cap.take(), await cap.take()]).toEqual([true, true, false]);
  });

  it('answers with the offline assistant once the cap is reached, and says so; the model is not called', async () => {
    let calls = 0;
    const refuse = (): never => {
      calls += 1;
      throw new Error('the model must not be called past the cap');
    };
    const never: AsyncIterable<never> = {
      [Symbol.asyncIterator]: () => ({ next: async () => refuse() }),
    };
    const model: ChatModel = { complete: async () => refuse(), stream: () => never, turn: () => never };
    const deps = { ...chatDepsFromEnv({}), model, modelCalls: memoryDailyCap(0) };
    const response = await handleChat(post({ 'x-nf-client-connection-ip': '203.0.113.9' }), deps);
    expect(response.status).toBe(200);
    const { reply } = (await response.json()) as { reply: string };
    expect(reply.startsWith(DAILY_CAP_NOTE)).toBe(true);
    expect(reply.length).toBeGreaterThan(DAILY_CAP_NOTE.length + 20);
    expect(calls).toBe(0);
  });
});
