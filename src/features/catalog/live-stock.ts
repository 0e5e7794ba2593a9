// Brings a product page's stock up to date: the page is built with the stock of its build, but orders and editors
// change it between builds. One request to /api/stock (the levels orders take from), made on the shopper's first
// intent (src/pages/products/[sku].astro), updates the badge and the quantity a shopper can add.
import { maxQuantityFor } from '../cart/lines.ts';
import type { StockResponse } from './stock-schema.ts';
import { stockLabel, stockState } from './stock.ts';

/**
 * One SKU's level from an answer shaped like stockResponseSchema (./stock-schema.ts). Checked by hand on purpose: this script
 * runs on every product page before any interaction, and zod would more than double its JavaScript.
 */
export function levelOf(body: unknown, sku: string): number | undefined {
  if (typeof body !== 'object' || body === null || !('levels' in body)) return undefined;
  const levels: unknown = body.levels;
  if (typeof levels !== 'object' || levels === null || !Object.hasOwn(levels, sku)) return undefined;
  const level: unknown = (levels as StockResponse['levels'])[sku];
  return typeof level === 'number' && Number.isSafeInteger(level) && level >= 0 ? level : undefined;
}

export function applyLevel(root: ParentNode, sku: string, level: number): void {
  for (const badge of root.querySelectorAll<HTMLElement>(`[data-live-stock="${CSS.escape(sku)}"]`)) {
    badge.dataset['stockState'] = stockState(level);
    const label = badge.querySelector('[data-stock-label]');
    if (label) label.textContent = stockLabel(level);
  }
  for (const control of root.querySelectorAll<HTMLElement>(`[data-cart-control][data-sku="${CSS.escape(sku)}"]`)) {
    if (control.dataset['stock'] === undefined) continue;
    control.dataset['stock'] = String(level);
    const max = maxQuantityFor(level);
    const select = control.querySelector('select');
    if (select) for (const option of [...select.options]) if (Number(option.value) > max) option.remove();
    const submit = control.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit && max === 0) {
      submit.disabled = true;
      submit.textContent = 'Out of stock';
    }
  }
}

/** Reads the live level of every badge on the page; a failure leaves the built values, which are still shown. */
export async function refreshLiveStock(root: ParentNode = document, fetchFn: typeof fetch = fetch): Promise<void> {
  const skus = [
    ...new Set([...root.querySelectorAll<HTMLElement>('[data-live-stock]')].map((el) => el.dataset['liveStock'] ?? '')),
  ].filter(Boolean);
  if (skus.length === 0) return;
  try {
    const response = await fetchFn(`/api/stock?skus=${skus.map(encodeURIComponent).join(',')}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return;
    const body: unknown = await response.json();
    for (const sku of skus) {
      const level = levelOf(body, sku);
      if (level !== undefined) applyLevel(root, sku, level);
    }
  } catch {
    // Offline or the API is down: the stock of the build stays on the page.
  }
}
