// The offline assistant's answer time at a given catalogue size (see bench-chatbot.mjs --products). The catalogue is
// cloned in memory the way bench-scale.mjs clones the product files: SKU and name suffixed per batch.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const QUESTIONS = new URL('../tests/eval/assistant.json', import.meta.url);

export async function offlineBench(sizes, child) {
  if (child) return measure(Number(sizes));
  const rows = sizes.split(',').map((size) => {
    const env = { ...process.env };
    for (const key of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL']) delete env[key];
    const out = execFileSync(
      process.execPath,
      [
        '--no-warnings',
        fileURLToPath(new URL('bench-chatbot.mjs', import.meta.url)),
        '--products',
        size.trim(),
        '--child',
      ],
      { env, encoding: 'utf8' },
    );
    return JSON.parse(out.trim().split('\n').at(-1));
  });
  console.log(
    `offline assistant: ${rows[0]?.questions} questions (tests/eval/assistant.json), Function handler in-process`,
  );
  console.log(
    `wall time, and in brackets the process's CPU time (what a busy machine inflates less); load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores\n`,
  );
  console.table(
    rows.map((r) => ({
      products: r.products,
      'catalogue clone': ms(r.clone),
      'instance start (warm-up)': `${ms(r.warm)} (${ms(r.warmCpu)} CPU)`,
      'first answer': `${ms(r.first)} (${ms(r.firstCpu)} CPU)`,
      median: `${ms(r.median)} (${ms(r.medianCpu)} CPU)`,
      p95: `${ms(r.p95)} (${ms(r.p95Cpu)} CPU)`,
      max: ms(r.max),
    })),
  );
}

async function measure(n) {
  const { uneditedCatalogue } = await import('../src/server/catalogue/live.ts');
  const { chatDepsFromEnv } = await import('../src/server/chat/transport/deps.ts');
  const { handleChat } = await import('../src/server/chat/transport/handler.ts');
  const { warmOffline: warmChat } = await import('../src/server/chat/offline/index.ts');
  const { questions } = JSON.parse(readFileSync(QUESTIONS, 'utf8'));
  const started = performance.now();
  const catalog = clone(uneditedCatalogue(), n);
  const cloneMs = performance.now() - started;
  // What the Function does when its instance starts (netlify/functions/chatbot.mts): the products' words.
  const cpu = process.cpuUsage();
  const warmStart = performance.now();
  warmChat(catalog);
  const warm = performance.now() - warmStart;
  const warmCpu = process.cpuUsage(cpu).user / 1000;
  // The first request then sees a catalogue array of its own (liveCatalogue's effective catalogue: the same product
  // objects, a new version), so its index is assembled during that first answer, as on Netlify.
  const deps = chatDepsFromEnv({}, [...catalog]);
  const ask = async (question, i) => {
    const messages = [
      ...(question.history ?? []).map((content) => ({ role: 'user', content })),
      { role: 'user', content: question.q },
    ];
    // One client address per question: the per-client rate limit is not what is measured here.
    const request = new Request('http://bench/api/chatbot', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': `10.${i >> 8}.${i & 255}.1` },
      body: JSON.stringify({ messages }),
    });
    const cpu = process.cpuUsage();
    const start = performance.now();
    const response = await handleChat(request, deps);
    await response.text();
    if (response.status !== 200) throw new Error(`chatbot answered ${response.status} to ${question.q}`);
    return { wall: performance.now() - start, cpu: process.cpuUsage(cpu).user / 1000 };
  };
  // The first question of a fresh instance, then every question (the first one again too) on the warm index.
  const first = await ask(questions[0], 0);
  const samples = [];
  for (const [i, question] of questions.entries()) samples.push(await ask(question, i + 1));
  const wall = samples.map((s) => s.wall).sort((a, b) => a - b);
  const cpuTimes = samples.map((s) => s.cpu).sort((a, b) => a - b);
  const at = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))];
  console.log(
    JSON.stringify({
      products: catalog.length,
      questions: questions.length,
      clone: cloneMs,
      warm,
      warmCpu,
      first: first.wall,
      firstCpu: first.cpu,
      median: at(wall, 0.5),
      medianCpu: at(cpuTimes, 0.5),
      p95: at(wall, 0.95),
      p95Cpu: at(cpuTimes, 0.95),
      max: wall.at(-1),
    }),
  );
}

function clone(products, n) {
  if (n <= products.length) return products;
  const out = [];
  for (let batch = 0; out.length < n; batch += 1) {
    for (const p of products) {
      if (out.length >= n) break;
      if (batch === 0) out.push(p);
      else
        out.push({
          ...p,
          sku: `${p.sku}-c${batch}`,
          name: `${p.name} #${batch + 1}`,
          featured: false,
          related: p.related.map((r) => `${r}-c${batch}`),
        });
    }
  }
  return out;
}

function ms(value) {
  return `${value.toFixed(1)} ms`;
}
