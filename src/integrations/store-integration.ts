import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers the store's client directive and publishes the build id: pages carry it in a meta tag and
 * `/build.json` holds the newest one, so an open tab can tell when a newer build has been deployed.
 */
export function storeIntegration(buildId: string): AstroIntegration {
  return {
    name: 'store-integration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)) });
      },
      'astro:build:done': async ({ dir }) => {
        const record = { buildId, builtAt: new Date().toISOString() };
        await writeFile(new URL('build.json', dir), `${JSON.stringify(record)}\n`);
      },
    },
  };
}
