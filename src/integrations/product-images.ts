import { createReadStream } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { IMAGES_PATH, publishedImages } from '../features/catalog/images.ts';
import { buildFiles, inBatches } from './files.ts';

/** Files copied at once. */
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
 * into the build, served from their source files in development.
 */
export function productImages(): AstroIntegration {
  let bySrc: Map<string, string> | undefined;
  return buildFiles({
    name: 'product-images',
    write: publish,
    serve: async (path, response) => {
      if (!path.startsWith(IMAGES_PATH)) return false;
      bySrc ??= new Map([...publishedImages().values()].map(({ file, image }) => [image.src, file]));
      const file = bySrc.get(path);
      if (!file) return false;
      response.setHeader('Content-Type', 'image/svg+xml');
      createReadStream(file).pipe(response);
      return true;
    },
    report: (count) => `Published ${count} product illustrations`,
  });
}
