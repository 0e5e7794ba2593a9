import { brandPagePath, brandStorePath } from '~/domain/catalog';
import { routes } from '~/domain/site';

export interface NavLink {
  href: string;
  label: string;
}
export interface NavSection {
  label: string;
  links: NavLink[];
}

/** The header's menus (docs/rules.md#header-and-footer): Store and Brands dropdowns, then plain links. */
const storeMenu: NavSection = {
  label: 'Store',
  links: [
    { href: routes.all, label: 'All Products' },
    { href: brandStorePath('fenvi'), label: 'Fenvi Store' },
    { href: brandStorePath('biwin'), label: 'Biwin Store' },
  ],
};
const brandsMenu: NavSection = {
  label: 'Brands',
  links: [
    { href: brandPagePath('fenvi'), label: 'Fenvi' },
    { href: brandPagePath('biwin'), label: 'Biwin' },
  ],
};
/** The header's dropdowns (and the drawer's accordions), in order. */
export const menus: NavSection[] = [storeMenu, brandsMenu];
export const plainLinks: NavLink[] = [
  { href: routes.orders, label: 'Orders' },
  { href: routes.cart, label: 'Cart' },
];
export const footerLinks: NavLink[] = [
  { href: routes.privacy, label: 'Privacy policy' },
  { href: routes.terms, label: 'Terms and conditions' },
];

/** The path a menu link is compared with to mark the current page: the page's own, without a `.html` ending. */
export const navPath = (pathname: string): string => pathname.replace(/\.html$/, '');

/** Whether `href` is the page at `current` (a navPath): the home page answers at `/` and `/index`. */
export const isCurrentLink = (href: string, current: string): boolean =>
  href === routes.home ? current === routes.home || current === '/index' : current === href;
