import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';
import { listProducts } from '../domain/catalog/index.ts';
import { isVisible } from '../domain/products/visibility.ts';
import { productImage } from '../features/catalog/images.ts';
import { type SearchRecord, searchRecord, vocabularyOf } from '../features/search/index.ts';
import { type BuildCatalogue, buildCatalogue, currentCatalogue } from './build-catalogue.ts';
import { type DevFiles, serveInDev } from './files.ts';
import { later } from './later.ts';

/** Where the index goes, under dist/ (and where the development server answers it). */
export const INDEX_DIR = 'pagefind';
export const VOCABULARY_FILE = `${INDEX_DIR}/vocabulary.json`;
/** Records in flight to Pagefind at once. */
const INDEX_BATCH = 500;

/**
 * One record per product of `catalogue`, hidden ones out, as the products collection loads them
 * (src/content.config.ts), in featured order.
 */
function catalogueRecords({ products, brandNames }: BuildCatalogue): SearchRecord[] {
  return listProducts(products.filter(isVisible)).map((product, rank) =>
    searchRecord(product, brandNames[product.brand], productImage(product.images[0] ?? '').src, rank),
  );
}

/** The words the browser corrects typos against. */
function vocabularyFile(records: readonly SearchRecord[]): string {
  return JSON.stringify(
    vocabularyOf(records.map((r) => `${r.meta.title ?? ''} ${r.meta.category ?? ''} ${r.meta.brandName ?? ''}`)),
  );
}

/** Starts an index in Pagefind's service (a process of its own) and gives it every record. */
async function indexRecords(records: readonly SearchRecord[]): Promise<pagefind.PagefindIndex> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  // Sent in batches without waiting for each answer: one round trip to Pagefind's process per record made indexing
  // grow slow with the catalogue (docs/decisions.md#the-10000-product-build). Answers carry message ids, so nothing is
  // mixed up.
  for (let start = 0; start < records.length; start += INDEX_BATCH) {
    const batch = records.slice(start, start + INDEX_BATCH);
    const added = await Promise.all(batch.map((record) => index.addCustomRecord(record)));
    added.forEach(({ errors: rejected }, i) => {
      if (rejected.length) throw new Error(`Pagefind rejected ${batch[i]?.url ?? ''}: ${rejected.join('; ')}`);
    });
  }
  return index;
}

interface Indexing {
  index: pagefind.PagefindIndex;
  records: SearchRecord[];
  started: number;
}

/** Writes the index and the vocabulary under `dir`; resolves with what to log. */
async function writeIndex(indexing: Promise<Indexing>, dir: URL): Promise<string> {
  let added: Indexing;
  try {
    added = await indexing;
    const written = await added.index.writeFiles({ outputPath: new URL(INDEX_DIR, dir).pathname });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  const { records, started } = added;
  await writeFile(new URL(VOCABULARY_FILE, dir), vocabularyFile(records));
  return `Indexed ${records.length} products for search in ${Math.round(performance.now() - started)} ms`;
}

/** What the browser first asks for on each page that searches: the moment to check that the index is current. */
const ENTRY_FILES = new Set(['pagefind.js', 'pagefind-entry.json', 'vocabulary.json']);

const contentTypes: Record<string, string> = {
  js: 'text/javascript',
  json: 'application/json',
  css: 'text/css',
};

/**
 * The development server's index: made in memory from the same records as the build's, from the catalogue as it is
 * when a page starts searching, and made again only when those records changed (an edited product file, an editor's
 * save). Files of earlier versions stay answerable, so a page that loaded before a change keeps working.
 */
function devIndex(logger: AstroIntegrationLogger): DevFiles {
  const files = new Map<string, Uint8Array | string>();
  let version = '';
  let refreshing: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    const records = catalogueRecords(await currentCatalogue());
    const next = createHash('sha256').update(JSON.stringify(records)).digest('hex');
    if (next === version) return;
    const started = performance.now();
    const index = await indexRecords(records);
    const built = await index.getFiles();
    await index.deleteIndex();
    if (built.errors.length) throw new Error(`Pagefind could not build the index: ${built.errors.join('; ')}`);
    for (const file of built.files) files.set(file.path, file.content);
    files.set('vocabulary.json', vocabularyFile(records));
    logger.info(`Indexed ${records.length} products for search in ${Math.round(performance.now() - started)} ms`);
    version = next;
  }

  return async (path, response) => {
    if (!path.startsWith(`/${INDEX_DIR}/`)) return false;
    const name = path.slice(INDEX_DIR.length + 2);
    if (ENTRY_FILES.has(name) || !version) {
      refreshing ??= refresh().finally(() => (refreshing = undefined));
      await refreshing;
    }
    const body = files.get(name);
    if (body === undefined) return false;
    response.setHeader('Content-Type', contentTypes[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', 'no-store');
    response.end(body);
    return true;
  };
}

/**
 * Builds the site search index with the pages: one Pagefind record per product (text, filters, sorts, meta), plus
 * the vocabulary the browser corrects typos against. Pagefind indexes in a process of its own, on another core,
 * from the start of the build while the pages render, and writes the index once they are written. Indexing records
 * rather than the rendered pages keeps the product pages free of index markup and the cost linear in the catalogue.
 * The development server answers the same files from memory (devIndex).
 */
export function searchIndex(): AstroIntegration {
  let indexing: Promise<Indexing> | undefined;
  let writing: Promise<string> | undefined;
  return {
    name: 'search-index',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        serveInDev(server, devIndex(logger));
        server.httpServer?.once('close', () => void pagefind.close());
      },
      'astro:build:start': () => {
        const started = performance.now();
        indexing = later(
          buildCatalogue().then(async (catalogue) => {
            const records = catalogueRecords(catalogue);
            return { index: await indexRecords(records), records, started };
          }),
        );
      },
      'astro:build:generated': ({ dir }) => {
        if (indexing) writing = later(writeIndex(indexing, dir));
      },
      'astro:build:done': async ({ logger }) => {
        if (!writing) throw new Error('The search index was not written: the build generated no pages');
        logger.info(await writing);
      },
    },
  };
}
