// "Recently viewed": the SKUs of the product pages this browser opened last, newest first, for the cart page's shelf.
// Recorded by a few lines on every product page, so it is plain code without zod; a bad stored value reads as empty.
import { isSku } from '../../domain/catalog/index.ts';
import { RECENT_KEY } from './keys.ts';

export const MAX_RECENT = 8;

/** The stored list, keeping only valid SKUs, each once, at most MAX_RECENT. */
export function parseRecent(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? [...new Set(data.filter(isSku))].slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** The list after viewing `sku`: it moves to the front. */
export function withViewed(list: readonly string[], sku: string): string[] {
  return [sku, ...list.filter((s) => s !== sku)].slice(0, MAX_RECENT);
}

export function readRecent(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    return parseRecent(storage.getItem(RECENT_KEY));
  } catch {
    return []; // storage disabled
  }
}

export function recordViewed(sku: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  if (!isSku(sku)) return;
  try {
    storage.setItem(RECENT_KEY, JSON.stringify(withViewed(parseRecent(storage.getItem(RECENT_KEY)), sku)));
  } catch {
    // Storage full or disabled: the shelf simply shows the catalogue.
  }
}
