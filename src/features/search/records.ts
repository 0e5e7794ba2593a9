// What the search index holds for each product: one record with its text (in the spellings shoppers type), its
// facets as filters, its sort keys and the few fields a result shows. Built at build time from the catalogue, read
// back in the browser through hitSchema.
import * as z from 'zod/mini';
import { brandIds, type Product, productPath } from '../../domain/catalog/index.ts';
import { productFacets, specFacets } from './facets.ts';
import { searchVariants } from './terms.ts';

/** The index's record for a product (the shape Pagefind's addCustomRecord takes). */
export interface SearchRecord {
  url: string;
  content: string;
  language: 'en';
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sort: Record<string, string>;
}

/** Sort keys are compared as text: zero-padded numbers keep that order numeric. */
const pad = (n: number) => String(n).padStart(10, '0');

/**
 * @param featuredRank the product's place in the store's featured order (0 first)
 * @param image the URL of its built illustration
 */
export function searchRecord(product: Product, brandName: string, image: string, featuredRank: number): SearchRecord {
  const facets = productFacets(product);
  const keySpecs = specFacets.flatMap((f) => (facets[f.key] ? [[f.key, facets[f.key]] as const] : []));
  const described = [
    product.name,
    brandName,
    product.category,
    product.line,
    product.sku,
    ...product.tags,
    ...product.specs.map((s) => s.value),
  ];
  const meta: Record<string, string> = {
    title: product.name,
    sku: product.sku,
    image,
    brand: product.brand,
    brandName,
    category: product.category,
    price: String(product.price),
    stock: String(product.stock),
    ...Object.fromEntries(keySpecs),
  };
  if (product.compareAtPrice !== undefined) meta.compareAtPrice = String(product.compareAtPrice);
  return {
    url: productPath(product.sku),
    // The summary reads as the excerpt; the variants make "nv 7400", "wifi7" and "2tb" match.
    content: [product.name, product.summary, searchVariants(described.join(' ')).join(' ')].join('\n'),
    language: 'en',
    meta,
    filters: {
      brand: [facets.brand],
      category: [facets.category],
      price: [facets.price],
      ...Object.fromEntries(keySpecs.map(([k, v]) => [k, [v]])),
    },
    sort: {
      price: pad(product.price),
      name: product.name.toLowerCase(),
      released: product.released,
      featured: pad(featuredRank),
    },
  };
}

const cents = z.coerce.number().check(z.int(), z.gte(0));
const filled = z.string().check(z.minLength(1));

/** A search result as the browser reads it back from the index; anything malformed is dropped by the caller. */
export const hitSchema = z.object({
  url: z.string().check(z.startsWith('/')),
  meta: z.object({
    title: filled,
    sku: filled,
    image: filled,
    brand: z.enum(brandIds),
    brandName: z.string(),
    category: z.string(),
    price: cents,
    compareAtPrice: z.optional(cents),
    stock: z.coerce.number().check(z.int()),
    capacity: z.optional(z.string()),
    interface: z.optional(z.string()),
    wifi: z.optional(z.string()),
  }),
});
export type SearchHit = z.infer<typeof hitSchema>;
