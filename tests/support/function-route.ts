// Netlify hands a Function the parameters of the `config.path` pattern a request matched (Context.params). Tests do
// the same with URLPattern over the patterns written in the Function's own file, so they call a handler exactly as
// Netlify would, and a request no pattern matches never reaches it.
import { readFileSync } from 'node:fs';

/** The `path` patterns of netlify/functions/<name>.mts (a string or an array of string literals). */
export function functionPaths(name: string): string[] {
  const source = readFileSync(new URL(`../../netlify/functions/${name}.mts`, import.meta.url), 'utf8');
  const value = /^\s*path:\s*(\[[^\]]*\]|'[^']*')/m.exec(source)?.[1];
  if (!value) throw new Error(`No config.path in netlify/functions/${name}.mts`);
  return [...value.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

/** The params Netlify would pass for `url`, or undefined when no pattern matches it. */
export function paramsFor(patterns: readonly string[], url: string): Record<string, string> | undefined {
  for (const pathname of patterns) {
    const match = new URLPattern({ pathname }).exec(url);
    if (match)
      return Object.fromEntries(
        Object.entries(match.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
  }
  return undefined;
}
