// Prices an order from the catalogue: the one place a price is decided. The orders Function calls it
// (src/server/orders/checkout.ts) with the effective catalogue and the live stock, and ignores any price a client sent.
import { maxQuantityFor, type CartLine, totalsOf } from '../cart/index.ts';
import type { Product } from '../catalog/index.ts';
import { CURRENCY, type Quote } from './schema.ts';

export type PricingErrorCode = 'unknown-sku' | 'out-of-stock' | 'above-stock';
export type Priced = { ok: true; quote: Quote } | { ok: false; code: PricingErrorCode; sku: string; message: string };

export type PricingProduct = Pick<Product, 'sku' | 'name' | 'price' | 'stock'> &
  Partial<Pick<Product, 'maxPerCustomer'>>;

export function priceOrder(lines: readonly CartLine[], catalog: readonly PricingProduct[]): Priced {
  const bySku = new Map(catalog.map((product) => [product.sku, product]));
  const priced: Quote['lines'] = [];
  for (const [index, line] of lines.entries()) {
    const product = bySku.get(line.sku);
    if (!product) {
      return {
        ok: false,
        code: 'unknown-sku',
        sku: line.sku,
        message: `Line ${index + 1}: there is no product with SKU ${line.sku}.`,
      };
    }
    const max = maxQuantityFor(product.stock);
    if (max === 0)
      return { ok: false, code: 'out-of-stock', sku: line.sku, message: `${product.name} is out of stock.` };
    if (line.quantity > max) {
      return {
        ok: false,
        code: 'above-stock',
        sku: line.sku,
        message: `Only ${product.stock} of ${product.name} ${product.stock === 1 ? 'is' : 'are'} in stock; you asked for ${line.quantity}.`,
      };
    }
    priced.push({
      sku: product.sku,
      name: product.name,
      unitPrice: product.price,
      quantity: line.quantity,
      lineTotal: product.price * line.quantity,
    });
  }
  const totals = totalsOf(priced);
  return { ok: true, quote: { lines: priced, ...totals, currency: CURRENCY } };
}
