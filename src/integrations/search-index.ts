import { readFile, rm, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { type SearchRecord, vocabularyOf } from '../features/search/index.ts';

/** Where the build leaves the records (src/pages/search-records.json.ts) and where the index goes, under dist/. */
export const RECORDS_FILE = 'search-records.json';
export const INDEX_DIR = 'pagefind';
export const VOCABULARY_FILE = `${INDEX_DIR}/vocabulary.json`;
/** Records in flight to Pagefind at once. */
const INDEX_BATCH = 500;

/** Indexes the records the build left in `dir`; resolves with what to log. */
async function writeIndex(dir: URL): Promise<string> {
  const recordsUrl = new URL(RECORDS_FILE, dir);
  const records = JSON.parse(await readFile(recordsUrl, 'utf8')) as SearchRecord[];
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    // Sent in batches without waiting for each answer: one round trip to Pagefind's process per record made
    // indexing 10,000 products take over 30 s. Answers carry message ids, so nothing is mixed up.
    for (let start = 0; start < records.length; start += INDEX_BATCH) {
      const batch = records.slice(start, start + INDEX_BATCH);
      const added = await Promise.all(batch.map((record) => index.addCustomRecord(record)));
      added.forEach(({ errors: rejected }, i) => {
        if (rejected.length) throw new Error(`Pagefind rejected ${batch[i]?.url ?? ''}: ${rejected.join('; ')}`);
      });
    }
    const written = await index.writeFiles({ outputPath: new URL(INDEX_DIR, dir).pathname });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  const vocabulary = vocabularyOf(
    records.map((r) => `${r.meta.title ?? ''} ${r.meta.category ?? ''} ${r.meta.brandName ?? ''}`),
  );
  await writeFile(new URL(VOCABULARY_FILE, dir), JSON.stringify(vocabulary));
  await rm(recordsUrl);
  return `Indexed ${records.length} products for search in ${Math.round(performance.now() - started)} ms`;
}

/**
 * Builds the site search index after `astro build`: one Pagefind record per product (text, filters, sorts, meta),
 * plus the vocabulary the browser corrects typos against. Indexing records rather than the rendered pages keeps the
 * product pages free of index markup and the cost linear in the catalogue.
 */
export function searchIndex(): AstroIntegration {
  let indexing: Promise<string> | undefined;
  return {
    name: 'search-index',
    hooks: {
      // Started as soon as the pages are written: Pagefind indexes in a process of its own, on another core, while
      // the adapter and the sitemap finish the build.
      'astro:build:generated': ({ dir }) => {
        indexing = writeIndex(dir);
        indexing.catch(() => undefined); // awaited, and so reported, in astro:build:done
      },
      'astro:build:done': async ({ dir, logger }) => {
        logger.info(await (indexing ?? writeIndex(dir)));
      },
    },
  };
}
