import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { brandSchema, policySchema, productSchema } from '~/features/catalog';
import { editsForBuild, visibleCatalog } from '~/server/products/catalog';

const products = defineCollection({
  // The effective catalogue: the repository's products with editors' stored edits laid over them, hidden ones out.
  loader: async () => {
    const edits = await editsForBuild();
    if (edits.length)
      console.log(`Product edits applied: ${edits.map((edit) => `${edit.sku} v${edit.version}`).join(', ')}`);
    return visibleCatalog(edits).map((product) => ({ id: product.sku, ...product }));
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
