// The one module that talks to OpenAI (or any OpenAI-compatible server). It turns the SDK's answers into plain
// strings and its failures into UpstreamError, so callers (and test doubles) never see SDK types, upstream error
// bodies or anything that could carry a key.
import OpenAI, { APIConnectionTimeoutError } from 'openai';

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 25_000;
export const DEFAULT_MAX_TOKENS = 700;
/** A streamed reply may take longer than one timeout in total, but never past Netlify's 60 s function limit. */
const MAX_STREAM_MS = 55_000;

/** A tool the model may call: a name, what it does, and its arguments as JSON Schema. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ToolCall {
  id: string;
  name: string;
  /** The model's arguments, as JSON text (untrusted: the caller parses them). */
  arguments: string;
}

export type ChatTurn =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: readonly ToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** What one streamed model turn yields: text as it is written, or, at its end, the tools it wants called. */
export type ModelEvent = { type: 'text'; delta: string } | { type: 'tools'; calls: ToolCall[] };

export interface CallOptions {
  /** Aborted when the shopper goes away; the upstream call is cancelled with it. */
  signal?: AbortSignal;
}

/** What the chatbot needs from a model; the handler depends on this, not on the SDK. */
export interface ChatModel {
  complete(turns: readonly ChatTurn[], options?: CallOptions): Promise<string>;
  /** Text deltas as they are generated. */
  stream(turns: readonly ChatTurn[], options?: CallOptions): AsyncIterable<string>;
  /** One turn with tools offered: text deltas as they come, then the tool calls if the model asked for any. */
  turn(turns: readonly ChatTurn[], tools: readonly ToolSpec[], options?: CallOptions): AsyncIterable<ModelEvent>;
}

export type UpstreamErrorKind = 'timeout' | 'upstream';

/** The model failed: it did not answer in time, or answered with an error or nonsense. Details stay in `cause`. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly kind: UpstreamErrorKind;
  constructor(kind: UpstreamErrorKind, options?: { cause?: unknown }) {
    super(kind === 'timeout' ? 'The model did not answer in time' : 'The model call failed', options);
    this.kind = kind;
  }
}

export interface OpenAIConfig {
  apiKey: string;
  model?: string;
  baseURL?: string;
  /** Time to the first token, and between tokens when streaming. */
  timeoutMs?: number;
  maxTokens?: number;
  fetch?: typeof fetch;
}

/** Reads OPENAI_API_KEY, OPENAI_MODEL and OPENAI_BASE_URL; undefined when there is no key (offline assistant). */
export function openAIConfigFromEnv(env: Readonly<Record<string, string | undefined>>): OpenAIConfig | undefined {
  const apiKey = env['OPENAI_API_KEY']?.trim();
  if (!apiKey) return undefined;
  const model = env['OPENAI_MODEL']?.trim();
  const baseURL = env['OPENAI_BASE_URL']?.trim();
  return { apiKey, ...(model ? { model } : {}), ...(baseURL ? { baseURL } : {}) };
}

export function createOpenAIModel(config: OpenAIConfig): ChatModel {
  const { model = DEFAULT_MODEL, timeoutMs = DEFAULT_TIMEOUT_MS, maxTokens = DEFAULT_MAX_TOKENS } = config;
  const client = new OpenAI({
    apiKey: config.apiKey,
    // Passed explicitly (null = OpenAI's own) so a stray OPENAI_BASE_URL read inside the SDK cannot differ from ours.
    baseURL: config.baseURL ?? null,
    timeout: timeoutMs,
    // A retry would double the shopper's wait past the timeout; the widget lets them ask again instead.
    maxRetries: 0,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  // OpenAI's own API wants max_completion_tokens (max_tokens is refused by its reasoning models); many
  // OpenAI-compatible servers only know max_tokens.
  const limit = config.baseURL ? { max_tokens: maxTokens } : { max_completion_tokens: maxTokens };
  const messages = (turns: readonly ChatTurn[]) => turns.map(toWire);

  return {
    async complete(turns, options = {}) {
      const deadline = new Deadline(timeoutMs, timeoutMs, options.signal);
      try {
        const completion = await client.chat.completions.create(
          { model, messages: messages(turns), ...limit },
          { signal: deadline.signal },
        );
        const text = completion.choices[0]?.message.content;
        if (typeof text !== 'string' || text.trim() === '') throw new UpstreamError('upstream');
        return text;
      } catch (error) {
        throw deadline.explain(error);
      } finally {
        deadline.dispose();
      }
    },

    async *stream(turns, options = {}) {
      const deadline = new Deadline(timeoutMs, MAX_STREAM_MS, options.signal);
      try {
        const chunks = await client.chat.completions.create(
          { model, messages: messages(turns), ...limit, stream: true },
          { signal: deadline.signal },
        );
        let any = false;
        for await (const chunk of chunks) {
          deadline.touch();
          const delta = chunk.choices[0]?.delta.content;
          if (delta) {
            any = true;
            yield delta;
          }
        }
        // The SDK ends a stream quietly when its signal aborts, so a timeout must be checked for here.
        if (deadline.timedOut) throw new UpstreamError('timeout');
        if (!any && !options.signal?.aborted) throw new UpstreamError('upstream');
      } catch (error) {
        throw deadline.explain(error);
      } finally {
        deadline.dispose();
      }
    },

    async *turn(turns, tools, options = {}) {
      const deadline = new Deadline(timeoutMs, MAX_STREAM_MS, options.signal);
      try {
        const chunks = await client.chat.completions.create(
          {
            model,
            messages: messages(turns),
            ...limit,
            stream: true,
            ...(tools.length > 0
              ? {
                  tools: tools.map((tool) => ({
                    type: 'function' as const,
                    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
                  })),
                }
              : {}),
          },
          { signal: deadline.signal },
        );
        // Tool calls arrive in pieces keyed by index: the id and name first, the arguments' JSON in fragments.
        const calls = new Map<number, ToolCall>();
        let any = false;
        for await (const chunk of chunks) {
          deadline.touch();
          const delta = chunk.choices[0]?.delta;
          if (delta?.content) {
            any = true;
            yield { type: 'text', delta: delta.content };
          }
          for (const piece of delta?.tool_calls ?? []) {
            any = true;
            const call = calls.get(piece.index) ?? { id: '', name: '', arguments: '' };
            if (piece.id) call.id = piece.id;
            if (piece.function?.name) call.name += piece.function.name;
            if (piece.function?.arguments) call.arguments += piece.function.arguments;
            calls.set(piece.index, call);
          }
        }
        if (deadline.timedOut) throw new UpstreamError('timeout');
        if (!any && !options.signal?.aborted) throw new UpstreamError('upstream');
        if (calls.size > 0) yield { type: 'tools', calls: [...calls.values()] };
      } catch (error) {
        throw deadline.explain(error);
      } finally {
        deadline.dispose();
      }
    },
  };
}

/** Our turn shape to the wire format's. */
function toWire(turn: ChatTurn): OpenAI.Chat.Completions.ChatCompletionMessageParam {
  switch (turn.role) {
    case 'tool':
      return { role: 'tool', tool_call_id: turn.toolCallId, content: turn.content };
    case 'assistant':
      return turn.toolCalls && turn.toolCalls.length > 0
        ? {
            role: 'assistant',
            content: turn.content || null,
            tool_calls: turn.toolCalls.map((call) => ({
              id: call.id,
              type: 'function' as const,
              function: { name: call.name, arguments: call.arguments },
            })),
          }
        : { role: 'assistant', content: turn.content };
    default:
      return { role: turn.role, content: turn.content };
  }
}

/**
 * Our own clock over a call: the SDK's timeout covers waiting for the response, not a body that stalls after it,
 * so an idle timer (reset by `touch`) and a total cap abort the call, and `explain` says it was a timeout.
 */
class Deadline {
  readonly #controller = new AbortController();
  #idle: ReturnType<typeof setTimeout> | undefined;
  readonly #total: ReturnType<typeof setTimeout>;
  #timedOut = false;
  readonly #onCallerAbort = () => this.#controller.abort();
  readonly idleMs: number;
  readonly caller: AbortSignal | undefined;

  constructor(idleMs: number, totalMs: number, caller?: AbortSignal) {
    this.idleMs = idleMs;
    this.caller = caller;
    this.#total = setTimeout(() => this.#expire(), totalMs);
    this.touch();
    if (caller?.aborted) this.#controller.abort();
    else caller?.addEventListener('abort', this.#onCallerAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get timedOut(): boolean {
    return this.#timedOut;
  }

  touch() {
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => this.#expire(), this.idleMs);
  }

  /** The error to throw: a caller's abort passes through untouched (nobody is waiting for an answer). */
  explain(error: unknown): unknown {
    if (this.caller?.aborted) return error;
    if (this.#timedOut || error instanceof APIConnectionTimeoutError)
      return new UpstreamError('timeout', { cause: error });
    if (error instanceof UpstreamError) return error;
    return new UpstreamError('upstream', { cause: error });
  }

  dispose() {
    clearTimeout(this.#idle);
    clearTimeout(this.#total);
    this.caller?.removeEventListener('abort', this.#onCallerAbort);
  }

  #expire() {
    this.#timedOut = true;
    this.#controller.abort();
  }
}
