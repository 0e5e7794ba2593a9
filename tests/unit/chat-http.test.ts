// Transport pieces: JSON body reading with limits, and the SSE framing both ends share.
import { describe, expect, it } from 'vitest';
import { formatSse, readSse } from '../../src/domain/chat/sse.ts';
import { json, methodNotAllowed, problem, readJsonBody } from '../../src/server/http.ts';

const request = (body: BodyInit | null, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  new Request('http://localhost/', { method: 'POST', body, headers });

describe('json / problem', () => {
  it('answers JSON with no-store and nosniff', async () => {
    const response = json(201, { a: 1 }, { 'X-Extra': 'yes' });
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Extra')).toBe('yes');
    expect(await response.json()).toEqual({ a: 1 });
  });

  it('answers errors as problem details, with the safety headers', async () => {
    const plain = problem(404, 'Nope');
    expect(plain.status).toBe(404);
    expect(plain.headers.get('Content-Type')).toBe('application/problem+json; charset=utf-8');
    expect(plain.headers.get('Cache-Control')).toBe('no-store');
    expect(plain.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await plain.json()).toEqual({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'Nope' });

    const typed = problem(400, 'Fix the price.', {
      code: 'invalid-fields',
      errors: { price: 'Price cannot be negative' },
      extensions: { version: 3 },
    });
    expect(await typed.json()).toEqual({
      type: 'tag:biwin-fenvi.store,2026:problem:invalid-fields',
      title: 'Bad Request',
      status: 400,
      detail: 'Fix the price.',
      errors: { price: 'Price cannot be negative' },
      version: 3,
    });
    // An extension cannot overwrite a standard member.
    expect(await problem(409, 'Stale.', { extensions: { status: 200, title: 'x' } }).json()).toMatchObject({
      status: 409,
      title: 'Conflict',
    });
  });

  it('answers a 405 with Allow', async () => {
    const response = methodNotAllowed(['GET', 'PUT']);
    expect(response.headers.get('Allow')).toBe('GET, PUT');
    expect(await response.json()).toEqual({
      type: 'tag:biwin-fenvi.store,2026:problem:method-not-allowed',
      title: 'Method Not Allowed',
      status: 405,
      detail: 'Use GET or PUT here.',
    });
  });
});

describe('readJsonBody', () => {
  it('parses a JSON body, with or without a charset or +json type', async () => {
    expect(await readJsonBody(request('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } });
    const withCharset = request('[1]', { 'Content-Type': 'application/json; charset=utf-8' });
    expect(await readJsonBody(withCharset, 100)).toEqual({ ok: true, value: [1] });
    const vendor = request('true', { 'Content-Type': 'application/vnd.api+json' });
    expect(await readJsonBody(vendor, 100)).toEqual({ ok: true, value: true });
  });

  it.each([
    ['no Content-Type', request('{}', {}), 415],
    ['text/plain', request('{}', { 'Content-Type': 'text/plain' }), 415],
    ['a form', request('a=1', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415],
    ['broken JSON', request('{"a":'), 400],
    ['an empty body', request(''), 400],
    ['a body over the cap', request(JSON.stringify({ a: 'x'.repeat(200) })), 413],
  ])('refuses %s', async (_, req, status) => {
    const result = await readJsonBody(req, 100);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(status);
      expect(await result.response.json()).toEqual({
        type: 'about:blank',
        title: expect.any(String),
        status,
        detail: expect.any(String),
      });
    }
  });

  it('stops reading a streamed body once it passes the cap, whatever Content-Length says', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64).fill(32));
      },
    });
    const req = new Request('http://localhost/', {
      method: 'POST',
      body: endless,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const result = await readJsonBody(req, 1_000);
    expect(result.ok || result.response.status).toBe(413);
    expect(pulled).toBeLessThan(100);
  });
});

describe('SSE', () => {
  async function collect(parts: (string | Uint8Array)[]) {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(typeof part === 'string' ? encoder.encode(part) : part);
        controller.close();
      },
    });
    const events = [];
    for await (const event of readSse(body)) events.push(event);
    return events;
  }

  it('formats events that it reads back', async () => {
    expect(formatSse('{"delta":"hi"}')).toBe('data: {"delta":"hi"}\n\n');
    expect(formatSse('{"error":"x"}', 'error')).toBe('event: error\ndata: {"error":"x"}\n\n');
    expect(await collect([formatSse('1'), formatSse('2', 'error'), formatSse('[DONE]')])).toEqual([
      { event: 'message', data: '1' },
      { event: 'error', data: '2' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('copes with events and characters split across chunks, CRLF, comments and a missing final blank line', async () => {
    const euro = new TextEncoder().encode('data: "€"\n\n');
    expect(
      await collect([': keep-alive\n\nda', 'ta: a\r', '\n\r\n', euro.slice(0, 8), euro.slice(8), 'data: last']),
    ).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: '"€"' },
      { event: 'message', data: 'last' },
    ]);
  });
});
