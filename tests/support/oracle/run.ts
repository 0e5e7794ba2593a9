// Puts each question to the assistant (a conversation's earlier turns first, with the assistant's own replies between
// them) and sums the verdicts per kind.
import type { Product } from '../../../src/domain/catalog/schema.ts';
import type { ChatMessage } from '../../../src/domain/chat/schema.ts';
import { KINDS, type Case, type Kind } from './generate.ts';
import { judgeForm } from './judge.ts';

export type Assistant = (messages: ChatMessage[], catalog: readonly Product[]) => { reply: string };

export interface Outcome {
  readonly kind: Kind;
  readonly question: string;
  readonly expected: string;
  readonly reply: string;
  readonly failure: string | undefined;
}

export function ask(cases: readonly Case[], catalog: readonly Product[], assistant: Assistant): Outcome[] {
  return cases.map((item) => {
    const messages: ChatMessage[] = [];
    let reply = '';
    let failure: string | undefined;
    try {
      for (const [index, turn] of item.turns.entries()) {
        messages.push({ role: 'user', content: turn });
        reply = assistant([...messages], catalog).reply;
        if (index < item.turns.length - 1) messages.push({ role: 'assistant', content: reply });
      }
      failure = judgeForm(reply, catalog) ?? item.judge(reply);
    } catch (error) {
      failure = `threw ${error instanceof Error ? error.message : String(error)}`;
    }
    return { kind: item.kind, question: item.turns.join(' ⟶ '), expected: item.expected, reply, failure };
  });
}

export interface KindFigure {
  readonly kind: Kind | 'overall';
  readonly questions: number;
  readonly passed: number;
  readonly accuracy: number;
}

export function figures(outcomes: readonly Outcome[]): KindFigure[] {
  const row = (kind: Kind | 'overall', rows: readonly Outcome[]): KindFigure => {
    const passed = rows.filter((o) => o.failure === undefined).length;
    return { kind, questions: rows.length, passed, accuracy: rows.length === 0 ? 1 : passed / rows.length };
  };
  return [
    ...KINDS.map((kind) =>
      row(
        kind,
        outcomes.filter((o) => o.kind === kind),
      ),
    ).filter((f) => f.questions > 0),
    row('overall', outcomes),
  ];
}

/** The figures as a Markdown table, and a few failures of each kind. */
export function report(title: string, outcomes: readonly Outcome[], samplesPerKind = 3): string {
  const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
  const table = [
    `| ${title} | questions | passed | accuracy |`,
    '| --- | ---: | ---: | ---: |',
    ...figures(outcomes).map((f) => `| ${f.kind} | ${f.questions} | ${f.passed} | ${percent(f.accuracy)} |`),
  ].join('\n');
  const samples = KINDS.flatMap((kind) =>
    outcomes
      .filter((o) => o.kind === kind && o.failure !== undefined)
      .slice(0, samplesPerKind)
      .map(
        (o) =>
          `- [${kind}] ${o.question}\n  expected: ${o.expected}\n  failure: ${o.failure ?? ''}\n  reply: ${JSON.stringify(o.reply.slice(0, 200))}`,
      ),
  );
  return `${table}\n\nSample failures (${title}):\n${samples.join('\n') || '(none)'}`;
}
