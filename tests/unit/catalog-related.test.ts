import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from '~/server/catalogue/files';
import type { Product } from '~/domain/catalog/schema';
import { relatedIndex, relatedProducts } from '~/domain/catalog/queries';

/** The definition the index must agree with: a plain scan of the catalogue per product. */
function scanRelated(product: Product, products: readonly Product[], limit: number): string[] {
  const picked: string[] = [];
  const add = (p: Product | undefined) => {
    if (p && p.sku !== product.sku && !picked.includes(p.sku) && picked.length < limit) picked.push(p.sku);
  };
  product.related.forEach((sku) => add(products.find((p) => p.sku === sku)));
  products.filter((p) => p.brand === product.brand && p.line === product.line).forEach(add);
  products.filter((p) => p.category === product.category).forEach(add);
  return picked;
}

const template = catalogue()[0] as Product;
const skus = (products: readonly Product[]) => products.map((p) => p.sku);

describe('relatedIndex', () => {
  it('answers like a scan of the catalogue for every product and limit', () => {
    const lookup = relatedIndex(catalogue());
    for (const product of catalogue()) {
      for (const limit of [0, 1, 4, 8, 40])
        expect(skus(lookup(product, limit)), `${product.sku} limit ${limit}`).toEqual(
          scanRelated(product, catalogue(), limit),
        );
    }
  });

  it('answers like a scan for generated catalogues (lines shared across brands, missing related SKUs)', () => {
    const entry = fc.record({
      brand: fc.constantFrom('biwin', 'fenvi') as fc.Arbitrary<Product['brand']>,
      line: fc.constantFrom('A', 'B', 'C'),
      category: fc.constantFrom('SSD', 'Memory', 'Antenna'),
      related: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 12 }),
        (entries, limit) => {
          const products = entries.map((e, i) => ({
            ...template,
            sku: `p-${i}`,
            brand: e.brand,
            line: e.line,
            category: e.category,
            related: e.related.map((n) => `p-${n}`),
          }));
          const lookup = relatedIndex(products);
          for (const product of products)
            expect(skus(lookup(product, limit))).toEqual(scanRelated(product, products, limit));
        },
      ),
    );
  });

  it("puts the product's own related items first, never the product itself, 8 by default", () => {
    const product = catalogue().find((p) => p.related.length >= 2) as Product;
    const related = relatedProducts(product, catalogue());
    expect(skus(related).slice(0, product.related.length)).toEqual(product.related.slice(0, 8));
    expect(skus(related)).not.toContain(product.sku);
    expect(related.length).toBeLessThanOrEqual(8);
  });

  it('is built once per catalogue array, and anew for another array', () => {
    expect(relatedIndex(catalogue())).toBe(relatedIndex(catalogue()));
    const copy = [...catalogue()];
    expect(relatedIndex(copy)).not.toBe(relatedIndex(catalogue()));
  });

  it('stays linear: 10,000 products answer without scanning the catalogue per product', () => {
    const big = Array.from({ length: 10_000 }, (_, i) => ({
      ...template,
      sku: `p-${i}`,
      line: `L${i % 50}`,
      category: `C${i % 7}`,
      related: [`p-${(i + 1) % 10_000}`],
    }));
    // A scan per product would touch 10^8 entries; counting the reads of the array makes that visible without a clock.
    let reads = 0;
    const counted = new Proxy(big, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const lookup = relatedIndex(counted);
    for (const product of big) expect(lookup(product, 8)).toHaveLength(8);
    expect(reads).toBeLessThanOrEqual(big.length * 2);
  });
});
