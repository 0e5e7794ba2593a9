// The catalogue as data: the products of the repository's files, validated, and the version that names one state of
// it. Reading the files (and hashing them into a version) is the server's (src/server/catalogue/files.ts).
import { errorSentence } from '../errors/schema-errors.ts';
import { productSchema, type Product } from './schema.ts';

/** Parses raw product records; throws with the SKU and field path of the first invalid one. */
export function parseCatalogue(raw: readonly unknown[]): Product[] {
  const seen = new Set<string>();
  return raw.map((item, index) => {
    const result = productSchema.safeParse(item);
    if (!result.success) {
      const sku = (item as { sku?: unknown } | null)?.sku ?? `#${index}`;
      throw new Error(`Invalid product ${String(sku)}: ${errorSentence(result.error)}`);
    }
    if (seen.has(result.data.sku)) throw new Error(`Duplicate SKU ${result.data.sku}`);
    seen.add(result.data.sku);
    return result.data;
  });
}

/** A catalogue with the version that names its content, so indexes are built once per version. */
export interface CatalogueSnapshot {
  readonly version: string;
  readonly products: readonly Product[];
}

const versions = new WeakMap<readonly Product[], string>();

/** The version recorded for a catalogue array (by `versioned`); undefined for any other array. */
export function catalogueVersion(products: readonly Product[]): string | undefined {
  return versions.get(products);
}

/** Records `version` for `products` (frozen, so the array behind a version cannot change). */
export function versioned(products: Product[], version: string): readonly Product[] {
  const frozen = Object.freeze(products);
  versions.set(frozen, version);
  return frozen;
}
