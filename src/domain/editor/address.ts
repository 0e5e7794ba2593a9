// The editor's addresses: every product's edit address (`/products/<sku>/edit`, catalog/paths.ts) is answered with
// one page (netlify/functions/editor-page.mts), which reads the SKU back from the address.
import { isSku } from '../catalog/index.ts';

/** The one page behind every product's edit address. */
export const EDITOR_PATH = '/products/editor';

/** The SKU in an edit address (`/products/<sku>/edit`), or null for any other path or a malformed SKU. */
export function skuFromEditPath(pathname: string): string | null {
  const sku = /^\/products\/([^/]+)\/edit\/?$/.exec(pathname)?.[1];
  return isSku(sku) ? sku : null;
}
