// The products beyond what a page was built with, read from their `/products/<sku>.json`: a few hundred bytes each,
// where the search index would cost its code and its data. The cart page reads them for a stored cart's lines and the
// recently viewed products; the product editor for the product it edits.
import { productDataPath } from '../catalog/index.ts';
import { productFileSchema, type CartProduct, type ProductFile } from './view.ts';

const TIMEOUT_MS = 10_000;

/**
 * The file of the product with this SKU; null when the store has no such product (no file, or a file that does not
 * read as one). Rejects when the store cannot be reached.
 */
export async function productFile(sku: string): Promise<ProductFile | null> {
  const response = await fetch(productDataPath(sku), { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${productDataPath(sku)} answered ${response.status}`);
  const file = productFileSchema.safeParse(await response.json().catch(() => null));
  return file.success && file.data.sku === sku ? file.data : null;
}

/**
 * The products with these SKUs, in the order asked. A SKU the store does not sell (no file, a hidden product, or a
 * file that does not read as one) is left out; the caller drops its line with a notice. Rejects when the store cannot
 * be reached, so the caller can keep the cart as stored instead.
 */
export async function cartProducts(skus: readonly string[]): Promise<CartProduct[]> {
  const found = await Promise.all(skus.map(productFile));
  return found.filter((file): file is CartProduct => file !== null && !('hidden' in file));
}
