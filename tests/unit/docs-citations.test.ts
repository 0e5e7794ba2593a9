// Comments, tests, scripts and the README cite documents in the repository only: every `docs/<file>.md#<anchor>` they
// name exists and has that heading, and nothing cites the commission's documents, which are not in the repository.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = ['src', 'netlify', 'scripts', 'tests', 'docs'];
const TOP_LEVEL = ['README.md', 'SECURITY.md', 'astro.config.mjs', 'netlify.toml'];

/** GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces to dashes. */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const files = [
  ...SOURCES.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(?:ts|tsx|mts|mjs|cjs|js|astro|md|sh)$/.test(file))
      .map((file) => join(dir, file)),
  ),
  ...TOP_LEVEL,
].filter((file) => file !== 'tests/unit/docs-citations.test.ts');

const citations = files.flatMap((file) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g)].map((m) => ({
    file,
    doc: m[1] ?? '',
    anchor: m[2],
  })),
);

const anchorsOf = (doc: string): Set<string> =>
  new Set(
    [...readFileSync(join(root, 'docs', doc), 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1] ?? '')),
  );

describe('document citations', () => {
  it('finds citations to check', () => {
    expect(citations.length).toBeGreaterThan(40);
  });

  it('every cited document and heading exists in docs/', () => {
    const broken = citations.filter(({ doc, anchor }) => {
      if (!existsSync(join(root, 'docs', doc))) return true;
      return anchor !== undefined && !anchorsOf(doc).has(anchor);
    });
    expect(broken.map(({ file, doc, anchor }) => `${file}: docs/${doc}${anchor ? `#${anchor}` : ''}`)).toEqual([]);
  });

  it('nothing cites the documents outside the repository', () => {
    const outside = /\b(?:DESIGN\.md|SPEC\.md|TOOLCHAIN\.md|SPEC §|shared\/reference)/;
    expect(files.filter((file) => outside.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('zod/mini in the browser')).toBe('zodmini-in-the-browser');
    expect(slug('Features (`src/features`)')).toBe('features-srcfeatures');
  });
});
