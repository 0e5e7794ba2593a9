#!/usr/bin/env node
// Measures what POST /api/chatbot adds on top of the model: time to first byte and total time, median of N runs,
// for JSON and streamed answers, against the local OpenAI-compatible server of tests/support.
//
//   node scripts/bench-chatbot.mjs [--runs 30] [--latency 150] [--chunk-delay 5]
//       In-process: the Function's handler behind a plain node:http server, as Netlify runs it.
//   node scripts/bench-chatbot.mjs --target http://localhost:4321/api/chatbot --model-port 5999
//       A running server (astro dev, netlify dev) started with OPENAI_API_KEY=bench and
//       OPENAI_BASE_URL=http://127.0.0.1:5999/v1, so its Function talks to the model server this script starts.
//   node scripts/bench-chatbot.mjs --products 28,10000
//       The offline assistant (no model), in-process, over the eval questions (tests/eval/assistant.json) with the
//       catalogue cloned in memory to each size: a fresh process per size, so the first answer pays what a new
//       Function instance pays (the search index); then the median and p95 of every question asked once more.
//
// Node 24 runs the TypeScript sources directly (type stripping); no build step.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { chatDepsFromEnv } from '../src/server/chat/transport/deps.ts';
import { handleChat } from '../src/server/chat/transport/handler.ts';
import { startFakeOpenAI } from '../tests/support/openai-server.ts';
import { offlineBench } from './bench-offline.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    latency: { type: 'string', default: '150' },
    'chunk-delay': { type: 'string', default: '5' },
    target: { type: 'string' },
    'model-port': { type: 'string' },
    products: { type: 'string' },
    child: { type: 'boolean', default: false },
  },
});
if (values.products !== undefined) {
  await offlineBench(values.products, values.child);
  process.exit(0);
}
const runs = Number(values.runs);
const reply = 'The fastest NVMe SSD here is the [Biwin NV14000](/products/biwin-nv14000-2tb). '.repeat(8).trim();

const model = await startFakeOpenAI({
  reply,
  latencyMs: Number(values.latency),
  chunkDelayMs: Number(values['chunk-delay']),
  ...(values['model-port'] ? { port: Number(values['model-port']) } : {}),
});
const fn = values.target ? { url: values.target, close: async () => {} } : await serveHandler(model.url);

const conversation = [{ role: 'user', content: 'What is your fastest NVMe SSD?' }];
const scenarios = [
  {
    name: 'JSON',
    model: () => post(`${model.url}/chat/completions`, { model: 'bench', messages: conversation }, 'application/json'),
    fn: () => post(fn.url, { messages: conversation }, 'application/json'),
  },
  {
    name: 'stream',
    model: () =>
      post(
        `${model.url}/chat/completions`,
        { model: 'bench', messages: conversation, stream: true },
        'text/event-stream',
      ),
    fn: () => post(fn.url, { messages: conversation }, 'text/event-stream'),
  },
];

console.log(
  `chatbot bench: ${runs} runs each, model latency ${values.latency} ms, ${values['chunk-delay']} ms between chunks, ` +
    `function ${values.target ?? 'in-process'}\n`,
);
const rows = [];
for (const scenario of scenarios) {
  const direct = await measure(scenario.model);
  const through = await measure(scenario.fn);
  rows.push({
    answer: scenario.name,
    'model TTFB': ms(direct.ttfb),
    'function TTFB': ms(through.ttfb),
    'added TTFB': ms(through.ttfb - direct.ttfb),
    'model total': ms(direct.total),
    'function total': ms(through.total),
    'added total': ms(through.total - direct.total),
  });
}
console.table(rows);
await fn.close();
await model.close();

/** Median time to the first body byte and to the end of the body, after a short warm-up. */
async function measure(call) {
  for (let i = 0; i < 3; i += 1) await call();
  const ttfb = [];
  const total = [];
  for (let i = 0; i < runs; i += 1) {
    const sample = await call();
    ttfb.push(sample.ttfb);
    total.push(sample.total);
  }
  return { ttfb: median(ttfb), total: median(total) };
}

async function post(url, body, accept) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: accept, Authorization: 'Bearer bench' },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  let ttfb;
  for (;;) {
    const { done } = await reader.read();
    ttfb ??= performance.now() - started;
    if (done) break;
  }
  return { ttfb, total: performance.now() - started };
}

/** The handler behind node:http, converting requests and streaming responses as Netlify's runtime does. */
async function serveHandler(modelUrl) {
  const deps = chatDepsFromEnv({ OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: modelUrl });
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers,
      ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
    });
    const response = await handleChat(request, deps);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) for await (const chunk of response.body) res.write(chunk);
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/api/chatbot`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function ms(value) {
  return `${value.toFixed(1)} ms`;
}
