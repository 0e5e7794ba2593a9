// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { firebaseSetup } from './src/features/auth/config.ts';
import { pageCsp } from './src/integrations/csp.ts';
import { storeIntegration } from './src/integrations/store-integration.ts';
import { contentEditor } from './src/integrations/content-editor.ts';
import { productImages } from './src/integrations/product-images.ts';
import { productFiles } from './src/integrations/product-files.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import react from '@astrojs/react';
import { lazyRootPreload } from './src/integrations/lazy-roots.ts';

// The canonical origin; Netlify sets URL on its builds, locally we fall back to the dev origin.
const site = process.env.URL ?? 'http://localhost:4321';
// Netlify sets COMMIT_REF; a local build gets a time-based id.
const buildId = (process.env.COMMIT_REF ?? `local-${Date.now().toString(36)}`).slice(0, 40);

// The sitemap lists what a shopper would search for: not the error pages, nor the per-user and editor shells, nor
// the content editor.
const notInSitemap = /\/(?:404|500|login|profile|drag_drop|orders2|desk|search|products\/editor)$|\/keystatic(?:\/|$)/;
// The policy follows the Firebase setup the client is built with: read the same PUBLIC_FIREBASE_* variables here.
const csp = pageCsp(firebaseSetup(loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_FIREBASE_')));

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // The whole stylesheet goes inline in each page: a <link> to it held up the first paint, and the CSP hashes an
  // inline <style> like any other (docs/decisions.md#the-stylesheet-is-inline).
  // Twelve pages render at once: rendered one at a time, each page left the main thread waiting on its file writes
  // and CSP hashing, and twelve is where the 10,000-product build stopped getting faster on two cores
  // (docs/decisions.md#the-10000-product-build).
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 12 },
  // The store has no edge functions; emulating them would fetch a Deno runtime on every `astro dev` start.
  adapter: netlify({ devFeatures: { edgeFunctions: false, images: true, environmentVariables: false } }),
  integrations: [
    react(),
    sitemap({ filter: (page) => !notInSitemap.test(page) }),
    // Before storeIntegration: when the editor is built, its on-demand Function is kept (narrowed to the editor's
    // addresses) before the store removes the catch-all one.
    contentEditor(),
    storeIntegration(buildId),
    productImages(),
    productFiles(),
    searchIndex(),
  ],
  // Astro hashes every script and style it emits into a per-page <meta> policy, so no inline script needs
  // 'unsafe-inline'. Only in built pages: the dev server injects its own scripts.
  security: { csp: { directives: csp.directives, scriptDirective: { resources: csp.scriptResources } } },
  vite: {
    plugins: [tailwindcss(), lazyRootPreload()],
    // Every browser dependency, pre-bundled when the development server starts. Found one at a time as pages import
    // them, each new one made Vite re-bundle the others and answer 504 to a page still loading the old ones.
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'zod/mini',
        'nanostores',
        '@nanostores/react',
        '@nanostores/persistent',
        '@dnd-kit/core',
        '@dnd-kit/sortable',
        '@dnd-kit/utilities',
        'firebase/app',
        'firebase/auth',
      ],
    },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
  },
});
