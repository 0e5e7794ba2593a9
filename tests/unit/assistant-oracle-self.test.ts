// The oracle's own parts, tested so the evaluation itself can fail: its value parser, its text rules, its judges, its
// product references, the transformed catalogue and the generator (docs/assistant-evaluation.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPolicies, loadProducts } from '../support/oracle/data.ts';
import { generate, KINDS } from '../support/oracle/generate.ts';
import {
  firstSentence,
  judgeFirstLink,
  judgeForm,
  judgeNothing,
  judgePolicy,
  judgeStock,
  judgeTotal,
  judgeUnsold,
  judgeValue,
  judgeVerdict,
  linkedSkus,
} from '../support/oracle/judge.ts';
import { ask, figures } from '../support/oracle/run.ts';
import { transformCatalogue } from '../support/oracle/transform.ts';
import { containsValue, dollars, normalise, parseQuantity } from '../support/oracle/values.ts';
import { distinguishingTokens, nameTokens, seeded } from '../support/oracle/words.ts';

const products = loadProducts();
const policies = loadPolicies();
const transformed = transformCatalogue(products);
const product = (sku: string) => {
  const found = products.find((p) => p.sku === sku);
  if (!found) throw new Error(`fixture ${sku} is gone from the catalogue`);
  return found;
};
const link = (sku: string) => `[${product(sku).name}](/products/${sku})`;

describe('the oracle’s value parser', () => {
  it.each([
    ['7,400 MB/s', 7.4e9, 'bytes/s'],
    ['1 TB', 1e12, 'bytes'],
    ['512 GB', 5.12e11, 'bytes'],
    ['32 GB (2 × 16 GB)', 3.2e10, 'bytes'],
    ['5.8 Gbps (320 MHz, 2×2)', 5.8e9, 'bits/s'],
    ['900 Mbps (600 + 286 Mbps)', 9e8, 'bits/s'],
    ['6,000 MT/s', 6e9, 'transfers/s'],
    ['Up to 20 m (open space)', 20, 'metres'],
    ['1.2 m', 1.2, 'metres'],
    ['Up to 5 dBi', 5, 'dbi'],
    ['45 g', 45, 'grams'],
    ['1.35 V', 1.35, 'volts'],
    ['700 TBW', 700, 'tb-written'],
    ['10 years limited', 10, 'years'],
    ['26,800 mAh', 26.8, 'charge'],
    ['65 W USB-C PD', 65, 'power'],
    ['2.5 hours', 2.5, 'hours'],
  ])('reads %s', (value, amount, dimension) => {
    const quantity = parseQuantity(value);
    expect(quantity?.dimension).toBe(dimension);
    expect(quantity?.amount).toBeCloseTo(amount, 6);
  });

  it.each([
    'None (passive cable)',
    '85 × 55 × 9 mm',
    'PCIe 4.0 x4, NVMe 1.4',
    'CL30-36-36-76',
    'Limited lifetime',
    'Bluetooth 5.4',
    'Up to 7 at once',
    'Host Memory Buffer (DRAM-less)',
  ])('reads no single amount in %s', (value) => {
    expect(parseQuantity(value)).toBeUndefined();
  });

  it('orders amounts across units and thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 }), (a, b) => {
        const x = parseQuantity(`${a.toLocaleString('en-US')} MB/s`);
        const y = parseQuantity(`${b} MB/s`);
        expect(Math.sign((x?.amount ?? 0) - (y?.amount ?? 0))).toBe(Math.sign(a - b));
      }),
    );
    expect(parseQuantity('1 TB')?.amount).toBeGreaterThan(parseQuantity('999 GB')?.amount ?? Infinity);
    expect(parseQuantity('1 Gbps')?.amount).toBeGreaterThan(parseQuantity('900 Mbps')?.amount ?? Infinity);
  });
});

describe('the oracle’s text rules', () => {
  it('compares values without case, spaces or thousands separators, and keeps decimals', () => {
    expect(containsValue('reads at 7400 mb/s', '7,400 MB/s')).toBe(true);
    expect(containsValue('2.4 / 5 GHz', '2.4 / 5 / 6 GHz')).toBe(false);
    expect(normalise('5.8 Gbps')).toBe('5.8gbps');
    expect(normalise('1,234,567')).toBe('1234567');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalise(normalise(text))).toBe(normalise(text));
      }),
    );
  });

  it('writes prices as the store does', () => {
    expect(dollars(7999)).toBe('$79.99');
    expect(dollars(123_456)).toBe('$1,234.56');
    expect(dollars(5)).toBe('$0.05');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(Math.round(Number(dollars(cents).replace(/[$,]/g, '')) * 100)).toBe(cents);
      }),
    );
  });

  it('ends the first sentence at a full stop before a space, not inside "M.2" or "$79.99"', () => {
    expect(firstSentence('It costs $79.99. It is in stock.')).toBe('It costs $79.99.');
    expect(firstSentence('It needs an M.2 2280 slot and 5.8 Gbps! More')).toBe(
      'It needs an M.2 2280 slot and 5.8 Gbps!',
    );
    expect(firstSentence('Yes\n1. a list')).toBe('Yes\n');
  });

  it('finds product links in order', () => {
    expect(linkedSkus('see [A](/products/a-1) and /products/b-2, not /products/')).toEqual(['a-1', 'b-2']);
  });
});

describe('the oracle’s judges fail wrong replies', () => {
  const nv = product('biwin-nv7400-1tb');
  const ok = (body: string) => `(Offline assistant) ${body}`;

  it('judges a value question', () => {
    const good = ok(`The ${link(nv.sku)} reads at 7,400 MB/s.`);
    expect(judgeValue(good, nv, '7,400 MB/s', 'Sequential read')).toBeUndefined();
    expect(judgeValue(ok(`The ${link(nv.sku)} writes at 6,500 MB/s.`), nv, '7,400 MB/s', 'Sequential read')).toMatch(
      /first sentence lacks/,
    );
    // The capacity in the product's name is not an answer about capacity.
    expect(judgeValue(ok(`The ${nv.name} is fast.`), nv, '1 TB', 'Capacity')).toMatch(/first sentence lacks/);
    const card = ok(`The ${link(nv.sku)} reads at 7,400 MB/s. Writes: 6,500 MB/s. Endurance: 700 TBW.`);
    expect(judgeValue(card, nv, '7,400 MB/s', 'Sequential read')).toMatch(/also states/);
    expect(judgeValue(ok(`It is ${dollars(nv.price)}.`), nv, dollars(nv.price))).toBeUndefined();
  });

  it('judges stock', () => {
    expect(judgeStock(ok(`We have ${nv.stock} in stock.`), nv)).toBeUndefined();
    expect(judgeStock(ok('It is in stock.'), nv)).toMatch(/lacks the stock count/);
    const sold = product('biwin-a3-512gb');
    expect(sold.stock).toBe(0);
    expect(judgeStock(ok('It is out of stock.'), sold)).toBeUndefined();
    expect(judgeStock(ok('We have 5.'), sold)).toMatch(/out of stock/);
  });

  it('judges links, totals, verdicts, policies and unsold things', () => {
    expect(
      judgeFirstLink(ok(`${link('biwin-nv7400-2tb')} beats ${link(nv.sku)}.`), ['biwin-nv7400-2tb']),
    ).toBeUndefined();
    expect(judgeFirstLink(ok(`${link(nv.sku)} loses to ${link('biwin-nv7400-2tb')}.`), ['biwin-nv7400-2tb'])).toMatch(
      /first link/,
    );
    expect(judgeNothing(ok('No NVMe SSD is under $20. The closest: ' + link(nv.sku)))).toBeUndefined();
    expect(judgeNothing(ok(`The ${link(nv.sku)} is the cheapest.`))).toMatch(/links/);
    expect(judgeTotal(ok(`Three ${link(nv.sku)} cost $239.97.`), nv.sku, '$239.97')).toBeUndefined();
    expect(judgeTotal(ok(`Three cost $239.97.`), nv.sku, '$239.97')).toMatch(/does not link/);
    expect(judgeVerdict(ok('Yes: it fits.'), 'Yes')).toBeUndefined();
    expect(judgeVerdict(ok('None of our cards fit.'), 'No')).toMatch(/first word "None"/);
    expect(judgePolicy(ok('Returns within 30 days.'), ['30 days'], ['$5.99'])).toBeUndefined();
    expect(judgePolicy(ok('Returns within 30 days; shipping $5.99.'), ['30 days'], ['$5.99'])).toMatch(/unrelated/);
    expect(judgeUnsold(ok('We don’t sell monitors.'), products, () => false)).toBeUndefined();
    expect(judgeUnsold(ok(`We don't sell monitors, but see ${link(nv.sku)}.`), products, () => false)).toMatch(
      /unrelated category/,
    );
    expect(judgeUnsold(ok('Here are our monitors.'), products, () => false)).toMatch(/does not say/);
  });

  it('judges the form of every reply', () => {
    expect(judgeForm(`(Offline assistant) ${link(nv.sku)}`, products)).toBeUndefined();
    expect(judgeForm(`${link(nv.sku)}`, products)).toMatch(/does not begin/);
    expect(judgeForm('(Offline assistant) [the SSD](/products/biwin-nv7400-1tb)', products)).toMatch(/not by its name/);
    expect(judgeForm('(Offline assistant) /products/hidden-prototype-8tb', transformed)).toMatch(/hidden/);
    expect(judgeForm('(Offline assistant) /products/no-such-thing', products)).toMatch(/unknown/);
  });
});

describe('the oracle’s references and catalogues', () => {
  it('names each listed product by words no other listed name holds all of', () => {
    for (const catalog of [products, transformed]) {
      const listed = catalog.filter((p) => !p.hidden);
      for (const item of listed) {
        const tokens = distinguishingTokens(item, listed);
        if (!tokens) continue;
        const holders = listed.filter((other) => {
          const own = new Set(nameTokens(other.name).map((t) => t.toLowerCase()));
          return tokens.every((t) => own.has(t.toLowerCase()));
        });
        expect(holders.map((p) => p.sku)).toEqual([item.sku]);
      }
    }
  });

  it('transforms the catalogue consistently: new names, SKUs and prices, a hidden product and a new category', () => {
    const skus = new Set(transformed.map((p) => p.sku));
    expect(skus.size).toBe(transformed.length);
    for (const item of transformed) for (const sku of item.related) expect(skus.has(sku)).toBe(true);
    const originalNames = new Set(products.map((p) => p.name));
    expect(transformed.filter((p) => originalNames.has(p.name)).length).toBeLessThan(products.length / 2);
    expect(transformed.some((p) => p.hidden)).toBe(true);
    const categories = new Set(products.map((p) => p.category));
    expect(transformed.some((p) => !categories.has(p.category))).toBe(true);
    for (const [before, after] of products.map((p, i) => [p, transformed[i]] as const)) {
      expect(after?.price).not.toBe(before.price);
    }
  });
});

describe('the oracle’s question set', () => {
  it('is deterministic, covers every listed product and label, and has thousands of questions', () => {
    const first = generate(products, policies);
    const again = generate(products, policies);
    expect(again.cases.map((c) => c.turns)).toEqual(first.cases.map((c) => c.turns));
    expect(first.cases.length).toBeGreaterThan(2000);
    expect(first.coverage.products).toBe(products.filter((p) => !p.hidden).length);
    const kinds = new Set(first.cases.map((c) => c.kind));
    expect([...KINDS].filter((k) => !kinds.has(k))).toEqual([]);
    const asked = first.cases.map((c) => c.turns.join(' ').toLowerCase());
    for (const item of products) {
      const words = [item.sku, item.name, ...(distinguishingTokens(item, products) ?? [])].map((w) => w.toLowerCase());
      expect(
        asked.some((q) => words.some((w) => q.includes(w))),
        item.sku,
      ).toBe(true);
    }
  });

  it('fails an assistant that knows nothing, on every kind', () => {
    const cases = generate(products, policies).cases;
    const blank = () => ({ reply: '(Offline assistant) I am not sure.' });
    for (const row of figures(ask(cases, products, blank))) expect(row.accuracy, row.kind).toBe(0);
  });

  it('uses the same seed to the same effect', () => {
    const a = seeded(7);
    const b = seeded(7);
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
  });
});
