import type { BrandId } from './schema.ts';

export const productPath = (sku: string) => `/products/${sku}`;
export const relatedPath = (sku: string) => `/products/${sku}/b_products`;
export const editPath = (sku: string) => `/products/${sku}/edit`;
export const brandStorePath = (brand: BrandId) => `/${brand}`;
export const brandPagePath = (brand: BrandId) => `/brands/${brand}`;
/** The product as the cart shows it, one small JSON file per product (src/integrations/product-files.ts). */
export const productDataPath = (sku: string) => `/products/${sku}.json`;
