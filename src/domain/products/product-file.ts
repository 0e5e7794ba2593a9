// What `/products/<sku>.json` holds for any product of the catalogue, hidden ones included: the product editor reads
// it for the product it edits. Apart from the listed product's schema (listed-product.ts), and written with only the
// schema parts the cart already uses, so the cart page ships none of it.
import * as z from 'zod/mini';
import { cartProductSchema, parseCartProduct, type CartProduct } from './listed-product.ts';

const listed = cartProductSchema.shape;

/**
 * What `/products/<sku>.json` says of a hidden product: no name, price or stock, only what its editor page shows
 * anyone (the SKU in its address, the brand, the category and the illustration). The cart drops a line for one.
 */
export const hiddenProductSchema = z.object({
  sku: listed.sku,
  hidden: z.boolean(),
  brand: listed.brand,
  brandName: listed.brandName,
  category: listed.category,
  image: listed.image,
});
export type HiddenProduct = z.infer<typeof hiddenProductSchema> & { hidden: true };

/** `/products/<sku>.json`: one file for every product of the catalogue, hidden ones included. */
export type ProductFile = CartProduct | HiddenProduct;

/** A product file as read from the site; null for what does not read as one. */
export function parseProductFile(value: unknown): ProductFile | null {
  const hidden = hiddenProductSchema.safeParse(value);
  if (hidden.success && hidden.data.hidden) return { ...hidden.data, hidden: true };
  return parseCartProduct(value);
}
