// The cart page's products beyond the featured shelf (a stored cart's lines, the recently viewed ones), read from
// their `/products/<sku>.json`: a few hundred bytes each, where the search index would cost its code and its data.
import { productDataPath } from '../catalog/index.ts';
import { cartProductSchema, type CartProduct } from './view.ts';

const TIMEOUT_MS = 10_000;

/**
 * The products with these SKUs, in the order asked. A SKU the store does not sell (no file, or a file that does not
 * read as one) is left out; the caller drops its line with a notice. Rejects when the store cannot be reached, so the
 * caller can keep the cart as stored instead.
 */
export async function cartProducts(skus: readonly string[]): Promise<CartProduct[]> {
  const found = await Promise.all(
    skus.map(async (sku) => {
      const response = await fetch(productDataPath(sku), { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status === 404) return [];
      if (!response.ok) throw new Error(`${productDataPath(sku)} answered ${response.status}`);
      const product = cartProductSchema.safeParse(await response.json().catch(() => null));
      return product.success && product.data.sku === sku ? [product.data] : [];
    }),
  );
  return found.flat();
}
