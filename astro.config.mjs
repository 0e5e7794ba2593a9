// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { storeIntegration } from './src/integrations/store-integration.ts';

// The canonical origin; Netlify sets URL on its builds, locally we fall back to the dev origin.
const site = process.env.URL ?? 'http://localhost:4321';
// Netlify sets COMMIT_REF; a local build gets a time-based id.
const buildId = (process.env.COMMIT_REF ?? `local-${Date.now().toString(36)}`).slice(0, 40);

// The sitemap lists what a shopper would search for: not the error pages, nor the per-user and editor shells.
const notInSitemap = /\/(?:404|500|login|profile|drag_drop|orders2|products\/[^/]+\/edit)$/;
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  adapter: netlify(),
  integrations: [react(), sitemap({ filter: (page) => !notInSitemap.test(page) }), storeIntegration(buildId)],
  vite: {
    plugins: [tailwindcss()],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
  },
});
