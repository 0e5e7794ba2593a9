// The products beyond what a page was built with, read from their `/products/<sku>.json`: a few hundred bytes each,
// where the search index would cost its code and its data. The cart page reads them for a stored cart's lines and the
// recently viewed products; the product editor for the product it edits, in the whole format of src/domain/products/product-file.ts (a
// parser of its own, so the cart's chunk does not carry it).
import { productDataPath } from '../../domain/catalog/index.ts';
import { parseCartProduct, type CartProduct } from '../../domain/products/listed-product.ts';

const TIMEOUT_MS = 10_000;
/** A failed read (no answer, a 5xx, a body cut short) is tried once more after this pause: a busy store recovers. */
const RETRY_AFTER_MS = 1_000;

/**
 * The file of the product with this SKU, read by `parse` (null for what it does not accept); null when the store has no
 * such product (no file, or a file that does not read as one of that SKU). Rejects when the store cannot be reached
 * or its answer cannot be read, after one more try: only the store's own answer removes a product, never a lost one.
 */
export async function readProductFile<T extends { sku: string }>(
  sku: string,
  parse: (value: unknown) => T | null,
): Promise<T | null> {
  const read = async () => {
    const response = await fetch(productDataPath(sku), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${productDataPath(sku)} answered ${response.status}`);
    const file = parse(await response.json());
    return file?.sku === sku ? file : null;
  };
  return read().catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS)).then(read));
}

/**
 * The products with these SKUs, in the order asked. A SKU the store does not sell (no file, a hidden product's file,
 * which names no price, or a file that does not read as one) is left out; the caller drops its line with a notice.
 * Rejects when the store cannot be reached, so the caller can keep the cart as stored instead.
 */
export async function cartProducts(skus: readonly string[]): Promise<CartProduct[]> {
  const found = await Promise.all(skus.map((sku) => readProductFile(sku, parseCartProduct)));
  return found.filter((product) => product !== null);
}
