// One fit check over the catalogue's fit attributes: yes, no or it depends with the reason, for the assistant's
// executor, the model's fit tool and the product page alike (the assistant's use: chat-query.test.ts).
import { describe, expect, it } from 'vitest';
import { checkFit, fitLines, type Product } from '../../src/domain/catalog/index.ts';
import { uneditedCatalogue } from '../../src/server/catalogue/live.ts';

const bySku = (sku: string): Product => {
  const product = uneditedCatalogue().find((p) => p.sku === sku);
  if (!product) throw new Error(sku);
  return product;
};

describe('fit check', () => {
  it('every product carries fit data, shown on its page', () => {
    for (const p of uneditedCatalogue()) expect(fitLines(p).length).toBeGreaterThan(1);
  });

  it('size, bus generation and what the host lacks decide, with the reason', () => {
    expect(checkFit(bySku('biwin-nv3500-512gb'), { formFactor: 'M.2 2242' })).toMatchObject({ verdict: 'no' });
    expect(checkFit(bySku('biwin-nv3500-512gb'), { formFactor: 'M.2 2280' })?.verdict).toBe('yes');
    const slower = checkFit(bySku('biwin-nv7400-1tb'), { bus: 'PCIe', generation: 3 });
    expect(slower).toMatchObject({ verdict: 'yes' });
    expect(slower?.slower).toMatch(/PCIe 3\.0 speed/);
    expect(checkFit(bySku('fenvi-ax200-wifi6'), { lacks: 'usb header' })?.reason).toMatch(/9-pin/);
    expect(checkFit(bySku('biwin-d4-3600-32gb'), { bus: 'DDR5' })?.verdict).toBe('no');
  });
});
