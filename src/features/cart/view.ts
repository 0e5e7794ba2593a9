// What the cart page knows about each product: the few fields its lines and shelf show, made at build time from the
// catalogue (so the page never ships full product records).
import type { BrandId } from '../catalog/schema.ts';

export interface CartProduct {
  sku: string;
  name: string;
  brand: BrandId;
  brandName: string;
  category: string;
  /** Integer cents, USD. */
  price: number;
  stock: number;
  /** The illustration's URL, a small rendition. */
  image: string;
  path: string;
}
