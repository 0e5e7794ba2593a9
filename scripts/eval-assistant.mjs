#!/usr/bin/env node
// Runs the assistant over a question set and prints accuracy by kind, overall, and the time per answer.
//
//   npm run eval:assistant                         the offline assistant over tests/eval/assistant.json
//   npm run eval:assistant -- --file other.json    another set in the same format
//   npm run eval:assistant -- --verbose            print every failed answer in full
//   OPENAI_API_KEY=… npm run eval:assistant        also the model (with its tools), through the Function's handler
//
// A right answer contains every `must` string and no `mustNot` string (case-insensitive), never repeats the question
// back, and links only products that exist. Node 24 runs the TypeScript sources directly; no build step.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { repositoryCatalog } from '../src/server/products/catalog.ts';
import { answerOffline } from '../src/server/chat/offline.ts';
import { chatDepsFromEnv } from '../src/server/chat/deps.ts';
import { handleChat } from '../src/server/chat/handler.ts';

const { values } = parseArgs({
  options: {
    file: { type: 'string', default: 'tests/eval/assistant.json' },
    verbose: { type: 'boolean', default: false },
  },
});

const questionSchema = z.object({
  kind: z.string().min(1),
  q: z.string().min(1),
  history: z.array(z.string()).optional(),
  must: z.array(z.string()).default([]),
  mustNot: z.array(z.string()).default([]),
});
const setSchema = z.object({ questions: z.array(questionSchema).min(1) });
const { questions } = setSchema.parse(JSON.parse(readFileSync(values.file, 'utf8')));
const skus = new Set(repositoryCatalog.map((p) => p.sku));

/** Why an answer is wrong, or an empty list. */
function grade(question, reply) {
  const lower = reply.toLowerCase();
  const problems = [];
  for (const text of question.must) if (!lower.includes(text.toLowerCase())) problems.push(`missing "${text}"`);
  for (const text of question.mustNot) if (lower.includes(text.toLowerCase())) problems.push(`contains "${text}"`);
  if (question.q.length > 30 && lower.includes(question.q.toLowerCase().replace(/[?!.]+$/, '')))
    problems.push('echoes the question');
  for (const [, sku] of reply.matchAll(/\/products\/([a-z0-9-]+)/g))
    if (!skus.has(sku)) problems.push(`unknown product ${sku}`);
  return problems;
}

const conversation = (question) => [
  ...(question.history ?? []).flatMap((content) => [{ role: 'user', content }]),
  { role: 'user', content: question.q },
];

async function run(name, answer) {
  const byKind = new Map();
  const times = [];
  const failures = [];
  for (const question of questions) {
    const started = performance.now();
    const reply = await answer(conversation(question));
    times.push(performance.now() - started);
    const problems = grade(question, reply);
    const tally = byKind.get(question.kind) ?? { right: 0, total: 0 };
    tally.total += 1;
    if (problems.length === 0) tally.right += 1;
    else failures.push({ question, problems, reply });
    byKind.set(question.kind, tally);
  }
  const right = [...byKind.values()].reduce((sum, t) => sum + t.right, 0);
  console.log(`\n${name}: ${right}/${questions.length} right (${percent(right, questions.length)})`);
  for (const [kind, t] of [...byKind].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${kind.padEnd(10)} ${String(t.right).padStart(3)}/${String(t.total).padEnd(3)} ${percent(t.right, t.total)}`,
    );
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`  time per answer: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1).toFixed(2)} ms`);
  for (const { question, problems, reply } of failures) {
    console.log(`  ✗ [${question.kind}] ${question.q}: ${problems.join('; ')}`);
    if (values.verbose) console.log(`    ${reply.replace(/\n/g, '\n    ')}`);
  }
  return right / questions.length;
}

const percent = (a, b) => `${((100 * a) / b).toFixed(1)}%`;

console.log(`assistant eval: ${questions.length} questions from ${values.file}, ${repositoryCatalog.length} products`);
// Warm the per-catalogue index once, as a warm Function instance has it.
answerOffline([{ role: 'user', content: 'hello' }], repositoryCatalog);
await run('offline assistant', (messages) => answerOffline(messages, repositoryCatalog).reply);

if (process.env.OPENAI_API_KEY) {
  const deps = chatDepsFromEnv(process.env, repositoryCatalog);
  await run(`model ${process.env.OPENAI_MODEL ?? '(default)'}`, async (messages) => {
    const response = await handleChat(
      new Request('http://localhost/api/chatbot', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ messages }),
      }),
      deps,
    );
    const body = await response.json();
    return typeof body.reply === 'string' ? body.reply : `(error ${response.status})`;
  });
}
