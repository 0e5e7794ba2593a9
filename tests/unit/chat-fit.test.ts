// One fit check over the catalogue's fit attributes: yes, no or it depends with the reason, for the assistant's
// executor, the model's fit tool and the product page alike (the assistant's use: chat-query.test.ts).
import { describe, expect, it } from 'vitest';
import { checkFit, checkPair, fitLines, type Product } from '../../src/domain/catalog/index.ts';
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
    // A 20 Gbps drive on a 10 Gbps port: what it carries at most, said plainly.
    const fast = uneditedCatalogue().find((p) => p.fit?.bus === 'USB' && (p.fit.generation ?? 0) > 10);
    if (!fast) throw new Error('no drive faster than 10 Gbps USB');
    expect(checkFit(fast, { bus: 'USB', generation: 10, takes: ['Portable'] })?.slower).toMatch(
      /about 1,000 MB\/s at most/,
    );
    expect(checkFit(bySku('fenvi-ax200-wifi6'), { lacks: 'usb header' })?.reason).toMatch(/9-pin/);
    expect(checkFit(bySku('biwin-d4-3600-32gb'), { bus: 'DDR5' })?.verdict).toBe('no');
  });

  it('an accessory on another product: its connector against what the other’s page says, either verdict with why', () => {
    const accessories = uneditedCatalogue().filter((p) =>
      uneditedCatalogue().some((o) => checkPair(p, o, uneditedCatalogue())),
    );
    expect(accessories.length).toBeGreaterThan(0);
    for (const accessory of accessories)
      for (const other of uneditedCatalogue()) {
        const check = checkPair(accessory, other, uneditedCatalogue());
        if (!check) continue;
        const connector = accessory.fit?.bus ?? '';
        const names = JSON.stringify([other.description, other.specs]).includes(connector);
        // Yes only where the other's page names the connector; no where it has none of the accessory's kind.
        expect(check.verdict === 'yes').toBe(names);
        expect(check.reason).toContain(connector);
      }
    // A bus other kinds plug into too is a machine's slot, not an accessory's connector (a drive and a kit).
    expect(checkPair(bySku('biwin-nv7400-1tb'), bySku('biwin-d4-3600-32gb'), uneditedCatalogue())).toBeUndefined();
  });
});
