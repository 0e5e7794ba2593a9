import { type Product, productPath } from '../../domain/catalog/index.ts';

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: new URL(c.path, site).href,
    })),
  };
}

export function productJsonLd(product: Product, brandName: string, imageUrl: string, site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    description: product.summary,
    image: new URL(imageUrl, site).href,
    brand: { '@type': 'Brand', name: brandName },
    category: product.category,
    offers: {
      '@type': 'Offer',
      url: new URL(productPath(product.sku), site).href,
      priceCurrency: 'USD',
      price: (product.price / 100).toFixed(2),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no value can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
