import type { Plugin } from 'vite';

/** The chunks of the React roots content pages mount by hand: the phone menu's drawer and the chat panel. */
const ROOT_CHUNK = /(?:^|\/)(?:mount-menu|mount)\.[\w-]+\.js$/;

/**
 * The phone menu's drawer (src/features/layout/mobile-menu.ts) and the chat panel (src/features/chat/launcher.ts) are
 * imported when a visitor reaches for their buttons, before the press that needs them. The lists of their chunks that
 * Vite would have every page's script preload weigh on every page for nothing, so each import loads them itself. Set
 * on the client build, whose options Astro owns.
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
