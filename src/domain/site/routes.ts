// The store's fixed routes, once (docs/rules.md#routes). Product and brand addresses are built in
// src/domain/catalog/paths.ts. Plain constants: the boot scripts on every page import them at no cost.
export const routes = {
  home: '/',
  all: '/all',
  compare: '/all2',
  login: '/login',
  profile: '/profile',
  orders: '/orders2',
  /** The orders desk, for staff (docs/orders.md). */
  desk: '/desk',
  cart: '/drag_drop',
  search: '/search',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
} as const;

/** Each policy page's address, by its file in src/content/policies. */
export const policyRoutes = { 'privacy-policy': routes.privacy, 'terms-and-conditions': routes.terms } as const;
export type PolicyId = keyof typeof policyRoutes;
