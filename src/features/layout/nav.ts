export interface NavLink {
  href: string;
  label: string;
}
export interface NavSection {
  label: string;
  links: NavLink[];
}

/** The header's menus (SPEC §2): Store and Brands dropdowns, then plain links. */
export const storeMenu: NavSection = {
  label: 'Store',
  links: [
    { href: '/all', label: 'All Products' },
    { href: '/fenvi', label: 'Fenvi Store' },
    { href: '/biwin', label: 'Biwin Store' },
  ],
};
export const brandsMenu: NavSection = {
  label: 'Brands',
  links: [
    { href: '/brands/fenvi', label: 'Fenvi' },
    { href: '/brands/biwin', label: 'Biwin' },
  ],
};
export const plainLinks: NavLink[] = [
  { href: '/orders2', label: 'Orders' },
  { href: '/drag_drop', label: 'Cart' },
];
export const footerLinks: NavLink[] = [
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/terms-and-conditions', label: 'Terms and conditions' },
];
