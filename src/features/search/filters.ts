// One filter and sort model for listings, brand stores and the search page, kept in the query string so a view can
// be shared, bookmarked and reloaded. Parsing is lenient: an unknown or malformed parameter is dropped, never fatal.
import * as z from 'zod/mini';
import { PAGE_SIZE } from '../catalog/index.ts';
import { brandIds, sortKeys, type SortKey } from '../../domain/catalog/index.ts';
import { listingKeys } from './keys.ts';
import { priceBands, specFacets, type PriceBandKey, type SpecFacetKey } from './facets.ts';

/** Results per page of a filtered view: the same as the static listing pages. */
export { PAGE_SIZE };
export const MAX_QUERY_LENGTH = 100;

const text = (max: number) => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));
const priceBandKeys = priceBands.map((b) => b.key) as [PriceBandKey, ...PriceBandKey[]];

export const listingStateSchema = z.object({
  q: text(MAX_QUERY_LENGTH),
  brand: z.optional(z.enum(brandIds)),
  category: text(60),
  price: z.optional(z.enum(priceBandKeys)),
  capacity: text(60),
  interface: text(60),
  wifi: text(60),
  sort: z.optional(z.enum(sortKeys)),
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
});
export type ListingState = z.infer<typeof listingStateSchema>;

const keys = listingKeys satisfies readonly (keyof ListingState)[];

/** Reads the state from a query string, keeping every valid parameter and dropping the rest one by one. */
export function parseListingState(params: URLSearchParams): ListingState {
  const state: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = listingStateSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) state[key] = parsed.data;
  }
  // The whole object passed its fields one by one; this parse only narrows the type.
  return listingStateSchema.parse(state);
}

/** The query string for a state ('' when it is the default view); `featured` sort and page 1 are the defaults. */
export function listingQuery(state: ListingState): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = state[key];
    if (value === undefined || (key === 'sort' && value === 'featured') || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params.size ? `?${params.toString()}` : '';
}

/** Whether the view differs from the static, unfiltered listing (a page number alone is the static pages' job). */
export function isFiltered(state: ListingState): boolean {
  return keys.some(
    (key) => key !== 'page' && state[key] !== undefined && !(key === 'sort' && state.sort === 'featured'),
  );
}

/** Filters keyed by the names the search index uses for them. */
export function indexFilters(state: ListingState): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const key of ['brand', 'category', 'price', ...specFacets.map((f) => f.key)] as const) {
    const value = state[key satisfies 'brand' | 'category' | 'price' | SpecFacetKey];
    if (value !== undefined) filters[key] = value;
  }
  return filters;
}

/** The index's sort for a state: a query with the default sort ranks by relevance, otherwise by the sort key. */
export function indexSort(state: Pick<ListingState, 'q' | 'sort'>): Record<string, 'asc' | 'desc'> {
  const sort: SortKey = state.sort ?? 'featured';
  if (sort === 'featured' && state.q) return {};
  switch (sort) {
    case 'price-asc':
      return { price: 'asc' };
    case 'price-desc':
      return { price: 'desc' };
    case 'name':
      return { name: 'asc' };
    case 'newest':
      return { released: 'desc' };
    default:
      return { featured: 'asc' };
  }
}

/** Page numbers 1..pages, clamped; the page shown for a state over `total` results. */
export function pageOf(
  state: ListingState,
  total: number,
): { page: number; pages: number; start: number; end: number } {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(state.page ?? 1, pages);
  const start = (page - 1) * PAGE_SIZE;
  return { page, pages, start, end: Math.min(total, start + PAGE_SIZE) };
}
