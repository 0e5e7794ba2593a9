// How stock reads to a shopper, on the pages and in the assistant's answers alike. No imports, so the product page's
// live-stock script stays tiny.

/** Low stock: at or below it a shopper is told how many are left, so they know to hurry. */
export const LOW_STOCK = 5;

export type StockState = 'in-stock' | 'low-stock' | 'out-of-stock';
export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out-of-stock';
  return stock <= LOW_STOCK ? 'low-stock' : 'in-stock';
}

/** "In stock", "Only 3 left", "Out of stock". */
export function stockLabel(stock: number): string {
  const state = stockState(stock);
  if (state === 'out-of-stock') return 'Out of stock';
  return state === 'low-stock' ? `Only ${stock} left` : 'In stock';
}
