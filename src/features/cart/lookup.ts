// The products beyond what a page was built with, read from their `/products/<sku>.json`: a few hundred bytes each,
// where the search index would cost its code and its data. The cart page reads them for a stored cart's lines and the
// recently viewed products; the product editor for the product it edits, in the whole format of src/domain/products/product-file.ts (a
// parser of its own, so the cart's chunk does not carry it).
import { productDataPath } from '../../domain/catalog/index.ts';
import { levelOf } from '../catalog/live-stock.ts';
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

/**
 * `products` as the store sells them now: the page was built with them, and since the build an editor may have hidden
 * one or orders moved its stock. One request to `/api/stock`, which leaves a hidden product out as it does a SKU the
 * store does not have (docs/content-editing.md#what-changes-at-once), drops those it leaves out and gives the others
 * their live level. When the store cannot be reached or answers with an error, they are kept as built (a checkout
 * still refuses a hidden product).
 */
export async function stillSold(products: readonly CartProduct[]): Promise<readonly CartProduct[]> {
  if (products.length === 0) return products;
  let body: unknown;
  try {
    const skus = products.map((product) => encodeURIComponent(product.sku)).join(',');
    const response = await fetch(`/api/stock?skus=${skus}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return products;
    body = await response.json();
  } catch {
    return products;
  }
  if (!isStockAnswer(body)) return products;
  return products.flatMap((product) => {
    const stock = levelOf(body, product.sku);
    return stock === undefined ? [] : [{ ...product, stock }];
  });
}

/** An answer shaped like the stock Function's (`levels` an object): anything else says nothing about what is sold. */
const isStockAnswer = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'levels' in body &&
  typeof body.levels === 'object' &&
  body.levels !== null &&
  !Array.isArray(body.levels);
