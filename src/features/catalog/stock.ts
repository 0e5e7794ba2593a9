// How stock reads to a shopper. No imports, so the product page's live-stock script stays tiny.

export type StockState = 'in-stock' | 'low-stock' | 'out-of-stock';
export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out-of-stock';
  return stock <= 5 ? 'low-stock' : 'in-stock';
}
export function stockLabel(stock: number): string {
  const state = stockState(stock);
  if (state === 'out-of-stock') return 'Out of stock';
  return state === 'low-stock' ? `Only ${stock} left` : 'In stock';
}
