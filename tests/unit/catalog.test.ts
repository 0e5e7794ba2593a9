import { describe, expect, it } from 'vitest';
import { parseCatalogue } from '~/domain/catalog';
import { catalogue } from '~/server/catalogue/files';
import { productSchema, type Product } from '~/domain/catalog/schema';
import {
  categoriesOf,
  listProducts,
  relatedProducts,
  sortRanks,
  specColumns,
  stockLabel,
  stockState,
} from '~/domain/catalog';

const valid = catalogue()[0] as Product;

function product(overrides: Partial<Product>): Product {
  return { ...valid, ...overrides };
}

describe('the catalogue', () => {
  it('has at least 12 products per brand across at least 3 categories each', () => {
    for (const brand of ['biwin', 'fenvi'] as const) {
      const mine = catalogue().filter((p) => p.brand === brand);
      expect(mine.length).toBeGreaterThanOrEqual(12);
      expect(categoriesOf(mine).length).toBeGreaterThanOrEqual(3);
    }
  });
  it('has unique SKUs and related SKUs that exist', () => {
    const skus = new Set(catalogue().map((p) => p.sku));
    expect(skus.size).toBe(catalogue().length);
    for (const p of catalogue()) for (const sku of p.related) expect(skus, `${p.sku} relates to ${sku}`).toContain(sku);
  });
});

describe('productSchema', () => {
  it('accepts a catalogue product', () => {
    expect(productSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['a negative price', { price: -1 }, 'price'],
    ['a fractional price', { price: 10.5 }, 'price'],
    ['a non-numeric price', { price: '12' }, 'price'],
    ['stock above 100,000', { stock: 100_001 }, 'stock'],
    ['an empty name', { name: '  ' }, 'name'],
    ['an unknown brand', { brand: 'acme' }, 'brand'],
    ['a SKU that is not URL-safe', { sku: 'Bad SKU/1' }, 'sku'],
    ['a compare-at price not above the price', { price: 1000, compareAtPrice: 900 }, 'compareAtPrice'],
    ['an invalid date', { released: '2026-13-45' }, 'released'],
  ])('refuses %s', (_name, overrides, path) => {
    const result = productSchema.safeParse({ ...valid, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });
  it('names the product and field of an invalid record', () => {
    expect(() => parseCatalogue([{ ...valid, sku: 'x-1', price: -5 }])).toThrow(/x-1: price/);
  });
  it('refuses duplicate SKUs', () => {
    expect(() => parseCatalogue([valid, valid])).toThrow(/Duplicate SKU/);
  });
});

describe('listProducts', () => {
  const items = [
    product({
      sku: 'a',
      brand: 'biwin',
      category: 'Memory',
      name: 'Zeta',
      price: 300,
      released: '2024-01-01',
      featured: false,
    }),
    product({
      sku: 'b',
      brand: 'fenvi',
      category: 'Antenna',
      name: 'Alpha',
      price: 100,
      released: '2026-01-01',
      featured: true,
    }),
    product({
      sku: 'c',
      brand: 'biwin',
      category: 'NVMe SSD',
      name: 'Mu',
      price: 200,
      released: '2025-01-01',
      featured: false,
    }),
  ];
  const skus = (list: Product[]) => list.map((p) => p.sku);

  it('filters by brand and category', () => {
    expect(skus(listProducts(items, { brand: 'biwin' }))).toEqual(['c', 'a']);
    expect(skus(listProducts(items, { category: 'Antenna' }))).toEqual(['b']);
    expect(skus(listProducts(items, { brand: 'fenvi', category: 'Memory' }))).toEqual([]);
  });
  it('sorts by price, name and newest', () => {
    expect(skus(listProducts(items, { sort: 'price-asc' }))).toEqual(['b', 'c', 'a']);
    expect(skus(listProducts(items, { sort: 'price-desc' }))).toEqual(['a', 'c', 'b']);
    expect(skus(listProducts(items, { sort: 'name' }))).toEqual(['b', 'c', 'a']);
    expect(skus(listProducts(items, { sort: 'newest' }))).toEqual(['b', 'c', 'a']);
  });
  it('puts featured products first by default and leaves the input alone', () => {
    expect(skus(listProducts(items))[0]).toBe('b');
    expect(skus(items)).toEqual(['a', 'b', 'c']);
  });
  it('ranks every product under every sort', () => {
    const ranks = sortRanks(items);
    expect(ranks.get('b')).toEqual({ featured: 0, 'price-asc': 0, 'price-desc': 2, name: 0, newest: 0 });
  });
});

describe('relatedProducts', () => {
  it("lists the product's own related items first, never itself, within the limit", () => {
    const p = catalogue().find((x) => x.related.length >= 2) as Product;
    const related = relatedProducts(p, catalogue(), 6);
    expect(related.slice(0, p.related.length).map((r) => r.sku)).toEqual(p.related.slice(0, 6));
    expect(related.map((r) => r.sku)).not.toContain(p.sku);
    expect(related.length).toBeLessThanOrEqual(6);
  });
});

describe('specColumns', () => {
  it('picks labels shared by most products in first-seen order', () => {
    const items = [
      product({
        specs: [
          { label: 'Capacity', value: '1 TB' },
          { label: 'Colour', value: 'Red' },
        ],
      }),
      product({
        specs: [
          { label: 'Capacity', value: '2 TB' },
          { label: 'Interface', value: 'PCIe' },
        ],
      }),
      product({
        specs: [
          { label: 'Interface', value: 'PCIe' },
          { label: 'Capacity', value: '4 TB' },
        ],
      }),
    ];
    expect(specColumns(items)).toEqual(['Capacity', 'Interface']);
  });
});

describe('stock', () => {
  it('labels stock levels', () => {
    expect(stockState(0)).toBe('out-of-stock');
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(3)).toBe('Only 3 left');
    expect(stockLabel(40)).toBe('In stock');
  });
});
