// Small helpers for Functions answering with web-standard Responses. Headers in netlify.toml do not apply to Function
// responses, so each answer carries its own safety headers.

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...BASE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** An error answer: `{ error }` with one English sentence a developer (or the widget's console) can act on. */
export function errorJson(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { error: message }, headers);
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON request body of at most `maxBytes`: 415 when it is not declared as JSON, 413 when too large (checked
 * against Content-Length first, then while reading, since the header can be absent or wrong), 400 when not JSON.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    return fail(415, 'Content-Type must be application/json');
  }
  const tooLarge = () => fail(413, `Request body is larger than ${Math.round(maxBytes / 1024)} KB`);
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) return tooLarge();

  const bytes = await readCapped(request, maxBytes);
  if (bytes === undefined) return tooLarge();
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return fail(400, 'Request body is empty; send a JSON object');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return fail(400, 'Request body is not valid JSON');
  }
}

const fail = (status: number, message: string): JsonBody => ({ ok: false, response: errorJson(status, message) });

/** The body's bytes, or undefined as soon as they pass the cap (the rest is never buffered). */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
