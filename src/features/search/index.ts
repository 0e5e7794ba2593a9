// Search's public API: the Pagefind client, listing filters and facets, search records and result rendering.
// SearchForm.tsx is a component, imported by file (docs/architecture.md#features-srcfeatures).
export { facetOptions, type FacetOptions } from './facets.ts';
export { isFiltered, listingQuery, pageOf, parseListingState, type ListingState } from './filters.ts';
export { plural } from './format.ts';
export { bootSearchBoxes } from './header-search.ts';
export { listingKeys } from './keys.ts';
export { searchCatalogue } from './pagefind.ts';
export { searchRecord, type SearchHit, type SearchRecord } from './records.ts';
export { resultGrid, resultPagination, resultSummary, resultTable } from './results.ts';
export { vocabularyOf } from './terms.ts';
