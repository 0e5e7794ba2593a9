// A local stand-in for the OpenAI API: real HTTP on 127.0.0.1 speaking the Chat Completions wire format (JSON and
// `stream: true` server-sent events), recording every request, and able to fail the ways a real upstream does.
// Erasable TypeScript only, so plain Node (e.g. scripts/bench-chatbot.mjs) can import it too.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeMode =
  /** 200 with the reply (JSON, or SSE chunks when the request streams). */
  | 'ok'
  /** 500 with an error body that must never reach our clients. */
  | 'error500'
  /** 200 whose body is not JSON (or, streaming, a chunk that is not JSON). */
  | 'malformed'
  /** Accepts the request and never answers. */
  | 'hang'
  /** Streams the first chunk, then goes silent. */
  | 'stall';

/** One scripted model turn: text, or calls of tools (the model's side of a tool loop). */
export type ScriptStep = { content: string } | { toolCalls: { name: string; arguments: string }[] };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeOpenAIOptions {
  reply?: string;
  mode?: FakeMode;
  /** Pause between streamed chunks, to make streaming observable (and for benchmarks). */
  chunkDelayMs?: number;
  /** Pause before answering at all: the model's "thinking" time, for benchmarks. */
  latencyMs?: number;
  /** A fixed port (for a server started elsewhere to be pointed at); random by default. */
  port?: number;
}

export interface FakeOpenAI {
  /** Base URL to use as OPENAI_BASE_URL, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  reply: string;
  /** Turns answered in order, one per request, before falling back to `reply`. */
  script: ScriptStep[];
  close(): Promise<void>;
}

/** Text that must never appear in our responses: it stands for an upstream's internal error detail. */
export const UPSTREAM_SECRET = 'upstream-internal-detail-7f3a';

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const sockets = new Set<Socket>();
  const state: FakeOpenAI = {
    url: '',
    requests: [],
    mode: options.mode ?? 'ok',
    reply: options.reply ?? 'Try the [Biwin NV7400](/products/biwin-nv7400-2tb).\n1. Fast\n2. Cool',
    script: [],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      state.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        sendJson(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        return;
      }
      const streamed = typeof body === 'object' && body !== null && 'stream' in body && body.stream === true;
      const model = typeof body === 'object' && body !== null && 'model' in body ? String(body.model) : 'unknown';
      setTimeout(() => answer(res, state, streamed, model, options.chunkDelayMs ?? 0), options.latencyMs ?? 0);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/v1`;
  return state;
}

function answer(res: ServerResponse, state: FakeOpenAI, streamed: boolean, model: string, delayMs: number) {
  switch (state.mode) {
    case 'hang':
      return;
    case 'error500':
      sendJson(res, 500, { error: { message: `The server had an error: ${UPSTREAM_SECRET}`, type: 'server_error' } });
      return;
    case 'malformed':
      if (!streamed) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(`{"choices": [${UPSTREAM_SECRET}`);
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' }).end(`data: {"choices": [${UPSTREAM_SECRET}\n\n`);
      return;
    case 'ok':
    case 'stall': {
      const step = state.script.shift();
      if (step && 'toolCalls' in step) {
        if (streamed) streamToolCalls(res, step.toolCalls, model);
        else sendJson(res, 200, toolCompletion(step.toolCalls, model));
        return;
      }
      const reply = step?.content ?? state.reply;
      if (streamed) void streamReply(res, { ...state, reply }, model, delayMs);
      else sendJson(res, 200, completion(reply, model));
    }
  }
}

/** Tool calls as a real stream sends them: id and name first, the arguments in two fragments, then finish. */
function streamToolCalls(res: ServerResponse, calls: readonly { name: string; arguments: string }[], model: string) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  const send = (delta: unknown, finish: string | null) =>
    res.write(
      `data: ${JSON.stringify({ ...chunk({}, finish, model), choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`,
    );
  send({ role: 'assistant', content: null }, null);
  for (const [index, call] of calls.entries()) {
    const half = Math.floor(call.arguments.length / 2);
    send(
      { tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: '' } }] },
      null,
    );
    send({ tool_calls: [{ index, function: { arguments: call.arguments.slice(0, half) } }] }, null);
    send({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] }, null);
  }
  send({}, 'tool_calls');
  res.end('data: [DONE]\n\n');
}

function toolCompletion(calls: readonly { name: string; arguments: string }[], model: string) {
  const base = completion('', model);
  return {
    ...base,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: calls.map((call, index) => ({ id: `call_${index}`, type: 'function', function: call })),
        },
        logprobs: null,
        finish_reason: 'tool_calls',
      },
    ],
  };
}

async function streamReply(res: ServerResponse, state: FakeOpenAI, model: string, delayMs: number) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  const pieces = state.reply.split(/(?<=\s)/);
  const send = (delta: Record<string, string>, finish: string | null) =>
    res.write(`data: ${JSON.stringify(chunk(delta, finish, model))}\n\n`);
  send({ role: 'assistant', content: '' }, null);
  for (const [i, piece] of pieces.entries()) {
    if (i > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    send({ content: piece }, null);
    if (state.mode === 'stall') return; // first piece out, then silence
  }
  send({}, 'stop');
  res.end('data: [DONE]\n\n');
}

const created = () => Math.floor(Date.now() / 1000);

function completion(content: string, model: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: created(),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function chunk(delta: Record<string, string>, finish: string | null, model: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: created(),
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}
