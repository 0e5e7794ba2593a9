// The cart's view of a product (view.ts), made at build time: for the featured shelf on /drag_drop and for each
// product's `/products/<sku>.json`, which the cart page reads for the products in a stored cart.
import { getImage } from 'astro:assets';
import { type Product, productPath } from '../catalog/index.ts';
import { productImage } from '../catalog/images.ts';
import type { CartProduct } from './view.ts';

export async function cartProductFor(product: Product, brandName: string): Promise<CartProduct> {
  const image = await getImage({ src: productImage(product.images[0] ?? ''), width: 160, height: 120 });
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    brandName,
    category: product.category,
    price: product.price,
    stock: product.stock,
    image: image.src,
    path: productPath(product.sku),
  };
}
