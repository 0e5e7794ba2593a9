import { brandPagePath, brandStorePath } from '~/features/catalog';
import { routes } from '~/features/platform';

export interface NavLink {
  href: string;
  label: string;
}
export interface NavSection {
  label: string;
  links: NavLink[];
}

/** The header's menus (docs/rules.md#header-and-footer): Store and Brands dropdowns, then plain links. */
export const storeMenu: NavSection = {
  label: 'Store',
  links: [
    { href: routes.all, label: 'All Products' },
    { href: brandStorePath('fenvi'), label: 'Fenvi Store' },
    { href: brandStorePath('biwin'), label: 'Biwin Store' },
  ],
};
export const brandsMenu: NavSection = {
  label: 'Brands',
  links: [
    { href: brandPagePath('fenvi'), label: 'Fenvi' },
    { href: brandPagePath('biwin'), label: 'Biwin' },
  ],
};
export const plainLinks: NavLink[] = [
  { href: routes.orders, label: 'Orders' },
  { href: routes.cart, label: 'Cart' },
];
export const footerLinks: NavLink[] = [
  { href: routes.privacy, label: 'Privacy policy' },
  { href: routes.terms, label: 'Terms and conditions' },
];
