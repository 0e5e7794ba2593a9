import { baseCatalog } from './catalog.ts';
import type { Product } from './schema.ts';

/** The catalogue pages are built from: every product that is not hidden. */
export async function loadCatalog(): Promise<Product[]> {
  return baseCatalog.filter((product) => !product.hidden);
}
