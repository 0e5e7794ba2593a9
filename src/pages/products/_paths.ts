// The static paths of a product's own pages (/products/{sku} and /products/{sku}/b_products): one per product, with
// its related products worked out here, once per build, from one index (docs/rules.md#performance). Astro does not
// route files whose names start with "_".
import { relatedProducts, type Product } from '~/domain/catalog';
import { getProducts } from '~/features/catalog/content';

// A type alias, not an interface: Astro's static paths need props that index as a record.
export type ProductPageProps = { product: Product; related: Product[] };

/** Every product's path, each with up to `relatedCount` related products. */
export async function productPaths(
  relatedCount: number,
): Promise<Array<{ params: { sku: string }; props: ProductPageProps }>> {
  const products = await getProducts();
  return products.map((product) => ({
    params: { sku: product.sku },
    props: { product, related: relatedProducts(product, products, relatedCount) },
  }));
}
