import { useEffect, useId, useRef, useState } from 'react';
import { cartProductOf } from '../search-hit.ts';
import { plural } from '../../search/index.ts';
import type { CartProduct } from '../view.ts';

/** Results the shelf lists for a search; more are a refinement away. */
export const SHELF_RESULTS = 12;
const DEBOUNCE_MS = 150;

interface Props {
  /** The products found (none for a cleared box); the shelf lists them and the page learns them for add and drag. */
  onResults: (products: readonly CartProduct[]) => void;
}

/** Search the whole catalogue from the shelf, through the same index as the header box. */
export default function ShelfSearch({ onResults }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const box = useRef<HTMLInputElement>(null);

  // Typing in the box is what starts the cart's island: keep what was typed before it was live.
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed) setQuery(typed);
  }, []);

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
          onResults(products);
          const more = answer.total > SHELF_RESULTS ? `, showing the first ${SHELF_RESULTS}` : '';
          setStatus(answer.total ? `${plural(answer.total, 'product')} found${more}.` : `No products match “${q}”.`);
        } catch (error) {
          if (!live) return;
          console.error('Shelf search failed', error);
          onResults([]);
          setStatus('Search is unavailable right now.');
        }
      })();
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, onResults]);

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
        onChange={(event) => {
          setQuery(event.target.value);
          // Too short to search: clear the results now rather than from the effect.
          if (event.target.value.trim().length < 2) {
            onResults([]);
            setStatus('');
          }
        }}
        className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
      />
      <p role="status" className="px-1 pt-1 text-sm text-ink-muted empty:hidden">
        {status}
      </p>
    </div>
  );
}
