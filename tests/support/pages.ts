// The store's page templates, written once: the accessibility and CSP specs, the Lighthouse audit
// (scripts/audit.mjs) and the JavaScript budget (scripts/budget.mjs) all go through this list.

export interface StorePage {
  /** What the page is, in reports. */
  name: string;
  /** One address of the template, as a signed-out visitor reaches it. */
  path: string;
  /** Content pages are read; interactive ones hydrate an island at once (their budgets differ). */
  kind: 'content' | 'interactive';
  /**
   * Where Lighthouse measures the template, when not at `path`: the 404 page's own address answers 200 (an audit of
   * a 404 status fails SEO's status check whatever the page), and /profile sends a signed-out visitor to /login.
   * `null`: measured only signed in (scripts/audit.mjs).
   */
  audit?: string | null;
}

export const STORE_PAGES: readonly StorePage[] = [
  { name: 'home', path: '/', kind: 'content' },
  { name: 'listing grid', path: '/all', kind: 'content' },
  { name: 'listing table', path: '/all2', kind: 'content' },
  { name: 'brand store', path: '/fenvi', kind: 'content' },
  { name: 'brand page', path: '/brands/biwin', kind: 'content' },
  { name: 'product', path: '/products/biwin-nv7400-1tb', kind: 'content' },
  { name: 'bought together', path: '/products/biwin-nv7400-1tb/b_products', kind: 'content' },
  { name: 'policy', path: '/privacy-policy', kind: 'content' },
  { name: 'search', path: '/search', kind: 'content' },
  { name: '404', path: '/no-such-page', kind: 'content', audit: '/404' },
  { name: 'sign-in', path: '/login', kind: 'interactive' },
  { name: 'cart', path: '/drag_drop', kind: 'interactive' },
  { name: 'orders', path: '/orders2', kind: 'interactive' },
  { name: 'profile', path: '/profile', kind: 'interactive', audit: null },
  // Every edit address is this one page (a Function answers them with it).
  { name: 'product editor', path: '/products/editor', kind: 'interactive' },
];

/** One page of each content template. */
export const CONTENT_PAGES: readonly string[] = STORE_PAGES.filter((page) => page.kind === 'content').map(
  (page) => page.path,
);
