// The filtered view of a listing or the search page: a page of hits as product cards or as a comparison table, and
// its own pagination, drawn from the index. Links keep the whole state in the query string.
import { pageLinks, brandStyle } from '../catalog/index.ts';
import { productPath } from '../../domain/catalog/index.ts';
import { h, plural, priceText, stockText, thumb } from './dom.ts';
import { specFacets } from './facets.ts';
import { listingQuery, type ListingState } from './filters.ts';
import type { SearchHit } from './records.ts';

export function resultGrid(hits: readonly SearchHit[]): HTMLElement {
  return h(
    'ul',
    { class: 'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', 'aria-label': 'Products' },
    ...hits.map((hit) =>
      h(
        'li',
        {
          class:
            'relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg',
          'data-product': hit.meta.sku,
        },
        thumb(hit, 'aspect-[4/3] h-auto w-full rounded-none'),
        h(
          'div',
          { class: 'flex flex-1 flex-col gap-2 p-4' },
          h(
            'p',
            { class: `text-xs font-semibold uppercase tracking-wide ${brandStyle[hit.meta.brand].text}` },
            `${hit.meta.brandName} · ${hit.meta.category}`,
          ),
          h(
            'h3',
            { class: 'font-semibold leading-snug' },
            h('a', { href: productPath(hit.meta.sku), class: 'after:absolute after:inset-0' }, hit.meta.title),
          ),
          h(
            'p',
            { class: 'mt-auto flex flex-wrap items-end justify-between gap-2 pt-2 text-lg' },
            priceText(hit),
            stockText(hit),
          ),
        ),
      ),
    ),
  );
}

export function resultTable(hits: readonly SearchHit[]): HTMLElement {
  const columns = specFacets.filter((f) => hits.some((hit) => hit.meta[f.key] !== undefined));
  const th = (text: string, extra = '') => h('th', { scope: 'col', class: `px-4 py-3 ${extra}` }, text);
  return h(
    'section',
    {
      class: 'overflow-x-auto rounded-2xl border border-slate-200 bg-white',
      tabindex: '0',
      'aria-label': 'Comparison',
    },
    h(
      'table',
      { class: 'w-full min-w-[48rem] text-left text-sm' },
      h(
        'thead',
        { class: 'bg-surface-alt text-xs uppercase tracking-wide text-ink-muted' },
        h(
          'tr',
          {},
          th('Product'),
          th('Brand'),
          th('Category'),
          ...columns.map((c) => th(c.label)),
          th('Price', 'text-right'),
          th('Stock'),
        ),
      ),
      h(
        'tbody',
        { class: 'divide-y divide-slate-100' },
        ...hits.map((hit) =>
          h(
            'tr',
            { 'data-product': hit.meta.sku },
            h(
              'th',
              { scope: 'row', class: 'px-4 py-3 font-semibold' },
              h('a', { href: productPath(hit.meta.sku), class: 'underline-offset-2 hover:underline' }, hit.meta.title),
            ),
            h('td', { class: 'px-4 py-3' }, hit.meta.brandName),
            h('td', { class: 'px-4 py-3' }, hit.meta.category),
            ...columns.map((c) => h('td', { class: 'px-4 py-3' }, hit.meta[c.key] ?? '—')),
            h('td', { class: 'whitespace-nowrap px-4 py-3 text-right' }, priceText(hit)),
            h('td', { class: 'whitespace-nowrap px-4 py-3' }, stockText(hit)),
          ),
        ),
      ),
    ),
  );
}

/** Numbered pages with Previous and Next, as links a shopper can open in a new tab; nothing for a single page. */
export function resultPagination(state: ListingState, page: number, pages: number, path: string): HTMLElement | null {
  if (pages <= 1) return null;
  const href = (n: number) => `${path}${listingQuery({ ...state, page: n })}`;
  const cell = 'grid h-10 min-w-10 place-items-center rounded-lg border px-3 text-sm font-medium';
  const link = (n: number, text: string, rel?: string, label?: string) =>
    h(
      'a',
      {
        href: href(n),
        'data-page': String(n),
        class: `${cell} border-slate-300 bg-white hover:bg-surface-alt`,
        ...(rel ? { rel } : {}),
        ...(label ? { 'aria-label': label } : {}),
      },
      text,
    );
  return h(
    'nav',
    { 'aria-label': 'Pages of results', class: 'mt-8 flex flex-wrap items-center justify-center gap-2' },
    page > 1 && link(page - 1, 'Previous', 'prev'),
    ...pageLinks(page, pages).map((l) =>
      l.kind === 'gap'
        ? h('span', { class: 'px-1 text-ink-muted', 'aria-hidden': 'true' }, '…')
        : l.page === page
          ? h(
              'a',
              {
                href: href(l.page),
                'aria-current': 'page',
                'aria-label': `Page ${l.page}`,
                class: `${cell} border-ink bg-ink text-white`,
              },
              String(l.page),
            )
          : link(l.page, String(l.page), undefined, `Page ${l.page}`),
    ),
    page < pages && link(page + 1, 'Next', 'next'),
  );
}

export function resultSummary(total: number, q: string | undefined, page: number, pages: number): string {
  const found = q ? `${plural(total, 'product')} for “${q}”` : plural(total, 'product');
  return pages > 1 ? `${found}, page ${page} of ${pages}` : found;
}
