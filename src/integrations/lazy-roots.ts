import type { Plugin } from 'vite';

/**
 * Code imported when it is needed (a React root, docs/architecture.md#how-client-code-starts; a lazy part of one, the
 * cart store, Firebase) loads the chunks it imports itself, without the list of them all that Vite would otherwise
 * write into the importing script and preload at the import. For the chat panel that list weighed on every content
 * page's script for nothing; and working through it (a `<link>` appended per chunk) was a long task at the moment of
 * the import, which Lighthouse counts as blocking time: at a root's start, and again at each lazy part of a signed-in
 * page (the orders list, the profile's sections) (docs/decisions.md#one-way-to-start-client-code). Set on the client
 * build, whose options Astro owns.
 */
export function lazyRootPreload(): Plugin {
  return {
    name: 'lazy-root-preload',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          modulePreload: { resolveDependencies: () => [] },
        },
      };
    },
  };
}
