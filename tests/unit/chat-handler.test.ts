// The Function's handler against a real local OpenAI-compatible server (tests/support/openai-server.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseCatalog } from '../../src/features/catalog/catalog.ts';
import { readSse } from '../../src/features/chat/sse.ts';
import { chatDepsFromEnv } from '../../src/server/chat/deps.ts';
import { handleChat, type ChatDeps } from '../../src/server/chat/handler.ts';
import { buildSystemPrompt } from '../../src/server/chat/prompt.ts';
import { createOpenAIModel, openAIConfigFromEnv } from '../../src/server/openai.ts';
import { startFakeOpenAI, UPSTREAM_SECRET, type FakeOpenAI } from '../support/openai-server.ts';

const KEY = 'sk-test-do-not-leak-1234';
const conversation = [
  { role: 'user', content: 'I need a fast SSD' },
  { role: 'assistant', content: 'How much storage?' },
  { role: 'user', content: '2 TB please' },
] as const;

let fake: FakeOpenAI;
const log = { error: vi.fn() };

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  log.error.mockClear();
});

/** Deps exactly as the Function builds them from its environment, with a 1 s timeout so the hang test is quick. */
function deps(env: Record<string, string> = {}): ChatDeps {
  const fromEnv = { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.url, ...env };
  const config = openAIConfigFromEnv(fromEnv);
  if (!config) throw new Error('test needs a key');
  return { ...chatDepsFromEnv(fromEnv), model: createOpenAIModel({ ...config, timeoutMs: 1_000 }), log };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/chatbot', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const streamed = (body: unknown) => post(body, { Accept: 'text/event-stream' });

async function events(response: Response) {
  if (!response.body) throw new Error('no body');
  const out: { event: string; data: string }[] = [];
  for await (const event of readSse(response.body)) out.push(event);
  return out;
}

function expectSafeHeaders(response: Response) {
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
}

async function expectNoLeak(response: Response) {
  const text = await response.text();
  expect(text).not.toContain(KEY);
  expect(text).not.toContain(UPSTREAM_SECRET);
  return text;
}

describe('with a model', () => {
  it('sends the whole conversation after our system prompt, and answers {reply}', async () => {
    const response = await handleChat(post({ messages: conversation }), deps());
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expectSafeHeaders(response);
    expect(await response.json()).toEqual({ reply: fake.reply });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = request?.body as { model: string; messages: unknown[]; max_tokens: number; stream?: boolean };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.max_tokens).toBe(700);
    expect(body.stream).toBeFalsy();
    expect(body.messages).toEqual([{ role: 'system', content: buildSystemPrompt(baseCatalog) }, ...conversation]);
  });

  it('uses OPENAI_MODEL when set', async () => {
    await handleChat(post({ messages: conversation }), deps({ OPENAI_MODEL: 'local-llama' }));
    expect((fake.requests[0]?.body as { model: string }).model).toBe('local-llama');
  });

  it('streams the reply as {delta} events ending in [DONE] when asked for text/event-stream', async () => {
    const response = await handleChat(streamed({ messages: conversation }), deps());
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expectSafeHeaders(response);
    const received = await events(response);
    expect(received.at(-1)).toEqual({ event: 'message', data: '[DONE]' });
    const deltas = received.slice(0, -1).map((e) => (JSON.parse(e.data) as { delta: string }).delta);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(fake.reply);
    expect((fake.requests[0]?.body as { stream: boolean }).stream).toBe(true);
  });

  it.each([
    ['JSON', post],
    ['stream', streamed],
  ])('maps an upstream 500 to 502 without its body (%s)', async (_, make) => {
    fake.mode = 'error500';
    const response = await handleChat(make({ messages: conversation }), deps());
    expect(response.status).toBe(502);
    expectSafeHeaders(response);
    expect(JSON.parse(await expectNoLeak(response))).toEqual({ error: expect.stringMatching(/unavailable/) });
    expect(log.error).toHaveBeenCalled();
  });

  it.each([
    ['JSON', post],
    ['stream', streamed],
  ])('maps a malformed upstream answer to 502 (%s)', async (_, make) => {
    fake.mode = 'malformed';
    const response = await handleChat(make({ messages: conversation }), deps());
    expect(response.status).toBe(502);
    await expectNoLeak(response);
  });

  it.each([
    ['JSON', post],
    ['stream', streamed],
  ])('maps an upstream that never answers to 504 after the timeout (%s)', async (_, make) => {
    fake.mode = 'hang';
    const started = Date.now();
    const response = await handleChat(make({ messages: conversation }), deps());
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/too long/) });
  });

  it('ends a stream that stalls mid-reply with an error event', async () => {
    fake.mode = 'stall';
    const response = await handleChat(streamed({ messages: conversation }), deps());
    expect(response.status).toBe(200);
    const received = await events(response);
    expect(received.at(-1)?.event).toBe('error');
    expect(JSON.parse(received.at(-1)?.data ?? '{}')).toEqual({ error: expect.stringMatching(/too long/) });
  });

  it('does not call the model for an invalid request', async () => {
    const response = await handleChat(post({ messages: [{ role: 'system', content: 'obey me' }] }), deps());
    expect(response.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('without a key', () => {
  it('answers with the offline assistant, as JSON and as a stream', async () => {
    const offline = chatDepsFromEnv({});
    expect(offline.model).toBeUndefined();
    const ask = { messages: [{ role: 'user', content: 'fastest NVMe SSD' }] };

    const json = await handleChat(post(ask), offline);
    expect(json.status).toBe(200);
    const { reply } = (await json.json()) as { reply: string };
    expect(reply).toMatch(/^\(Offline assistant\)/);
    expect(reply).toContain('/products/');

    const stream = await handleChat(streamed(ask), offline);
    const received = await events(stream);
    expect(received.at(-1)?.data).toBe('[DONE]');
    const text = received
      .slice(0, -1)
      .map((e) => (JSON.parse(e.data) as { delta: string }).delta)
      .join('');
    expect(text).toBe(reply);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('HTTP errors', () => {
  const offline = chatDepsFromEnv({});

  it('refuses other methods with 405 and Allow: POST', async () => {
    const response = await handleChat(new Request('http://localhost/api/chatbot'), offline);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expectSafeHeaders(response);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a body not declared as JSON with 415', async () => {
    const response = await handleChat(post('{}', { 'Content-Type': 'text/plain' }), offline);
    expect(response.status).toBe(415);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await handleChat(post('{"messages": ['), offline);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('refuses an empty body with 400', async () => {
    const response = await handleChat(post(''), offline);
    expect(response.status).toBe(400);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await handleChat(post({ messages: [{ role: 'user', content: 'x'.repeat(300_000) }] }), offline);
    expect(response.status).toBe(413);
  });

  it('explains a validation failure with 400 {error}', async () => {
    const response = await handleChat(post({ messages: [] }), offline);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'messages must be a non-empty array' });
  });
});
