// The offline assistant against the independent oracle (docs/assistant-evaluation.md): runs the oracle's Vitest file,
// which prints the accuracy per kind of question and sample failures for the repository's catalogue and a transformed
// one, then writes those figures to docs/benchmarks.md. Exits with the test's status: below 95 % on any kind fails.
//   npm run eval:oracle
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFigures } from './benchmarks-doc.mjs';

const dir = mkdtempSync(join(tmpdir(), 'oracle-'));
const prefix = join(dir, 'report');
const run = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', 'tests/unit/assistant-oracle.test.ts'],
  { stdio: 'inherit', env: { ...process.env, ORACLE_REPORT: prefix } },
);

const sections = ['original', 'transformed']
  .map((name) => `${prefix}.${name}.md`)
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, 'utf8').split('\n\nSample failures')[0]);
rmSync(dir, { recursive: true, force: true });
if (sections.length > 0) {
  writeFigures(
    'Assistant oracle',
    `Accuracy of the offline assistant on the oracle's questions (docs/assistant-evaluation.md); every kind must reach 95 %.\n\n${sections.join('\n\n')}`,
    'npm run eval:oracle',
  );
}
process.exit(run.status ?? 1);
