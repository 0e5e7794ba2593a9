// The catalogue's public API: what other features, pages, the server and Functions import. Components
// (./components/*.astro) and the modules bound to one runtime (content.ts and images.ts, at build time) are imported by
// file (docs/architecture.md#features-srcfeatures).
export { brandStyle } from './brand-style.ts';
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
