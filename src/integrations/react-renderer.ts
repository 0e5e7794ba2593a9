import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** The React renderer's server module, as Vite names it (a path under node_modules). */
const RENDERER_MODULE = /@astrojs\/react\/dist\/server\.js$/;
/** Its one-pass render call, which leaves out the options (and so the island's id prefix) the streaming one gets. */
export const STRING_RENDER = 'ReactDOM.renderToString(vnode)';
export const STRING_RENDER_WITH_OPTIONS = 'ReactDOM.renderToString(vnode, renderOptions)';

/**
 * Gives the renderer's one-pass render the island's `identifierPrefix`, as its streaming render has. Without it a
 * `useId` in the server's HTML (`_R_2d_`) is not the one the browser makes when it hydrates (`_r1R_2d_`), so a label
 * or `aria-describedby` drawn after hydration would point at an id the page does not have.
 * Fails the build if the renderer's code no longer has the call: the fix must then be looked at again.
 */
export function addIdPrefix(code: string): string {
  if (!code.includes(STRING_RENDER))
    throw new Error(`@astrojs/react's server renderer no longer calls ${STRING_RENDER}: check its identifierPrefix`);
  return code.replace(STRING_RENDER, STRING_RENDER_WITH_OPTIONS);
}

/**
 * React islands and components rendered in one pass (`renderToString`) instead of through a stream. Every page
 * renders two React trees (the header's search form and the phone menu's button); at 10,000 products the streams'
 * machinery took about a fifth of the build, for HTML that is the same byte for byte (docs/decisions.md#one-pass-react-rendering).
 */
export function reactRenderer(): AstroIntegration[] {
  let patched = false;
  const idPrefix: Plugin = {
    name: 'react-renderer-id-prefix',
    enforce: 'pre',
    transform(code, id) {
      if (!RENDERER_MODULE.test(id.split('?')[0] ?? '')) return null;
      patched = true;
      return { code: addIdPrefix(code), map: null };
    },
  };
  return [
    react({ experimentalDisableStreaming: true }),
    {
      name: 'react-renderer',
      hooks: {
        'astro:config:setup': ({ updateConfig }) => {
          updateConfig({ vite: { plugins: [idPrefix] } });
        },
        'astro:build:done': () => {
          if (!patched) throw new Error("@astrojs/react's server renderer was not built: its id prefix fix never ran");
        },
      },
    },
  ];
}
