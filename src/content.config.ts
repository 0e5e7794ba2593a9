import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { brandSchema, policySchema, productSchema } from '~/features/catalog/schema';
import { loadCatalog } from '~/features/catalog/load';

const products = defineCollection({
  // The effective catalogue: the repository's products with editors' stored edits laid over them.
  loader: async () => (await loadCatalog()).map((product) => ({ id: product.sku, ...product })),
  schema: productSchema,
});

const brands = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/brands' }),
  schema: brandSchema,
});

const policies = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/policies' }),
  schema: policySchema,
});

export const collections = { products, brands, policies };
