// Plain module (no astro:content) so Netlify Functions can use the same catalogue the pages are built from.
// Relative imports only: Functions are bundled without the `~/` alias.
//
// The product files are read from disk, not imported: an import would compile the whole catalogue into every
// Function bundle (megabytes at 10,000 products). netlify.toml ships `src/content/products/*.json` beside the
// Functions (`included_files`), and each instance reads them once, on first use.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { errorSentence } from '../platform/index.ts';
import { productSchema, type Product } from './schema.ts';

/** Where the product files live, relative to the project (and to a deployed Function's working directory). */
export const PRODUCTS_DIR = 'src/content/products';

/** Parses raw product records; throws with the SKU and field path of the first invalid one. */
export function parseProducts(raw: readonly unknown[]): Product[] {
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

/** A catalogue as read, with a content hash so indexes can be built once per version. */
export interface CatalogSnapshot {
  readonly version: string;
  readonly products: readonly Product[];
}

const versions = new WeakMap<readonly Product[], string>();

/** The version of a catalogue array this module (or src/server/products/catalog.ts) produced; undefined otherwise. */
export function catalogVersion(products: readonly Product[]): string | undefined {
  return versions.get(products);
}

/** Records `version` for `products` (frozen, so the array behind a version cannot change). */
export function versioned(products: Product[], version: string): readonly Product[] {
  const frozen = Object.freeze(products);
  versions.set(frozen, version);
  return frozen;
}

/** Reads and validates every `*.json` product file of `directory`, in file-name order. */
export function readCatalog(directory: string): CatalogSnapshot {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .toSorted();
  const hash = createHash('sha256');
  const raw: unknown[] = [];
  for (const name of files) {
    const text = readFileSync(join(directory, name), 'utf8');
    hash.update(name).update('\0').update(text).update('\0');
    const entries: unknown = JSON.parse(text);
    if (!Array.isArray(entries)) throw new Error(`${name} must hold an array of products`);
    raw.push(...(entries as unknown[]));
  }
  const version = hash.digest('hex').slice(0, 16);
  return { version, products: versioned(parseProducts(raw), version) };
}

/**
 * The product folder: STORE_PRODUCTS_DIR when set, else the first of the working directory (the build, tests,
 * `astro dev`, a deployed Function) and the Lambda task root that has it.
 */
export function productsDirectory(env: Readonly<Record<string, string | undefined>> = process.env): string {
  if (env['STORE_PRODUCTS_DIR']) return resolve(env['STORE_PRODUCTS_DIR']);
  const candidates = [process.cwd(), env['LAMBDA_TASK_ROOT']]
    .filter((root): root is string => Boolean(root))
    .map((root) => resolve(root, PRODUCTS_DIR));
  const found = candidates.find((directory) => existsSync(directory));
  if (!found) throw new Error(`Product files not found (looked in ${candidates.join(', ')}); set STORE_PRODUCTS_DIR`);
  return found;
}

let loaded: CatalogSnapshot | undefined;

/** The repository's catalogue (before any stored edits), read once per process. */
export function loadBaseCatalog(): CatalogSnapshot {
  loaded ??= readCatalog(productsDirectory());
  return loaded;
}

/** The repository's catalogue (before any stored edits). Importing this reads the product files. */
export const baseCatalog: readonly Product[] = loadBaseCatalog().products;
