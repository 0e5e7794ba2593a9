import { describe, expect, it } from 'vitest';
import { catalogue } from '~/server/catalogue/files';
import type { Product } from '~/domain/catalog/schema';
import { facetOptions, priceBandOf, productFacets, shortSpec } from '~/features/search/facets';
import { hitSchema, searchRecord } from '~/features/search/records';

const bySku = (sku: string) => {
  const product = catalogue().find((p) => p.sku === sku);
  if (!product) throw new Error(`No ${sku} in the catalogue`);
  return product as Product;
};

describe('facets', () => {
  it('shortens specs to what a shopper compares', () => {
    expect(shortSpec('32 GB (2 × 16 GB)')).toBe('32 GB');
    expect(shortSpec('PCIe 4.0 x4, NVMe 1.4')).toBe('PCIe 4.0 x4');
    expect(shortSpec('Wi-Fi 7 (802.11be)')).toBe('Wi-Fi 7');
  });

  it('puts prices in bands, the upper bound exclusive', () => {
    expect(priceBandOf(2499)).toBe('under-25');
    expect(priceBandOf(2500)).toBe('25-50');
    expect(priceBandOf(19999)).toBe('100-200');
    expect(priceBandOf(20000)).toBe('200-plus');
  });

  it('derives a product’s facets from its data', () => {
    expect(productFacets(bySku('fenvi-be200-wifi7'))).toEqual({
      brand: 'fenvi',
      category: 'Wi-Fi Card',
      price: '25-50',
      interface: 'PCIe x1',
      wifi: 'Wi-Fi 7',
    });
    expect(productFacets(bySku('biwin-nv7400-2tb'))).toMatchObject({
      brand: 'biwin',
      category: 'NVMe SSD',
      capacity: '2 TB',
      interface: 'PCIe 4.0 x4',
    });
  });

  it('offers every value of the whole catalogue, capacities by size', () => {
    const options = facetOptions(catalogue() as Product[]);
    expect(options.categories).toContain('Antenna');
    const capacity = options.specs.find((s) => s.key === 'capacity')?.values ?? [];
    expect(capacity.indexOf('512 GB')).toBeLessThan(capacity.indexOf('1 TB'));
    expect(capacity.indexOf('2 TB')).toBeLessThan(capacity.indexOf('4 TB'));
    expect(options.specs.find((s) => s.key === 'wifi')?.values).toEqual(['Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7']);
  });
});

describe('searchRecord', () => {
  const product = bySku('biwin-nv7400-2tb');
  const record = searchRecord(product, 'Biwin', '/_astro/nv.svg', 7);

  it('carries filters, zero-padded sort keys and the result fields', () => {
    expect(record.url).toBe('/products/biwin-nv7400-2tb');
    expect(record.filters).toMatchObject({
      brand: ['biwin'],
      category: ['NVMe SSD'],
      capacity: ['2 TB'],
    });
    expect(record.sort).toEqual({
      price: String(product.price).padStart(10, '0'),
      name: product.name.toLowerCase(),
      released: product.released,
      featured: '0000000007',
    });
    expect(record.content.split(/\s+/)).toEqual(expect.arrayContaining(['nv', '7400', '2tb']));
  });

  it('reads back through the browser’s schema', () => {
    const hit = hitSchema.parse({ url: record.url, meta: record.meta });
    expect(hit.meta).toMatchObject({
      title: product.name,
      sku: product.sku,
      price: product.price,
      stock: product.stock,
      capacity: '2 TB',
      brand: 'biwin',
    });
    expect(hitSchema.safeParse({ url: record.url, meta: { ...record.meta, price: 'free' } }).success).toBe(false);
  });
});
