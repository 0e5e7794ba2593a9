// One fit check over the catalogue's fit attributes: yes, no or it depends with the reason, for the assistant, the
// model's tool and the product page alike.
import { describe, expect, it } from 'vitest';
import { checkFit, fitLines, type Product } from '../../src/domain/catalog/index.ts';
import { uneditedCatalogue } from '../../src/server/catalogue/live.ts';
import { hostIn } from '../../src/server/chat/understand.ts';
import { answerOffline } from '../../src/server/chat/offline.ts';

const bySku = (sku: string): Product => {
  const product = uneditedCatalogue().find((p) => p.sku === sku);
  if (!product) throw new Error(sku);
  return product;
};
const ask = (q: string) => answerOffline([{ role: 'user', content: q }], uneditedCatalogue()).reply;

describe('fit check', () => {
  it('every product carries fit data, shown on its page', () => {
    for (const p of uneditedCatalogue()) expect(fitLines(p).length).toBeGreaterThan(1);
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
    expect(reply).toMatch(/^\(Offline assistant\) No, the .*NV3500 .*does not fit there: it is M\.2 2280, too long/);
    expect(reply).toContain('2280');
    expect(ask('does the AX200 card work if my board has no free USB header?')).toMatch(/No, .*9-pin/s);
  });

  it('machines the lexicon knows are fit data: their slots, bus and operating system decide', () => {
    expect(hostIn('SSD for my PS5')).toMatchObject({ label: 'a PS5', takes: ['M.2 2280'], minGeneration: 4 });
    // The question's own words about the slot win over what the machine usually takes.
    expect(hostIn('a laptop with only a 2.5-inch SATA bay')).toEqual({ label: 'a laptop', formFactor: '2.5-inch' });
    const ps5 = hostIn('my PS5');
    expect(checkFit(bySku('biwin-nv3500-512gb'), ps5)).toMatchObject({
      verdict: 'no',
      reason: expect.stringMatching(/PCIe 3\.0.*PCIe 4\.0 or faster/),
    });
    expect(checkFit(bySku('biwin-nv14000-2tb'), ps5)).toMatchObject({
      verdict: 'yes',
      slower: expect.stringMatching(/PCIe 4\.0 speed/),
    });
    expect(checkFit(bySku('biwin-dw100-6000-32gb'), hostIn('my laptop'))?.reason).toMatch(/a laptop takes SO-DIMM/);
    expect(checkFit(bySku('fenvi-be200-m2'), hostIn('my steam deck'))?.verdict).toBe('no');
    expect(checkFit(bySku('biwin-mc200-256gb'), hostIn('my drone'))?.verdict).toBe('yes');
    expect(checkFit(bySku('biwin-a3-1tb'), hostIn('my PC has no M.2 slot'))?.verdict).toBe('yes');
    expect(checkFit(bySku('fenvi-be200-wifi7'), hostIn('an AMD Ryzen PC'))?.reason).toMatch(/Windows 11.*not Linux/);
    expect(checkFit(bySku('fenvi-bt54-pcie'), hostIn('Windows 7'))?.reason).toBe(
      'it supports only Windows 10/11 and Linux, not Windows 7',
    );
  });

  it('a category asked of a machine: which fit, and which do not and why', () => {
    const reply = ask('which SSDs fit a PS5?');
    expect(reply).toMatch(/of our SSDs fit a PS5:/);
    expect(reply).toMatch(/\/products\/biwin-nv7400-1tb/);
    expect(reply).toMatch(/These do not fit a PS5: .*NV3500 512 GB \(it is PCIe 3\.0/);
    expect(reply).not.toMatch(/\/products\/biwin-nv3500/);
    expect(ask('Do any of your USB Wi-Fi adapters work on macOS?')).toMatch(
      /None of our USB Wi-Fi adapters work with macOS/,
    );
  });
});
