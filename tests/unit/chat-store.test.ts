// The widget's state and its calls to /api/chatbot, with an in-memory sessionStorage and a scripted fetch.
import { describe, expect, it, vi } from 'vitest';
import {
  FAILURE_TEXT,
  GREETING,
  RATE_LIMITED_TEXT,
  toApiMessages,
  type ScreenMessage,
} from '../../src/features/chat/conversation.ts';
import { CHAT_MESSAGES_KEY, CHAT_OPEN_KEY } from '../../src/features/chat/keys.ts';
import { MAX_CONVERSATION_CHARS, MAX_MESSAGE_CHARS, MAX_MESSAGES } from '../../src/domain/chat/schema.ts';
import { createChatStore, type ChatStoreDeps } from '../../src/features/chat/store.ts';
import { ApiError } from '../../src/features/platform/index.ts';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An SSE response whose events are released one by one, so a test can look at the text while it grows. */
function sseResponse(events: string[]) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(encoder.encode(event));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}
const delta = (text: string) => `data: ${JSON.stringify({ delta: text })}\n\n`;

function setup(respond: (init: RequestInit) => Promise<Response> | Response, storage = new MemoryStorage()) {
  const log = { error: vi.fn(), warn: vi.fn() };
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init });
    return respond(init);
  };
  const deps: ChatStoreDeps = { storage, fetch, log };
  return { store: createChatStore(deps), storage, log, calls };
}

const texts = (messages: readonly ScreenMessage[]) => messages.map((m) => `${m.fromUser ? '>' : '<'} ${m.text}`);

describe('chat store', () => {
  it('starts with the single greeting', () => {
    const { store } = setup(() => jsonResponse(200, { reply: 'x' }));
    expect(store.$messages.get()).toEqual([{ text: GREETING, fromUser: false }]);
    expect(GREETING).toBe('Hello this is AI Bot. Ask anything!');
    expect(store.$open.get()).toBe(false);
    expect(store.$pending.get()).toBe(false);
  });

  it('does not send a blank or whitespace-only message', async () => {
    const { store, calls } = setup(() => jsonResponse(200, { reply: 'x' }));
    expect(await store.send('')).toBe(false);
    expect(await store.send('  \n\t ')).toBe(false);
    expect(calls).toHaveLength(0);
    expect(store.$messages.get()).toHaveLength(1);
  });

  it('posts the whole conversation and appends a JSON reply', async () => {
    const { store, calls } = setup(() => jsonResponse(200, { reply: 'Try the NV7400.' }));
    expect(await store.send('  fast SSD?  ')).toBe(true);
    expect(texts(store.$messages.get())).toEqual([`< ${GREETING}`, '> fast SSD?', '< Try the NV7400.']);
    expect(calls[0]?.url).toBe('/api/chatbot');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('Accept')).toContain('text/event-stream');
    // The greeting is not the server's reply (no signature), so it is not sent.
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      messages: [{ role: 'user', content: 'fast SSD?' }],
    });
    expect(store.$pending.get()).toBe(false);
  });

  it('shows a streamed reply growing, then whole', async () => {
    const { store } = setup(() => sseResponse([delta('Hel'), delta('lo '), delta('there'), 'data: [DONE]\n\n']));
    const seen: string[] = [];
    store.$messages.listen((messages) => {
      const last = messages.at(-1);
      if (last && !last.fromUser) seen.push(last.text);
    });
    await store.send('hi');
    expect(seen).toEqual(['Hel', 'Hello ', 'Hello there', 'Hello there']);
    expect(texts(store.$messages.get())).toEqual([`< ${GREETING}`, '> hi', '< Hello there']);
  });

  it.each([
    ['a non-2xx answer', () => jsonResponse(500, { error: 'boom' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body without reply', () => jsonResponse(200, { answer: 'x' })],
    ['a body that is not JSON', () => new Response('<html>', { headers: { 'Content-Type': 'application/json' } })],
    ['a stream error event', () => sseResponse([delta('Hi'), 'event: error\ndata: {"error":"x"}\n\n'])],
    ['a stream cut short', () => sseResponse([delta('Hi')])],
    ['a malformed stream event', () => sseResponse(['data: {oops\n\n'])],
  ])('reports %s with the failure message and a console error', async (_, respond) => {
    const { store, log } = setup(respond);
    await store.send('hi');
    expect(store.$messages.get().at(-1)).toEqual({ text: FAILURE_TEXT, fromUser: false, notice: true });
    expect(FAILURE_TEXT).toBe('⚠️ Failed to get response from AI.');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(store.$pending.get()).toBe(false);
  });

  it.each([
    [
      'a refusal',
      () => jsonResponse(400, { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'x' }),
      'rejected',
    ],
    ['a body without reply', () => jsonResponse(200, { answer: 'x' }), 'server'],
    ['a stream error event', () => sseResponse([delta('Hi'), 'event: error\ndata: {"error":"x"}\n\n']), 'server'],
    ['a stream cut short', () => sseResponse([delta('Hi')]), 'network'],
  ])("logs %s as the platform's ApiError", async (_, respond, kind) => {
    const { store, log } = setup(respond);
    await store.send('hi');
    const [, error] = log.error.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind });
  });

  it('asks the shopper to wait on 429', async () => {
    const { store, log } = setup(() => jsonResponse(429, { error: 'Too many requests' }));
    await store.send('hi');
    expect(store.$messages.get().at(-1)).toEqual({ text: RATE_LIMITED_TEXT, fromUser: false, notice: true });
    expect(RATE_LIMITED_TEXT).toMatch(/wait a moment/);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('refuses a second send while a reply is pending', async () => {
    let release: (r: Response) => void = () => undefined;
    const { store, calls } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = store.send('one');
    expect(store.$pending.get()).toBe(true);
    expect(await store.send('two')).toBe(false);
    release(jsonResponse(200, { reply: 'done' }));
    await first;
    expect(calls).toHaveLength(1);
    expect(texts(store.$messages.get()).slice(1)).toEqual(['> one', '< done']);
  });

  it('stops a pending request without reporting a failure', async () => {
    const { store, log } = setup(
      (init) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const sending = store.send('slow question');
    store.stop();
    await sending;
    expect(store.$pending.get()).toBe(false);
    expect(texts(store.$messages.get())).toEqual([`< ${GREETING}`, '> slow question']);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('clears back to the single greeting, dropping a reply still on its way', async () => {
    let release: (r: Response) => void = () => undefined;
    const { store } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    const sending = store.send('hi');
    store.clear();
    release(jsonResponse(200, { reply: 'late' }));
    await sending;
    expect(store.$messages.get()).toEqual([{ text: GREETING, fromUser: false }]);
    expect(store.$pending.get()).toBe(false);
  });

  it('keeps the conversation and the open panel in sessionStorage across pages', async () => {
    const first = setup(() => jsonResponse(200, { reply: 'Hello!' }));
    first.store.open();
    await first.store.send('hi');
    expect(first.storage.getItem(CHAT_OPEN_KEY)).toBe('1');

    const next = setup(() => jsonResponse(200, { reply: 'x' }), first.storage);
    expect(next.store.$open.get()).toBe(true);
    expect(texts(next.store.$messages.get())).toEqual([`< ${GREETING}`, '> hi', '< Hello!']);

    next.store.close();
    expect(next.storage.getItem(CHAT_OPEN_KEY)).toBeNull();
  });

  it.each([['not json'], ['{"a":1}'], ['[{"text":1,"fromUser":true}]'], ['[]']])(
    'drops stored data that does not parse (%s)',
    (raw) => {
      const storage = new MemoryStorage();
      storage.setItem(CHAT_MESSAGES_KEY, raw);
      const { store } = setup(() => jsonResponse(200, { reply: 'x' }), storage);
      expect(store.$messages.get()).toEqual([{ text: GREETING, fromUser: false }]);
      expect(storage.getItem(CHAT_MESSAGES_KEY)).toBeNull();
    },
  );

  it('works when storage throws', async () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createChatStore({ storage: broken, fetch: async () => jsonResponse(200, { reply: 'ok' }) });
    await store.send('hi');
    expect(store.$messages.get().at(-1)?.text).toBe('ok');
  });
});

describe('reply extras', () => {
  const product = { sku: 'biwin-nv7400-2tb', name: 'NV7400 2 TB', price: 13999, stock: 35 };
  const sig = 'S'.repeat(43);

  it("keeps a JSON reply's signature and products, and sends the signature back with it", async () => {
    const { store, calls } = setup(() => jsonResponse(200, { reply: 'Try this.', sig, products: [product] }));
    await store.send('ssd?');
    expect(store.$messages.get().at(-1)).toEqual({ text: 'Try this.', fromUser: false, sig, products: [product] });
    await store.send('and?');
    expect(JSON.parse(String(calls[1]?.init.body)).messages).toEqual([
      { role: 'user', content: 'ssd?' },
      { role: 'assistant', content: 'Try this.', sig },
      { role: 'user', content: 'and?' },
    ]);
  });

  it('reads the meta event of a stream, and ignores a malformed one', async () => {
    const meta = (data: unknown) => `event: meta\ndata: ${JSON.stringify(data)}\n\n`;
    const { store } = setup(() => sseResponse([delta('Hi'), meta({ sig, products: [product] }), 'data: [DONE]\n\n']));
    await store.send('x');
    expect(store.$messages.get().at(-1)).toMatchObject({ text: 'Hi', sig, products: [product] });

    const bad = setup(() => sseResponse([delta('Hi'), meta({ products: 'nope' }), 'data: [DONE]\n\n']));
    await bad.store.send('x');
    expect(bad.store.$messages.get().at(-1)).toEqual({ text: 'Hi', fromUser: false });
  });
});

describe('toApiMessages', () => {
  const m = (text: string, fromUser: boolean, notice?: boolean): ScreenMessage =>
    notice ? { text, fromUser, notice } : { text, fromUser };

  it('maps on-screen messages to roles, sends replies with their signature, and leaves out notices and unsigned replies', () => {
    const signed: ScreenMessage = { text: 'A reply', fromUser: false, sig: 'S'.repeat(43) };
    expect(
      toApiMessages([m(GREETING, false), m('hi', true), signed, m(FAILURE_TEXT, false, true), m('again', true)]),
    ).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'A reply', sig: 'S'.repeat(43) },
      { role: 'user', content: 'again' },
    ]);
  });

  it('drops the oldest messages to stay within the limits, keeping the newest', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      i % 2 === 1 ? m(`message ${i}`, true) : { text: `message ${i}`, fromUser: false, sig: 'S'.repeat(43) },
    );
    const api = toApiMessages(many);
    expect(api).toHaveLength(MAX_MESSAGES);
    expect(api.at(-1)?.content).toBe('message 59');

    const long = Array.from({ length: 12 }, (_, i) => m('x'.repeat(5_000) + i, true));
    const trimmed = toApiMessages(long);
    expect(trimmed.every((x) => x.content.length <= MAX_MESSAGE_CHARS)).toBe(true);
    expect(trimmed.reduce((n, x) => n + x.content.length, 0)).toBeLessThanOrEqual(MAX_CONVERSATION_CHARS);
    expect(trimmed.at(-1)?.content.startsWith('xxx')).toBe(true);
    expect(trimmed).toHaveLength(8);
  });
});
