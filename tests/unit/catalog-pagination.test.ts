import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from '~/server/catalogue/files';
import {
  listingPages,
  PAGE_SIZE,
  pageCrumbs,
  pageLinks,
  pageParam,
  pagePath,
  pageTitle,
  type PageLink,
} from '~/features/catalog/pagination';
import type { Product } from '~/domain/catalog/schema';

const template = catalogue()[0] as Product;
const catalogueOf = (n: number) => Array.from({ length: n }, (_, i) => ({ ...template, sku: `p-${i}` }));
const numbers = (links: PageLink[]) => links.map((l) => (l.kind === 'page' ? l.page : '…'));

describe('listingPages', () => {
  it('cuts 28 products into a page of 24 and a page of 4', () => {
    const pages = listingPages(catalogueOf(28), '/all');
    expect(PAGE_SIZE).toBe(24);
    expect(pages.map((p) => [p.current, p.last, p.start, p.items.length, p.total])).toEqual([
      [1, 2, 0, 24, 28],
      [2, 2, 24, 4, 28],
    ]);
    expect(pages[1]?.items[0]?.sku).toBe('p-24');
  });
  it('keeps every product exactly once, in order, for any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 30 }), (n, size) => {
        const products = catalogueOf(n);
        const pages = listingPages(products, '/x', size);
        expect(pages.flatMap((p) => p.items)).toEqual(products);
        expect(pages.length).toBe(Math.max(1, Math.ceil(n / size)));
        for (const page of pages.slice(0, -1)) expect(page.items).toHaveLength(size);
      }),
    );
  });
  it('gives an empty listing its first page', () => {
    expect(listingPages([], '/fenvi')).toEqual([
      { current: 1, last: 1, base: '/fenvi', start: 0, total: 0, items: [] },
    ]);
  });
});

describe('page addresses', () => {
  it('keeps page 1 at the listing address and numbers the others', () => {
    expect([pagePath('/all', 1), pagePath('/all', 2), pagePath('/biwin', 417)]).toEqual([
      '/all',
      '/all/2',
      '/biwin/417',
    ]);
    expect([pageParam(1), pageParam(2)]).toEqual([undefined, '2']);
  });
});

describe('pageLinks', () => {
  it('lists every page when there are few', () => {
    expect(numbers(pageLinks(1, 2))).toEqual([1, 2]);
    expect(numbers(pageLinks(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('shows the ends and the current page with its neighbours, with gaps, when there are many', () => {
    expect(numbers(pageLinks(1, 417))).toEqual([1, 2, 3, 4, 5, '…', 417]);
    expect(numbers(pageLinks(200, 417))).toEqual([1, '…', 199, 200, 201, '…', 417]);
    expect(numbers(pageLinks(417, 417))).toEqual([1, '…', 413, 414, 415, 416, 417]);
    expect(numbers(pageLinks(4, 417))).toEqual([1, 2, 3, 4, 5, '…', 417]);
    expect(numbers(pageLinks(5, 417))).toEqual([1, '…', 4, 5, 6, '…', 417]);
    expect(numbers(pageLinks(3, 9))).toEqual([1, 2, 3, 4, 5, '…', 9]);
  });
  it('never lists a page twice, always includes the ends and the current page, and stays short', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5000 })
          .chain((last) => fc.tuple(fc.integer({ min: 1, max: last }), fc.constant(last))),
        ([current, last]) => {
          const links = pageLinks(current, last);
          const pages = links.flatMap((l) => (l.kind === 'page' ? [l.page] : []));
          expect(pages).toEqual([...new Set(pages)].toSorted((a, b) => a - b));
          expect(pages).toEqual(expect.arrayContaining([1, last, current]));
          expect(links.length).toBeLessThanOrEqual(9);
          // A gap always stands for at least two pages.
          links.forEach((link, i) => {
            const before = links[i - 1];
            const after = links[i + 1];
            if (link.kind === 'gap' && before?.kind === 'page' && after?.kind === 'page')
              expect(after.page - before.page).toBeGreaterThan(2);
          });
        },
      ),
    );
  });
});

describe('page titles and breadcrumbs', () => {
  it('name the page number after page 1', () => {
    expect(pageTitle('All Products', { current: 1, last: 3 })).toBe('All Products');
    expect(pageTitle('All Products', { current: 2, last: 3 })).toBe('All Products, page 2 of 3');
    expect(pageCrumbs('Biwin Store', { current: 1, base: '/biwin' })).toEqual([
      { name: 'Biwin Store', path: '/biwin' },
    ]);
    expect(pageCrumbs('Biwin Store', { current: 3, base: '/biwin' })).toEqual([
      { name: 'Biwin Store', path: '/biwin' },
      { name: 'Page 3', path: '/biwin/3' },
    ]);
  });
});
