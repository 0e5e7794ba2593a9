// The cart's view of a product (view.ts), made at build time: for the featured shelf on /drag_drop and for each
// product's `/products/<sku>.json`, which the cart page reads for the products in a stored cart and the product
// editor for the product it edits.
import { getImage } from 'astro:assets';
import { type Product, productPath } from '../catalog/index.ts';
import { productImage } from '../catalog/images.ts';
import type { HiddenProduct } from './product-file.ts';
import type { CartProduct } from './view.ts';

/** The product's illustration as the cart and the editor's preview show it. */
async function smallImage(product: Product): Promise<string> {
  return (await getImage({ src: productImage(product.images[0] ?? ''), width: 160, height: 120 })).src;
}

export async function cartProductFor(product: Product, brandName: string): Promise<CartProduct> {
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    brandName,
    category: product.category,
    price: product.price,
    stock: product.stock,
    image: await smallImage(product),
    path: productPath(product.sku),
  };
}

/** What a hidden product's file says: what its editor page shows anyone, not its name, price or stock. */
export async function hiddenProductFor(product: Product, brandName: string): Promise<HiddenProduct> {
  return {
    sku: product.sku,
    hidden: true,
    brand: product.brand,
    brandName,
    category: product.category,
    image: await smallImage(product),
  };
}
