// The offline assistant judged over the whole catalogue by an oracle written apart from it (tests/support/oracle,
// docs/assistant-evaluation.md): thousands of questions made from the data, on the repository's catalogue and on a
// transformed one. Fails when any kind of question, or all of them together, falls below 95 %.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerOffline } from '../../src/server/chat/offline/index.ts';
import { loadPolicies, loadProducts } from '../support/oracle/data.ts';
import { generate } from '../support/oracle/generate.ts';
import { ask, figures, report, type KindFigure } from '../support/oracle/run.ts';
import { transformCatalogue } from '../support/oracle/transform.ts';

const THRESHOLD = 0.95;
/** A few thousand questions take seconds alone and several times that on a loaded machine. */
const TIMEOUT_MS = 120_000;
/** The transformed catalogue may not score more than this below the original overall. */
const METAMORPHIC_TOLERANCE = 0.02;

const original = loadProducts();
const policies = loadPolicies();
const catalogues = { original, transformed: transformCatalogue(original) } as const;
const results: Record<string, KindFigure[]> = {};

describe('the offline assistant, judged by the independent oracle', () => {
  for (const [name, catalog] of Object.entries(catalogues)) {
    it(
      `answers the ${name} catalogue's questions (at least ${THRESHOLD * 100} % of every kind)`,
      () => {
        const { cases } = generate(catalog, policies);
        const outcomes = ask(cases, catalog, answerOffline);
        const rows = figures(outcomes);
        results[name] = rows;
        console.log(`\nOracle: ${name} catalogue\n${report(name, outcomes)}`);
        console.table(rows.map((r) => ({ ...r, accuracy: `${(r.accuracy * 100).toFixed(1)} %` })));
        if (process.env['ORACLE_REPORT']) {
          writeFileSync(`${process.env['ORACLE_REPORT']}.${name}.md`, report(name, outcomes));
        }
        const below = rows
          .filter((r) => r.accuracy < THRESHOLD)
          .map((r) => `${r.kind} ${(r.accuracy * 100).toFixed(1)} %`);
        expect(below, 'kinds below the threshold').toEqual([]);
      },
      TIMEOUT_MS,
    );
  }

  it('scores the transformed catalogue as well as the original (nothing rests on today’s names)', () => {
    const overall = (name: string) => results[name]?.find((r) => r.kind === 'overall')?.accuracy ?? Number.NaN;
    expect(overall('transformed')).toBeGreaterThanOrEqual(overall('original') - METAMORPHIC_TOLERANCE);
  });
});
