import type { BrandId } from './schema.ts';
import { isSku } from './sku.ts';

export const productPath = (sku: string) => `/products/${sku}`;
export const relatedPath = (sku: string) => `/products/${sku}/b_products`;
export const editPath = (sku: string) => `/products/${sku}/edit`;
/** The one page behind every product's edit address (netlify.toml rewrites `/products/:sku/edit` to it). */
export const EDITOR_PATH = '/products/editor';

/** The SKU in an edit address (`/products/<sku>/edit`), or null for any other path or a malformed SKU. */
export function skuFromEditPath(pathname: string): string | null {
  const sku = /^\/products\/([^/]+)\/edit\/?$/.exec(pathname)?.[1];
  return isSku(sku) ? sku : null;
}
export const brandStorePath = (brand: BrandId) => `/${brand}`;
export const brandPagePath = (brand: BrandId) => `/brands/${brand}`;
/** The product as the cart shows it, one small JSON file per product (src/pages/products/[sku].json.ts). */
export const productDataPath = (sku: string) => `/products/${sku}.json`;
