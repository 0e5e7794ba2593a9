// The browser's one way to call the store's Functions: an optional Firebase ID token, JSON in and out, a timeout,
// answers parsed with the schema the Function answers with, and every failure as an ApiError read from the problem
// details every Function answers errors with (./problem.ts). Features wrap it in their own small API modules.
import * as z from 'zod/mini';
import { ApiError } from './api-error.ts';
import { problemSchema } from '../../domain/errors/problem.ts';

/** The sentences shown for failures the Function cannot word itself. */
export interface ApiMessages {
  signedOut: string;
  network: string;
  timeout: string;
  /** A 5xx: the body is never shown (it may be a proxy's page or an internal error). */
  server: string;
  unreadable: string;
}

export const DEFAULT_MESSAGES: ApiMessages = {
  signedOut: 'You are signed out. Sign in again to continue.',
  network: 'We could not reach the store. Check your connection and try again.',
  timeout: 'The store took too long to answer. Please try again.',
  server: 'The store could not answer just now. Please try again.',
  unreadable: 'The store sent an answer we could not read. Please try again.',
};

/** Long enough for a cold Function and a Blobs write; short enough that a hung request does not freeze a page. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiClientDeps {
  /** The signed-in user's ID token, or null when nobody is signed in. */
  token?: () => Promise<string | null>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  messages?: Partial<ApiMessages>;
}

export interface ApiRequest {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** `required`: no token, no call (signed-out); `optional`: sent when someone is signed in; `none`: never sent. */
  auth?: 'required' | 'optional' | 'none';
  /** The caller's own cancel (e.g. a Stop button): its abort is rethrown as is, not turned into an ApiError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  messages?: Partial<ApiMessages>;
}

export interface ApiClient {
  /** Calls and parses a JSON answer with `schema`. */
  json<T>(path: string, schema: z.core.$ZodType<T>, request?: ApiRequest): Promise<T>;
  /** Calls and hands back a successful Response unread (for a streamed answer); failures are thrown as for `json`. */
  send(path: string, request?: ApiRequest): Promise<Response>;
}

export function createApiClient(deps: ApiClientDeps = {}): ApiClient {
  const send = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call(path: string, request: ApiRequest): Promise<{ response: Response; messages: ApiMessages }> {
    const messages = { ...DEFAULT_MESSAGES, ...deps.messages, ...request.messages };
    const auth = request.auth ?? 'required';
    const timeout = AbortSignal.timeout(request.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    try {
      // Getting a token can load Firebase and refresh the token over the network.
      const idToken = auth === 'none' ? null : await (deps.token?.() ?? Promise.resolve(null));
      if (!idToken && auth === 'required') throw new ApiError('signed-out', messages.signedOut);
      const { body } = request;
      response = await send(path, {
        method: request.method ?? 'GET',
        headers: {
          Accept: 'application/json',
          ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...request.headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      });
    } catch (cause) {
      if (cause instanceof ApiError || request.signal?.aborted) throw cause;
      throw timeout.aborted
        ? new ApiError('timeout', messages.timeout, { cause })
        : new ApiError('network', messages.network, { cause });
    }
    if (!response.ok) throw errorFrom(response.status, await readJson(response), messages);
    return { response, messages };
  }

  return {
    async json(path, schema, request = {}) {
      const { response, messages } = await call(path, request);
      return readAnswer(response, schema, messages);
    },
    async send(path, request = {}) {
      return (await call(path, request)).response;
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}

/**
 * A successful answer's JSON parsed with `schema`: what `json` does after the call, for a caller that got the
 * Response from `send` (the chat, which takes a stream or JSON). Not JSON or the wrong shape is a `server` ApiError.
 */
export async function readAnswer<T>(
  response: Response,
  schema: z.core.$ZodType<T>,
  messages: ApiMessages = DEFAULT_MESSAGES,
): Promise<T> {
  const parsed = z.safeParse(schema, await readJson(response));
  if (!parsed.success) throw new ApiError('server', messages.unreadable, { status: response.status });
  return parsed.data;
}

/** The error for a non-2xx answer; only a 4xx's or a 503's own sentence is shown, with the status when it has none. */
export function errorFrom(status: number, body: unknown, messages: ApiMessages = DEFAULT_MESSAGES): ApiError {
  const parsed = problemSchema.safeParse(body);
  const problem = parsed.success ? parsed.data : undefined;
  const stated = problem?.detail ?? `The store answered ${status}. Please try again.`;
  const options = { status, problem };
  if (status === 401) return new ApiError('signed-out', messages.signedOut, options);
  if (status === 403) return new ApiError('forbidden', stated, options);
  if (status === 404) return new ApiError('not-found', stated, options);
  if (status === 409) return new ApiError('conflict', stated, options);
  if (status === 429) return new ApiError('rate-limited', stated, options);
  if (status >= 400 && status < 500) return new ApiError('rejected', stated, options);
  return new ApiError('server', status === 503 ? stated : messages.server, options);
}
