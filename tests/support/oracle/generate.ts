// The question set, made from a catalogue and the policy pages alone, with the answer each question must get. The
// same generator runs on the repository's catalogue and on a transformed one (transform.ts), so no expectation can
// rest on today's names.
import type { Product } from '../../../src/domain/catalog/schema.ts';
import { labelWords } from './aliases.ts';
import type { PolicyPage } from './data.ts';
import { fitCases } from './fit.ts';
import {
  judgeFirstLink,
  judgeNothing,
  judgeOtherValues,
  judgePolicy,
  judgeStock,
  judgeTotal,
  judgeUnsold,
  judgeValue,
  judgeVerdict,
} from './judge.ts';
import { policyCases } from './policy.ts';
import { UNSOLD_QUESTIONS, unsoldThings } from './unsold.ts';
import { dollars, parseQuantity, type Quantity } from './values.ts';
import { plural, references, seeded, unitVariant, withTypo, type Random, type Reference } from './words.ts';

export const KINDS = [
  'spec',
  'price',
  'stock',
  'compare',
  'rank',
  'rank-none',
  'total',
  'fit',
  'policy',
  'unsold',
  'follow-up',
] as const;
export type Kind = (typeof KINDS)[number];

export interface Case {
  readonly kind: Kind;
  /** The shopper's turns; the assistant's reply to each earlier one goes between them. */
  readonly turns: readonly string[];
  readonly expected: string;
  /** Undefined when the final reply passes, else why it fails. */
  readonly judge: (reply: string) => string | undefined;
}

const NOUN_ASKS = [
  'What is the {noun} of the {ref}?',
  "What's the {ref}'s {noun}?",
  '{ref} {noun}?',
  '{noun} of {ref}',
  'Tell me the {noun} of the {ref}.',
  'What {noun} does the {ref} have?',
];
const PRICE_ASKS = [
  'How much is the {ref}?',
  'What does the {ref} cost?',
  'price of {ref}',
  '{ref} price?',
  "What's the price of the {ref}?",
];
const STOCK_ASKS = [
  'How many {ref} do you have in stock?',
  'What is the stock level of the {ref}?',
  'How many units of the {ref} are left?',
];
const TOTAL_ASKS = [
  'How much for {q} of the {ref}?',
  'What would {q} {ref} cost?',
  "I want {q}x {ref}, what's the total?",
  'Price for {q} units of the {ref}?',
];
const COMPARE_ASKS = [
  'Which {more}, the {a} or the {b}?',
  '{a} or {b}: which {more}?',
  'Between the {a} and the {b}, which one {more}?',
];
const CHEAPER_ASKS = ['Which is cheaper, the {a} or the {b}?', '{a} vs {b}, which costs less?'];
const FIT_ASKS = [
  'Will the {ref} work in {host}?',
  'I have {host}. Is the {ref} compatible?',
  'Can I use the {ref} with {host}?',
];
const FOLLOW_SPEC = ['What about its {noun}?', 'And the {noun}?', 'what about {noun}?'];
const FOLLOW_PRICE = ['And the price?', 'How much is it?', 'What does it cost?'];
const FOLLOW_CHEAPER = ['Which of those two is cheaper?', 'And which one is cheaper?'];

/** Fills `{name}` slots; a typo, when asked for, lands in the template's words, never in a product reference. */
function fill(template: string, slots: Record<string, string>, random?: Random): string {
  const words = template.replace(/\{(noun|more)\}/g, (_, key: string) => slots[key] ?? '');
  const slipped = random ? withTypo(words, random) : words;
  return slipped.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '');
}

function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  const pool = [...items];
  const result: T[] = [];
  while (pool.length > 0 && result.length < count)
    result.push(...pool.splice(Math.floor(random.next() * pool.length), 1));
  return result;
}

/** A reference that reads naturally inside a longer question (no SKU). */
const spoken = (refs: readonly Reference[], random: Random) => random.pick(refs.filter((r) => r.how !== 'sku')).text;

interface Numeric {
  readonly product: Product;
  readonly quantity: Quantity;
  readonly value: string;
}

/** The products of `group` whose `label` reads as one quantity, when at least two share its dimension. */
function numericSpec(group: readonly Product[], label: string): Numeric[] {
  const rows = group.flatMap((product) => {
    const value = product.specs.find((spec) => spec.label === label)?.value;
    const quantity = value === undefined ? undefined : parseQuantity(value);
    return quantity && value !== undefined ? [{ product, quantity, value }] : [];
  });
  const dimension = rows[0]?.quantity.dimension;
  return rows.filter((row) => row.quantity.dimension === dimension);
}

export interface Generated {
  readonly cases: readonly Case[];
  /** Oracle-side facts the harness prints: how many products and labels were covered. */
  readonly coverage: { readonly products: number; readonly labels: number };
}

export function generate(catalog: readonly Product[], policies: readonly PolicyPage[], seed = 20261127): Generated {
  const random = seeded(seed);
  const listed = catalog.filter((product) => !product.hidden);
  const refsOf = new Map(listed.map((product) => [product.sku, references(product, listed, random)]));
  const refs = (product: Product) => refsOf.get(product.sku) ?? [{ text: product.name, how: 'name' as const }];
  const cases: Case[] = [];
  const seen = new Set<string>();
  const add = (item: Case) => {
    const key = item.turns.join('\n');
    if (seen.has(key)) return;
    seen.add(key);
    cases.push(item);
  };
  const categories = [...new Set(listed.map((product) => product.category))];
  const labels = new Set<string>();

  // Value questions: every product × every spec label, price and stock, in several phrasings.
  for (const product of listed) {
    for (const spec of product.specs) {
      labels.add(spec.label);
      const words = labelWords(spec.label);
      // "Size" and "how big" mean capacity only for a product that states no physical dimensions.
      const physical = product.specs.some((s) => /dimensions/i.test(s.label));
      const plain = (text: string) => !physical || !/\bsize\b|how big/i.test(text);
      const phrasings = [
        ...words.nouns.filter(plain).flatMap((noun) => NOUN_ASKS.map((template) => ({ template, noun }))),
        ...(words.asks ?? []).filter(plain).map((template) => ({ template, noun: '' })),
      ];
      for (const { template, noun } of sample(phrasings, 6, random)) {
        const ref = random.pick(refs(product)).text;
        add({
          kind: 'spec',
          turns: [fill(template, { noun, ref }, random.chance(0.2) ? random : undefined)],
          expected: `${spec.label}: ${spec.value}`,
          judge: (reply) => judgeValue(reply, product, spec.value, spec.label),
        });
      }
    }
    for (const template of sample(PRICE_ASKS, 4, random)) {
      add({
        kind: 'price',
        turns: [fill(template, { ref: random.pick(refs(product)).text })],
        expected: dollars(product.price),
        judge: (reply) => judgeValue(reply, product, dollars(product.price)),
      });
    }
    for (const template of sample(STOCK_ASKS, 3, random)) {
      add({
        kind: 'stock',
        turns: [fill(template, { ref: spoken(refs(product), random) })],
        expected: product.stock === 0 ? 'out of stock' : `${product.stock} in stock`,
        judge: (reply) => judgeStock(reply, product) ?? judgeOtherValues(reply, product, ''),
      });
    }
    // A quantity's total, within the stock.
    const most = Math.min(product.stock, 10);
    if (most >= 2) {
      for (const q of sample(
        [2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n <= most),
        3,
        random,
      )) {
        const total = dollars(product.price * q);
        add({
          kind: 'total',
          turns: [fill(random.pick(TOTAL_ASKS), { q: String(q), ref: spoken(refs(product), random) })],
          expected: `${total} (${q} × ${dollars(product.price)})`,
          judge: (reply) => judgeTotal(reply, product.sku, total),
        });
      }
    }
  }

  // Compare: every pair of same-category products × each numeric spec they both state (ties skipped), and price.
  const pairs: [Product, Product][] = [];
  for (const category of categories) {
    const group = listed.filter((product) => product.category === category);
    group.forEach((a, i) => group.slice(i + 1).forEach((b) => pairs.push([a, b])));
  }
  for (const [first, second] of pairs) {
    const [a, b] = random.chance(0.5) ? [first, second] : [second, first];
    const shared = a.specs.map((spec) => spec.label).filter((label) => b.specs.some((spec) => spec.label === label));
    for (const label of shared) {
      const more = labelWords(label).more;
      const rows = numericSpec([a, b], label);
      const [ra, rb] = rows;
      if (!more || rows.length < 2 || !ra || !rb || ra.quantity.amount === rb.quantity.amount) continue;
      const winner = ra.quantity.amount > rb.quantity.amount ? a : b;
      for (const template of sample(COMPARE_ASKS, 3, random)) {
        add({
          kind: 'compare',
          turns: [fill(template, { more, a: spoken(refs(a), random), b: spoken(refs(b), random) })],
          expected: `${winner.sku} (${label} ${ra.value} vs ${rb.value})`,
          judge: (reply) => judgeFirstLink(reply, [winner.sku]),
        });
      }
    }
    if (a.price !== b.price) {
      const cheaper = a.price < b.price ? a : b;
      add({
        kind: 'compare',
        turns: [fill(random.pick(CHEAPER_ASKS), { a: spoken(refs(a), random), b: spoken(refs(b), random) })],
        expected: `${cheaper.sku} (${dollars(a.price)} vs ${dollars(b.price)})`,
        judge: (reply) => judgeFirstLink(reply, [cheaper.sku]),
      });
    }
  }

  // Rank: category × budget × (cheapest, or the most of a numeric spec), with optional "in stock" and a threshold.
  for (const category of categories) {
    const group = listed.filter((product) => product.category === category);
    const prices = [...new Set(group.map((product) => product.price))].toSorted((x, y) => x - y);
    const budgets = rankBudgets(prices);
    const objectives = [...new Set(group.flatMap((product) => product.specs.map((spec) => spec.label)))].filter(
      (label) => labelWords(label).most !== undefined && numericSpec(group, label).length >= 2,
    );
    const name = (text: string) => (random.chance(0.5) ? text.toLowerCase() : text);
    for (const budget of budgets) {
      for (const objective of ['price', ...objectives]) {
        const inStock = random.chance(0.35);
        const thresholdLabel = random.chance(0.3) ? random.pick(objectives.length > 0 ? objectives : ['']) : '';
        const thresholdRows = thresholdLabel ? numericSpec(group, thresholdLabel) : [];
        const threshold = thresholdRows.length > 0 ? random.pick(thresholdRows) : undefined;
        const thresholdText = threshold ? leadingAmount(threshold.value) : undefined;
        const qualifies = (product: Product) =>
          product.price < budget * 100 &&
          (!inStock || product.stock > 0) &&
          (!threshold ||
            numericSpec([product], thresholdLabel).some(
              (row) =>
                row.quantity.dimension === threshold.quantity.dimension &&
                row.quantity.amount >= threshold.quantity.amount,
            ));
        const qualified = group.filter(qualifies);
        const score = (product: Product): number | undefined =>
          objective === 'price'
            ? -product.price
            : numericSpec([product], objective).find(
                (row) => row.quantity.dimension === numericSpec(group, objective)[0]?.quantity.dimension,
              )?.quantity.amount;
        const scored = qualified.flatMap((product) => {
          const s = score(product);
          return s === undefined ? [] : [{ product, s }];
        });
        if (qualified.length > 0 && scored.length === 0) continue;
        const best = Math.max(...scored.map((row) => row.s));
        const expected = scored.filter((row) => row.s === best).map((row) => row.product.sku);
        const categoryText = name(category);
        const stockText = inStock ? ' in stock' : '';
        const thresholdPhrase =
          threshold && thresholdText
            ? threshold.quantity.dimension === 'bytes' && /capacity/i.test(thresholdLabel)
              ? ` with at least ${unitVariant(thresholdText, random)}`
              : ` with ${article(labelWords(thresholdLabel).nouns[0] ?? thresholdLabel.toLowerCase())} of at least ${thresholdText}`
            : '';
        const question =
          objective === 'price'
            ? random.pick([
                `What is the cheapest ${categoryText}${stockText}${thresholdPhrase} under $${budget}?`,
                `Cheapest ${plural(categoryText)}${thresholdPhrase} under $${budget}${stockText}?`,
              ])
            : random.pick([
                `Which ${categoryText}${stockText}${thresholdPhrase} under $${budget} has the ${labelWords(objective).most ?? ''}?`,
                `I have $${budget}. Which ${categoryText}${thresholdPhrase}${stockText} has the ${labelWords(objective).most ?? ''}?`,
              ]);
        const constraints = `${category}, under $${budget}${stockText}${thresholdPhrase}, by ${objective}`;
        add(
          expected.length > 0
            ? {
                kind: 'rank',
                turns: [question],
                expected: `${expected.join(' or ')} (${constraints})`,
                judge: (reply) => judgeFirstLink(reply, expected),
              }
            : {
                kind: 'rank-none',
                turns: [question],
                expected: `nothing qualifies (${constraints})`,
                judge: (reply) => judgeNothing(reply),
              },
        );
      }
    }
  }

  // Fit: hosts described from each product's fit data.
  for (const product of listed) {
    for (const fit of fitCases(product, random)) {
      for (const template of sample(FIT_ASKS, 2, random)) {
        add({
          kind: 'fit',
          turns: [fill(template, { host: fit.host, ref: spoken(refs(product), random) })],
          expected: `${fit.verdict} (${fit.why})`,
          judge: (reply) => judgeVerdict(reply, fit.verdict),
        });
      }
    }
  }

  // Policy: each section's questions.
  for (const item of policyCases(policies)) {
    add({
      kind: 'policy',
      turns: [item.question],
      expected: `${item.page} § ${item.heading}: ${item.anyOf.join(' / ')}`,
      judge: (reply) => judgePolicy(reply, item.anyOf, item.forbidden),
    });
  }

  // Unsold: what the catalogue really lacks.
  for (const thing of unsoldThings(listed)) {
    for (const template of sample(UNSOLD_QUESTIONS, 2, random)) {
      add({
        kind: 'unsold',
        turns: [fill(template, { thing: thing.thing })],
        expected: `not sold: ${thing.thing}`,
        judge: (reply) => judgeUnsold(reply, catalog, thing.related),
      });
    }
  }

  // Follow-ups: a spec, then another spec or the price of the same product; a compare, then "which is cheaper".
  for (const product of listed) {
    const [specA, specB] = sample(product.specs, 2, random);
    if (!specA) continue;
    const first = fill(random.pick(NOUN_ASKS), {
      noun: labelWords(specA.label).nouns[0] ?? '',
      ref: spoken(refs(product), random),
    });
    if (specB && specB.value !== specA.value) {
      const noun = random.pick(labelWords(specB.label).nouns);
      add({
        kind: 'follow-up',
        turns: [first, fill(random.pick(FOLLOW_SPEC), { noun })],
        expected: `${specB.label}: ${specB.value}`,
        judge: (reply) => judgeValue(reply, product, specB.value, specB.label),
      });
    }
    add({
      kind: 'follow-up',
      turns: [first, random.pick(FOLLOW_PRICE)],
      expected: dollars(product.price),
      judge: (reply) => judgeValue(reply, product, dollars(product.price)),
    });
  }
  for (const [a, b] of sample(pairs, 40, random)) {
    if (a.price === b.price) continue;
    const label = a.specs
      .map((spec) => spec.label)
      .find((l) => labelWords(l).more && numericSpec([a, b], l).length === 2);
    const more = label ? labelWords(label).more : undefined;
    if (!more) continue;
    const cheaper = a.price < b.price ? a : b;
    add({
      kind: 'follow-up',
      turns: [
        fill(random.pick(COMPARE_ASKS), { more, a: spoken(refs(a), random), b: spoken(refs(b), random) }),
        random.pick(FOLLOW_CHEAPER),
      ],
      expected: `${cheaper.sku} (${dollars(a.price)} vs ${dollars(b.price)})`,
      judge: (reply) => judgeFirstLink(reply, [cheaper.sku]),
    });
  }

  return { cases, coverage: { products: listed.length, labels: labels.size } };
}

/** Round budgets below the cheapest, between neighbouring prices and above the dearest (never equal to a price). */
function rankBudgets(prices: readonly number[]): number[] {
  const budgets = new Set<number>();
  const lowest = prices[0];
  const highest = prices.at(-1);
  if (lowest === undefined || highest === undefined) return [];
  const below = Math.floor(lowest / 100 / 5) * 5;
  if (below > 0 && below * 100 < lowest) budgets.add(below);
  for (let i = 0; i + 1 < prices.length; i += 1) {
    const low = prices[i] ?? 0;
    const high = prices[i + 1] ?? 0;
    const round = Math.ceil(low / 100 / 5) * 5;
    if (round * 100 > low && round * 100 <= high) budgets.add(round);
  }
  budgets.add(Math.ceil(highest / 100 / 50) * 50 + 50);
  return [...budgets];
}

/** The amount and unit a value starts with, as written: "1 TB" of "1 TB", "7,400 MB/s" of "7,400 MB/s". */
function leadingAmount(value: string): string | undefined {
  return /(\d[\d,]*(?:\.\d+)?\s*[A-Za-z]+(?:\/s)?)/.exec(value)?.[1];
}

/** "a cache", "an endurance". */
function article(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
