// The widget's side of POST /api/chatbot: asks for a stream, accepts plain JSON too, and turns every way the call can
// go wrong into a thrown error for the store to report.
import { chatDeltaSchema, chatErrorSchema, chatReplySchema, type ChatMessage } from './schema.ts';
import { readSse } from './sse.ts';

export const CHAT_ENDPOINT = '/api/chatbot';

/** The server answered with a status other than 2xx. */
export class ChatHttpError extends Error {
  override name = 'ChatHttpError';
  readonly status: number;
  constructor(status: number, detail: string) {
    super(`Chatbot answered ${status}: ${detail}`);
    this.status = status;
  }
}

export interface FetchReplyOptions {
  signal?: AbortSignal;
  /** Called with the whole reply so far each time a streamed piece arrives. */
  onText?: (textSoFar: string) => void;
  fetch?: typeof fetch;
  endpoint?: string;
}

export async function fetchReply(messages: readonly ChatMessage[], options: FetchReplyOptions = {}): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(options.endpoint ?? CHAT_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json;q=0.9' },
    body: JSON.stringify({ messages }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) throw new ChatHttpError(response.status, await errorDetail(response));

  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/event-stream') && response.body) return readStream(response.body, options.onText);

  const parsed = chatReplySchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('Chatbot answer has no "reply" text');
  options.onText?.(parsed.data.reply);
  return parsed.data.reply;
}

async function readStream(body: ReadableStream<Uint8Array>, onText?: (text: string) => void): Promise<string> {
  let text = '';
  for await (const { event, data } of readSse(body)) {
    if (event === 'error') {
      const parsed = chatErrorSchema.safeParse(safeJson(data));
      throw new Error(`Chatbot stream failed: ${parsed.success ? parsed.data.error : data}`);
    }
    if (data === '[DONE]') return text;
    const parsed = chatDeltaSchema.safeParse(safeJson(data));
    if (!parsed.success) throw new Error('Chatbot stream sent a malformed event');
    text += parsed.data.delta;
    onText?.(text);
  }
  // Without [DONE] the reply may be cut short; say so rather than pass off half an answer as whole.
  throw new Error('Chatbot stream ended early');
}

async function errorDetail(response: Response): Promise<string> {
  try {
    const parsed = chatErrorSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.error : response.statusText;
  } catch {
    return response.statusText;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
