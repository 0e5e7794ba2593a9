// Small helpers for Functions answering with web-standard Responses. Headers in netlify.toml do not apply to Function
// responses, so each answer carries its own safety headers. Every error answer goes through `problem` (RFC 9457
// problem details; the shape is in src/domain/errors/problem.ts and docs/api.md).
import { PROBLEM_CONTENT_TYPE, problemTypeOf, type FieldErrors, type Problem } from '../domain/errors/index.ts';

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

/** Titles for `about:blank` problems must be the status's reason phrase (RFC 9457 §4.2.1). */
const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export interface ProblemOptions {
  /** A short name of ours ("idempotency-key-reused"); without one the type is `about:blank`. */
  code?: string;
  /** One sentence for the kind of problem; defaults to the status's reason phrase. */
  title?: string;
  /** Per-field messages, when a request body failed validation. */
  errors?: FieldErrors;
  /** Extension members (RFC 9457 §3.2), e.g. what is stored now for a 409. */
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * An error answer as problem details: `detail` is one English sentence a shopper, an editor or a developer can act
 * on (never an upstream's or an exception's text).
 */
export function problem(status: number, detail: string, options: ProblemOptions = {}): Response {
  const body: Problem = {
    ...options.extensions,
    type: options.code === undefined ? 'about:blank' : problemTypeOf(options.code),
    title: options.title ?? REASONS[status] ?? 'Error',
    status,
    detail,
    ...(options.errors ? { errors: options.errors } : {}),
  };
  return json(status, body, { 'Content-Type': `${PROBLEM_CONTENT_TYPE}; charset=utf-8`, ...options.headers });
}

/** 405 with the Allow header listing what the route answers. */
export function methodNotAllowed(allowed: readonly string[], detail = `Use ${allowed.join(' or ')} here.`): Response {
  return problem(405, detail, { code: 'method-not-allowed', headers: { Allow: allowed.join(', ') } });
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

const fail = (status: number, message: string): JsonBody => ({ ok: false, response: problem(status, message) });

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
