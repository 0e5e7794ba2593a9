// Wires the product files' Function to this deployment: the files the build wrote, and the stored edits.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { jsonStore, type BlobsConnection } from '../blobs.ts';
import { editedCatalogue } from '../catalogue/live.ts';
import type { ProductFileDeps } from './file.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from './repository.ts';

/** Where the build writes the product files (src/integrations/product-files.ts), relative to the project. */
export const BUILT_PRODUCTS_DIR = 'dist/products';

/**
 * The folder of the built product files: the first of the working directory (a local server of the build) and the
 * Lambda task root (a deployed Function: netlify.toml ships the files beside it) that has it; null before any build.
 */
export function builtProductsDirectory(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  // Both roots are absolute, and written as templates for the same reason as in src/server/catalogue/files.ts.
  const candidates = [process.cwd(), env['LAMBDA_TASK_ROOT']]
    .filter((root): root is string => Boolean(root))
    .map((root) => `${root}/${BUILT_PRODUCTS_DIR}`);
  return candidates.find((directory) => existsSync(directory)) ?? null;
}

/** Reads the built file of a SKU the handler has checked (letters, digits and dashes only); null when there is none. */
export function builtFileReader(directory: string | null): ProductFileDeps['builtFile'] {
  return async (sku) => {
    if (directory === null) return null;
    try {
      return await readFile(`${directory}/${sku}.json`, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
}

/**
 * The edited catalogue is kept per instance and read again only when an editor has saved since (one small read of
 * the edits' stamp per request), so a hidden product's file says so from the next request on.
 */
export function productFileFromEnv(connection?: BlobsConnection): ProductFileDeps {
  const products = editedCatalogue(productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, connection)));
  return { products: () => products.read(), builtFile: builtFileReader(builtProductsDirectory()) };
}
