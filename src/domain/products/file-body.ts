// The body of each product's `/products/<sku>.json`, made at build time (src/integrations/product-files.ts) and for
// the featured shelf on /drag_drop. The illustration's address is the caller's: publishing images is the build's.
import type { Product } from '../catalog/schema.ts';
import { productPath } from '../catalog/paths.ts';
import type { CartProduct } from './listed-product.ts';
import type { HiddenProduct } from './product-file.ts';
import { isVisible } from './visibility.ts';

export function cartProductFor(product: Product, brandName: string, image: string): CartProduct {
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    brandName,
    category: product.category,
    price: product.price,
    stock: product.stock,
    image,
    path: productPath(product.sku),
  };
}

/** What a hidden product's file says: what its editor page shows anyone, not its name, price or stock. */
export function hiddenProductFor(product: Product, brandName: string, image: string): HiddenProduct {
  return {
    sku: product.sku,
    hidden: true,
    brand: product.brand,
    brandName,
    category: product.category,
    image,
  };
}

/** The body of a product's `/products/<sku>.json`: its cart view, or for a hidden product what its file may say. */
export function productFileBody(product: Product, brandName: string, image: string): string {
  return JSON.stringify(
    isVisible(product) ? cartProductFor(product, brandName, image) : hiddenProductFor(product, brandName, image),
  );
}
