// Stock levels: one entry per SKU, `levels/{sku}` = `{level, updatedAt, holds}`, changed only by compare-and-swap
// writes, so concurrent orders for the last units cannot both take them. A SKU without an entry has the catalogue's
// stock (the repository's value, or an editor's); the first change writes the entry create-only.
//
// A checkout takes its units as a hold named after its claim, written in the same entry as the level: whatever point
// the request dies at, the entries themselves say which of its units were taken, so they are given back exactly once
// (undo) unless the order was placed (commit forgets the hold, the units stay sold).
import * as z from 'zod/mini';
import { compareAndSwap, type JsonStore } from '../blobs.ts';

/** The site-wide store for stock levels. */
export const INVENTORY_STORE = 'inventory';

export const stockRecordSchema = z.object({
  level: z.int().check(z.gte(0)),
  updatedAt: z.iso.datetime(),
  /** Units taken by checkouts not yet settled, by claim: given back by `undo`, forgotten by `commit`. */
  holds: z.optional(z.record(z.string(), z.int().check(z.gte(1)))),
});
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
  /**
   * Takes every line's units, or none: when a line cannot be served the earlier ones are given back. With `hold`
   * (a checkout's claim), each line's units are recorded as held by it, and taking them again changes nothing.
   */
  reserve(lines: readonly StockLine[], hold?: string): Promise<ReserveOutcome>;
  /** Gives back what `hold` still holds of `lines`, once however often it is called (a checkout that failed or died). */
  undo(hold: string, lines: readonly StockLine[]): Promise<void>;
  /** Forgets `hold` on `lines`: its units stay taken, by the order it placed. */
  commit(hold: string, lines: readonly StockLine[]): Promise<void>;
  /** Units held per SKU by checkouts not yet settled (for checks of the books). */
  held(skus: readonly string[]): Promise<Map<string, number>>;
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

  const holdsOf = (value: unknown): Record<string, number> => stockRecordSchema.safeParse(value).data?.holds ?? {};

  type Change = (level: number, holds: Record<string, number>) => { level: number; holds?: Record<string, number> };
  /**
   * Applies `change` to an entry until a write wins; `change` returns null to refuse, or the entry as it is to leave
   * it (nothing is written either way).
   */
  const update = async (
    sku: string,
    change: (level: number, holds: Record<string, number>) => ReturnType<Change> | null | 'unchanged',
  ): Promise<{ ok: true } | { ok: false; level: number }> => {
    // The catalogue's stock, for a SKU no order has touched yet (its first change creates the entry).
    const catalogue = (await initial(sku)) ?? 0;
    const swapped = await compareAndSwap<{ ok: true } | { ok: false; level: number }>(
      store,
      keyOf(sku),
      (stored) => {
        const level = stored === undefined ? catalogue : levelOf(sku, stored);
        const holds = holdsOf(stored);
        const next = change(level, holds);
        if (next === null) return { result: { ok: false, level } };
        if (next === 'unchanged') return { result: { ok: true } };
        const kept = next.holds ?? holds;
        const record: StockRecord = {
          level: next.level,
          updatedAt: now().toISOString(),
          ...(Object.keys(kept).length > 0 ? { holds: kept } : {}),
        };
        return { next: record, result: { ok: true } };
      },
      attempts,
    );
    if (!swapped) throw new Error(`Stock of ${sku} kept changing; gave up after ${attempts} attempts`);
    return swapped.result;
  };
  const without = (holds: Record<string, number>, hold: string) =>
    Object.fromEntries(Object.entries(holds).filter(([name]) => name !== hold));

  const undo = async (hold: string, lines: readonly StockLine[]) => {
    await Promise.all(
      lines.map((line) =>
        update(line.sku, (level, holds) => {
          const quantity = holds[hold];
          return quantity === undefined ? 'unchanged' : { level: level + quantity, holds: without(holds, hold) };
        }),
      ),
    );
  };

  const add = async (sku: string, quantity: number) => {
    await update(sku, (level) => ({ level: level + quantity }));
  };
  /** Takes a line's units (held by `hold` when named); false when the level cannot serve it. */
  const take = async (line: StockLine, hold: string | undefined) =>
    update(line.sku, (level, holds) => {
      if (hold !== undefined && holds[hold] !== undefined) return 'unchanged';
      if (level < line.quantity) return null;
      return {
        level: level - line.quantity,
        ...(hold === undefined ? {} : { holds: { ...holds, [hold]: line.quantity } }),
      };
    });
  const giveBack = (taken: readonly StockLine[], hold: string | undefined) =>
    hold === undefined ? Promise.all(taken.map((done) => add(done.sku, done.quantity))) : undo(hold, taken);

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
    async reserve(lines, hold) {
      // A fixed order (by SKU) keeps two multi-line orders from each holding what the other needs.
      const sorted = lines.toSorted((a, b) => a.sku.localeCompare(b.sku));
      const taken: StockLine[] = [];
      try {
        for (const line of sorted) {
          const outcome = await take(line, hold);
          if (!outcome.ok) {
            await giveBack(taken, hold);
            return { ok: false, sku: line.sku, available: outcome.level };
          }
          taken.push(line);
        }
      } catch (error) {
        await giveBack(taken, hold).catch((restore: unknown) => log.error('Could not give back stock', restore));
        throw error;
      }
      return { ok: true };
    },
    undo,
    async commit(hold, lines) {
      await Promise.all(
        lines.map((line) =>
          update(line.sku, (level, holds) =>
            holds[hold] === undefined ? 'unchanged' : { level, holds: without(holds, hold) },
          ),
        ),
      );
    },
    async held(skus) {
      const out = new Map<string, number>();
      await Promise.all(
        [...new Set(skus)].map(async (sku) => {
          const entry = await store.get(keyOf(sku));
          const units = Object.values(holdsOf(entry?.value)).reduce((sum, n) => sum + n, 0);
          if (units > 0) out.set(sku, units);
        }),
      );
      return out;
    },
    async release(lines) {
      await Promise.all(lines.map((line) => add(line.sku, line.quantity)));
    },
    async set(sku, level) {
      await update(sku, () => ({ level: Math.max(0, Math.floor(level)) }));
    },
    change: (sku, seen, level) =>
      update(sku, (live) => (live === seen ? { level: Math.max(0, Math.floor(level)) } : null)),
    async adjust(sku, delta) {
      return (await update(sku, (level) => (level + delta >= 0 ? { level: level + delta } : null))).ok;
    },
  };
}
