// The one place measured figures are written: docs/benchmarks.md, one section per benchmark, each replaced whole by
// the script that measures it, with the date and the machine it ran on. Prose elsewhere links here and copies no figure.
//   import { writeFigures } from './benchmarks-doc.mjs';
//   writeFigures('Interactions', markdownBody);
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

const FILE = new URL('../docs/benchmarks.md', import.meta.url);
const HEADER =
  '# Benchmarks\n\nWritten by the scripts that measure them (each section names its command); do not edit by hand.\n';

/** The machine a figure was measured on, in one line. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
}

/**
 * Replaces (or adds) the section `## title` of docs/benchmarks.md with `body`, stamped with today's date, the machine
 * and the command that wrote it.
 * @param {string} title
 * @param {string} body Markdown, without the heading
 * @param {string} command how to run it again, e.g. `npm run bench:start`
 */
export function writeFigures(title, body, command) {
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const stamp = `_${new Date().toISOString().slice(0, 10)}, ${machine()}; written by \`${command}\`._`;
  const section = `## ${title}\n\n${stamp}\n\n${body.trim()}\n`;
  const sections = text.split(/^(?=## )/m);
  const at = sections.findIndex((s) => s.startsWith(`## ${title}\n`));
  if (at === -1) sections.push(section);
  else sections[at] = section;
  writeFileSync(FILE, sections.map((s) => s.trimEnd()).join('\n\n') + '\n');
  // Tables are written unaligned; the docs are held to Prettier's layout (`npm run check:style`).
  spawnSync(
    process.execPath,
    [
      fileURLToPath(new URL('../node_modules/prettier/bin/prettier.cjs', import.meta.url)),
      '--write',
      fileURLToPath(FILE),
    ],
    {
      stdio: 'ignore',
    },
  );
  console.log(`Figures written to docs/benchmarks.md § ${title}`);
}
