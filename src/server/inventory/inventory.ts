// Stock levels: one entry per SKU, `levels/{sku}` = `{level, updatedAt}`, changed only by compare-and-swap writes, so
// concurrent orders for the last units cannot both take them. A SKU without an entry has the catalogue's stock (the
// repository's value, or an editor's); the first change writes the entry create-only.
import * as z from 'zod/mini';
import { compareAndSwap, type JsonStore } from '../blobs.ts';

/** The site-wide store for stock levels. */
export const INVENTORY_STORE = 'inventory';

export const stockRecordSchema = z.object({ level: z.int().check(z.gte(0)), updatedAt: z.iso.datetime() });
export type StockRecord = z.infer<typeof stockRecordSchema>;

export interface StockLine {
  sku: string;
  quantity: number;
}

export type ReserveOutcome = { ok: true } | { ok: false; sku: string; available: number };

export interface Inventory {
  /** Current levels of `skus` (catalogue stock where nothing is stored; SKUs the catalogue lacks are left out). */
  levels(skus: readonly string[]): Promise<Map<string, number>>;
  /** Every stored level: the SKUs whose stock has changed since the catalogue was built. */
  stored(): Promise<Map<string, number>>;
  /** Takes every line's units, or none: when a line cannot be served the earlier ones are given back. */
  reserve(lines: readonly StockLine[]): Promise<ReserveOutcome>;
  /** Gives units back (a cancelled order). */
  release(lines: readonly StockLine[]): Promise<void>;
  /** Sets a level outright (a test's or a script's starting stock; editors go through `change`). */
  set(sku: string, level: number): Promise<void>;
  /**
   * An editor's stock change: sets `level` only while the live level is still `seen`, the level the editor looked at
   * (orders placed or cancelled since then would otherwise be undone). Refused with the live level otherwise.
   */
  change(sku: string, seen: number, level: number): Promise<{ ok: true } | { ok: false; level: number }>;
  /** Adds `delta` (negative to take units) unless the level would fall below zero; false when refused. */
  adjust(sku: string, delta: number): Promise<boolean>;
}

export interface InventoryOptions {
  store: JsonStore;
  /** The catalogue's stock of a SKU, or undefined when there is no such product. */
  initial: (sku: string) => Promise<number | undefined>;
  now?: () => Date;
  log?: Pick<Console, 'error'>;
  /** Compare-and-swap attempts before giving up (each lost race means another writer made progress). */
  attempts?: number;
}

const ROOT = 'levels/';
const keyOf = (sku: string) => `${ROOT}${sku}`;

/** Stock shown to shoppers and used for pricing: the stored level where there is one. */
export function overlayStock<T extends { sku: string; stock: number }>(
  products: readonly T[],
  levels: ReadonlyMap<string, number>,
): T[] {
  return products.map((product) => {
    const level = levels.get(product.sku);
    return level === undefined || level === product.stock ? product : { ...product, stock: level };
  });
}

export function createInventory({
  store,
  initial,
  now = () => new Date(),
  log = console,
  attempts = 100,
}: InventoryOptions): Inventory {
  /** A stored record's level; an unreadable one counts as sold out until an editor sets the level again. */
  const levelOf = (sku: string, value: unknown): number => {
    const parsed = stockRecordSchema.safeParse(value);
    if (parsed.success) return parsed.data.level;
    log.error(`Unreadable stock record ${keyOf(sku)}`); // never sell what we cannot count
    return 0;
  };
  const read = async (sku: string) => {
    const entry = await store.get(keyOf(sku));
    return entry ? { level: levelOf(sku, entry.value) } : null;
  };

  /** Applies `change` to a level until a write wins; `change` returns null to refuse (nothing is written). */
  const update = async (
    sku: string,
    change: (level: number) => number | null,
  ): Promise<{ ok: true } | { ok: false; level: number }> => {
    // The catalogue's stock, for a SKU no order has touched yet (its first change creates the entry).
    const catalogue = (await initial(sku)) ?? 0;
    const swapped = await compareAndSwap<{ ok: true } | { ok: false; level: number }>(
      store,
      keyOf(sku),
      (stored) => {
        const level = stored === undefined ? catalogue : levelOf(sku, stored);
        const next = change(level);
        if (next === null) return { result: { ok: false, level } };
        const record: StockRecord = { level: next, updatedAt: now().toISOString() };
        return { next: record, result: { ok: true } };
      },
      attempts,
    );
    if (!swapped) throw new Error(`Stock of ${sku} kept changing; gave up after ${attempts} attempts`);
    return swapped.result;
  };

  const add = async (sku: string, quantity: number) => {
    await update(sku, (level) => level + quantity);
  };

  return {
    async levels(skus) {
      const out = new Map<string, number>();
      await Promise.all(
        [...new Set(skus)].map(async (sku) => {
          const level = (await read(sku))?.level ?? (await initial(sku));
          if (level !== undefined) out.set(sku, level);
        }),
      );
      return out;
    },
    async stored() {
      const out = new Map<string, number>();
      const keys = await store.keys(ROOT);
      await Promise.all(
        keys.map(async (key) => {
          const found = await read(key.slice(ROOT.length));
          if (found) out.set(key.slice(ROOT.length), found.level);
        }),
      );
      return out;
    },
    async reserve(lines) {
      // A fixed order (by SKU) keeps two multi-line orders from each holding what the other needs.
      const sorted = lines.toSorted((a, b) => a.sku.localeCompare(b.sku));
      const taken: StockLine[] = [];
      try {
        for (const line of sorted) {
          const outcome = await update(line.sku, (level) => (level >= line.quantity ? level - line.quantity : null));
          if (!outcome.ok) {
            await Promise.all(taken.map((done) => add(done.sku, done.quantity)));
            return { ok: false, sku: line.sku, available: outcome.level };
          }
          taken.push(line);
        }
      } catch (error) {
        await Promise.all(taken.map((done) => add(done.sku, done.quantity))).catch((restore: unknown) =>
          log.error('Could not give back stock', restore),
        );
        throw error;
      }
      return { ok: true };
    },
    async release(lines) {
      await Promise.all(lines.map((line) => add(line.sku, line.quantity)));
    },
    async set(sku, level) {
      await update(sku, () => Math.max(0, Math.floor(level)));
    },
    change: (sku, seen, level) => update(sku, (live) => (live === seen ? Math.max(0, Math.floor(level)) : null)),
    async adjust(sku, delta) {
      return (await update(sku, (level) => (level + delta >= 0 ? level + delta : null))).ok;
    },
  };
}
