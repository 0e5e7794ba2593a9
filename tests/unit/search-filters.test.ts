import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  indexFilters,
  indexSort,
  isFiltered,
  listingQuery,
  pageOf,
  parseListingState,
  PAGE_SIZE,
  type ListingState,
} from '../../src/features/search/filters.ts';

const parse = (query: string) => parseListingState(new URLSearchParams(query));

describe('parseListingState', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'q=wifi+7&brand=fenvi&category=Wi-Fi+Card&price=25-50&capacity=2+TB&interface=PCIe+x1&wifi=Wi-Fi+7&sort=price-asc&page=3',
      ),
    ).toEqual({
      q: 'wifi 7',
      brand: 'fenvi',
      category: 'Wi-Fi Card',
      price: '25-50',
      capacity: '2 TB',
      interface: 'PCIe x1',
      wifi: 'Wi-Fi 7',
      sort: 'price-asc',
      page: 3,
    });
  });

  it('drops each invalid parameter on its own and keeps the rest', () => {
    expect(parse('brand=acme&sort=cheapest&page=0&price=free&category=Memory')).toEqual({ category: 'Memory' });
    expect(parse('page=2.5&q=%20%20&wifi=')).toEqual({});
    expect(parse(`q=${'x'.repeat(101)}&brand=biwin`)).toEqual({ brand: 'biwin' });
  });

  it('trims text', () => {
    expect(parse('q=%20be200%20')).toEqual({ q: 'be200' });
  });
});

describe('listingQuery', () => {
  it('leaves out the defaults', () => {
    expect(listingQuery({})).toBe('');
    expect(listingQuery({ sort: 'featured', page: 1 })).toBe('');
    expect(listingQuery({ q: 'nv 7400', sort: 'newest', page: 2 })).toBe('?q=nv+7400&sort=newest&page=2');
  });

  it('round-trips through the query string', () => {
    const state = fc.record(
      {
        q: fc
          .string({ minLength: 1, maxLength: 100 })
          .map((s) => s.trim())
          .filter(Boolean),
        brand: fc.constantFrom('biwin', 'fenvi' as const),
        category: fc.constantFrom('Memory', 'Wi-Fi Card', 'NVMe SSD'),
        price: fc.constantFrom('under-25', '200-plus' as const),
        capacity: fc.constantFrom('1 TB', '32 GB'),
        sort: fc.constantFrom('price-asc', 'price-desc', 'name', 'newest' as const),
        page: fc.integer({ min: 2, max: 500 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(state, (s) => {
        expect(parse(listingQuery(s as ListingState).slice(1))).toEqual(s);
      }),
    );
  });
});

describe('isFiltered', () => {
  it('is false for the static view, a page number alone or the default sort', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ sort: 'featured' })).toBe(false);
  });
  it('is true for a query, a filter or another sort', () => {
    expect(isFiltered({ q: 'ssd' })).toBe(true);
    expect(isFiltered({ capacity: '1 TB' })).toBe(true);
    expect(isFiltered({ sort: 'name' })).toBe(true);
  });
});

describe('index options', () => {
  it('names the filters as the index does', () => {
    expect(indexFilters({ q: 'x', brand: 'biwin', price: '50-100', wifi: 'Wi-Fi 6E', sort: 'name', page: 2 })).toEqual({
      brand: 'biwin',
      price: '50-100',
      wifi: 'Wi-Fi 6E',
    });
  });
  it('sorts by relevance for a query in featured order, otherwise by the chosen key', () => {
    expect(indexSort({ q: 'ssd' })).toEqual({});
    expect(indexSort({})).toEqual({ featured: 'asc' });
    expect(indexSort({ q: 'ssd', sort: 'price-desc' })).toEqual({ price: 'desc' });
    expect(indexSort({ sort: 'newest' })).toEqual({ released: 'desc' });
    expect(indexSort({ sort: 'name' })).toEqual({ name: 'asc' });
  });
});

describe('pagination', () => {
  it('clamps the page to the results', () => {
    expect(pageOf({ page: 9 }, 30)).toEqual({ page: 2, pages: 2, start: PAGE_SIZE, end: 30 });
    expect(pageOf({}, 0)).toEqual({ page: 1, pages: 1, start: 0, end: 0 });
  });
});
