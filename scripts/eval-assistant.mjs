#!/usr/bin/env node
// Runs the assistant over the question sets and prints accuracy by kind, overall, and the time per answer.
//
//   npm run eval:assistant                         the offline assistant over the development sets
//                                                  (tests/eval/assistant.json, development-2.json,
//                                                  development-3.json) and the held-out set
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
import { answerOffline } from '../src/server/chat/offline/index.ts';
import { chatDepsFromEnv } from '../src/server/chat/transport/deps.ts';
import { handleChat } from '../src/server/chat/transport/handler.ts';
import { writeFigures } from './benchmarks-doc.mjs';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

// Two formats: the development sets' `must`/`mustNot` strings, and the held-out set's `expect` (products that must
// be named by SKU, link or exact name; patterns of which one, or all, must match; patterns none may match; at most
// so many products named).
const expectSchema = z.object({
  skus: z.array(z.string()).default([]),
  allSkus: z.boolean().default(false),
  mustMention: z.array(z.string()).default([]),
  all: z.boolean().default(false),
  mustNot: z.array(z.string()).default([]),
  maxSkus: z.number().int().optional(),
});
const questionSchema = z.object({
  kind: z.string().min(1),
  q: z.string().min(1),
  history: z.array(z.string()).optional(),
  must: z.array(z.string()).default([]),
  mustNot: z.array(z.string()).default([]),
  expect: expectSchema.optional(),
});
const setSchema = z.union([
  z.object({ questions: z.array(questionSchema).min(1) }),
  z
    .array(questionSchema)
    .min(1)
    .transform((questions) => ({ questions })),
]);
/** The held-out set gates: below its bar the command fails. Its misses are never printed (it is not tuned to). */
const HELD_OUT_BAR = 0.85;
const SETS = values.file
  ? [{ name: values.file, file: values.file, heldOut: false }]
  : [
      { name: 'development set', file: 'tests/eval/assistant.json', heldOut: false },
      { name: 'second development set', file: 'tests/eval/development-2.json', heldOut: false },
      { name: 'third development set', file: 'tests/eval/development-3.json', heldOut: false },
      { name: 'fourth development set', file: 'tests/eval/development-4.json', heldOut: false },
      { name: 'fifth development set', file: 'tests/eval/development-5.json', heldOut: false },
      { name: 'sixth development set', file: 'tests/eval/development-6.json', heldOut: false },
      { name: 'seventh development set', file: 'tests/eval/development-7.json', heldOut: false },
      { name: 'eighth development set', file: 'tests/eval/development-8.json', heldOut: false },
      { name: 'ninth development set', file: 'tests/eval/development-9.json', heldOut: false },
      { name: 'tenth development set', file: 'tests/eval/development-10.json', heldOut: false },
      { name: 'eleventh development set', file: 'tests/eval/development-11.json', heldOut: false },
      { name: 'twelfth development set', file: 'tests/eval/development-12.json', heldOut: false },
      { name: 'thirteenth development set', file: 'tests/eval/development-13.json', heldOut: false },
      { name: 'fourteenth development set', file: 'tests/eval/development-14.json', heldOut: false },
      { name: 'fifteenth development set', file: 'tests/eval/development-15.json', heldOut: false },
      { name: 'held-out set', file: 'tests/eval/held-out.json', heldOut: true },
      { name: 'second held-out set', file: 'tests/eval/held-out-2.json', heldOut: true },
      { name: 'third held-out set', file: 'tests/eval/held-out-3.json', heldOut: true },
      { name: 'fourth held-out set', file: 'tests/eval/held-out-4.json', heldOut: true },
      { name: 'fifth held-out set', file: 'tests/eval/held-out-5.json', heldOut: true },
    ];
const catalogue = uneditedCatalogue();
const skus = new Set(catalogue.map((p) => p.sku));

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
  const expect = question.expect;
  if (!expect) return problems;
  const named = new Set([...reply.matchAll(/\/products\/([a-z0-9-]+)/g)].map((m) => m[1]));
  for (const p of catalogue) if (reply.includes(p.name) || lower.includes(p.sku)) named.add(p.sku);
  if (expect.skus.length > 0) {
    const hit = expect.allSkus ? expect.skus.every((s) => named.has(s)) : expect.skus.some((s) => named.has(s));
    if (!hit) problems.push(`names none of ${expect.skus.join(', ')}`);
  }
  const matches = (pattern) => new RegExp(pattern, 'i').test(reply);
  if (
    expect.mustMention.length > 0 &&
    !(expect.all ? expect.mustMention.every(matches) : expect.mustMention.some(matches))
  )
    problems.push(`mentions none of /${expect.mustMention.join('/, /')}/`);
  for (const pattern of expect.mustNot) if (matches(pattern)) problems.push(`matches /${pattern}/`);
  if (expect.maxSkus !== undefined && named.size > expect.maxSkus) problems.push(`names ${named.size} products`);
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

/** One table row per set, written to docs/benchmarks.md after a run over the default sets. */
const figures = [];

async function run(name, questions, answer, heldOut = false, setName = name) {
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
  const kinds = [...byKind].sort(([a], [b]) => a.localeCompare(b));
  console.log(`\n${name}: ${right}/${questions.length} right (${percent(right, questions.length)})`);
  for (const [kind, t] of kinds)
    console.log(
      `  ${kind.padEnd(10)} ${String(t.right).padStart(3)}/${String(t.total).padEnd(3)} ${percent(t.right, t.total)}`,
    );
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`  time per answer: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1).toFixed(2)} ms`);
  for (const { question, problems, reply } of heldOut ? [] : failures) {
    console.log(`  ✗ [${question.kind}] ${question.q}: ${problems.join('; ')}`);
    if (values.verbose) console.log(`    ${reply.replace(/\n/g, '\n    ')}`);
  }
  figures.push(
    `| ${setName} | ${right}/${questions.length} (${percent(right, questions.length)}) | ${kinds.map(([k, t]) => `${k} ${t.right}/${t.total}`).join(', ')} | ${at(0.5)} ms |`,
  );
  return right / questions.length;
}

const percent = (a, b) => `${((100 * a) / b).toFixed(1)}%`;

// Warm the per-catalogue index once, as a warm Function instance has it.
answerOffline([{ role: 'user', content: 'hello' }], catalogue);
const deps = process.env.OPENAI_API_KEY ? chatDepsFromEnv(process.env, uneditedCatalogue()) : undefined;
const signatures = new Map();

for (const set of SETS) {
  const { questions } = setSchema.parse(JSON.parse(readFileSync(set.file, 'utf8')));
  console.log(`\n${set.name}: ${questions.length} questions from ${set.file}, ${uneditedCatalogue().length} products`);
  const score = await run(
    'offline assistant',
    questions,
    (messages) => answerOffline(messages, catalogue).reply,
    set.heldOut,
    `${set.name}, offline`,
  );
  if (set.heldOut && score < HELD_OUT_BAR) {
    console.log(`  below the held-out bar of ${HELD_OUT_BAR * 100}%`);
    process.exitCode = 1;
  }
  if (!deps) continue;
  const model = `model ${process.env.OPENAI_MODEL ?? '(default)'}`;
  await run(
    model,
    questions,
    async (messages) => {
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
    },
    set.heldOut,
    `${set.name}, ${model}`,
  );
}

if (!values.file)
  writeFigures(
    'Assistant',
    [
      'Accuracy of `npm run eval:assistant`. Only the held-out set measures questions the code was not written against.',
      '',
      '| Set | Right | By kind | Median time |',
      '| --- | --- | --- | --- |',
      ...figures,
    ].join('\n'),
    'npm run eval:assistant',
  );
