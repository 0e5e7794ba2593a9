import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { brandSchema, policySchema, productSchema } from '~/domain/catalog';
import { isVisible } from '~/domain/products/visibility';
import { buildCatalogue } from '~/integrations/build-catalogue';

const products = defineCollection({
  // The build's catalogue (the repository's products with editors' stored edits laid over them), hidden ones out.
  loader: async () => {
    const { products } = await buildCatalogue();
    return products.filter(isVisible).map((product) => ({ id: product.sku, ...product }));
  },
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
