/** The query-string parameters of the filter model, in URL order (filters.ts validates them). */
export const listingKeys = [
  'q',
  'brand',
  'category',
  'price',
  'capacity',
  'interface',
  'wifi',
  'sort',
  'page',
] as const;
