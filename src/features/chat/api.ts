// The widget's side of POST /api/chatbot: asks for a stream, accepts plain JSON too, and turns every way the call can
// go wrong into the platform's one error, an ApiError (docs/decisions.md#problem-details-for-every-error): refusals
// and failures as the API client reads them from problem details, a stream that breaks off or says it failed too.
import { ApiError, createApiClient, DEFAULT_MESSAGES, readAnswer } from '../platform/index.ts';
import {
  chatDeltaSchema,
  chatErrorSchema,
  chatMetaSchema,
  chatReplySchema,
  type ChatMessage,
  type ChatMeta,
} from '../../domain/chat/schema.ts';
import { readSse } from '../../domain/chat/sse.ts';

export const CHAT_ENDPOINT = '/api/chatbot';

/** The whole reply, streamed or not: the Function ends a model call by 55 s (src/server/openai.ts). */
const REPLY_TIMEOUT_MS = 65_000;

export interface FetchReplyOptions {
  signal?: AbortSignal;
  /** Called with the whole reply so far each time a streamed piece arrives. */
  onText?: (textSoFar: string) => void;
  fetch?: typeof fetch;
  endpoint?: string;
}

export interface FetchedReply extends ChatMeta {
  reply: string;
}

export async function fetchReply(
  messages: readonly ChatMessage[],
  options: FetchReplyOptions = {},
): Promise<FetchedReply> {
  const client = createApiClient({ ...(options.fetch ? { fetch: options.fetch } : {}), timeoutMs: REPLY_TIMEOUT_MS });
  const response = await client.send(options.endpoint ?? CHAT_ENDPOINT, {
    method: 'POST',
    auth: 'none',
    headers: { Accept: 'text/event-stream, application/json;q=0.9' },
    body: { messages },
    ...(options.signal ? { signal: options.signal } : {}),
  });

  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/event-stream') && response.body) {
    try {
      return await readStream(response.body, options.onText);
    } catch (cause) {
      // The shopper's Stop is theirs to handle; a connection lost or timed out mid-reply is the client's kind.
      if (cause instanceof ApiError || options.signal?.aborted) throw cause;
      throw cause instanceof DOMException && cause.name === 'TimeoutError'
        ? new ApiError('timeout', DEFAULT_MESSAGES.timeout, { cause })
        : new ApiError('network', DEFAULT_MESSAGES.network, { cause });
    }
  }

  const answer = await readAnswer(response, chatReplySchema);
  options.onText?.(answer.reply);
  return answer;
}

/** A stream that cannot be read as the Function writes it (src/server/chat/transport/handler.ts). */
const unreadable = (why: string) =>
  new ApiError('server', DEFAULT_MESSAGES.unreadable, { cause: new Error(`Chatbot stream ${why}`) });

async function readStream(body: ReadableStream<Uint8Array>, onText?: (text: string) => void): Promise<FetchedReply> {
  let text = '';
  let meta: ChatMeta = {};
  for await (const { event, data } of readSse(body)) {
    if (event === 'error') {
      // The Function failed after the stream started: an upstream's failure, worded for a log, never shown.
      const parsed = chatErrorSchema.safeParse(safeJson(data));
      throw new ApiError('server', DEFAULT_MESSAGES.server, {
        cause: new Error(`Chatbot stream failed: ${parsed.success ? parsed.data.error : data}`),
      });
    }
    if (event === 'meta') {
      // Extras are optional: a malformed one costs the buttons, not the reply.
      const parsed = chatMetaSchema.safeParse(safeJson(data));
      if (parsed.success) meta = parsed.data;
      continue;
    }
    if (data === '[DONE]') return { ...meta, reply: text };
    const parsed = chatDeltaSchema.safeParse(safeJson(data));
    if (!parsed.success) throw unreadable('sent a malformed event');
    text += parsed.data.delta;
    onText?.(text);
  }
  // Without [DONE] the reply may be cut short; say so rather than pass off half an answer as whole.
  throw new ApiError('network', DEFAULT_MESSAGES.network, { cause: new Error('Chatbot stream ended early') });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
