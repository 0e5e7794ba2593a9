// The effective catalogue: the repository's products with the stored edits laid over them, hidden ones left out.
// Orders price from it on every request; the chatbot reads it at most once a minute; the build reads it once
// (src/content.config.ts), so the static pages follow the edits at the next build.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogueVersion, versioned, type Product } from '../../domain/catalog/index.ts';
import { catalogue, catalogueSnapshot } from './files.ts';
import { overlayEdits, type StoredEdit } from '../../domain/editor/index.ts';
import { isVisible, withEdit } from '../../domain/products/visibility.ts';
import { jsonStore, LOCAL_BLOBS_DIR, openLocalBlobs, type JsonStoreOptions } from '../blobs.ts';
import { createInventory, INVENTORY_STORE, overlayStock } from '../inventory/inventory.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository, type ProductEditsRepository } from '../products/repository.ts';

/** Products a shopper can see and buy, with `edits` applied. */
export function visibleCatalogue(edits: readonly StoredEdit[]): Product[] {
  return overlayEdits(catalogue(), edits).filter(isVisible);
}

/**
 * The version of the effective catalogue: the product files' content hash and the stored edits' versions. Equal
 * versions mean equal products, so indexes keyed on the version (or on the array, see liveCatalogue) stay valid.
 */
export function editedVersion(edits: readonly StoredEdit[]): string {
  const applied = edits
    .map((edit) => `${edit.sku}@${edit.version}`)
    .toSorted()
    .join(',');
  return createHash('sha256').update(`${catalogueSnapshot().version}|visible|${applied}`).digest('hex').slice(0, 16);
}

/** The visible catalogue with `edits` applied, frozen and tagged with its version (catalogueVersion). */
export function versionedCatalogue(edits: readonly StoredEdit[]): readonly Product[] {
  return versioned(visibleCatalogue(edits), editedVersion(edits));
}

let unedited: readonly Product[] | undefined;

/** The repository's own visible products, before any edits: the catalogue a Function answers with until it reads them. */
export function uneditedCatalogue(): readonly Product[] {
  unedited ??= versionedCatalogue([]);
  return unedited;
}

let bySku: ReadonlyMap<string, Product> | undefined;

/**
 * The effective products of `skus` (unknown SKUs left out, hidden ones too unless `hidden`), reading only those
 * products' own edits: a checkout of two products reads two products' edits, however many the store holds.
 */
export async function editedProducts(
  edits: ProductEditsRepository,
  skus: readonly string[],
  { hidden = false }: { hidden?: boolean } = {},
): Promise<Product[]> {
  bySku ??= new Map(catalogue().map((product) => [product.sku, product]));
  const known = [...new Set(skus)].flatMap((sku) => bySku?.get(sku) ?? []);
  const products = await Promise.all(
    known.map(async (product) => {
      const { latest } = await edits.of(product.sku);
      return withEdit(product, latest);
    }),
  );
  return hidden ? products : products.filter(isVisible);
}

/** The edited catalogue by SKU, hidden products included: `read` as of now, `last` as of the last read. */
export interface EditedCatalogue {
  /** Checks the edits' stamp (one small read) and reads the edits again only when an editor saved since. */
  read(): Promise<ReadonlyMap<string, Product>>;
  /** What the last `read` answered, while it is under `maxAgeMs` old (else it reads): for a request that read once. */
  last(): Promise<ReadonlyMap<string, Product>>;
}

/**
 * Every product of the catalogue with its stored edits, hidden ones included, by SKU: read again only when an
 * editor has saved since the last read (the edits' stamp), or after `maxAgeMs` at most.
 */
export function editedCatalogue(edits: ProductEditsRepository, maxAgeMs = 60_000): EditedCatalogue {
  let kept: { at: number; stamp: string | null; products: ReadonlyMap<string, Product> } | undefined;
  const read = async () => {
    const stamp = await edits.stamp();
    if (kept && kept.stamp === stamp && Date.now() - kept.at < maxAgeMs) return kept.products;
    const stored = await edits.all();
    const products = new Map(overlayEdits(catalogue(), stored).map((product) => [product.sku, product]));
    kept = { at: Date.now(), stamp, products };
    return products;
  };
  return {
    read,
    last: async () => (kept && Date.now() - kept.at < maxAgeMs ? kept.products : read()),
  };
}

/** The effective version extended by the stored stock levels (none stored: the version itself). */
export function stockedVersion(version: string, levels: ReadonlyMap<string, number>): string {
  if (levels.size === 0) return version;
  const key = [...levels]
    .map(([sku, level]) => `${sku}=${level}`)
    .toSorted()
    .join(',');
  return createHash('sha256').update(`${version}|stock|${key}`).digest('hex').slice(0, 16);
}

/** Stock levels that differ from the catalogue's (orders and editors change them between builds). */
export type StockLevels = () => Promise<ReadonlyMap<string, number>>;

/** The levels stored by the inventory: SKUs without a record keep the catalogue's stock, so none is needed here. */
export function storedStockLevels(options?: JsonStoreOptions): StockLevels {
  const inventory = createInventory({
    store: jsonStore(INVENTORY_STORE, undefined, options),
    initial: async () => undefined,
  });
  return () => inventory.stored();
}

/**
 * A reader that keeps the effective catalogue, with live stock levels laid over it (the same levels orders take
 * from and /api/stock answers), for `maxAgeMs` per Function instance. It falls back to the last one read (at first,
 * the repository's catalogue) when the store cannot be read: a shopping assistant that knows yesterday's price beats
 * one that fails. While the version (catalogueVersion: edits and stock levels) stays the same, every call answers the
 * very same frozen array, so callers may key indexes (search, related products) on it and build them once.
 */
export function liveCatalogue(
  edits: ProductEditsRepository,
  maxAgeMs: number,
  log: Pick<Console, 'error'> = console,
  stock: StockLevels | null = null,
): () => Promise<readonly Product[]> {
  let last: { at: number; stamp: string | null; products: readonly Product[] } | undefined;
  return async () => {
    const now = Date.now();
    // A save (a product hidden, say) shows at once: the stamp is one small read; the edits are read only when it moved.
    const stamp = await Promise.resolve()
      .then(() => edits.stamp())
      .catch(() => undefined);
    if (last && now - last.at < maxAgeMs && stamp !== undefined && stamp === last.stamp) return last.products;
    try {
      const stored = await edits.all();
      const levels = stock ? await stock() : new Map<string, number>();
      const version = stockedVersion(editedVersion(stored), levels);
      const same = last && catalogueVersion(last.products) === version;
      last = {
        at: now,
        stamp: stamp ?? null,
        products: same && last ? last.products : versioned(overlayStock(visibleCatalogue(stored), levels), version),
      };
    } catch (error) {
      log.error('Could not read product edits; using the catalogue as last known', error);
      last = { at: now, stamp: null, products: last?.products ?? uneditedCatalogue() };
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
export async function editsForBuild(
  env: Readonly<Record<string, string | undefined>> = process.env,
  localServer?: Parameters<typeof openLocalBlobs>[2],
): Promise<StoredEdit[]> {
  if (env['NETLIFY_BLOBS_CONTEXT']) return productEditsRepository(jsonStore(PRODUCT_EDITS_STORE)).all();
  const directory = resolve(env['STORE_BLOBS_DIR'] ?? LOCAL_BLOBS_DIR);
  if (!existsSync(directory)) return [];
  const local = await openLocalBlobs(directory, undefined, localServer);
  try {
    return await productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, local.connection)).all();
  } finally {
    await local.stop();
  }
}
