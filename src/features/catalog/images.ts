import type { ImageMetadata } from 'astro';

/** Every product illustration is drawn at this size (scripts/draw-products.mjs; tests/unit/catalog-images.test.ts checks the files). */
export const ILLUSTRATION_SIZE = { width: 800, height: 600 } as const;

// Imported as plain emitted assets (hashed under /_astro, never inlined), not as Astro's SVG components: a component
// import parses each file and compiles its markup into the server bundle, which at 10,000 products made a 38 MB
// chunk and cost about 25 s of the build. The pages only need the address and size.
const files = import.meta.glob<string>('/src/assets/products/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});
const byName = new Map(
  Object.entries(files).map(([path, src]): [string, ImageMetadata] => [
    path.slice(path.lastIndexOf('/') + 1),
    { src, ...ILLUSTRATION_SIZE, format: 'svg' },
  ]),
);

/** The imported illustration for an image name from the catalogue; a missing file fails the build. */
export function productImage(name: string): ImageMetadata {
  const image = byName.get(name);
  if (!image) throw new Error(`Missing product image src/assets/products/${name}`);
  return image;
}
