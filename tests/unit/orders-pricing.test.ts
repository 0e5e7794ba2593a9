// The pricing of an order: every line from the catalogue, never from the client; the stock and SKU rules.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { editableFields } from '../../src/domain/editor/schema.ts';
import { visibleCatalogue } from '../../src/server/catalogue/live.ts';
import { priceOrder, type PricingProduct } from '../../src/domain/orders/pricing.ts';
import { quoteSchema } from '../../src/domain/orders/schema.ts';

const catalog: PricingProduct[] = [
  { sku: 'ssd', name: 'SSD', price: 7999, stock: 42 },
  { sku: 'nano', name: 'Nano', price: 1499, stock: 90 },
  { sku: 'rare', name: 'Rare card', price: 17999, stock: 1 },
  { sku: 'none', name: 'Sold-out card', price: 4499, stock: 0 },
];

describe('priceOrder', () => {
  it('prices each line from the catalogue, keeping the order of the lines', () => {
    const priced = priceOrder(
      [
        { sku: 'nano', quantity: 3 },
        { sku: 'ssd', quantity: 1 },
      ],
      catalog,
    );
    expect(priced).toEqual({
      ok: true,
      quote: {
        lines: [
          { sku: 'nano', name: 'Nano', unitPrice: 1499, quantity: 3, lineTotal: 4497 },
          { sku: 'ssd', name: 'SSD', unitPrice: 7999, quantity: 1, lineTotal: 7999 },
        ],
        itemCount: 4,
        subtotal: 12496,
        shipping: 0,
        total: 12496,
        currency: 'USD',
      },
    });
    if (priced.ok) expect(quoteSchema.safeParse(priced.quote).success).toBe(true);
  });

  it('ignores any price carried on the lines', () => {
    const tampered = [{ sku: 'ssd', quantity: 2, price: 1, unitPrice: 1 }];
    const priced = priceOrder(tampered, catalog);
    expect(priced.ok && priced.quote.total).toBe(15998);
  });

  it('adds $5.99 shipping under $50.00', () => {
    const priced = priceOrder([{ sku: 'nano', quantity: 1 }], catalog);
    expect(priced.ok && priced.quote).toMatchObject({ subtotal: 1499, shipping: 599, total: 2098 });
  });

  it('refuses an unknown SKU, a sold-out product and more than the stock, naming the line or product', () => {
    expect(
      priceOrder(
        [
          { sku: 'ssd', quantity: 1 },
          { sku: 'ghost', quantity: 1 },
        ],
        catalog,
      ),
    ).toEqual({
      ok: false,
      code: 'unknown-sku',
      sku: 'ghost',
      message: 'Line 2: there is no product with SKU ghost.',
    });
    expect(priceOrder([{ sku: 'none', quantity: 1 }], catalog)).toMatchObject({
      ok: false,
      code: 'out-of-stock',
      message: 'Sold-out card is out of stock.',
    });
    expect(priceOrder([{ sku: 'rare', quantity: 2 }], catalog)).toMatchObject({
      ok: false,
      code: 'above-stock',
      message: 'Only 1 of Rare card is in stock; you asked for 2.',
    });
  });

  it('prices from the effective catalogue: an edited price wins, a hidden product is unknown', () => {
    const [edited, hidden] = catalogue();
    if (!edited || !hidden) throw new Error('catalogue too small');
    const edit = (sku: string, fields: ReturnType<typeof editableFields>) => ({
      sku,
      version: 1,
      fields,
      updatedAt: '2026-11-20T10:00:00.000Z',
      updatedBy: 'editor@example.com',
      changed: [],
    });
    const effective = visibleCatalogue([
      edit(edited.sku, { ...editableFields(edited), price: edited.price + 111, compareAtPrice: null }),
      edit(hidden.sku, { ...editableFields(hidden), hidden: true }),
    ]);
    const priced = priceOrder([{ sku: edited.sku, quantity: 2 }], effective);
    expect(priced.ok && priced.quote.lines[0]?.unitPrice).toBe(edited.price + 111);
    expect(priceOrder([{ sku: hidden.sku, quantity: 1 }], effective)).toMatchObject({ ok: false, code: 'unknown-sku' });
  });
});
