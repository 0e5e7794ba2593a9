// Features depend on each other one way, and others use a feature through its index.ts
// (docs/architecture.md#features-srcfeatures): this reads every import in src/features and fails on a feature that
// reaches, directly or through others, back to itself; and every import into a feature from outside it (other
// features, pages, src/server, Functions, the Astro config) and fails on one that reaches past the feature's index.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const project = fileURLToPath(new URL('../../', import.meta.url));
const root = join(project, 'src/features/');
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/** The feature a specifier in `file` points to, or null when it points outside src/features. */
function featureOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('~/features/')) return specifier.split('/')[2] ?? null;
  if (!specifier.startsWith('.')) return null;
  const target = relative(root, normalize(join(dirname(file), specifier)));
  return target.startsWith('..') ? null : (target.split('/')[0] ?? null);
}

function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const feature = relative(root, file).split('/')[0] ?? '';
    const uses = graph.get(feature) ?? new Set<string>();
    graph.set(feature, uses);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = featureOf(file, specifier ?? '');
      if (target && target !== feature) uses.add(target);
    }
  }
  return graph;
}

/** A path of features from `from` back to itself, if there is one. */
function cycleFrom(graph: Map<string, Set<string>>, from: string): string[] | null {
  const seen = new Set<string>();
  const walk = (at: string, path: string[]): string[] | null => {
    for (const next of graph.get(at) ?? []) {
      if (next === from) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(from, [from]);
}

/** Every source file under `dir`, as a path relative to the project. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(project, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:astro|mts|mjs|ts|tsx)$/.test(entry.name))
    .map((entry) => relative(project, join(entry.parentPath, entry.name)));
}

/** The file a static import names, relative to the project, or null for a package. */
function resolveImport(file: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? join(project, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? normalize(join(project, dirname(file), specifier))
      : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false,
  );
  return relative(project, found ?? base);
}

/**
 * Modules imported by their own file rather than through index.ts: components, and modules bound to one runtime
 * (Astro's build-time modules, Node's, or a page script that touches the document as it loads).
 */
function importedByFile(path: string): boolean {
  if (/\.(?:astro|tsx)$/.test(path)) return true;
  return runtimeBound(path);
}

/** A module bound to one runtime by what it does, or by a module of the project it imports (cart-product.ts reads
 * the illustrations through catalog/images.ts, which reads the disk). */
function runtimeBound(path: string, seen = new Set<string>()): boolean {
  if (seen.has(path) || !/\.tsx?$/.test(path)) return false;
  seen.add(path);
  const source = readFileSync(join(project, path), 'utf8');
  if (/from '(?:node:|astro:|astro')|import\.meta\.glob|\?raw'|^(?:window|document)\./m.test(source)) return true;
  return [...source.matchAll(NAMED_IMPORT)].some(([, specifier]) => {
    const target = resolveImport(path, specifier ?? '');
    return target !== null && !target.endsWith('/index.ts') && runtimeBound(target, seen);
  });
}

/** Static imports with names (not an import for effect, not a dynamic import) in a file's source. */
const NAMED_IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:\{[^}]*\}|\*\s+as\s+\w+|\w+(?:\s*,\s*\{[^}]*\})?)\s+from\s+['"]([^'"]+)['"]/g;

const readSource = (file: string) => readFileSync(join(project, file), 'utf8');

/** Imports into a feature from outside it that bypass its index.ts, as "file -> module". */
function bypassesIndex(files: readonly string[], read = readSource): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = file.startsWith('src/features/') ? file.split('/')[2] : null;
    for (const [, specifier] of read(file).matchAll(NAMED_IMPORT)) {
      const target = resolveImport(file, specifier ?? '');
      if (!target?.startsWith('src/features/')) continue;
      const [, , feature, ...rest] = target.split('/');
      if (feature === from || rest.join('/') === 'index.ts' || importedByFile(target)) continue;
      found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

describe('feature dependencies', () => {
  const graph = featureGraph();

  it('reads the imports of every feature', () => {
    expect(graph.get('storefront')).toEqual(new Set(['cart', 'catalog', 'search']));
    expect(graph.get('catalog')).toEqual(new Set(['platform']));
  });

  it.each([...graph.keys()])('%s does not import anything that imports it back', (feature) => {
    expect(cycleFrom(graph, feature)).toBeNull();
  });

  it('others import a feature through its index.ts, components and runtime-bound modules by file', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('netlify'), 'astro.config.mjs'];
    expect(files.length).toBeGreaterThan(200);
    expect(bypassesIndex(files)).toEqual([]);
  });

  it('an index.ts re-exports no component or runtime-bound module', () => {
    const indexes = sourceFiles('src/features').filter((file) => file.endsWith('/index.ts'));
    expect(indexes.length).toBeGreaterThan(5);
    const bound = indexes.flatMap((file) =>
      [...readFileSync(join(project, file), 'utf8').matchAll(NAMED_IMPORT)]
        .map(([, specifier]) => resolveImport(file, specifier ?? ''))
        .filter((target): target is string => target !== null && importedByFile(target)),
    );
    expect(bound).toEqual([]);
  });

  it('finds an import that reaches past an index.ts', () => {
    const source = (code: string) => () => code;
    const file = ['src/server/example.ts'];
    expect(bypassesIndex(file, source("import { productSchema } from '../features/catalog/schema.ts';"))).toEqual([
      'src/server/example.ts -> src/features/catalog/schema.ts',
    ]);
    expect(
      bypassesIndex(
        ['src/features/cart/example.ts'],
        source("import type { Product } from '~/features/catalog/schema';"),
      ),
    ).toEqual(['src/features/cart/example.ts -> src/features/catalog/schema.ts']);
    expect(bypassesIndex(file, source("import { productSchema } from '../features/catalog/index.ts';"))).toEqual([]);
    expect(bypassesIndex(file, source("import Price from '../features/catalog/components/Price.astro';"))).toEqual([]);
    expect(bypassesIndex(file, source("import { getProducts } from '../features/catalog/content.ts';"))).toEqual([]);
    expect(
      bypassesIndex(['src/features/catalog/example.ts'], source("import { productSchema } from './schema.ts';")),
    ).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const cyclic = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycleFrom(cyclic, 'a')).toEqual(['a', 'b', 'c', 'a']);
  });
});
