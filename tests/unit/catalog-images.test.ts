// The pages take an illustration's size from ILLUSTRATION_SIZE instead of parsing every file, so every file must be drawn at it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_SIZE, productImage, publishedImages } from '../../src/features/catalog/images.ts';
import { catalogue } from '../../src/server/catalogue/files.ts';

const folder = new URL('../../src/assets/products/', import.meta.url);
const names = readdirSync(folder).filter((name) => name.endsWith('.svg'));

describe('product illustrations', () => {
  it('are all drawn at the size the pages declare', () => {
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const root = /<svg\b[^>]*>/.exec(readFileSync(new URL(name, folder), 'utf8'))?.[0] ?? '';
      expect({ name, width: /\swidth="(\d+)"/.exec(root)?.[1], height: /\sheight="(\d+)"/.exec(root)?.[1] }).toEqual({
        name,
        width: String(ILLUSTRATION_SIZE.width),
        height: String(ILLUSTRATION_SIZE.height),
      });
    }
  });

  it('give every catalogue image an address and that size', () => {
    for (const product of catalogue()) {
      const name = product.images[0] ?? '';
      const image = productImage(name);
      expect(image).toMatchObject({ ...ILLUSTRATION_SIZE, format: 'svg' });
      // The file's name and a hash of its content: a redrawn illustration gets a new address (they are cached a year).
      const hash = createHash('sha256')
        .update(readFileSync(new URL(name, folder)))
        .digest('base64url')
        .slice(0, 10);
      expect(image.src).toBe(`/_astro/products/${name.replace(/\.svg$/, '')}.${hash}.svg`);
    }
  });

  it('publish every file once, at an address of its own', () => {
    const published = [...publishedImages().values()];
    expect(published.map(({ file }) => file.replace(/^.*\//, '')).toSorted()).toEqual(names.toSorted());
    expect(new Set(published.map(({ image }) => image.src)).size).toBe(names.length);
  });

  it('fail loudly for a file that does not exist', () => {
    expect(() => productImage('no-such-image.svg')).toThrow(/Missing product image/);
  });
});
