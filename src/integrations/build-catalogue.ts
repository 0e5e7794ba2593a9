import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { baseCatalog, productsDirectory, readCatalog } from '../features/catalog/catalog.ts';
import { type BrandId, brandNamesOf, brandSchema, type Product } from '../features/catalog/index.ts';
import { overlayEdits } from '../features/editor/index.ts';
import { editsForBuild } from '../server/products/catalog.ts';

const BRANDS_DIR = 'src/content/brands';

/** The catalogue a build is made from, as the integrations see it. */
export interface BuildCatalogue {
  /** Every product of the repository with the stored edits laid over it, hidden ones included (`hidden` says so). */
  readonly products: readonly Product[];
  readonly brandNames: Readonly<Record<BrandId, string>>;
}

/** `base` with the stored edits laid over it, and the brands' display names, read now. */
async function catalogueOf(base: readonly Product[]): Promise<BuildCatalogue> {
  const edits = await editsForBuild(process.env, BlobsServer);
  return {
    products: overlayEdits(base, edits),
    brandNames: brandNamesOf(
      readdirSync(BRANDS_DIR)
        .filter((name) => name.endsWith('.json'))
        .map((name) => brandSchema.parse(JSON.parse(readFileSync(join(BRANDS_DIR, name), 'utf8')))),
    ),
  };
}

let catalogue: Promise<BuildCatalogue> | undefined;

/**
 * The catalogue the pages are built from, read once per process for every integration: the same products and edits
 * the products collection loads (src/content.config.ts), which leaves the hidden ones out; the brands' display names.
 */
export function buildCatalogue(): Promise<BuildCatalogue> {
  catalogue ??= catalogueOf(baseCatalog);
  return catalogue;
}

/**
 * The catalogue as the files and the stored edits say at this moment: the development server reads it per use, so
 * what it serves follows an edited product file or an editor's save without a restart.
 */
export function currentCatalogue(): Promise<BuildCatalogue> {
  return catalogueOf(readCatalog(productsDirectory()).products);
}
