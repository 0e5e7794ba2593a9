import { rm, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { inlineScripts } from './inline-script.ts';

/**
 * Registers the store's inline-script compiler (`?inline-script` imports), publishes the build id (pages carry it in a
 * meta tag and `/build.json` holds the newest one, so an open tab can tell when a newer build is deployed), and keeps
 * the deploy fully static.
 */
export function storeIntegration(buildId: string): AstroIntegration {
  let root: URL | undefined;
  return {
    name: 'store-integration',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [inlineScripts()] } });
      },
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const record = { buildId, builtAt: new Date().toISOString() };
        await writeFile(new URL('build.json', dir), `${JSON.stringify(record)}\n`);
        // Every page is prerendered, yet the Netlify adapter still emits a catch-all SSR function (path "/*") because
        // Astro reports any build with an adapter as "server" output. On Netlify that function would answer before the
        // netlify.toml redirects and the 404 page, so it must not ship.
        if (root) {
          await rm(new URL('.netlify/v1/functions/ssr/', root), { recursive: true, force: true });
          logger.info('Removed the unused catch-all SSR function: the site is fully static');
        }
      },
    },
  };
}
