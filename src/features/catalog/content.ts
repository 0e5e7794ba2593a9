// Page-side access to the collections (astro:content is only available to pages and components).
import { getCollection } from 'astro:content';
import { brandNamesOf, type Brand } from '../../domain/catalog/content-schema.ts';
import type { BrandId, Product } from '../../domain/catalog/schema.ts';
import { sortKeys, sortRanks } from '../../domain/catalog/queries';

export async function getProducts(): Promise<Product[]> {
  return (await getCollection('products')).map((entry) => entry.data);
}

export async function getBrands(): Promise<Brand[]> {
  const brands = (await getCollection('brands')).map((entry) => entry.data);
  return brands.toSorted((a, b) => a.name.localeCompare(b.name));
}

export async function getBrandNames(): Promise<Record<BrandId, string>> {
  return brandNamesOf(await getBrands());
}

/** data-* attributes a listing item needs for client-side filtering and sorting. */
export function listingData(products: readonly Product[]): (product: Product) => Record<string, string | number> {
  const ranks = sortRanks(products);
  return (product) => {
    const rank = ranks.get(product.sku);
    const data: Record<string, string | number> = { brand: product.brand, category: product.category };
    for (const key of sortKeys) data[`rank-${key}`] = rank?.[key] ?? 0;
    return data;
  };
}
