// The system prompt: grounded in every visible product and in the policies.
import { describe, expect, it } from 'vitest';
import { baseCatalog } from '../../src/features/catalog/catalog.ts';
import { formatPrice } from '../../src/features/catalog/format.ts';
import { productPath } from '../../src/features/catalog/paths.ts';
import { productSchema, type Product, type ProductInput } from '../../src/features/catalog/schema.ts';
import { policyFacts } from '../../src/server/chat/policies.ts';
import { buildSystemPrompt, productLine } from '../../src/server/chat/prompt.ts';

function fixture(overrides: Partial<ProductInput>): Product {
  return productSchema.parse({
    sku: 'test-ssd',
    brand: 'biwin',
    name: 'Test SSD',
    category: 'NVMe SSD',
    line: 'Test',
    price: 4999,
    stock: 10,
    images: ['test-ssd.svg'],
    summary: 'A test drive.',
    description: 'A test drive.',
    specs: [{ label: 'Sequential read', value: '7,000 MB/s' }],
    tags: [],
    released: '2025-01-01',
    related: [],
    ...overrides,
  });
}

describe('buildSystemPrompt on the real catalogue', () => {
  const prompt = buildSystemPrompt(baseCatalog);
  const visible = baseCatalog.filter((p) => !p.hidden);

  it('has a catalogue to describe', () => {
    expect(visible.length).toBeGreaterThanOrEqual(24);
  });

  it('lists every visible product with SKU, price and page link', () => {
    for (const product of visible) {
      const line = prompt.split('\n').find((l) => l.includes(`SKU ${product.sku} `));
      expect(line, product.sku).toBeDefined();
      expect(line).toContain(product.name);
      expect(line).toContain(formatPrice(product.price));
      expect(line).toContain(product.category);
      expect(line).toContain(productPath(product.sku));
    }
  });

  it('states each policy fact and tells the model to recommend only listed products, linked', () => {
    for (const fact of policyFacts) expect(prompt).toContain(fact.text);
    expect(prompt).toContain('$50');
    expect(prompt).toContain('$5.99');
    expect(prompt).toMatch(/Recommend only products from the catalogue/);
    expect(prompt).toContain('[product name](/products/sku)');
  });

  it('is deterministic', () => {
    expect(buildSystemPrompt(baseCatalog)).toBe(prompt);
  });
});

describe('buildSystemPrompt on fixtures', () => {
  it('states price, sale price, stock and key specs', () => {
    const onSale = fixture({ price: 7999, compareAtPrice: 9499, stock: 3 });
    expect(productLine(onSale, 8)).toBe(
      '- Test SSD | SKU test-ssd | Biwin | NVMe SSD | $79.99 (was $94.99) | only 3 left | Sequential read: 7,000 MB/s | /products/test-ssd',
    );
    expect(productLine(fixture({ stock: 0 }), 8)).toContain('| out of stock |');
    expect(productLine(fixture({ stock: 50 }), 8)).toContain('| in stock |');
  });

  it('leaves hidden products out', () => {
    const prompt = buildSystemPrompt([fixture({}), fixture({ sku: 'secret-sku', name: 'Secret', hidden: true })]);
    expect(prompt).toContain('test-ssd');
    expect(prompt).not.toContain('secret-sku');
    expect(prompt).toContain('Catalogue (1 products');
  });

  it('keeps a huge catalogue within its budget, dropping specs first and then the tail', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => fixture({ sku: `ssd-${i}`, name: `SSD ${i}` }));
    const prompt = buildSystemPrompt(many, { catalogBudget: 20_000 });
    expect(prompt.length).toBeLessThan(25_000);
    expect(prompt).not.toContain('Sequential read');
    expect(prompt).toContain('SKU ssd-0 ');
    expect(prompt).toMatch(/and \d+ more products/);
  });
});
