// Every command the README and docs/ give a person works as written, whatever Node the machine has: each is an npm
// script (npm puts node_modules/.bin, and so the project's Node 24, first on its PATH) or an `npx` of an installed
// binary, never `node <file>` (that runs on the machine's own Node, which may be too old). Each script a command
// names exists, and each file a script runs exists and parses.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const root = fileURLToPath(new URL('../../', import.meta.url));
const packageSchema = z.object({ scripts: z.record(z.string(), z.string()) });
const { scripts } = packageSchema.parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));

const documents = [
  'README.md',
  'SECURITY.md',
  ...readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];
const texts = documents.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

/** Each match of `pattern` in the documents, with the file it is in. */
const found = (pattern: RegExp) =>
  texts.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => ({ file, match: m[1] ?? '' })));

describe('the commands the documents give', () => {
  const npmRuns = found(/\bnpm run ([\w:-]+)/g);
  // `npm start` and `npm test` are the scripts of those names.
  const npmShorthands = found(/\bnpm (start|test)\b/g);

  it('finds commands to check', () => {
    expect(npmRuns.length).toBeGreaterThan(20);
    expect(npmShorthands.length).toBeGreaterThan(5);
  });

  it('names only scripts package.json has', () => {
    const missing = [...npmRuns, ...npmShorthands].filter(({ match }) => !(match in scripts));
    expect(missing.map(({ file, match }) => `${file}: ${match}`)).toEqual([]);
  });

  it('never asks for `node <file>`, which would run on the machine’s own Node', () => {
    const direct = found(/(?:^|[`\s])(node (?:\.\/)?[\w./-]+\.[cm]?[jt]s)\b/gm);
    expect(direct.map(({ file, match }) => `${file}: ${match}`)).toEqual([]);
  });

  it('runs `npx` only for binaries the install provides', () => {
    const binaries = found(/\bnpx ([\w@/.-]+)/g).filter(({ match }) => match !== '…');
    const missing = binaries.filter(({ match }) => !existsSync(join(root, 'node_modules', '.bin', match)));
    expect(missing.map(({ file, match }) => `${file}: npx ${match}`)).toEqual([]);
  });
});

describe('the npm scripts', () => {
  const files = Object.entries(scripts).flatMap(([name, command]) =>
    [...command.matchAll(/\b((?:scripts|tests)\/[\w./-]+\.(?:mjs|sh))\b/g)].map((m) => ({ name, file: m[1] ?? '' })),
  );

  it('run files that exist', () => {
    expect(files.length).toBeGreaterThan(10);
    const missing = files.filter(({ file }) => !existsSync(join(root, file)));
    expect(missing.map(({ name, file }) => `${name}: ${file}`)).toEqual([]);
  });

  it('run scripts that parse on the project’s Node', async () => {
    const check = promisify(execFile);
    const unique = [...new Set(files.map(({ file }) => file))];
    await Promise.all(
      unique.map((file) =>
        file.endsWith('.sh')
          ? check('bash', ['-n', join(root, file)])
          : check(process.execPath, ['--check', join(root, file)]),
      ),
    );
  });
});
