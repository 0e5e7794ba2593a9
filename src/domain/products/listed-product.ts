// What `/products/<sku>.json` holds for a listed product, and what the cart page knows about each product: the few
// fields its lines and shelf show, made at build time from the catalogue (so the page never ships full product
// records). Apart from the hidden product's file (product-file.ts), so the cart page ships only this schema.
import * as z from 'zod/mini';
import { brandIds } from '../catalog/brands.ts';
import { skuSchema } from '../catalog/sku-schema.ts';

const filled = z.string().check(z.minLength(1));

/** A product as the cart shows it: the shelf's props, and what `/products/<sku>.json` answers for a listed product. */
export const cartProductSchema = z.object({
  sku: skuSchema,
  name: filled,
  brand: z.enum(brandIds),
  brandName: filled,
  category: filled,
  /** Integer cents, USD. */
  price: z.number().check(z.int(), z.nonnegative()),
  stock: z.number().check(z.int(), z.nonnegative()),
  /** The illustration's URL, a small rendition. */
  image: z.string().check(z.startsWith('/')),
  path: z.string().check(z.startsWith('/')),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** A listed product's file as the cart reads it; null for anything else. */
export function parseCartProduct(value: unknown): CartProduct | null {
  const product = cartProductSchema.safeParse(value);
  return product.success ? product.data : null;
}
