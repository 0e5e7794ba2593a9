import { describe, expect, it } from 'vitest';
import { catalogue } from '~/server/catalogue/files';
import type { Product } from '~/domain/catalog/schema';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from '~/features/seo/jsonld';

const site = new URL('https://store.example');

describe('structured data', () => {
  it('describes a product with an offer in USD', () => {
    const p = { ...(catalogue()[0] as Product), price: 12999, stock: 0 };
    const data = productJsonLd(p, 'Biwin', '/_astro/x.svg', site);
    expect(data.offers).toMatchObject({
      priceCurrency: 'USD',
      price: '129.99',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(data.offers.url).toBe(`https://store.example/products/${p.sku}`);
    expect(data.image).toBe('https://store.example/_astro/x.svg');
  });
  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'All', path: '/all' },
      ],
      site,
    );
    expect(data.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'All',
      item: 'https://store.example/all',
    });
  });
  it('cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
