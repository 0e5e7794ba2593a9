// The header search box as an ARIA combobox (the APG "list autocomplete" pattern): results appear as the shopper
// types, arrow keys move through them, Enter opens the active one (or submits the form to /search), Escape closes.
// Loaded on the box's first focus, together with the index, so no page pays for search before it is used.
import { routes } from '../../domain/site/index.ts';
import { h, plural, priceText, stockText, thumb } from './dom.ts';
import { listingQuery, MAX_QUERY_LENGTH } from './filters.ts';
import { preloadSearch, searchCatalogue, warmSearch } from './pagefind.ts';
import type { SearchHit } from './records.ts';

/** Suggestions shown under the box; the rest are a click away on /search. */
export const SUGGESTIONS = 6;

/**
 * The suggestions' pictures are drawn in the frame after the one that shows their names: a product's illustration is
 * an SVG, laid out with its text when it is painted, and six of them were most of the first frame with the CPU slowed
 * (docs/performance.md). Until then each is its brand's coloured box.
 */
function later(image: HTMLImageElement): HTMLImageElement {
  image.dataset['src'] = image.getAttribute('src') ?? '';
  image.removeAttribute('src');
  return image;
}
function drawLater(root: ParentNode): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const image of root.querySelectorAll<HTMLImageElement>('img[data-src]')) {
        image.src = image.dataset['src'] ?? '';
        delete image.dataset['src'];
      }
    }),
  );
}

const attached = new WeakSet<HTMLFormElement>();

export function attachSearchBox(form: HTMLFormElement): void {
  if (attached.has(form)) return;
  attached.add(form);
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]');
  const popup = form.querySelector<HTMLElement>('[data-search-popup]');
  const listbox = form.querySelector<HTMLElement>('[role="listbox"]');
  const status = form.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !popup || !listbox || !status) return;
  preloadSearch();

  let options: { el: HTMLElement; url: string }[] = [];
  let active = -1;
  let generation = 0;
  /** The text whose answer the popup shows (or, under two characters, whose nothing it shows). */
  let answered = '';
  const query = () => input.value.trim().slice(0, MAX_QUERY_LENGTH);

  const setOpen = (open: boolean) => {
    popup.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) setActive(-1);
  };
  const setActive = (index: number) => {
    options.forEach((o, i) => o.el.setAttribute('aria-selected', String(i === index)));
    active = index;
    const current = options[index];
    if (current) {
      input.setAttribute('aria-activedescendant', current.el.id);
      current.el.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const option = (id: string, url: string, ...children: (Node | string)[]) => {
    const el = h(
      'li',
      {
        id,
        role: 'option',
        'aria-selected': 'false',
        class:
          'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 aria-selected:bg-surface-alt hover:bg-surface-alt',
      },
      ...children,
    );
    el.addEventListener('mousedown', (event) => event.preventDefault()); // keep focus in the box
    el.addEventListener('click', () => location.assign(url));
    return { el, url };
  };
  const hitOption = (hit: SearchHit, index: number) =>
    option(
      `${listbox.id}-${index}`,
      hit.url,
      later(thumb(hit, 'h-12 w-16')),
      h(
        'span',
        { class: 'min-w-0 flex-1' },
        h('span', { class: 'line-clamp-2 text-sm font-semibold leading-snug' }, hit.meta.title),
        h('span', { class: 'mt-0.5 flex flex-wrap gap-x-3 text-sm' }, priceText(hit), stockText(hit)),
      ),
    );

  const run = async () => {
    const q = query();
    const mine = (generation += 1);
    if (q.length < 2) {
      // One character shows nothing yet, but the second is coming: load what its search will read.
      if (q) warmSearch(q, SUGGESTIONS);
      listbox.replaceChildren();
      options = [];
      status.textContent = '';
      answered = q;
      setOpen(false);
      return;
    }
    try {
      const answer = await searchCatalogue({ q });
      const hits = await answer.hits(0, SUGGESTIONS);
      if (mine !== generation) return; // a newer keystroke won
      options = hits.map(hitOption);
      const all = `${routes.search}${listingQuery({ q })}`;
      if (answer.total > 0)
        options.push(
          option(
            `${listbox.id}-all`,
            all,
            h(
              'span',
              { class: 'px-1 text-sm font-semibold underline underline-offset-2' },
              `See all ${plural(answer.total, 'result')}`,
            ),
          ),
        );
      listbox.replaceChildren(...options.map((o) => o.el));
      drawLater(listbox);
      status.textContent = answer.total ? `${plural(answer.total, 'product')} found` : `No products match “${q}”`;
      listbox.removeAttribute('aria-busy');
      answered = q;
      setOpen(true);
    } catch (error) {
      if (mine !== generation) return;
      console.error('Search failed', error);
      options = [];
      listbox.replaceChildren();
      status.textContent = 'Search is unavailable right now. Press Enter to try the results page.';
      listbox.removeAttribute('aria-busy');
      answered = q;
      setOpen(true);
    }
  };

  // A keystroke's own frame shows that it was heard: when that frame is drawn before the keystroke's suggestions
  // are ready (the index still loading, a search still running), the popup opens, or stays, saying so; the earlier
  // text's suggestions stay under it until the new ones replace them.
  const showSearching = () =>
    requestAnimationFrame(() => {
      const q = query();
      if (q.length < 2 || q === answered || document.activeElement !== input) return;
      status.textContent = 'Searching…';
      listbox.setAttribute('aria-busy', 'true');
      setOpen(true);
    });

  // Each keystroke searches at once, with no debounce, unless a search is still running: then the newest text is
  // searched when it ends, so a fast typist's keys never queue searches and the first key is answered in one search.
  let running = false;
  let again = false;
  const search = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void run().finally(() => {
      running = false;
      if (again) {
        again = false;
        search();
      }
    });
  };
  input.addEventListener('input', () => {
    search();
    showSearching();
  });
  input.addEventListener('keydown', (event) => {
    const open = !popup.hidden;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        if (options.length) setOpen(true);
        else void run();
        return;
      }
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 && step === -1 ? options.length - 1 : (active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      location.assign(options[active]?.url ?? form.action);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation(); // the drawer must not close with the popup
        setOpen(false);
      } else if (input.value) {
        input.value = '';
      }
    }
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  input.addEventListener('focus', () => {
    if (options.length || status.textContent) setOpen(true);
  });
  // Text typed before this module arrived is searched at once.
  if (input.value.trim()) {
    search();
    showSearching();
  }
  form.dataset.enhanced = '';
}
