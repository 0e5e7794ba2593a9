// Plain module (no astro:content) so Netlify Functions can import the same catalogue the pages are built from.
// Relative imports only: Functions are bundled without the `~/` alias.
import biwin from '../../content/products/biwin.json' with { type: 'json' };
import fenvi from '../../content/products/fenvi.json' with { type: 'json' };
import { productSchema, type Product } from './schema.ts';

/** Parses raw product records; throws with the SKU and field path of the first invalid one. */
export function parseProducts(raw: readonly unknown[]): Product[] {
  const seen = new Set<string>();
  return raw.map((item, index) => {
    const result = productSchema.safeParse(item);
    if (!result.success) {
      const issue = result.error.issues[0];
      const sku = (item as { sku?: unknown } | null)?.sku ?? `#${index}`;
      throw new Error(`Invalid product ${String(sku)}: ${issue?.path.join('.')} ${issue?.message}`);
    }
    if (seen.has(result.data.sku)) throw new Error(`Duplicate SKU ${result.data.sku}`);
    seen.add(result.data.sku);
    return result.data;
  });
}

/** The catalogue as committed in the repository (before any stored edits). */
export const baseCatalog: readonly Product[] = Object.freeze(parseProducts([...biwin, ...fenvi]));
