import { mkdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { productFileBody } from '../domain/products/file-body.ts';
import { productDataPath } from '../domain/catalog/index.ts';
import { productImage } from '../features/catalog/images.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { buildFiles, inBatches } from './files.ts';

/** Files written at once. */
const WRITE_BATCH = 64;

/** Every product's file, by address: `/products/<sku>.json` and its body. */
async function filesByPath(): Promise<Map<string, string>> {
  const { products, brandNames } = await buildCatalogue();
  return new Map(
    products.map((product) => [
      productDataPath(product.sku),
      productFileBody(product, brandNames[product.brand], productImage(product.images[0] ?? '').src),
    ]),
  );
}

/** Writes every product's file under `dir`; resolves with how many. */
async function write(dir: URL): Promise<number> {
  const files = [...(await filesByPath())];
  await mkdir(new URL('products/', dir), { recursive: true });
  await inBatches(files, WRITE_BATCH, ([path, body]) => writeFile(new URL(path.slice(1), dir), body));
  return files.length;
}

/**
 * Publishes `/products/<sku>.json` for every product of the catalogue, hidden ones included (src/domain/products/
 * product-file.ts says what each holds): written beside the pages, served from the catalogue in development. As Astro
 * endpoints, each paid for Astro's per-page machinery, which at 10,000 products was a visible share of page
 * generation; written directly they cost next to nothing (docs/decisions.md#the-10000-product-build).
 */
export function productFiles(): AstroIntegration {
  let files: Promise<Map<string, string>> | undefined;
  return buildFiles({
    name: 'product-files',
    write,
    serve: async (path, response) => {
      if (!path.startsWith('/products/') || !path.endsWith('.json')) return false;
      files ??= filesByPath();
      const body = (await files).get(path);
      if (body === undefined) return false;
      response.setHeader('Content-Type', 'application/json');
      response.end(body);
      return true;
    },
    report: (count) => `Wrote ${count} product files`,
  });
}
