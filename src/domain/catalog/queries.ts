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

export type RelatedLookup = (product: Product, limit?: number) => Product[];

const relatedIndexes = new WeakMap<readonly Product[], RelatedLookup>();

/**
 * Products bought together with a product: its own `related` list first (compatible items and accessories), then
 * the rest of its line, then its category across brands, at most `limit` (8 by default). The catalogue is indexed
 * by SKU, line and category once per array, so a build asks for every product's neighbours in linear time instead
 * of scanning the catalogue per product.
 */
export function relatedIndex(products: readonly Product[]): RelatedLookup {
  const cached = relatedIndexes.get(products);
  if (cached) return cached;
  const bySku = new Map<string, Product>();
  const byLine = new Map<string, Product[]>();
  const byCategory = new Map<string, Product[]>();
  const push = (map: Map<string, Product[]>, key: string, p: Product) => {
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  };
  for (const p of products) {
    bySku.set(p.sku, p);
    push(byLine, lineKey(p), p);
    push(byCategory, p.category, p);
  }
  const lookup: RelatedLookup = (product, limit = 8) => {
    const picked = new Map<string, Product>();
    const add = (p: Product | undefined) => {
      if (p && p.sku !== product.sku && !picked.has(p.sku)) picked.set(p.sku, p);
      return picked.size >= limit;
    };
    if (limit <= 0) return [];
    // Each walk stops as soon as the list is full, so a query costs O(limit) whatever the catalogue's size.
    const walks = [
      product.related.map((sku) => bySku.get(sku)),
      byLine.get(lineKey(product)) ?? [],
      byCategory.get(product.category) ?? [],
    ];
    for (const walk of walks) if (walk.some(add)) break;
    return [...picked.values()];
  };
  relatedIndexes.set(products, lookup);
  return lookup;
}

function lineKey(product: Product): string {
  return `${product.brand}\u0000${product.line}`;
}

/** One product's bought-together list; repeated calls with the same array share one index. */
export function relatedProducts(product: Product, products: readonly Product[], limit = 8): Product[] {
  return relatedIndex(products)(product, limit);
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

/** The value of a product's spec: the row with exactly this label, or the first whose label the pattern matches. */
export function specValue(product: Pick<Product, 'specs'>, label: string | RegExp): string | undefined {
  const matches = typeof label === 'string' ? (l: string) => l === label : (l: string) => label.test(l);
  return product.specs.find((s) => matches(s.label))?.value;
}
