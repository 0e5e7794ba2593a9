// Numbered listing pages: /all, /all/2, /all/3 … Page 1 keeps the listing's own address, so links to it stay valid.
import type { Product } from '../../domain/catalog/schema.ts';

/** Products per listing page: four rows on a wide screen, as most stores show. */
export const PAGE_SIZE = 24;

export interface ListingPage {
  /** 1-based. */
  current: number;
  last: number;
  /** The listing's address (page 1). */
  base: string;
  /** Position of the page's first product in the whole listing, 0-based. */
  start: number;
  total: number;
  items: Product[];
}

export const pagePath = (base: string, page: number): string => (page <= 1 ? base : `${base}/${page}`);

/** The `[...page]` route parameter for a page: none for page 1. */
export const pageParam = (page: number): string | undefined => (page <= 1 ? undefined : String(page));

/** Cuts an ordered listing into pages; an empty listing still has its page 1. */
export function listingPages(products: readonly Product[], base: string, size = PAGE_SIZE): ListingPage[] {
  const last = Math.max(1, Math.ceil(products.length / size));
  return Array.from({ length: last }, (_, index) => ({
    current: index + 1,
    last,
    base,
    start: index * size,
    total: products.length,
    items: products.slice(index * size, (index + 1) * size),
  }));
}

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap' };

/**
 * The page numbers a pagination bar shows: all of them when there are few, otherwise the first, the last and the
 * current page with its neighbours, with gaps between, so the bar stays the same width at any catalogue size.
 */
export function pageLinks(current: number, last: number): PageLink[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => ({ kind: 'page', page: i + 1 }));
  const shown = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  // Near an end, show the first or last five so the bar does not jump between shapes.
  if (current <= 4) [2, 3, 4, 5].forEach((page) => shown.add(page));
  if (current >= last - 3) [last - 4, last - 3, last - 2, last - 1].forEach((page) => shown.add(page));
  const pages = [...shown].toSorted((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous > 1)
      links.push(previous + 2 === page ? { kind: 'page', page: previous + 1 } : { kind: 'gap' });
    links.push({ kind: 'page', page });
  });
  return links;
}

/** A page's title (and description) names its number after page 1, so every page has its own. */
export const pageTitle = (title: string, page: Pick<ListingPage, 'current' | 'last'>): string =>
  page.current > 1 ? `${title}, page ${page.current} of ${page.last}` : title;

/** Breadcrumbs of a listing page: the listing, then the page number after page 1. */
export function pageCrumbs(
  name: string,
  page: Pick<ListingPage, 'current' | 'base'>,
): { name: string; path: string }[] {
  const listing = { name, path: page.base };
  return page.current > 1
    ? [listing, { name: `Page ${page.current}`, path: pagePath(page.base, page.current) }]
    : [listing];
}
