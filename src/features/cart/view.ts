// What the cart page knows about each product: the few fields its lines and shelf show, made at build time from the
// catalogue (so the page never ships full product records).
import * as z from 'zod/mini';
import { brandIds, skuSchema } from '../catalog/index.ts';
import type { CartLine } from './schema.ts';

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

/** What the cart page needs of a checkout; the orders feature provides it (orders/components/CartCheckoutPage.tsx). */
export interface CheckoutProps {
  lines: readonly CartLine[];
  /** The page's own estimate, to say when the store's quote differs from it. */
  estimate: number;
  /** Called once the store has confirmed the order is stored: only then is the cart emptied. */
  onPlaced: () => void;
}
