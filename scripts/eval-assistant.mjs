#!/usr/bin/env node
// Runs the assistant over the question sets and prints accuracy by kind, overall, and the time per answer.
//
//   npm run eval:assistant                         the offline assistant over the development set
//                                                  (tests/eval/assistant.json) and the held-out set
//                                                  (tests/eval/held-out.json), each with its own figure
//   npm run eval:assistant -- --file other.json    one other set in the same format
//   npm run eval:assistant -- --verbose            print every failed answer in full
//   OPENAI_API_KEY=… npm run eval:assistant        also the model (with its tools), through the Function's handler
//
// A right answer contains every `must` string and no `mustNot` string (case-insensitive), never repeats the question
// back, and links only products that exist. A question's `history` is asked first, one message at a time, and the
// assistant's own replies stay in the conversation, as they do in the chat (there, signed). Node 24 runs the TypeScript sources directly; no build step.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { uneditedCatalogue } from '../src/server/catalogue/live.ts';
import { answerOffline } from '../src/server/chat/offline.ts';
import { chatDepsFromEnv } from '../src/server/chat/deps.ts';
import { handleChat } from '../src/server/chat/handler.ts';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
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
const SETS = values.file
  ? [{ name: values.file, file: values.file }]
  : [
      { name: 'development set', file: 'tests/eval/assistant.json' },
      { name: 'held-out set', file: 'tests/eval/held-out.json' },
    ];
const skus = new Set(uneditedCatalogue().map((p) => p.sku));

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

/** The conversation up to the question: each earlier message asked in turn, with the reply it got. */
async function conversation(question, answer) {
  const messages = [];
  for (const content of question.history ?? []) {
    messages.push({ role: 'user', content });
    messages.push({ role: 'assistant', content: await answer([...messages]) });
  }
  return [...messages, { role: 'user', content: question.q }];
}

async function run(name, questions, answer) {
  const byKind = new Map();
  const times = [];
  const failures = [];
  for (const question of questions) {
    const messages = await conversation(question, answer);
    const started = performance.now();
    const reply = await answer(messages);
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

// Warm the per-catalogue index once, as a warm Function instance has it.
answerOffline([{ role: 'user', content: 'hello' }], uneditedCatalogue());
const deps = process.env.OPENAI_API_KEY ? chatDepsFromEnv(process.env, uneditedCatalogue()) : undefined;
const signatures = new Map();

for (const set of SETS) {
  const { questions } = setSchema.parse(JSON.parse(readFileSync(set.file, 'utf8')));
  console.log(`\n${set.name}: ${questions.length} questions from ${set.file}, ${uneditedCatalogue().length} products`);
  await run('offline assistant', questions, (messages) => answerOffline(messages, uneditedCatalogue()).reply);
  if (!deps) continue;
  await run(`model ${process.env.OPENAI_MODEL ?? '(default)'}`, questions, async (messages) => {
    // The Function keeps only the assistant turns it signed, so each is sent back with its signature.
    const signed = messages.map((m) => (m.role === 'assistant' ? { ...m, sig: signatures.get(m.content) } : m));
    const response = await handleChat(
      new Request('http://localhost/api/chatbot', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ messages: signed }),
      }),
      deps,
    );
    const body = await response.json();
    if (typeof body.reply !== 'string') return `(error ${response.status})`;
    signatures.set(body.reply, body.sig);
    return body.reply;
  });
}
