import type { Plugin } from 'vite';

/** The phone menu drawer's chunk (src/features/layout/mount-menu.tsx). */
const DRAWER_CHUNK = /(?:^|\/)mount-menu\.[\w-]+\.js$/;

/**
 * The phone menu's drawer is imported when a visitor reaches for the menu button (src/features/layout/mobile-menu.ts),
 * before the press that needs it. The list of its chunks that Vite would have the header script preload cost every
 * page 0.35 KB gzip for nothing, so its import loads them itself. Set on the client build, whose options Astro owns.
 */
export function lazyMenuPreload(): Plugin {
  return {
    name: 'lazy-menu-preload',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          modulePreload: { resolveDependencies: (file, deps) => (DRAWER_CHUNK.test(file) ? [] : deps) },
        },
      };
    },
  };
}
