// Scripts a page must carry inline (they run before any module, e.g. the header's paint script), written as
// TypeScript modules that import the rules they follow and compiled at build time: `import code from
// './x.ts?inline-script'` gives x.ts and what it imports bundled by esbuild (the compiler Astro builds its own inline
// directive scripts with) into one minified script, as a string to inline. Nothing is copied by hand, so the inline
// script cannot drift from the modules it imports.
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const QUERY = '?inline-script';

export interface InlineScript {
  /** The script as a page carries it: one minified IIFE, no imports, no trailing newline. */
  code: string;
  /** Every file it was built from, for the dev server to watch. */
  inputs: string[];
}

/** Bundles `entry` and its imports into one self-contained script for an inline <script>. */
export async function compileInlineScript(entry: string): Promise<InlineScript> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  return { code, inputs: Object.keys(result.metafile.inputs) };
}

/** The Vite plugin behind `?inline-script` imports (registered by store-integration.ts, and by vitest.config.ts). */
export function inlineScripts(): Plugin {
  return {
    name: 'store:inline-script',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const { code, inputs } = await compileInlineScript(id.slice(0, -QUERY.length));
      for (const input of inputs) this.addWatchFile(input);
      return { code: `export default ${JSON.stringify(code)};`, moduleSideEffects: false };
    },
  };
}
