import type { ImageMetadata } from 'astro';

const files = import.meta.glob<{ default: ImageMetadata }>('/src/assets/products/*.svg', { eager: true });
const byName = new Map(Object.entries(files).map(([path, mod]) => [path.slice(path.lastIndexOf('/') + 1), mod.default]));

/** The imported illustration for an image name from the catalogue; a missing file fails the build. */
export function productImage(name: string): ImageMetadata {
  const image = byName.get(name);
  if (!image) throw new Error(`Missing product image src/assets/products/${name}`);
  return image;
}
