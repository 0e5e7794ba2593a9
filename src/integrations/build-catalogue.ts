import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { type BrandId, brandNamesOf, brandSchema, type Product } from '../domain/catalog/index.ts';
import { overlayEdits } from '../domain/editor/index.ts';
import { catalogue, productsDirectory, readCatalogue } from '../server/catalogue/files.ts';
import { editsForBuild } from '../server/catalogue/live.ts';

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
  if (edits.length)
    console.log(`Product edits applied: ${edits.map((edit) => `${edit.sku} v${edit.version}`).join(', ')}`);
  return {
    products: overlayEdits(base, edits),
    brandNames: brandNamesOf(
      readdirSync(BRANDS_DIR)
        .filter((name) => name.endsWith('.json'))
        .map((name) => brandSchema.parse(JSON.parse(readFileSync(join(BRANDS_DIR, name), 'utf8')))),
    ),
  };
}

/**
 * Where the build's catalogue is kept: on the global object, so the content config (src/content.config.ts, loaded by
 * Astro's content layer) and the integrations share one read whichever module instance each of them runs in.
 */
const BUILD_CATALOGUE = Symbol.for('biwin-fenvi.build-catalogue');
const shared = globalThis as { [BUILD_CATALOGUE]?: Promise<BuildCatalogue> };

/**
 * The catalogue the pages are built from, read once per process for the products collection (which leaves the hidden
 * ones out) and every integration: the repository's products with the stored edits laid over them, and the brands'
 * display names.
 */
export function buildCatalogue(): Promise<BuildCatalogue> {
  shared[BUILD_CATALOGUE] ??= catalogueOf(catalogue());
  return shared[BUILD_CATALOGUE];
}

/**
 * The catalogue as the files and the stored edits say at this moment: the development server reads it per use, so
 * what it serves follows an edited product file or an editor's save without a restart.
 */
export function currentCatalogue(): Promise<BuildCatalogue> {
  return catalogueOf(readCatalogue(productsDirectory()).products);
}
