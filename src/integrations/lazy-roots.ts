import type { Plugin } from 'vite';

/**
 * The chunks of the React roots: the one content pages mount by hand (the chat panel, `mount`), where roots are made
 * (`react-root`), and the interactive pages' root components, named `…Page`.
 */
const ROOT_CHUNK = /(?:^|\/)(?:mount|react-root|[A-Z]\w*Page)\.[\w-]+\.js$/;

/**
 * A React root's code is imported when it is needed (docs/architecture.md#how-client-code-starts), each of its chunks
 * loading the ones it imports, without the list of them all that Vite would otherwise write into the importing script
 * and preload at the import. For the chat panel that list weighed on every content page's script for
 * nothing; for an interactive page's root, working through it (a link per chunk) was one long task at the moment the
 * root started, which Lighthouse counts as blocking time (docs/decisions.md#one-way-to-start-client-code). Set on the
 * client build, whose options Astro owns.
 */
export function lazyRootPreload(): Plugin {
  return {
    name: 'lazy-root-preload',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          modulePreload: { resolveDependencies: (file, deps) => (ROOT_CHUNK.test(file) ? [] : deps) },
        },
      };
    },
  };
}
