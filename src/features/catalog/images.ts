// Build-time only (pages and integrations, in Node): the product illustrations and the addresses they are published
// at. They are read from disk, not imported: importing 10,000 files made each one a module of the server build, a
// cost that grew with the catalogue (docs/decisions.md#the-10000-product-build). The store integration copies each
// file to its address when the build is done and serves them in development (src/integrations/product-images.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageMetadata } from 'astro';

/** Every product illustration is drawn at this size (scripts/draw-products.mjs; tests/unit/catalog-images.test.ts checks the files). */
export const ILLUSTRATION_SIZE = { width: 800, height: 600 } as const;

/** Where the illustrations live, relative to the project. */
export const IMAGES_DIR = 'src/assets/products';
/** Where they are published: under /_astro, whose files are cached for a year, so each name carries a content hash. */
export const IMAGES_PATH = '/_astro/products/';

/** One illustration: the file it comes from (relative to the project) and the image the pages show. */
export interface PublishedImage {
  readonly file: string;
  readonly image: ImageMetadata;
}

let published: ReadonlyMap<string, PublishedImage> | undefined;

/** Every illustration by file name, read once per process: `a.svg` is published as `/_astro/products/a.<hash>.svg`. */
export function publishedImages(): ReadonlyMap<string, PublishedImage> {
  published ??= new Map(
    readdirSync(IMAGES_DIR)
      .filter((name) => name.endsWith('.svg'))
      .map((name): [string, PublishedImage] => {
        const file = join(IMAGES_DIR, name);
        const hash = createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 10);
        const src = `${IMAGES_PATH}${name.slice(0, -'.svg'.length)}.${hash}.svg`;
        return [name, { file, image: { src, ...ILLUSTRATION_SIZE, format: 'svg' } }];
      }),
  );
  return published;
}

/** The illustration for an image name from the catalogue; a missing file fails the build. */
export function productImage(name: string): ImageMetadata {
  const entry = publishedImages().get(name);
  if (!entry) throw new Error(`Missing product image ${IMAGES_DIR}/${name}`);
  return entry.image;
}
