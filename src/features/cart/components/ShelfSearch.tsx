import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { cartProductOf } from '../search-hit.ts';
import { plural } from '../../search/index.ts';
import type { CartProduct } from '../../../domain/products/listed-product.ts';

/** Results the shelf lists for a search; more are a refinement away. */
export const SHELF_RESULTS = 12;
const DEBOUNCE_MS = 150;

/** The shelf search's state: kept by the page, so it outlives the remount that brings in the drag library. */
export interface ShelfSearchState {
  query: string;
  setQuery(query: string): void;
  status: string;
  /** The products found (none for a cleared box); the shelf lists them. */
  found: readonly CartProduct[];
}

/** Searches the whole catalogue, through the same index as the header box; `onFound` tells the page what was found. */
/** The check of what the store still sells, loaded when first needed; one loader, for the page and its search. */
export const stillSoldCheck = () => import('../still-sold.ts');

export function useShelfSearch(onFound: (products: readonly CartProduct[]) => void): ShelfSearchState {
  const [query, setQueryState] = useState('');
  const [status, setStatus] = useState('');
  const [found, setFound] = useState<readonly CartProduct[]>([]);

  const show = useCallback(
    (products: readonly CartProduct[]) => {
      setFound(products);
      onFound(products);
    },
    [onFound],
  );

  const setQuery = useCallback(
    (value: string) => {
      setQueryState(value);
      // Too short to search: clear the results now rather than from the effect.
      if (value.trim().length < 2) {
        show([]);
        setStatus('');
      }
    },
    [show],
  );

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          // The search code loads with the first search, not with the cart page.
          const { searchCatalogue } = await import('../../search/pagefind.ts');
          const answer = await searchCatalogue({ q });
          const products = (await answer.hits(0, SHELF_RESULTS)).map(cartProductOf);
          if (!live) return;
          show(products);
          const more = answer.total > SHELF_RESULTS ? `, showing the first ${SHELF_RESULTS}` : '';
          setStatus(answer.total ? `${plural(answer.total, 'product')} found${more}.` : `No products match “${q}”.`);
          // The index is the build's: the store says which results it still sells (an editor may have hidden one
          // since), and at what level. The results show meanwhile, so a slow answer never holds the search up.
          const sold = await stillSoldCheck().then(
            ({ stillSold }) => stillSold(products),
            () => products,
          );
          if (live && sold !== products) show(sold);
        } catch (error) {
          if (!live) return;
          console.error('Shelf search failed', error);
          show([]);
          setStatus('Search is unavailable right now.');
        }
      })();
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, show]);

  return { query, setQuery, status, found };
}

/** The shelf's search box and what it found, in words. */
export default function ShelfSearch({ search }: { search: ShelfSearchState }) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const { query, setQuery, status } = search;

  // Typing in the box is what starts the cart's React root: keep what was typed before it was live.
  // (After the drag library's remount the box already shows the query, and this sets it again.)
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed) setQuery(typed);
  }, [setQuery]);

  return (
    <div role="search" aria-label="Shelf">
      <label htmlFor={`${id}-q`} className="px-1 text-sm font-semibold">
        Find more products
      </label>
      <input
        ref={box}
        id={`${id}-q`}
        type="search"
        value={query}
        maxLength={100}
        placeholder="Name, model or spec"
        onChange={(event) => setQuery(event.target.value)}
        className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
      />
      <p role="status" className="px-1 pt-1 text-sm text-ink-muted empty:hidden">
        {status}
      </p>
    </div>
  );
}
