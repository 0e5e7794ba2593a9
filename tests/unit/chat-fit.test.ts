// One fit check over the catalogue's fit attributes: yes, no or it depends with the reason, for the assistant, the
// model's tool and the product page alike.
import { describe, expect, it } from 'vitest';
import { checkFit, fitLines, type Product } from '../../src/features/catalog/index.ts';
import { repositoryCatalog } from '../../src/server/products/catalog.ts';
import { hostIn } from '../../src/server/chat/understand.ts';
import { answerOffline } from '../../src/server/chat/offline.ts';

const bySku = (sku: string): Product => {
  const product = repositoryCatalog.find((p) => p.sku === sku);
  if (!product) throw new Error(sku);
  return product;
};
const ask = (q: string) => answerOffline([{ role: 'user', content: q }], repositoryCatalog).reply;

describe('fit check', () => {
  it('every product carries fit data, shown on its page', () => {
    for (const p of repositoryCatalog) expect(fitLines(p).length).toBeGreaterThan(1);
  });

  it('reads the machine from the question', () => {
    expect(hostIn('my ultrabook only takes M.2 2242 drives')).toMatchObject({ formFactor: 'M.2 2242' });
    expect(hostIn('a board with a PCIe 3.0 slot')).toMatchObject({ bus: 'PCIe', generation: 3 });
    expect(hostIn('the case has no spare USB header')).toMatchObject({ lacks: 'usb header' });
    expect(hostIn('what is the price')).toEqual({});
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

  it('the assistant answers fit with the verdict first and what does fit', () => {
    const reply = ask('will the NV3500 fit a slot that takes M.2 2242 drives?');
    expect(reply).toMatch(/^\(Offline assistant\) No:/);
    expect(reply).toContain('2280');
    expect(ask('does the AX200 card work if my board has no free USB header?')).toMatch(/No:.*9-pin/s);
  });
});
