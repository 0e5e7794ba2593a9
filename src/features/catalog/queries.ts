import type { BrandId, Product } from './schema.ts';

export const sortKeys = ['featured', 'price-asc', 'price-desc', 'name', 'newest'] as const;
export type SortKey = (typeof sortKeys)[number];
export const sortLabels: Record<SortKey, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
  newest: 'Newest first',
};

export function isSortKey(value: string | null | undefined): value is SortKey {
  return (sortKeys as readonly string[]).includes(value ?? '');
}

export interface ListingFilter {
  brand?: BrandId | undefined;
  category?: string | undefined;
  sort?: SortKey | undefined;
}

const compare: Record<SortKey, (a: Product, b: Product) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || b.released.localeCompare(a.released),
  'price-asc': (a, b) => a.price - b.price || a.name.localeCompare(b.name),
  'price-desc': (a, b) => b.price - a.price || a.name.localeCompare(b.name),
  name: (a, b) => a.name.localeCompare(b.name, 'en'),
  newest: (a, b) => b.released.localeCompare(a.released) || a.name.localeCompare(b.name),
};

/** Filters and sorts without mutating the input. */
export function listProducts(products: readonly Product[], filter: ListingFilter = {}): Product[] {
  return products
    .filter((p) => (filter.brand ? p.brand === filter.brand : true))
    .filter((p) => (filter.category ? p.category === filter.category : true))
    .toSorted(compare[filter.sort ?? 'featured']);
}

/** Categories in catalogue order, each once. */
export function categoriesOf(products: readonly Product[]): string[] {
  return [...new Set(products.map((p) => p.category))];
}

/** Position of every product under every sort, so a listing page can re-sort without a framework. */
export function sortRanks(products: readonly Product[]): Map<string, Record<SortKey, number>> {
  const ranks = new Map<string, Record<SortKey, number>>();
  for (const p of products) ranks.set(p.sku, { featured: 0, 'price-asc': 0, 'price-desc': 0, name: 0, newest: 0 });
  for (const key of sortKeys) {
    products.toSorted(compare[key]).forEach((p, index) => {
      const entry = ranks.get(p.sku);
      if (entry) entry[key] = index;
    });
  }
  return ranks;
}

/**
 * Products bought together with `product`: its own `related` list first (compatible items and accessories),
 * then the rest of its line, then its category across brands. At most `limit`.
 */
export function relatedProducts(product: Product, products: readonly Product[], limit = 8): Product[] {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const picked = new Map<string, Product>();
  const add = (p: Product | undefined) => {
    if (p && p.sku !== product.sku && !picked.has(p.sku) && picked.size < limit) picked.set(p.sku, p);
  };
  product.related.forEach((sku) => add(bySku.get(sku)));
  products.filter((p) => p.brand === product.brand && p.line === product.line).forEach(add);
  products.filter((p) => p.category === product.category).forEach(add);
  return [...picked.values()];
}

/** Spec labels shared by a set of products, in first-seen order: the comparison table's columns. */
export function specColumns(products: readonly Product[], max = 4): string[] {
  const counts = new Map<string, number>();
  for (const p of products) for (const s of p.specs) counts.set(s.label, (counts.get(s.label) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, n]) => n >= Math.max(2, Math.ceil(products.length / 2)))
    .map(([label]) => label)
    .slice(0, max);
}

export function specValue(product: Product, label: string): string | undefined {
  return product.specs.find((s) => s.label === label)?.value;
}

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
