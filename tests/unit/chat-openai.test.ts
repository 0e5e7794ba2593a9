// The OpenAI module: our own error type, our own clock, and the right token limit for each kind of server.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOpenAIModel, openAIConfigFromEnv, UpstreamError } from '../../src/server/openai.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../support/openai-server.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'one two three' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const turns = [
  { role: 'system', content: 'rules' },
  { role: 'user', content: 'hi' },
] as const;
const model = () => createOpenAIModel({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 800 });

async function collect(stream: AsyncIterable<string>) {
  const out: string[] = [];
  for await (const delta of stream) out.push(delta);
  return out;
}

describe('openAIConfigFromEnv', () => {
  it('needs a key and reads the optional model and base URL', () => {
    expect(openAIConfigFromEnv({})).toBeUndefined();
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: '  ' })).toBeUndefined();
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: 'k' })).toEqual({ apiKey: 'k' });
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: 'k', OPENAI_MODEL: 'm', OPENAI_BASE_URL: 'http://x/v1' })).toEqual({
      apiKey: 'k',
      model: 'm',
      baseURL: 'http://x/v1',
    });
  });
});

describe('createOpenAIModel', () => {
  it('completes and streams', async () => {
    expect(await model().complete(turns)).toBe('one two three');
    expect(await collect(model().stream(turns))).toEqual(['one ', 'two ', 'three']);
  });

  it('asks OpenAI itself for max_completion_tokens, without retries', async () => {
    const bodies: unknown[] = [];
    const fetch: typeof globalThis.fetch = async (url, init) => {
      expect(String(url)).toBe('https://api.openai.com/v1/chat/completions');
      bodies.push(JSON.parse(String(init?.body)));
      return new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    };
    const official = createOpenAIModel({ apiKey: 'sk-test', fetch });
    await expect(official.complete(turns)).rejects.toMatchObject({ kind: 'upstream' });
    expect(bodies).toEqual([{ model: 'gpt-4o-mini', messages: turns, max_completion_tokens: 700 }]);
  });

  it.each([
    ['error500', 'upstream'],
    ['malformed', 'upstream'],
    ['hang', 'timeout'],
  ] as const)('turns %s into UpstreamError(%s), for both calls', async (mode, kind) => {
    fake.mode = mode;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // the SDK logs bad chunks
    await expect(model().complete(turns)).rejects.toSatisfy((e) => e instanceof UpstreamError && e.kind === kind);
    await expect(collect(model().stream(turns))).rejects.toSatisfy(
      (e) => e instanceof UpstreamError && e.kind === kind,
    );
    quiet.mockRestore();
  });

  it('times out a stream that stalls after its first delta', async () => {
    fake.mode = 'stall';
    const seen: string[] = [];
    const reading = (async () => {
      for await (const delta of model().stream(turns)) seen.push(delta);
    })();
    await expect(reading).rejects.toMatchObject({ kind: 'timeout' });
    expect(seen).toEqual(['one ']);
  });

  it('treats an empty completion as an upstream failure', async () => {
    const empty = await startFakeOpenAI({ reply: '' });
    const m = createOpenAIModel({ apiKey: 'k', baseURL: empty.url });
    await expect(m.complete(turns)).rejects.toMatchObject({ kind: 'upstream' });
    await empty.close();
  });

  it('lets a caller abort pass through as an abort, not as an upstream failure', async () => {
    fake.mode = 'hang';
    const controller = new AbortController();
    const call = model().complete(turns, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toSatisfy((e) => !(e instanceof UpstreamError));
  });
});
