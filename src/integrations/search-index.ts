import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { listProducts } from '../features/catalog/index.ts';
import { productImage } from '../features/catalog/images.ts';
import { type SearchRecord, searchRecord, vocabularyOf } from '../features/search/index.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { later } from './later.ts';

/** Where the index goes, under dist/. */
export const INDEX_DIR = 'pagefind';
export const VOCABULARY_FILE = `${INDEX_DIR}/vocabulary.json`;
/** Records in flight to Pagefind at once. */
const INDEX_BATCH = 500;

/**
 * One record per product of the catalogue the pages are built from: the repository's products with the stored edits
 * laid over them, hidden ones out, as the products collection loads them (src/content.config.ts), in featured order.
 */
async function catalogueRecords(): Promise<SearchRecord[]> {
  const { products, brandNames } = await buildCatalogue();
  return listProducts(products.filter((product) => !product.hidden)).map((product, rank) =>
    searchRecord(product, brandNames[product.brand], productImage(product.images[0] ?? '').src, rank),
  );
}

interface Indexing {
  index: pagefind.PagefindIndex;
  records: SearchRecord[];
  started: number;
}

/** Starts Pagefind (a process of its own) and gives it every record. */
async function addRecords(records: SearchRecord[]): Promise<Indexing> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  // Sent in batches without waiting for each answer: one round trip to Pagefind's process per record made indexing
  // 10,000 products take over 30 s. Answers carry message ids, so nothing is mixed up.
  for (let start = 0; start < records.length; start += INDEX_BATCH) {
    const batch = records.slice(start, start + INDEX_BATCH);
    const added = await Promise.all(batch.map((record) => index.addCustomRecord(record)));
    added.forEach(({ errors: rejected }, i) => {
      if (rejected.length) throw new Error(`Pagefind rejected ${batch[i]?.url ?? ''}: ${rejected.join('; ')}`);
    });
  }
  return { index, records, started };
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
  const vocabulary = vocabularyOf(
    records.map((r) => `${r.meta.title ?? ''} ${r.meta.category ?? ''} ${r.meta.brandName ?? ''}`),
  );
  await writeFile(new URL(VOCABULARY_FILE, dir), JSON.stringify(vocabulary));
  return `Indexed ${records.length} products for search in ${Math.round(performance.now() - started)} ms`;
}

/**
 * Builds the site search index with the pages: one Pagefind record per product (text, filters, sorts, meta), plus
 * the vocabulary the browser corrects typos against. Pagefind indexes in a process of its own, on another core,
 * from the start of the build while the pages render, and writes the index once they are written. Indexing records
 * rather than the rendered pages keeps the product pages free of index markup and the cost linear in the catalogue.
 */
export function searchIndex(): AstroIntegration {
  let indexing: Promise<Indexing> | undefined;
  let writing: Promise<string> | undefined;
  return {
    name: 'search-index',
    hooks: {
      'astro:build:start': () => {
        indexing = later(catalogueRecords().then(addRecords));
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
