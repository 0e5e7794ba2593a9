// POST /api/chatbot: validate the conversation, answer it with the model (or the offline assistant when none is
// configured), as JSON `{reply}` or, when asked for text/event-stream, as a stream of `{delta}` events.
import type { Product } from '../../features/catalog/schema.ts';
import { chatRequestSchema, formatChatError, type ChatMessage } from '../../features/chat/schema.ts';
import { formatSse } from '../../features/chat/sse.ts';
import { BASE_HEADERS, errorJson, json, readJsonBody } from '../http.ts';
import { UpstreamError, type ChatModel, type ChatTurn } from '../openai.ts';
import { answerOffline } from './offline.ts';

/** 24,000 characters of content can take ~6 bytes each once JSON-escaped; anything bigger is not a real chat. */
export const MAX_BODY_BYTES = 256 * 1024;

export interface ChatDeps {
  /** The model; absent means no key is configured and the offline assistant answers. */
  model?: ChatModel | undefined;
  /** The system prompt (a function so it is built once, on first use, not at every cold start of other routes). */
  systemPrompt: () => string;
  catalog: readonly Product[];
  log?: Pick<Console, 'error'>;
}

const TIMEOUT_MESSAGE = 'The AI service took too long to answer. Please try again.';
const UPSTREAM_MESSAGE = 'The AI service is unavailable right now. Please try again later.';

export async function handleChat(request: Request, deps: ChatDeps): Promise<Response> {
  const log = deps.log ?? console;
  if (request.method !== 'POST') {
    return errorJson(405, 'Use POST with a JSON body {"messages":[…]}', { Allow: 'POST' });
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = chatRequestSchema.safeParse(body.value);
  if (!parsed.success) return errorJson(400, formatChatError(parsed.error));
  const { messages } = parsed.data;
  const streamed = wantsStream(request);

  try {
    if (!deps.model) {
      const reply = answerOffline(messages, deps.catalog);
      return streamed ? sse(linesOf(reply), log, request.signal) : json(200, { reply });
    }
    const turns = withSystemPrompt(deps.systemPrompt(), messages);
    const signal = request.signal;
    if (!streamed) return json(200, { reply: await deps.model.complete(turns, { signal }) });
    return await sseFromModel(deps.model.stream(turns, { signal }), log, signal);
  } catch (error) {
    // Nobody is waiting for an answer to a request its client abandoned; do not log it as a failure.
    if (request.signal.aborted) return errorJson(400, 'Request aborted');
    return failure(error, log);
  }
}

export function withSystemPrompt(prompt: string, messages: readonly ChatMessage[]): ChatTurn[] {
  return [{ role: 'system', content: prompt }, ...messages];
}

/** True when the client lists text/event-stream in Accept (with a non-zero q), as the widget does. */
function wantsStream(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return type === 'text/event-stream' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Maps a failure to a status; the body is always our own sentence, never the upstream's text. */
function failure(error: unknown, log: Pick<Console, 'error'>): Response {
  if (error instanceof UpstreamError) {
    log.error(`Chatbot upstream ${error.kind}`, describeCause(error.cause));
    return error.kind === 'timeout' ? errorJson(504, TIMEOUT_MESSAGE) : errorJson(502, UPSTREAM_MESSAGE);
  }
  log.error('Chatbot failed', error);
  return errorJson(500, 'The chatbot failed unexpectedly. Please try again.');
}

/** Enough to debug from the logs (type and status), without dumping request options that hold the key. */
function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const status = 'status' in cause && typeof cause.status === 'number' ? ` ${cause.status}` : '';
  return `${cause.name}${status}: ${cause.message}`;
}

const SSE_HEADERS = {
  ...BASE_HEADERS,
  'Content-Type': 'text/event-stream; charset=utf-8',
  // Ask proxies not to buffer, so the shopper sees the reply grow.
  'X-Accel-Buffering': 'no',
};

/**
 * Streams the model's reply. The first delta is awaited before answering, so a model that fails outright still gets
 * a proper 502/504 status; a failure after that can only be reported as an `error` event.
 */
async function sseFromModel(
  deltas: AsyncIterable<string>,
  log: Pick<Console, 'error'>,
  signal: AbortSignal,
): Promise<Response> {
  const iterator = deltas[Symbol.asyncIterator]();
  const first = await iterator.next();
  return sse(prepend(first, iterator), log, signal);
}

async function* prepend(first: IteratorResult<string>, rest: AsyncIterator<string>): AsyncGenerator<string> {
  if (first.done) return;
  yield first.value;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

async function* linesOf(text: string): AsyncGenerator<string> {
  // The offline answer is ready at once; sending it a line at a time keeps one code path in the widget.
  for (const line of text.split(/(?<=\n)/)) yield line;
}

function sse(deltas: AsyncIterable<string>, log: Pick<Console, 'error'>, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  const iterator = deltas[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(encoder.encode(formatSse('[DONE]')));
          controller.close();
        } else {
          controller.enqueue(encoder.encode(formatSse(JSON.stringify({ delta: next.value }))));
        }
      } catch (error) {
        // A shopper who left needs no error event, and their leaving is no failure worth logging.
        if (signal.aborted) return controller.close();
        const response = failure(error, log);
        const message = response.status === 504 ? TIMEOUT_MESSAGE : UPSTREAM_MESSAGE;
        controller.enqueue(encoder.encode(formatSse(JSON.stringify({ error: message }), 'error')));
        controller.close();
      }
    },
    async cancel() {
      // The shopper left (or pressed Stop): end the upstream call too.
      await iterator.return?.();
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
