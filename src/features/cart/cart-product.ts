// The cart's view of a product (view.ts), made at build time: for the featured shelf on /drag_drop and for each
// product's `/products/<sku>.json` (src/integrations/product-files.ts), which the cart page reads for the products in a
// stored cart and the product editor for the product it edits.
import { type Product, productPath } from '../catalog/index.ts';
import { productImage } from '../catalog/images.ts';
import type { HiddenProduct } from './product-file.ts';
import type { CartProduct } from './view.ts';

/** The product's illustration as the cart and the editor's preview show it: the published SVG, drawn at any size. */
const smallImage = (product: Product): string => productImage(product.images[0] ?? '').src;

export function cartProductFor(product: Product, brandName: string): CartProduct {
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    brandName,
    category: product.category,
    price: product.price,
    stock: product.stock,
    image: smallImage(product),
    path: productPath(product.sku),
  };
}

/** What a hidden product's file says: what its editor page shows anyone, not its name, price or stock. */
export function hiddenProductFor(product: Product, brandName: string): HiddenProduct {
  return {
    sku: product.sku,
    hidden: true,
    brand: product.brand,
    brandName,
    category: product.category,
    image: smallImage(product),
  };
}

/** The body of a product's `/products/<sku>.json`: its cart view, or for a hidden product what its file may say. */
export function productFileBody(product: Product, brandName: string): string {
  return JSON.stringify(product.hidden ? hiddenProductFor(product, brandName) : cartProductFor(product, brandName));
}
