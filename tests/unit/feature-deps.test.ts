// Features depend on each other one way (docs/architecture.md#features-srcfeatures): this reads every import in
// src/features and fails on a feature that reaches, directly or through others, back to itself.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../src/features/', import.meta.url));
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

describe('feature dependencies', () => {
  const graph = featureGraph();

  it('reads the imports of every feature', () => {
    expect(graph.get('storefront')).toEqual(new Set(['cart', 'catalog', 'search']));
    expect(graph.get('catalog')).toEqual(new Set(['platform']));
  });

  it.each([...graph.keys()])('%s does not import anything that imports it back', (feature) => {
    expect(cycleFrom(graph, feature)).toBeNull();
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
