// The catalogue's files. Relative imports only: Functions are bundled without the `~/` alias.
//
// The product files are read from disk, not imported: an import would compile the whole catalogue into every
// Function bundle (docs/decisions.md#functions-read-the-catalogue-files-not-a-bundled-copy). netlify.toml ships
// `src/content/products/*.json` beside the Functions (`included_files`), and each instance reads them once, on first
// use.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCatalogue, versioned, type CatalogueSnapshot, type Product } from '../../domain/catalog/index.ts';

/** Where the product files live, relative to the project (and to a deployed Function's working directory). */
export const PRODUCTS_DIR = 'src/content/products';

/** Reads and validates every `*.json` product file of `directory`, in file-name order, versioned by their content. */
export function readCatalogue(directory: string): CatalogueSnapshot {
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
  return { version, products: versioned(parseCatalogue(raw), version) };
}

/**
 * The product folder: STORE_PRODUCTS_DIR when set, else the first of the working directory (the build, tests,
 * `astro dev`, a deployed Function) and the Lambda task root that has it.
 */
export function productsDirectory(env: Readonly<Record<string, string | undefined>> = process.env): string {
  if (env['STORE_PRODUCTS_DIR']) return resolve(env['STORE_PRODUCTS_DIR']);
  // Both roots are absolute. Not `resolve(root, …)`: the Functions' file tracer reads a path call on a root it cannot
  // know as a pattern to search the whole project for, on every Function build
  // (docs/decisions.md#local-functions-start-fast-and-stay-warm).
  const candidates = [process.cwd(), env['LAMBDA_TASK_ROOT']]
    .filter((root): root is string => Boolean(root))
    .map((root) => `${root}/${PRODUCTS_DIR}`);
  const found = candidates.find((directory) => existsSync(directory));
  if (!found) throw new Error(`Product files not found (looked in ${candidates.join(', ')}); set STORE_PRODUCTS_DIR`);
  return found;
}

let loaded: CatalogueSnapshot | undefined;

/** The catalogue as the repository's files hold it (hidden products included, no stored edits), read once per process. */
export function catalogueSnapshot(): CatalogueSnapshot {
  loaded ??= readCatalogue(productsDirectory());
  return loaded;
}

/** The catalogue's products as the repository's files hold them, read once per process. */
export const catalogue = (): readonly Product[] => catalogueSnapshot().products;
