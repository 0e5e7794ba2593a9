// Filters and sorts over the whole catalogue. The controls are a GET form and the state lives in the query string;
// when it asks for anything beyond the static page (a filter, a sort, a query), the results come from the search
// index and replace the listing's static region, with their own pagination. Without JavaScript the static pages stand.
import {
  isFiltered,
  listingQuery,
  pageOf,
  parseListingState,
  type ListingState,
  searchCatalogue,
  resultGrid,
  resultPagination,
  resultSummary,
  resultTable,
} from '~/features/search';
import { brandIds, type BrandId } from '~/domain/catalog';

const isBrand = (value: string | undefined): value is BrandId => (brandIds as readonly string[]).includes(value ?? '');

/** @param fromForm start from the form's current values (a change came first) rather than the URL */
export function applyListing(fromForm = false): void {
  const form = document.querySelector<HTMLFormElement>('form[data-listing-controls]');
  const filtered = document.querySelector<HTMLElement>('[data-listing-filtered]');
  if (!form || !filtered) return;
  const staticRegion = document.getElementById('listing-results');
  const count = form.querySelector<HTMLElement>('[data-listing-count]');
  const staticCount = count?.textContent ?? '';
  const scope = form.dataset.scopeBrand;
  const view = form.dataset.view === 'table' ? 'table' : 'grid';
  // The search page has no static region: it always shows the index's answer.
  const alwaysSearch = !staticRegion;
  // Filtered views live at the listing's first address (/all, not /all/3): their pages are their own.
  const base = new URL(form.action).pathname;
  let generation = 0;

  const fill = (state: ListingState) => {
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input[name]')) {
      const value = state[field.name as keyof ListingState];
      field.value = value === undefined ? (field.name === 'sort' ? 'featured' : '') : String(value);
    }
    for (const link of form.querySelectorAll<HTMLAnchorElement>('a[data-view-link]')) {
      link.search = listingQuery({ ...state, page: undefined });
    }
  };

  // The search page's prompt, shown again when the form is cleared.
  const prompt = [...filtered.childNodes];

  const show = async (state: ListingState, moveFocus = false) => {
    const mine = (generation += 1);
    if (alwaysSearch && !isFiltered(state)) {
      filtered.replaceChildren(...prompt);
      if (count) count.textContent = staticCount;
      return;
    }
    if (!alwaysSearch && !isFiltered(state)) {
      staticRegion.hidden = false;
      filtered.hidden = true;
      filtered.replaceChildren();
      if (count) count.textContent = staticCount;
      return;
    }
    filtered.setAttribute('aria-busy', 'true');
    try {
      const answer = await searchCatalogue(isBrand(scope) ? { ...state, brand: scope } : state);
      const { page, pages, start, end } = pageOf(state, answer.total);
      const hits = await answer.hits(start, end);
      if (mine !== generation) return;
      const empty = document.createElement('p');
      empty.className = 'rounded-2xl border border-slate-200 bg-white p-6 text-ink-muted';
      empty.textContent = 'No products match these filters. Try removing one.';
      filtered.replaceChildren(
        hits.length ? (view === 'table' ? resultTable(hits) : resultGrid(hits)) : empty,
        resultPagination(state, page, pages, base) ?? '',
      );
      if (count) count.textContent = resultSummary(answer.total, state.q, page, pages);
    } catch (error) {
      if (mine !== generation) return;
      console.error('Filtering failed', error);
      const failed = document.createElement('p');
      failed.className = 'rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950';
      failed.textContent = 'Filters are unavailable right now. Reload the page to try again.';
      filtered.replaceChildren(failed);
    } finally {
      if (mine === generation) filtered.removeAttribute('aria-busy');
    }
    if (staticRegion) staticRegion.hidden = true;
    filtered.hidden = false;
    if (moveFocus) {
      filtered.focus({ preventScroll: true });
      form.scrollIntoView({ block: 'start' });
    }
  };

  const go = (state: ListingState, moveFocus = false) => {
    history.pushState(null, '', `${base}${listingQuery(state)}`);
    fill(state);
    void show(state, moveFocus);
  };

  const readForm = () => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.set(name, value);
    return parseListingState(params);
  };

  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) go(readForm());
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    go(readForm());
  });
  filtered.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>('a[href][data-page], a[aria-current="page"]')
        : null;
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(parseListingState(new URL(link.href).searchParams), true);
  });
  window.addEventListener('popstate', () => {
    const state = parseListingState(new URLSearchParams(location.search));
    fill(state);
    void show(state);
  });

  if (fromForm) return go(readForm());
  const initial = parseListingState(new URLSearchParams(location.search));
  fill(initial);
  if (isFiltered(initial)) void show(initial);
}
