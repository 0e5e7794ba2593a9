// What the cart page knows about each product: the few fields its lines and shelf show, made at build time from the
// catalogue (so the page never ships full product records).
import * as z from 'zod/mini';
import { brandIds, skuSchema } from '../catalog/index.ts';

const filled = z.string().check(z.minLength(1));

/** A product as the cart shows it: the shelf's props, and what `/products/<sku>.json` answers (read back by lookup.ts). */
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
