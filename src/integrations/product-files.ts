import { mkdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { productFileBody } from '../domain/products/file-body.ts';
import { productDataPath, type Product } from '../domain/catalog/index.ts';
import { productImage } from '../features/catalog/images.ts';
import { type BuildCatalogue, buildCatalogue, currentCatalogue } from './build-catalogue.ts';
import { buildFiles, inBatches } from './files.ts';

/** Files written at once. */
const WRITE_BATCH = 64;

const bodyOf = (product: Product, { brandNames }: BuildCatalogue) =>
  productFileBody(product, brandNames[product.brand], productImage(product.images[0] ?? '').src);

/** Every product's file, by address: `/products/<sku>.json` and its body. */
async function filesByPath(): Promise<Map<string, string>> {
  const built = await buildCatalogue();
  return new Map(built.products.map((product) => [productDataPath(product.sku), bodyOf(product, built)]));
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
 * product-file.ts says what each holds): written beside the pages, where the deployed Function reads them and lays
 * the stored edits over them (src/server/products/file.ts). The development server answers them from the catalogue
 * as it is at each request, so an editor's save shows there at once too, as deployed. As Astro
 * endpoints, each paid for Astro's per-page machinery, which at 10,000 products was a visible share of page
 * generation; written directly they cost next to nothing (docs/decisions.md#the-10000-product-build).
 */
export function productFiles(): AstroIntegration {
  // Requests that arrive together (a cart reads several files) share one read.
  let reading: Promise<BuildCatalogue> | undefined;
  return buildFiles({
    name: 'product-files',
    write,
    serve: async (path, response) => {
      const sku = /^\/products\/([^/]+)\.json$/.exec(path)?.[1];
      if (sku === undefined) return false;
      reading ??= currentCatalogue().finally(() => (reading = undefined));
      const current = await reading;
      const product = current.products.find((candidate) => candidate.sku === sku);
      if (!product) return false;
      const body = bodyOf(product, current);
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Cache-Control', 'no-store');
      response.end(body);
      return true;
    },
    report: (count) => `Wrote ${count} product files`,
  });
}
