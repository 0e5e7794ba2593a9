// The one module that searches the Pagefind index in the browser. It loads the index (its engine through engine.ts)
// and the typo vocabulary on first use (never before the shopper reaches for search) and answers in our own types.
import * as z from 'zod/mini';
import { hitSchema, type SearchHit } from './records.ts';
import { correctQuery } from './terms.ts';
import { indexFilters, indexSort, type ListingState } from './filters.ts';
import { type PagefindModule, startEngine } from './engine.ts';

const vocabularySchema = z.array(z.string()).check(z.maxLength(50_000));

let loading: Promise<{ pagefind: PagefindModule; vocabulary: string[] }> | undefined;

/** Loads the index once per page; a failed load may be retried by the next call. */
function load() {
  loading ??= Promise.all([
    startEngine(),
    fetch('/pagefind/vocabulary.json')
      .then((r) => (r.ok ? r.json() : []))
      .then((data: unknown) => vocabularySchema.safeParse(data).data ?? [])
      .catch(() => []),
  ]).then(([pagefind, vocabulary]) => ({ pagefind, vocabulary }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Starts loading the index now (e.g. when the search box gets focus), so the first search is quick. */
export function preloadSearch(): void {
  void load().catch(() => undefined);
}

/**
 * Searches `q` and reads its first `count` hits without showing them, so that the index's chunks for its words and
 * the likely hits' records are loaded before the next keystroke asks: a first search otherwise loads them while the
 * shopper waits (docs/performance.md). Errors are left for the search that shows its answer.
 */
export function warmSearch(q: string, count: number): void {
  void searchCatalogue({ q })
    .then((answer) => answer.hits(0, count))
    .catch(() => undefined);
}

export interface SearchAnswer {
  /** The query the index was asked, after typo correction ('' for a filters-only view). */
  query: string;
  total: number;
  /** Loads the hits in [start, end) of the ordered results. */
  hits: (start: number, end: number) => Promise<SearchHit[]>;
}

/** Searches (or, with no query, filters and sorts) the whole catalogue. */
export async function searchCatalogue(state: ListingState): Promise<SearchAnswer> {
  const { pagefind, vocabulary } = await load();
  const query = state.q ? correctQuery(state.q, vocabulary) : '';
  const filters = indexFilters(state);
  const answer = await pagefind.search(query || null, {
    filters,
    sort: indexSort({ ...state, q: query || undefined }),
  });
  const results = answer?.results ?? [];
  return {
    query,
    total: results.length,
    hits: async (start, end) => {
      const data = await Promise.all(results.slice(start, end).map((r) => r.data()));
      return data.flatMap((d) => {
        const hit = hitSchema.safeParse(d);
        return hit.success ? [hit.data] : [];
      });
    },
  };
}
