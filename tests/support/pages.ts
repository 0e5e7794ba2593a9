/** One page of each content template, as a signed-out visitor reaches it (the unknown address shows the 404 page). */
export const CONTENT_PAGES = [
  '/',
  '/all',
  '/all2',
  '/fenvi',
  '/brands/biwin',
  '/products/biwin-nv7400-1tb',
  '/products/biwin-nv7400-1tb/b_products',
  '/privacy-policy',
  '/no-such-page',
] as const;
