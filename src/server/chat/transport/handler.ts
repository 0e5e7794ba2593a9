// POST /api/chatbot: validate the conversation, answer it with the model (or the offline assistant when none is
// configured), as JSON `{reply}` or, when asked for text/event-stream, as a stream of `{delta}` events. Errors before
// the answer starts are problem details; one after a stream started can only be an `error` event.
import type { Product } from '../../../domain/catalog/index.ts';
import {
  chatRequestSchema,
  MAX_REPLY_PRODUCTS,
  type ChatMessage,
  type ChatMeta,
  formatSse,
} from '../../../domain/chat/index.ts';
import { errorSentence, fieldErrors } from '../../../domain/errors/index.ts';
import { BASE_HEADERS, json, methodNotAllowed, problem, readJsonBody } from '../../http.ts';
import { UpstreamError, type ChatModel, type ChatTurn } from '../../openai.ts';
import { checkedLines, linkedSkus } from './links.ts';
import { answerOffline } from '../offline/index.ts';
import { buildSystemPrompt } from '../model/prompt.ts';
import { clientKey, DAILY_CAP_NOTE, type DailyCap, type RateLimiter } from './rate-limit.ts';
import type { ReplySigner } from './signing.ts';
import { trustedTurns } from './signing.ts';
import { vocabularyOf } from '../offline/vocabulary.ts';
import { runToolLoop } from '../model/tool-loop.ts';

/** 8,000 characters of content can take ~6 bytes each once JSON-escaped, plus signatures; more is not a real chat. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ChatDeps {
  /** The model; absent means no key is configured and the offline assistant answers. */
  model?: ChatModel | undefined;
  catalog: readonly Product[];
  /** Signs replies and checks the assistant turns a client sends back; a promise while a stored key is read. */
  signer: ReplySigner | Promise<ReplySigner>;
  /** Per-client request budget; absent in tests that do not exercise it. */
  limiter?: RateLimiter | undefined;
  /** The whole site's model calls a day; past it the offline assistant answers. Absent: no cap. */
  modelCalls?: DailyCap | undefined;
  /** Model turns per question (the tool loop's bound). */
  maxToolSteps?: number;
  log?: Pick<Console, 'error'>;
}

const TIMEOUT_MESSAGE = 'The AI service took too long to answer. Please try again.';
const UPSTREAM_MESSAGE = 'The AI service is unavailable right now. Please try again later.';

export async function handleChat(request: Request, deps: ChatDeps): Promise<Response> {
  const log = deps.log ?? console;
  if (request.method !== 'POST') {
    return methodNotAllowed(['POST'], 'Use POST with a JSON body {"messages":[…]}');
  }
  const allowed = (await deps.limiter?.take(clientKey(request))) ?? { ok: true };
  if (!allowed.ok) {
    return problem(429, `Too many messages; try again in ${allowed.retryAfterSeconds} s`, {
      headers: { 'Retry-After': String(allowed.retryAfterSeconds) },
    });
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = chatRequestSchema.safeParse(body.value);
  if (!parsed.success) return problem(400, errorSentence(parsed.error), { errors: fieldErrors(parsed.error) });
  const signer = await deps.signer;
  const messages = trustedTurns(parsed.data.messages, signer);
  const streamed = wantsStream(request);
  const signal = request.signal;

  try {
    const capped = deps.model !== undefined && deps.modelCalls !== undefined && !(await deps.modelCalls.take());
    if (!deps.model || capped) {
      const offline = answerOffline(messages, deps.catalog);
      const { products } = offline;
      const reply = capped ? `${DAILY_CAP_NOTE}\n\n${offline.reply}` : offline.reply;
      const meta = metaFor(reply, products, signer);
      return streamed ? sse(linesOf(reply), log, signal, () => meta) : json(200, { reply, ...meta });
    }
    const index = vocabularyOf(deps.catalog);
    const knows = (sku: string) => index.bySku.has(sku);
    const turns = withSystemPrompt(buildSystemPrompt(deps.catalog, messages), messages);
    const deltas = checkedLines(
      runToolLoop(deps.model, turns, deps.catalog, {
        signal,
        ...(deps.maxToolSteps ? { maxSteps: deps.maxToolSteps } : {}),
      }),
      knows,
    );
    const recommended = (reply: string) =>
      metaFor(
        reply,
        linkedSkus(reply).flatMap((sku) => index.bySku.get(sku)?.product ?? []),
        signer,
      );
    if (!streamed) {
      let reply = '';
      for await (const delta of deltas) reply += delta;
      if (reply.trim() === '') throw new UpstreamError('upstream');
      return json(200, { reply, ...recommended(reply) });
    }
    return await sseFromModel(deltas, log, signal, recommended);
  } catch (error) {
    // Nobody is waiting for an answer to a request its client abandoned; do not log it as a failure.
    if (request.signal.aborted) return problem(400, 'Request aborted');
    return failure(error, log);
  }
}

export function withSystemPrompt(prompt: string, messages: readonly ChatMessage[]): ChatTurn[] {
  return [{ role: 'system', content: prompt }, ...messages.map(({ role, content }) => ({ role, content }))];
}

/** The reply's signature and the in-stock products it recommends (for the panel's "Add to cart" buttons). */
function metaFor(reply: string, products: readonly Product[], signer: ReplySigner): ChatMeta {
  const buyable = products.filter((p) => p.stock > 0).slice(0, MAX_REPLY_PRODUCTS);
  return {
    sig: signer.sign(reply),
    ...(buyable.length > 0
      ? { products: buyable.map(({ sku, name, price, stock }) => ({ sku, name, price, stock })) }
      : {}),
  };
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
    return error.kind === 'timeout' ? problem(504, TIMEOUT_MESSAGE) : problem(502, UPSTREAM_MESSAGE);
  }
  log.error('Chatbot failed', error);
  return problem(500, 'The chatbot failed unexpectedly. Please try again.');
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
  meta: (reply: string) => ChatMeta,
): Promise<Response> {
  const iterator = deltas[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw new UpstreamError('upstream');
  return sse(prepend(first, iterator), log, signal, meta);
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

/** The reply as `{delta}` events, then a `meta` event (signature, products) over the whole text, then [DONE]. */
function sse(
  deltas: AsyncIterable<string>,
  log: Pick<Console, 'error'>,
  signal: AbortSignal,
  meta: (reply: string) => ChatMeta,
): Response {
  const encoder = new TextEncoder();
  const iterator = deltas[Symbol.asyncIterator]();
  let reply = '';
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(encoder.encode(formatSse(JSON.stringify(meta(reply)), 'meta')));
          controller.enqueue(encoder.encode(formatSse('[DONE]')));
          controller.close();
        } else {
          reply += next.value;
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
