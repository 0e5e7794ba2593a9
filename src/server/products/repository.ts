// Product edits in the store: every save is a new, never-overwritten entry `products/{sku}/{version}`. A save writes
// version N+1 create-only, so of two editors who both started from version N exactly one wins (the other gets a
// conflict) on Netlify and on the local emulation alike, and the entries double as the change history (the newest
// KEPT_VERSIONS of them). Every save also moves one small entry, `stamp`, so a reader that keeps the edits (the stock
// answer, the assistant's catalogue) learns with one read whether anything was saved since, and a hidden product
// stops showing at once.
import { isSku } from '../../domain/catalog/index.ts';
import { storedEditSchema, type StoredEdit } from '../../domain/editor/index.ts';
import { compareAndSwap, type JsonStore } from '../blobs.ts';

/** The site-wide store for product edits (outlives deploys, like orders). */
export const PRODUCT_EDITS_STORE = 'product-edits';

export interface EditsOfProduct {
  /** The newest readable edit, or null when the product was never edited. */
  latest: StoredEdit | null;
  /** The highest version stored (a save must start from it), 0 when none. */
  version: number;
}

export interface ProductEditsRepository {
  of(sku: string): Promise<EditsOfProduct>;
  /** The newest readable edit of every edited product. */
  all(): Promise<StoredEdit[]>;
  /** Stores `edit` as its version; false when that version already exists (someone saved first). */
  append(edit: StoredEdit): Promise<boolean>;
  /** Deletes all but the newest KEPT_VERSIONS versions of a product, so the history cannot grow without end. */
  prune(sku: string): Promise<void>;
  /** What changes with every save (null before the first): equal stamps mean the same edits. */
  stamp(): Promise<string | null>;
}

const STAMP = 'stamp';

/** Versions kept per product: enough history to see recent changes; the newest decides the next version number. */
export const KEPT_VERSIONS = 20;

const ROOT = 'products/';
const VERSION_DIGITS = 8;
const keyOf = (sku: string, version: number) => `${ROOT}${sku}/${String(version).padStart(VERSION_DIGITS, '0')}`;

/** Versions under each SKU, from the store's keys (anything not shaped like ours is ignored). */
function versionsBySku(keys: readonly string[]): Map<string, number[]> {
  const bySku = new Map<string, number[]>();
  for (const key of keys) {
    const match = /^products\/([^/]+)\/(\d+)$/.exec(key);
    if (!match?.[2] || !isSku(match[1])) continue;
    const list = bySku.get(match[1]) ?? [];
    list.push(Number(match[2]));
    bySku.set(match[1], list);
  }
  for (const list of bySku.values()) list.sort((a, b) => b - a);
  return bySku;
}

export function productEditsRepository(
  store: JsonStore,
  log: Pick<Console, 'error'> = console,
): ProductEditsRepository {
  /** The newest entry that parses; a corrupt one is reported and skipped, never served or fatal. */
  const newestReadable = async (sku: string, versions: readonly number[]): Promise<StoredEdit | null> => {
    for (const version of versions) {
      const entry = await store.get(keyOf(sku, version));
      const parsed = storedEditSchema.safeParse(entry?.value);
      if (parsed.success && parsed.data.sku === sku && parsed.data.version === version) return parsed.data;
      log.error(`Unreadable product edit ${keyOf(sku, version)}; using the version before it`);
    }
    return null;
  };

  return {
    async of(sku) {
      const versions = versionsBySku(await store.keys(`${ROOT}${sku}/`)).get(sku) ?? [];
      return { latest: await newestReadable(sku, versions), version: versions[0] ?? 0 };
    },
    async all() {
      const bySku = versionsBySku(await store.keys(ROOT));
      const edits = await Promise.all([...bySku].map(([sku, versions]) => newestReadable(sku, versions)));
      return edits.filter((edit): edit is StoredEdit => edit !== null);
    },
    async append(edit) {
      if (!(await store.create(keyOf(edit.sku, edit.version), edit))) return false;
      // Moved after the version is stored: a reader that sees the new stamp finds the new version.
      const moved = await compareAndSwap(
        store,
        STAMP,
        () => ({ next: { sku: edit.sku, version: edit.version, at: edit.updatedAt }, result: true }),
        20,
      );
      if (!moved) log.error('Could not move the product edits stamp; readers keep their copy for up to a minute');
      return true;
    },
    async stamp() {
      return (await store.get(STAMP))?.etag ?? null;
    },
    async prune(sku) {
      const versions = versionsBySku(await store.keys(`${ROOT}${sku}/`)).get(sku) ?? [];
      await Promise.all(versions.slice(KEPT_VERSIONS).map((version) => store.delete(keyOf(sku, version))));
    },
  };
}
