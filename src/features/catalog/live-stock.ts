// Brings a product page's stock up to date: the page is built with the stock of its build, but orders and editors
// change it between builds. One request to /api/stock (the levels orders take from), made on the shopper's first
// intent (src/pages/products/[sku].astro), updates the badges and hands the levels to the page, which caps what the
// cart's controls offer (src/features/cart/stock-cap.ts).
import type { StockResponse } from '../../domain/catalog/stock-schema.ts';
import { stockLabel, stockState } from '../../domain/catalog/stock.ts';

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
}

/**
 * Reads the live level of every badge on the page and shows it; answers the levels read. A failure leaves the built
 * values, which are still shown, and answers no levels.
 *
 * The one browser call that does not go through the API client (docs/architecture.md#functions-netlifyfunctions):
 * the client parses with zod/mini (its answers and the problem details), many times this script's own size, on
 * content pages whose budget is 15 KB before interaction (docs/rules.md#performance; the sizes are in
 * docs/decisions.md#problem-details-for-every-error). No error is shown here, so nothing needs an ApiError: any
 * failure keeps the built stock.
 */
export async function refreshLiveStock(
  root: ParentNode = document,
  fetchFn: typeof fetch = fetch,
): Promise<ReadonlyMap<string, number>> {
  const levels = new Map<string, number>();
  const skus = [
    ...new Set([...root.querySelectorAll<HTMLElement>('[data-live-stock]')].map((el) => el.dataset['liveStock'] ?? '')),
  ].filter(Boolean);
  if (skus.length === 0) return levels;
  try {
    const response = await fetchFn(`/api/stock?skus=${skus.map(encodeURIComponent).join(',')}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return levels;
    const body: unknown = await response.json();
    for (const sku of skus) {
      const level = levelOf(body, sku);
      if (level === undefined) continue;
      applyLevel(root, sku, level);
      levels.set(sku, level);
    }
  } catch {
    // Offline or the API is down: the stock of the build stays on the page.
  }
  return levels;
}
