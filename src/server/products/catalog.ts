// The effective catalogue: the repository's products with the stored edits laid over them, hidden ones left out.
// Orders price from it on every request; the chatbot reads it at most once a minute; the build reads it once
// (src/content.config.ts), so the static pages follow the edits at the next build.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { baseCatalog } from '../../features/catalog/catalog.ts';
import type { Product } from '../../features/catalog/schema.ts';
import { overlayEdits } from '../../features/editor/overlay.ts';
import type { StoredEdit } from '../../features/editor/schema.ts';
import { jsonStore, LOCAL_BLOBS_DIR, openLocalBlobs } from '../blobs.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository, type ProductEditsRepository } from './repository.ts';

/** Products a shopper can see and buy, with `edits` applied. */
export function visibleCatalog(edits: readonly StoredEdit[]): Product[] {
  return overlayEdits(baseCatalog, edits).filter((product) => !product.hidden);
}

/** The repository's own visible products, before any edits. */
export const repositoryCatalog: readonly Product[] = visibleCatalog([]);

export async function effectiveCatalog(edits: ProductEditsRepository): Promise<Product[]> {
  return visibleCatalog(await edits.all());
}

/**
 * A reader that keeps the effective catalogue for `maxAgeMs` per Function instance and falls back to the last one
 * read (at first, the repository's catalogue) when the store cannot be read: a shopping assistant that knows
 * yesterday's price beats one that fails.
 */
export function cachedCatalog(edits: ProductEditsRepository, maxAgeMs: number, log: Pick<Console, 'error'> = console): () => Promise<readonly Product[]> {
  let last: { at: number; products: readonly Product[] } | undefined;
  return async () => {
    const now = Date.now();
    if (last && now - last.at < maxAgeMs) return last.products;
    try {
      last = { at: now, products: await effectiveCatalog(edits) };
    } catch (error) {
      log.error('Could not read product edits; using the catalogue as last known', error);
      last = { at: now, products: last?.products ?? repositoryCatalog };
    }
    return last.products;
  };
}

/**
 * The stored edits a build lays over the catalogue. On Netlify the build environment carries the Blobs context
 * (NETLIFY_BLOBS_CONTEXT); a local build reads the local emulation's folder (STORE_BLOBS_DIR, by default the one
 * `npm start` writes to). A store that exists but cannot be read fails the build: pages with stale prices must not
 * replace a good deploy.
 */
export async function editsForBuild(env: Readonly<Record<string, string | undefined>> = process.env): Promise<StoredEdit[]> {
  if (env['NETLIFY_BLOBS_CONTEXT']) return productEditsRepository(jsonStore(PRODUCT_EDITS_STORE)).all();
  const directory = resolve(env['STORE_BLOBS_DIR'] ?? LOCAL_BLOBS_DIR);
  if (!existsSync(directory)) return [];
  const local = await openLocalBlobs(directory);
  try {
    return await productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, local.connection)).all();
  } finally {
    await local.stop();
  }
}
