// The facets a shopper filters the catalogue by, derived once from a product's data. Listings, brand stores and the
// search page all filter through these, and the search index stores the same values, so the three agree.
import { type Product, specValue } from '../../domain/catalog/index.ts';

/** Key specs offered as filters: the spec they come from, shortened to the part a shopper compares. */
export const specFacets = [
  { key: 'capacity', label: 'Capacity', spec: 'Capacity' },
  { key: 'interface', label: 'Interface', spec: 'Interface' },
  { key: 'wifi', label: 'Wi-Fi standard', spec: 'Wi-Fi standard' },
] as const;
export type SpecFacetKey = (typeof specFacets)[number]['key'];

/** Price bands in whole dollars, [min, max); the last is open-ended. */
export const priceBands = [
  { key: 'under-25', label: 'Under $25', min: 0, max: 25 },
  { key: '25-50', label: '$25 to $50', min: 25, max: 50 },
  { key: '50-100', label: '$50 to $100', min: 50, max: 100 },
  { key: '100-200', label: '$100 to $200', min: 100, max: 200 },
  { key: '200-plus', label: '$200 and up', min: 200, max: Number.POSITIVE_INFINITY },
] as const;
export type PriceBandKey = (typeof priceBands)[number]['key'];

/** "32 GB (2 × 16 GB)" → "32 GB", "PCIe 4.0 x4, NVMe 1.4" → "PCIe 4.0 x4", "Wi-Fi 7 (802.11be)" → "Wi-Fi 7". */
export function shortSpec(value: string): string {
  return value.split(/[,(]/, 1)[0]?.trim() ?? value.trim();
}

export function priceBandOf(cents: number): PriceBandKey {
  const dollars = cents / 100;
  return priceBands.find((b) => dollars >= b.min && dollars < b.max)?.key ?? '200-plus';
}

export interface ProductFacets {
  brand: string;
  category: string;
  price: PriceBandKey;
  capacity?: string;
  interface?: string;
  wifi?: string;
}

export function productFacets(product: Product): ProductFacets {
  const facets: ProductFacets = { brand: product.brand, category: product.category, price: priceBandOf(product.price) };
  for (const facet of specFacets) {
    const value = specValue(product, facet.spec);
    if (value) facets[facet.key] = shortSpec(value);
  }
  return facets;
}

/** Capacities sort by size, other values alphabetically. */
function compareValues(a: string, b: string): number {
  const bytes = (v: string) => {
    const m = /^([\d.]+)\s*(GB|TB)$/i.exec(v);
    return m ? Number(m[1]) * (m[2]?.toUpperCase() === 'TB' ? 1024 : 1) : Number.NaN;
  };
  const [x, y] = [bytes(a), bytes(b)];
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return a.localeCompare(b, 'en', { numeric: true });
}

export interface FacetOptions {
  categories: string[];
  prices: { key: PriceBandKey; label: string }[];
  specs: { key: SpecFacetKey; label: string; values: string[] }[];
}

/** Every value a filter can take, over the whole catalogue (so a page of a listing offers them all). */
export function facetOptions(products: readonly Product[]): FacetOptions {
  const all = products.map(productFacets);
  const distinct = (pick: (f: ProductFacets) => string | undefined) => [...new Set(all.flatMap((f) => pick(f) ?? []))];
  const bands = new Set(all.map((f) => f.price));
  return {
    categories: distinct((f) => f.category),
    prices: priceBands.filter((b) => bands.has(b.key)).map(({ key, label }) => ({ key, label })),
    specs: specFacets.map(({ key, label }) => ({
      key,
      label,
      values: distinct((f) => f[key]).toSorted(compareValues),
    })),
  };
}
