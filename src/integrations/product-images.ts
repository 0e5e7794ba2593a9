import { createReadStream } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { IMAGES_PATH, publishedImages } from '../features/catalog/images.ts';
import { inBatches } from './files.ts';
import { later } from './later.ts';

/** Files copied at once when the build is done. */
const COPY_BATCH = 64;

/** Copies every illustration to its address under `dir`; resolves with how many. */
async function publish(dir: URL): Promise<number> {
  const entries = [...publishedImages().values()];
  await mkdir(new URL(IMAGES_PATH.slice(1), dir), { recursive: true });
  await inBatches(entries, COPY_BATCH, ({ file, image }) => copyFile(file, new URL(image.src.slice(1), dir)));
  return entries.length;
}

/**
 * Publishes the product illustrations at the addresses the pages give them (src/features/catalog/images.ts): copied
 * into the build when it is done, served from their source files in development.
 */
export function productImages(): AstroIntegration {
  let publishing: Promise<number> | undefined;
  return {
    name: 'product-images',
    hooks: {
      'astro:server:setup': ({ server }) => {
        let bySrc: Map<string, string> | undefined;
        server.middlewares.use((request, response, next) => {
          const path = request.url?.split('?')[0] ?? '';
          if (!path.startsWith(IMAGES_PATH)) return next();
          bySrc ??= new Map([...publishedImages().values()].map(({ file, image }) => [image.src, file]));
          const file = bySrc.get(path);
          if (!file) return next();
          response.setHeader('Content-Type', 'image/svg+xml');
          createReadStream(file).pipe(response);
        });
      },
      // Started as soon as the pages are written, so the copying overlaps the adapter's and the sitemap's work.
      'astro:build:generated': ({ dir }) => {
        publishing = later(publish(dir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const count = await (publishing ?? publish(dir));
        logger.info(
          `Published ${count} product illustrations (${Math.round(performance.now() - started)} ms spent waiting)`,
        );
      },
    },
  };
}
