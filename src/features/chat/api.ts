// The widget's side of POST /api/chatbot: asks for a stream, accepts plain JSON too, and turns every way the call can
// go wrong into a thrown error for the store to report (an ApiError when the Function refused or failed).
import { createApiClient } from '../platform/index.ts';
import {
  chatDeltaSchema,
  chatErrorSchema,
  chatMetaSchema,
  chatReplySchema,
  type ChatMessage,
  type ChatMeta,
} from './schema.ts';
import { readSse } from './sse.ts';

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
  if (type.startsWith('text/event-stream') && response.body) return readStream(response.body, options.onText);

  const parsed = chatReplySchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('Chatbot answer has no "reply" text');
  options.onText?.(parsed.data.reply);
  return parsed.data;
}

async function readStream(body: ReadableStream<Uint8Array>, onText?: (text: string) => void): Promise<FetchedReply> {
  let text = '';
  let meta: ChatMeta = {};
  for await (const { event, data } of readSse(body)) {
    if (event === 'error') {
      const parsed = chatErrorSchema.safeParse(safeJson(data));
      throw new Error(`Chatbot stream failed: ${parsed.success ? parsed.data.error : data}`);
    }
    if (event === 'meta') {
      // Extras are optional: a malformed one costs the buttons, not the reply.
      const parsed = chatMetaSchema.safeParse(safeJson(data));
      if (parsed.success) meta = parsed.data;
      continue;
    }
    if (data === '[DONE]') return { ...meta, reply: text };
    const parsed = chatDeltaSchema.safeParse(safeJson(data));
    if (!parsed.success) throw new Error('Chatbot stream sent a malformed event');
    text += parsed.data.delta;
    onText?.(text);
  }
  // Without [DONE] the reply may be cut short; say so rather than pass off half an answer as whole.
  throw new Error('Chatbot stream ended early');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
