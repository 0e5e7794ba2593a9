// The system prompt: grounded in the products the conversation is about (retrieved) and in the policies.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { formatPrice } from '../../src/domain/catalog/format.ts';
import { productPath } from '../../src/domain/catalog/paths.ts';
import { productSchema, type Product, type ProductInput } from '../../src/domain/catalog/schema.ts';
import { policyFacts } from '../../src/server/chat/offline/policies.ts';
import { buildSystemPrompt, productLine, retrieve, RETRIEVED_PRODUCTS } from '../../src/server/chat/model/prompt.ts';

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
  const visible = catalogue().filter((p) => !p.hidden);
  const ask = (content: string) => [{ role: 'user' as const, content }];

  it('lists the products the conversation is about, with SKU, price and page link, not the whole catalogue', () => {
    const prompt = buildSystemPrompt(catalogue(), ask('Compare the AX200 and the AX210'));
    for (const sku of ['fenvi-ax200-wifi6', 'fenvi-ax210-wifi6e']) {
      const product = visible.find((p) => p.sku === sku);
      const line = prompt.split('\n').find((l) => l.includes(`SKU ${sku} `));
      expect(line, sku).toBeDefined();
      expect(line).toContain(product?.name);
      expect(line).toContain(formatPrice(product?.price ?? 0));
      expect(line).toContain(productPath(sku));
    }
    const listed = prompt.split('\n').filter((l) => l.includes(' | SKU '));
    expect(listed.length).toBeLessThanOrEqual(RETRIEVED_PRODUCTS);
    expect(prompt).not.toContain('SKU biwin-mc200-256gb ');
  });

  it('retrieves from earlier questions too, the newest first', () => {
    const found = retrieve(catalogue(), [
      { role: 'user', content: 'Tell me about the Go P20' },
      { role: 'assistant', content: 'ok' },
      { role: 'user', content: 'and the NV14000?' },
    ]);
    expect(found.slice(0, 2).map((p) => p.sku)).toEqual(['biwin-nv14000-2tb', 'biwin-go-p20-2tb']);
  });

  it('states each policy fact, names the tools and asks for linked products only', () => {
    const prompt = buildSystemPrompt(catalogue(), ask('hi'));
    for (const fact of policyFacts()) expect(prompt).toContain(fact.text);
    expect(prompt).toContain('$50');
    expect(prompt).toContain('$5.99');
    for (const tool of ['query_catalogue', 'get_product', 'fit_check', 'policy_passage', 'quote_shipping'])
      expect(prompt).toContain(tool);
    expect(prompt).toMatch(/Never invent products/);
    expect(prompt).toContain('[product name](/products/sku)');
  });

  it('is deterministic', () => {
    expect(buildSystemPrompt(catalogue(), ask('wifi 7'))).toBe(buildSystemPrompt(catalogue(), ask('wifi 7')));
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
    const prompt = buildSystemPrompt(
      [fixture({}), fixture({ sku: 'secret-sku', name: 'Secret SSD', hidden: true })],
      [{ role: 'user', content: 'secret ssd' }],
    );
    expect(prompt).toContain('test-ssd');
    expect(prompt).not.toContain('secret-sku');
  });

  it('finds the product asked for in a large catalogue, whatever its place in the file', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => fixture({ sku: `ssd-${i}`, name: `Model X${i} SSD` }));
    many.push(fixture({ sku: 'fenvi-zz9-card', brand: 'fenvi', name: 'Fenvi ZZ9 Wi-Fi Card', category: 'Wi-Fi Card' }));
    const prompt = buildSystemPrompt(many, [{ role: 'user', content: 'is the zz9 wifi card any good?' }]);
    expect(prompt).toContain('SKU fenvi-zz9-card ');
    expect(prompt.length).toBeLessThan(12_000);
  });
});
