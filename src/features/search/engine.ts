// Starts Pagefind's engine: its script, its worker, and in the worker the WebAssembly, the index's metadata and the
// text segmentation a search begins with. No imports, so the header's first sign of intent loads this chunk beside
// the combobox's code and the engine starts one module fetch later, instead of after the search code and zod have
// been fetched and evaluated one after another (docs/performance.md#search-keystroke).

export interface PagefindResult {
  id: string;
  data: () => Promise<unknown>;
}
export interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  search: (
    term: string | null,
    options: { filters?: Record<string, unknown>; sort?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[] } | null>;
}

/**
 * A term that Pagefind reduces to nothing (a dash is punctuation): preloading it makes the worker wait for its
 * WebAssembly and metadata and run the first search's segmentation and normalisation, which with the CPU slowed 4×
 * took most of the first search's time, without fetching any index chunk.
 */
const NOTHING = '-';

let starting: Promise<PagefindModule> | undefined;

/** Loads and starts the engine once per page; a failed start may be retried by the next call. */
export function startEngine(): Promise<PagefindModule> {
  starting ??= (async () => {
    // A runtime URL, not a module the bundler should follow: the index is written after the site is built.
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
    // Product records are short and of similar length: do not let length decide the order.
    await pagefind.options({ ranking: { pageLength: 0, termFrequency: 0.5 } });
    await pagefind.init();
    // Not awaited: the first search queues behind it in the worker anyway.
    void pagefind.preload(NOTHING).catch(() => undefined);
    return pagefind;
  })();
  starting.catch(() => {
    starting = undefined;
  });
  return starting;
}
