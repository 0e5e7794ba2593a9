// Whether the products a page was built with are still sold, from the stock answer. Its own module, loaded by the cart
// page on the shopper's first intent and by the shelf search (dynamic imports): the page's first load is at its budget
// (docs/performance.md).
import { levelOf } from '../catalog/live-stock.ts';
import { MAX_QUANTITY } from '../../domain/cart/limits.ts';
import type { CartProduct } from '../../domain/products/listed-product.ts';
import { $cart, checkCart } from './store.ts';

const TIMEOUT_MS = 10_000;

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

/**
 * The cart page's featured shelf held to what is sold now: `show` gets the products still sold (and answers whether
 * the page still wants them), and a line of the cart for a featured product no longer sold leaves with a notice. The
 * other lines keep what their own files said (a placeholder that changes nothing).
 */
export async function holdShelf(
  featured: readonly CartProduct[],
  show: (sold: readonly CartProduct[]) => boolean,
): Promise<void> {
  const sold = await stillSold(featured);
  if (sold === featured || !show(sold)) return;
  const now = new Map(sold.map((product) => [product.sku, product]));
  const gone = new Set(featured.flatMap((product) => (now.has(product.sku) ? [] : [product.sku])));
  checkCart(
    new Map(
      $cart
        .get()
        .lines.flatMap((line) =>
          gone.has(line.sku) ? [] : [[line.sku, now.get(line.sku) ?? { name: line.sku, stock: MAX_QUANTITY }] as const],
        ),
    ),
  );
}
