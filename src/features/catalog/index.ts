// The catalogue's public API: what other features, pages, the server and Functions import. Components
// (./components/*.astro) and the modules bound to one runtime (content.ts and images.ts at build time, catalog.ts in
// Node) are imported by file (docs/architecture.md#features-srcfeatures).
export { brandStyle } from './brand-style.ts';
export { brandIds } from './brands.ts';
export { checkFit, fitLines, hostSchema, type FitCheck, type FitVerdict, type Host } from './fit.ts';
export { formatPrice } from './format.ts';
export { refreshLiveStock } from './live-stock.ts';
export {
  PAGE_SIZE,
  listingPages,
  pageCrumbs,
  pageLinks,
  pageParam,
  pagePath,
  pageTitle,
  type ListingPage,
} from './pagination.ts';
export { brandPagePath, brandStorePath, editPath, productDataPath, productPath, relatedPath } from './paths.ts';
export {
  categoriesOf,
  listProducts,
  relatedProducts,
  sortKeys,
  sortLabels,
  specValue,
  stockLabel,
  stockState,
  type SortKey,
} from './queries.ts';
export {
  MAX_SPECS,
  MAX_SUMMARY_CHARS,
  brandIdSchema,
  centsSchema,
  compareAtCentsSchema,
  productSchema,
  type BrandId,
  type Product,
} from './schema.ts';
export { brandNamesOf, brandSchema, policySchema, type Brand } from './content-schema.ts';
export { skuSchema } from './sku-schema.ts';
export { isSku } from './sku.ts';
export type { StockResponse } from './stock-schema.ts';
