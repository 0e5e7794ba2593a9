// The one executor: answers a ChatQuery from the catalogue and the policy pages, as data. The offline assistant
// composes its reply from the result (compose.ts); the model's query_catalogue tool returns it as JSON. Pure: the
// same query over the same catalogue gives the same result.
import { maxQuantityFor, shippingFor } from '../../../domain/cart/index.ts';
import { checkFit, formatPrice, pairOf, type FitCheck, type Product } from '../../../domain/catalog/index.ts';
import type { ChatQuery, Constraints, Threshold } from '../../../domain/chat/query.ts';
import type { Brand } from '../../../domain/catalog/index.ts';
import { brands } from './brands.ts';
import { LESS_IS_BETTER, QUALITY } from './lexicon.ts';
import { passagesAbout } from './passages.ts';
import { answerPolicy, type PolicyAnswer } from './policies.ts';
import { literal, normalise } from './text.ts';
import { PRICE_PER_GB, valueOf, vocabularyOf, type Vocabulary } from './vocabulary.ts';

export interface Cell {
  product: Product;
  attribute: string;
  /** As the catalogue writes it; undefined when the product does not carry the attribute. */
  value: string | undefined;
}

export type Result =
  | {
      kind: 'value';
      cells: Cell[];
      missing: string[];
      /** Asked whether it is on sale. */
      sale?: boolean;
      /** A capacity asked for (GB) that none of the products comes in. */
      unmetCapacity?: number;
    }
  | {
      kind: 'compare';
      attribute: string | undefined;
      direction: 'max' | 'min';
      ranked: Cell[];
      tie: boolean;
      rows: Cell[][];
      /** Between two products with different figures: how far apart, and how many times the second the first is. */
      gap?: { by: number; dimension: string; times: number };
      /** Further figures asked, each compared on its own. */
      also?: Extract<Result, { kind: 'compare' }>[];
    }
  | {
      kind: 'rank';
      attribute: string;
      direction: 'max' | 'min';
      ranked: Product[];
      /** Products that match everything but stock, better than the first in stock. */
      soldOut: Product[];
      /** What the search was narrowed by, to say back. */
      considered: number;
      relaxed: boolean;
      /** Attributes the shopper set a figure for, said beside each product. */
      shown: string[];
      /** The features the search asked for, said back. */
      features?: string[];
      /** None of the products carries the attribute asked about. */
      unlisted?: boolean;
      /** The brand asked for, when it makes none of these and the other brand's are shown. */
      otherBrand?: string;
      /** "5 of the 2 TB drives, $600 in all": how many are wanted, and the budget for all of them. */
      quantity?: number;
      budget?: number;
      /** Nothing matches within this price (cents): the products are the cheapest that match the rest. */
      overBudget?: number;
      /** Asked whether a budget is enough ("is $40 enough for…?"): that budget, to answer yes or no first. */
      enough?: number;
      /** Nothing reaches this figure: the products are the closest to it that match the rest. */
      unmet?: Threshold & { unit: string; exact?: boolean };
    }
  | {
      kind: 'total';
      /** Absent for "shipping on a $75 order": the amount alone. */
      product?: Product;
      quantity: number;
      subtotal: number;
      shipping: number;
      budget?: number;
      /** The most of this product one order may hold (stock and the cart's limit), when fewer than asked. */
      most?: number;
      /** Figures of the product asked beside the total. */
      also?: Result;
      /** The shopper asked whether they can ("can I order 3…?"). */
      asked: boolean;
      /** The shopper asked whether shipping is free. */
      free: boolean;
      /** The shopper asked how many are in stock. */
      stock?: boolean;
    }
  | {
      kind: 'fit';
      checks: { product: Product; check: FitCheck | undefined }[];
      searched: boolean;
      soldOut: Product[];
      /** In a search, products of the kind asked for that do not fit, with why. */
      unfit: { product: Product; check: FitCheck | undefined }[];
      /** For a product named that does not fit: in-stock ones of its kind that do. */
      instead: Product[];
      /** For an accessory asked of another product ("the antennas on that card"): that product. */
      on?: Product;
      /** The machine as the shopper named it, for a verdict the data cannot give. */
      machine?: string;
      /** Nothing that fits is within this budget (cents): `over` is the cheapest that fits above it. */
      budget?: number;
      over?: Product;
      /** How many the shopper wants ("three cards for my drones"), the budget then for all of them. */
      count?: number;
    }
  | {
      kind: 'policy';
      answer: PolicyAnswer;
      /** A figure the question also asks of products ("the warranty on the X"), answered first. */
      facts?: Result;
    }
  | { kind: 'unsold'; what: string[]; nearest: Product[]; sold: string[] }
  | { kind: 'greeting' }
  | {
      kind: 'brand';
      brand: Brand | undefined;
      products: Product[];
      /** The other maker, when both are asked about. */ also?: Brand;
    }
  | {
      kind: 'bundle';
      /** The products named, then the cheapest in-stock product of each kind asked for; undefined where none. */
      picks: (Product | undefined)[];
      /** How many of each pick. */
      quantities: number[];
      /** How many of the picks, from the first, are products the shopper named rather than the cheapest of a kind. */
      named: number;
      subtotal: number;
      shipping: number;
      budget?: number;
    }
  | { kind: 'unknown'; names: string[]; nearest: Product[] };

export interface Executed {
  result: Result;
  refused: NonNullable<ChatQuery['refused']>;
  /** What was asked for that the store does not sell, said alongside an answer about what it does. */
  unsold: string[];
  /** The question asks whether we sell it ("do you carry…?"): then that it is not sold is said first. */
  unsoldFirst: boolean;
  /** For a detail the specs have no label for: each product's sentences that speak to it (none: its page is silent). */
  details: { product: Product; passages: string[]; about: string[] }[];
}

export function execute(query: ChatQuery, catalog: readonly Product[]): Executed {
  const v = vocabularyOf(catalog);
  const products = query.products.map((sku) => v.bySku.get(sku)?.product).filter((p): p is Product => !!p);
  const unsold = query.operation === 'unsold' ? [] : (query.unsold ?? []);
  const about = query.about ?? [];
  const details =
    about.length > 0 && ['value', 'compare', 'fit'].includes(query.operation)
      ? products.map((product) => ({
          product,
          // Beside a verdict or a figure asked, only a rare word adds a sentence.
          passages: passagesAbout(
            product,
            about,
            v,
            query.operation === 'fit' || carried(product, query.attributes).length > 0,
          ),
          about,
        }))
      : [];
  const unsoldFirst =
    /^(?:so |and |hi |hey )?(?:do|does|can) (?:you|u|ya|you guys|the store) (?:sell|carry|stock|have|offer|do)\b/.test(
      query.question ?? '',
    );
  return { result: run(query, products, v), refused: query.refused ?? [], unsold, unsoldFirst, details };
}

function run(q: ChatQuery, products: Product[], v: Vocabulary): Result {
  switch (q.operation) {
    case 'greeting':
    case 'refuse':
      return { kind: 'greeting' };
    case 'policy': {
      // "The X's warranty, and who handles a claim?": the figure asked of the products
      // named or described, beside the policy.
      // Only a spec the question names in the catalogue's own word, not one read from a shopper's ("window").
      const of = products.length > 0 ? products : described(q.constraints) ? describedBy(q, v) : [];
      // A product of ours that failed: its own warranty beside the policy on claims.
      const failed =
        /\b(?:died|dead|stopped working|broke|broken|faulty|defective)\b/.test(q.question ?? '') &&
        of.some((p) => valueOf(p, 'Warranty') !== undefined);
      const named = [
        ...q.attributes.filter(
          (a) => a !== 'price' && a !== 'stock' && (q.question ?? '').toLowerCase().includes(a.toLowerCase()),
        ),
        ...(failed && !q.attributes.includes('Warranty') ? ['Warranty'] : []),
      ];
      const facts = named.length > 0 && of.length > 0 ? value({ ...q, attributes: named }, of) : undefined;
      // The figure answered, the rest of the question is the policy's ("…, and can I return it?"); the kind of
      // product it is applied to is no word to retrieve by ("a memory card" is not the payment card passage).
      const kinds = [...(q.constraints.categories ?? []), ...(q.constraints.features ?? [])].flatMap((c) =>
        c.toLowerCase().split(/\s+/),
      );
      const asked = [...(facts ? named.map((a) => a.toLowerCase()) : []), ...kinds].reduce(
        (t, w) => t.replace(new RegExp(`\\b${literal(w)}s?\\b`, 'g'), ' '),
        (q.question ?? '').toLowerCase(),
      );
      return { kind: 'policy', answer: answerPolicy(asked), ...(facts ? { facts } : {}) };
    }
    case 'unsold':
      // The nearest thing we sell only where it truly relates: a category of ours the question also names.
      return {
        kind: 'unsold',
        what: q.unsold ?? [],
        nearest: q.constraints.categories ? rankedIn(q, v).slice(0, 3) : [],
        sold: v.categories.map((c) => c.name),
      };
    case 'total': {
      if (q.parts) return bundle(q, products, v);
      if (q.quantities) return namedTotal(q, products);
      const priced = products.length > 0 ? products : describedOne(q.constraints, v);
      // A description that fits several products, and no budget: the shipping rule itself answers.
      if (priced.length === 0 && q.constraints.maxPrice === undefined)
        return { kind: 'policy', answer: answerPolicy('what does shipping cost') };
      return total(q, priced);
    }
    case 'compare':
      return compare(q, products);
    case 'fit':
      return fit(q, products, v);
    case 'rank': {
      const ranked = rank(q, candidates(perUnit(q), v), v);
      const budget = q.constraints.maxPrice;
      return ranked.kind === 'rank' && budget !== undefined && ASKS_ENOUGH.test(q.question ?? '')
        ? { ...ranked, enough: budget }
        : ranked;
    }
    case 'value':
      if (products.length === 0 && !q.unknown?.length && described(q.constraints)) {
        const picked = describedBy(q, v);
        return picked.length > 0 ? value(q, picked) : rank(q, candidates(perUnit(q), v), v);
      }
      if (products.length === 0)
        return { kind: 'unknown', names: q.unknown ?? [], nearest: similarModels(q.unknown ?? [], v) };
      if (q.direction && products.length > 1) return rank({ ...q, constraints: {} }, products, v);
      return value(q, products);
    case 'brand': {
      const brand = brands.find((b) => b.id === q.constraints.brand);
      const also = brands.find((b) => b !== brand && new RegExp(`\\b${b.id}\\b`).test(q.question ?? ''));
      return {
        kind: 'brand',
        brand,
        products: candidates(q.constraints, v).filter((p) => p.featured),
        ...(also ? { also } : {}),
      };
    }
    case 'unknown': {
      // Nothing in the catalogue's words: the policy pages may still answer it in their own.
      const policy = answerPolicy(q.question ?? '', STRONG_MATCH);
      if (policy.passages.length > 0) return { kind: 'policy', answer: policy };
      return { kind: 'unknown', names: q.unknown ?? [], nearest: [] };
    }
  }
}

/** Whether constraints describe products (a category, maker, feature or figure), not only a price. */
const described = (c: Constraints) =>
  (c.categories?.length ?? 0) > 0 ||
  c.brand !== undefined ||
  (c.features?.length ?? 0) > 0 ||
  (c.thresholds?.length ?? 0) > 0;

/**
 * The products a description picks out: with a superlative, the one that leads on the first attribute; else all it
 * matches, when they are few enough to be "the" one the shopper means.
 */
function describedBy(q: ChatQuery, v: Vocabulary): Product[] {
  // A kind read from a loose word ("stick") that no product of the features named is: the features decide.
  // Asked whether it is in stock (not the cheapest in stock): the answer may be no, so stock does not pick it.
  const asked =
    q.attributes.includes('stock') && !q.direction ? { ...q.constraints, inStock: undefined } : q.constraints;
  const strict = candidates(asked, v);
  const pool =
    strict.length === 0 && q.constraints.features?.length ? candidates({ ...asked, categories: [] }, v) : strict;
  // The superlative's figure is the first of its word's labels these products carry ("fastest" is a drive's read).
  const by = q.attributes.find((a) => pool.some((p) => valueOf(p, a) !== undefined));
  if (!q.direction || !by) {
    // "The 2.1 radio one": of several, the one whose own name carries more of the question's words than any other.
    // The figures asked are no part of the name ("the range" is not the long-range one).
    const figures = new Set(q.attributes.flatMap((a) => normalise(a).split(/\s+/)));
    const said = new Set(
      normalise(q.question ?? '')
        .split(/[^a-z0-9.]+/)
        .filter((w) => !figures.has(w)),
    );
    const hits = (p: Product) => (v.bySku.get(p.sku)?.name ?? []).filter((w) => said.has(w)).length;
    const best = Math.max(0, ...pool.map(hits));
    const top = pool.filter((p) => hits(p) === best);
    if (top.length === 1 && pool.length > 1) return top;
    return pool.length <= DESCRIBED_AT_MOST ? pool : [];
  }
  const scored = pool.filter((p) => valueOf(p, by) !== undefined);
  return [...scored]
    .sort((a, b) => order(q.direction ?? 'max')(valueOf(a, by)!.value, valueOf(b, by)!.value))
    .slice(0, 1);
}

/** How many products a description may match and still be answered value by value. */
const DESCRIBED_AT_MOST = 3;

/** Each product's value of each attribute asked; with none asked, its price and stock. */
function value(q: ChatQuery, products: Product[]): Result {
  const cells: Cell[] = [];
  const missing: string[] = [];
  for (const product of products) {
    // The first attribute the product carries, of each group the shopper's word could mean; with a budget said, the
    // price too ("about $40 to spend: the largest one?").
    const budgeted = q.constraints.maxPrice !== undefined && !q.attributes.includes('price') ? ['price'] : [];
    const asked = q.attributes.length > 0 ? [...carried(product, q.attributes), ...budgeted] : ['price', 'stock'];
    // Not carried: said in one sentence for all such products, each linked.
    if (asked.length === 0) {
      missing.push(...q.attributes.slice(0, 1));
      cells.push({ product, attribute: q.attributes[0] ?? 'price', value: undefined });
    }
    for (const attribute of asked) cells.push({ product, attribute, value: stated(product, attribute) });
  }
  const sale = /\b(discount(?:ed)?|on sale|sale price|full price|reduced|marked down|any deal)\b/.test(
    q.question ?? '',
  );
  // "Do you make a 96 GB one?": a capacity none of the products comes in.
  const size = q.constraints.thresholds?.find((t) => t.attribute === 'Capacity');
  const sizes = products.map((p) => valueOf(p, 'Capacity')?.value);
  const unmet =
    size && sizes.every((c) => c !== undefined) && !sizes.some((c) => c === size.value) ? size.value : undefined;
  return {
    kind: 'value',
    cells,
    missing: [...new Set(missing)],
    ...(sale ? { sale } : {}),
    ...(unmet !== undefined ? { unmetCapacity: unmet } : {}),
  };
}

/** Of the labels a shopper's words may mean, the ones this product carries: the first of each word's list. */
function carried(product: Product, attributes: readonly string[]): string[] {
  const own = new Set(['price', 'stock', ...product.specs.map((s) => s.label)]);
  return attributes.filter((a) => own.has(a) || (a === PRICE_PER_GB && valueOf(product, a) !== undefined));
}

/** A product's value of an attribute as the reply writes it; undefined when the product has none. */
export const stated = (product: Product, attribute: string): string | undefined => {
  if (attribute === 'price' || attribute === 'stock') return String(valueOf(product, attribute)?.value);
  if (attribute === PRICE_PER_GB) {
    const cents = valueOf(product, attribute)?.value;
    if (cents === undefined) return undefined;
    const perGb = `${formatPrice(Math.round(cents))} per GB`;
    // Under a dollar a gigabyte, a terabyte's worth says the difference ("$0.07 per GB ($68.34 per TB)").
    return cents < 100 ? `${perGb} (${formatPrice(Math.round(cents * 1000))} per TB)` : perGb;
  }
  return product.specs.find((s) => s.label === attribute)?.value;
};

function compare(q: ChatQuery, named: Product[]): Result {
  // "The NV7400 or the NV3500": a line's capacities that agree on every figure asked are one contender.
  const family = (p: Product) => p.name.replace(/\b\d+(?:\.\d+)?\s?[TG]B\b/g, '');
  const distinct = named.filter(
    (p, i) =>
      !named
        .slice(0, i)
        .some((o) => family(o) === family(p) && q.attributes.every((a) => stated(o, a) === stated(p, a))),
  );
  const products = q.attributes.length > 0 && distinct.length > 1 ? distinct : named;
  const shared = (a: string) => products.every((p) => valueOf(p, a) !== undefined);
  const attribute = q.attributes.find(shared);
  const main = compareBy(q, products, attribute);
  // The other figures asked ("and which is cheaper"), each its own comparison after the first.
  const also = q.attributes
    .filter((a) => a !== attribute && shared(a))
    .map((a) => compareBy({ ...q, direction: LESS_IS_BETTER.has(a) ? 'min' : 'max' }, products, a))
    // Equal figures said differently ("XMP 3.0, EXPO" and "XMP 3.0") come side by side.
    .filter(
      (r): r is Extract<Result, { kind: 'compare' }> =>
        r.kind === 'compare' && (r.attribute !== undefined || r.rows.length > 0),
    );
  return main.kind === 'compare' && main.attribute !== undefined && also.length > 0 ? { ...main, also } : main;
}

function compareBy(q: ChatQuery, products: Product[], attribute: string | undefined): Result {
  const direction = q.direction ?? (attribute && LESS_IS_BETTER.has(attribute) ? 'min' : 'max');
  if (!attribute) {
    // "What's the difference": every label they all carry whose values differ, side by side.
    const labels = ['price', ...(products[0]?.specs.map((s) => s.label) ?? [])].filter(
      (l) => products.every((p) => stated(p, l) !== undefined) && new Set(products.map((p) => stated(p, l))).size > 1,
    );
    const rows = labels.map((l) => products.map((p) => ({ product: p, attribute: l, value: stated(p, l) })));
    if (products.length === 2 && rows[0]?.[0]?.attribute === 'price')
      rows[0].sort((a, b) => a.product.price - b.product.price);
    return { kind: 'compare', attribute: undefined, direction, ranked: [], tie: false, rows };
  }
  const ranked = [...products]
    .sort((a, b) => order(direction)(valueOf(a, attribute)?.value ?? 0, valueOf(b, attribute)?.value ?? 0))
    .map((p) => ({ product: p, attribute, value: stated(p, attribute) }));
  const top = valueOf(ranked[0]?.product ?? products[0]!, attribute)?.value;
  // A tie is all of them equal; two ahead of a third are both named ahead.
  const sameFigure = ranked.every((c) => valueOf(c.product, attribute)?.value === top);
  // Equal figures in different words ("XMP 3.0, EXPO" and "XMP 3.0"): no order between them, so side by side.
  if (sameFigure && new Set(ranked.map((c) => c.value)).size > 1)
    return { kind: 'compare', attribute: undefined, direction, ranked: [], tie: false, rows: [ranked] };
  return { kind: 'compare', attribute, direction, ranked, tie: sameFigure, rows: [], ...gapOf(ranked, attribute) };
}

/** "How much more, how much faster": the gap between two products' figures on `attribute`, when both have one. */
function gapOf(ranked: Cell[], attribute: string): { gap?: { by: number; dimension: string; times: number } } {
  if (ranked.length !== 2) return {};
  const [a, b] = ranked.map((c) => valueOf(c.product, attribute));
  if (!a || !b || a.dimension !== b.dimension || a.value === b.value || !Number.isFinite(a.value + b.value)) return {};
  const [high, low] = a.value > b.value ? [a.value, b.value] : [b.value, a.value];
  return { gap: { by: high - low, dimension: a.dimension, times: low > 0 ? high / low : Infinity } };
}

const order = (direction: 'max' | 'min') => (a: number, b: number) => (direction === 'max' ? b - a : a - b);

/** "The 128 GB SD card": the one product a description with a figure fits, when only one does. */
function describedOne(c: Constraints, v: Vocabulary): Product[] {
  if (!c.categories || !c.thresholds) return [];
  const fits = candidates({ ...c, maxPrice: undefined }, v);
  return fits.length === 1 ? fits : [];
}

/** The products a search may return: visible, in the categories, brand, price, features and thresholds asked. */
function candidates(c: Constraints, v: Vocabulary): Product[] {
  return v.entries
    .filter((e) => {
      const p = e.product;
      if (c.categories && !c.categories.includes(p.category)) return false;
      if (c.brand && p.brand !== c.brand) return false;
      if (c.inStock && p.stock <= 0) return false;
      if (c.maxPrice !== undefined && p.price > c.maxPrice) return false;
      if (c.minPrice !== undefined && p.price < c.minPrice) return false;
      if (c.features && !c.features.every((f) => e.text.includes(f))) return false;
      // What a product is (its name and kind), not what it connects to, is what "not a USB one" rules out.
      const own = `${e.forms.name} ${normalise(p.category)}`;
      if (c.excluded?.some((f) => new RegExp(`(?:^|[^a-z0-9])${literal(f)}(?![a-z0-9])`).test(own))) return false;
      for (const t of c.thresholds ?? []) {
        const figure = valueOf(p, t.attribute)?.value;
        if (figure === undefined || (t.op === '>=' ? figure < t.value : figure > t.value)) return false;
      }
      return true;
    })
    .map((e) => e.product);
}

/** Which attribute "the best" of these products means. */
function qualityOf(products: readonly Product[]): string {
  return (
    QUALITY.find((a) => products.filter((p) => valueOf(p, a) !== undefined).length >= products.length / 2) ?? 'price'
  );
}

/** How closely a question must match a policy passage to be answered from it when nothing else places it. */
const STRONG_MATCH = 4;

/** The constraints per unit: "4 of them, $200 in total" is at most $50 each. */
/** "Is $40 enough for…?", "will 60 bucks do?": a budget asked about yes or no. */
const ASKS_ENOUGH = /\benough\b|\b(?:will|would|does|can) (?:\$?\d+|that)(?: dollars| bucks)? (?:do|cover|get|buy)\b/;

function perUnit(q: ChatQuery): ChatQuery['constraints'] {
  const { maxPrice } = q.constraints;
  // A budget beside a count is for all of them ("$80 for three cards"), unless it is said to be for each.
  const each =
    /(?:\$\s?\d+(?:\.\d+)?|\b\d+(?:\.\d+)?\s?(?:dollars?|bucks))\s*(?:each|apiece|a piece|per (?:unit|item|one|card|drive|kit|piece))\b|\b(?:each|apiece) (?:under|below|at most|max|no more than)\b/.test(
      q.question ?? '',
    );
  if (maxPrice === undefined || !q.quantity || q.quantity < 2 || each) return q.constraints;
  return { ...q.constraints, maxPrice: Math.floor(maxPrice / q.quantity) };
}

/** A feature phrase ("wifi 6e") as the product writes it ("Wi-Fi 6E"), else as asked. */
function ownWords(p: Product, feature: string): string {
  const written = [p.name, ...p.tags, ...p.specs.map((s) => s.value)]
    .flatMap((t) => t.split(/[,;·()]/))
    .map((t) => t.trim());
  return written.find((t) => normalise(t) === feature) ?? feature;
}

function rank(q: ChatQuery, found: Product[], v: Vocabulary): Result {
  let pool = found;
  let relaxed = false;
  let otherBrand: string | undefined;
  if (pool.length === 0 && q.constraints.brand) {
    // "the other brand's SSDs": that maker has none; the other's are the answer, said as such.
    pool = candidates({ ...q.constraints, brand: undefined }, v);
    if (pool.length > 0) otherBrand = q.constraints.brand;
  }
  const { maxPrice } = q.constraints;
  if (pool.length === 0 && maxPrice !== undefined) {
    // Nothing within the budget: the cheapest that meets everything else, said as over it.
    const dearer = candidates({ ...q.constraints, maxPrice: undefined }, v);
    const closest = rank({ ...q, attributes: ['price'], direction: 'min', constraints: {} }, dearer, v);
    if (closest.kind === 'rank' && closest.ranked.length > 0) return { ...closest, overBudget: maxPrice };
  }
  const [limit] = q.constraints.thresholds ?? [];
  // Only when it is the figure that rules everything out, not stock ("have you got the 256 GB size?").
  const reached = limit && candidates({ ...q.constraints, inStock: undefined }, v).length > 0;
  if (pool.length === 0 && limit && !reached) {
    // Nothing reaches a figure asked for ("an 8 TB drive"): the closest to it of the rest, said as short of it.
    const short = candidates({ ...q.constraints, thresholds: [] }, v);
    const closest = rank(
      { ...q, attributes: [limit.attribute], direction: limit.op === '>=' ? 'max' : 'min', constraints: {} },
      short,
      v,
    );
    const head = closest.kind === 'rank' ? (closest.ranked[0] ?? short[0]) : undefined;
    const unit = head ? valueOf(head, limit.attribute)?.dimension : '';
    // "a 256 GB size" is a figure asked exactly (at least and at most it).
    const exact = q.constraints.thresholds?.some(
      (t) => t.attribute === limit.attribute && t.op !== limit.op && t.value === limit.value,
    );
    if (closest.kind === 'rank' && closest.ranked.length > 0)
      return { ...closest, unmet: { ...limit, unit: unit ?? '', ...(exact ? { exact } : {}) } };
  }
  if (pool.length === 0 && q.constraints.features?.length) {
    // Features read from the words can be over-eager ("usb 3"): the search without them, said as such.
    pool = candidates({ ...q.constraints, features: [] }, v);
    relaxed = pool.length > 0;
  }
  const direction = q.direction ?? 'max';
  const asked = q.attributes.filter((a) => a !== 'price' && a !== 'stock');
  if (asked.length > 0 && q.direction && pool.length > 0 && !pool.some((p) => asked.some((a) => valueOf(p, a))))
    return {
      kind: 'rank',
      attribute: asked[0] ?? 'price',
      direction,
      ranked: [],
      soldOut: [],
      considered: pool.length,
      relaxed,
      unlisted: true,
      shown: [],
    };
  const attribute =
    q.attributes.find((a) => pool.some((p) => valueOf(p, a) !== undefined)) ??
    (q.direction === 'min' ? 'price' : qualityOf(pool));
  const scored = pool.filter((p) => valueOf(p, attribute) !== undefined || attribute === 'price');
  const sorted = [...scored].sort(
    (a, b) =>
      order(direction)(valueOf(a, attribute)?.value ?? 0, valueOf(b, attribute)?.value ?? 0) ||
      // Equal on what was asked: the cheaper first (for "cheapest", the bigger first).
      (attribute === 'price'
        ? (valueOf(b, 'Capacity')?.value ?? 0) - (valueOf(a, 'Capacity')?.value ?? 0)
        : a.price - b.price),
  );
  const inStock = sorted.filter((p) => p.stock > 0);
  const firstInStock = inStock[0];
  const soldOut = firstInStock ? sorted.slice(0, sorted.indexOf(firstInStock)) : sorted.slice(0, 3);
  return {
    kind: 'rank',
    attribute,
    direction,
    ranked: inStock,
    soldOut,
    considered: pool.length,
    relaxed,
    // The figures set a limit on, and the others asked ("the cheapest one, and what warranty it has").
    shown: [
      ...new Set([
        ...(q.constraints.thresholds ?? []).map((t) => t.attribute),
        ...q.attributes
          .slice(q.attributes.indexOf(attribute) + 1)
          .filter((a) => a !== 'price' && a !== 'stock' && inStock.some((p) => valueOf(p, a) !== undefined))
          .slice(0, 2),
      ]),
    ].filter((a) => a !== attribute),
    ...(otherBrand ? { otherBrand } : {}),
    // The features asked for, as the first product's own tags and specs write them ("EXPO", "Wi-Fi 6E").
    ...(q.constraints.features?.length && firstInStock
      ? { features: q.constraints.features.map((f) => ownWords(firstInStock, f)) }
      : {}),
    ...(q.quantity && q.quantity > 1 ? { quantity: q.quantity } : {}),
    ...(q.quantity && q.quantity > 1 && q.constraints.maxPrice !== undefined ? { budget: q.constraints.maxPrice } : {}),
  };
}

/**
 * Several kinds under one budget, or beside products named: the products, then the cheapest in stock of each kind,
 * what they come to, and the shipping on it.
 */
function bundle(q: ChatQuery, products: Product[], v: Vocabulary): Result {
  const host = q.host;
  // The shopper's machine, when described, is preferred for each kind (its words may describe one part's slot only).
  const fits = (p: Product) => !host || checkFit(p, host)?.verdict !== 'no';
  const picks = (q.parts ?? []).map((part) => {
    const pool = candidates({ ...part, inStock: true }, v).sort((a, b) => a.price - b.price);
    return pool.find(fits) ?? pool[0];
  });
  return together(q, [...products, ...picks], products.length);
}

/** Several products named, each with its count ("two of the X and the Y"): what they come to, shipping and budget. */
const namedTotal = (q: ChatQuery, products: Product[]): Result => together(q, products, products.length);

/** Products bought together, each at the query's count for it (one by default), against the query's budget. */
function together(q: ChatQuery, picks: (Product | undefined)[], named: number): Result {
  const quantities = picks.map((_, i) => q.quantities?.[i] ?? 1);
  const subtotal = picks.reduce((sum, p, i) => sum + (p?.price ?? 0) * (quantities[i] ?? 1), 0);
  const budget = q.constraints.maxPrice;
  return {
    kind: 'bundle',
    picks,
    quantities,
    named,
    subtotal,
    shipping: shippingFor(subtotal),
    ...(budget !== undefined ? { budget } : {}),
  };
}

function total(q: ChatQuery, products: Product[]): Result {
  const [product] = products;
  const budget = q.constraints.maxPrice;
  const asked = /^(?:so |and |ok |hi |hey )?(can|could|may|is it possible|am i able)\b/.test(q.question ?? '');
  const free =
    /\bfree\b/.test(q.question ?? '') && /^(?:so |and |ok )?(is|are|do|does|will|would)\b/.test(q.question ?? '');
  if (!product) {
    const subtotal = budget ?? 0;
    return { kind: 'total', quantity: 0, subtotal, shipping: shippingFor(subtotal), asked, free };
  }
  const quantity = q.quantity ?? (budget !== undefined ? Math.floor(budget / product.price) : 1);
  const most = maxQuantityFor(product.stock);
  const subtotal = quantity * product.price;
  const figures = q.attributes.filter((a) => a !== 'price' && a !== 'stock');
  return {
    kind: 'total',
    product,
    ...(figures.length > 0 ? { also: value({ ...q, attributes: figures }, [product]) } : {}),
    quantity,
    subtotal,
    shipping: shippingFor(subtotal),
    ...(budget !== undefined && q.quantity === undefined ? { budget } : {}),
    ...(quantity > most ? { most } : {}),
    ...(q.attributes.includes('stock') ? { stock: true } : {}),
    asked,
    free,
  };
}

function fit(q: ChatQuery, products: Product[], v: Vocabulary): Result {
  const host = q.host ?? {};
  const pair = q.host
    ? undefined
    : pairOf(
        products,
        v.entries.map((e) => e.product),
      );
  if (pair)
    return {
      kind: 'fit',
      checks: [{ product: pair.accessory, check: pair.check }],
      searched: false,
      soldOut: [],
      unfit: [],
      instead: [],
      on: pair.on,
    };
  if (products.length > 0) {
    const checks = products.map((product) => ({ product, check: checkFit(product, host) }));
    // What fits instead, of the same kinds, when a product named does not.
    const refused = checks.filter((c) => c.check?.verdict === 'no').map((c) => c.product.category);
    const instead =
      refused.length === 0
        ? []
        : candidates({ categories: [...new Set(refused)], inStock: true }, v)
            .filter((p) => !products.includes(p) && checkFit(p, host)?.verdict === 'yes')
            .slice(0, 2);
    return {
      kind: 'fit',
      checks,
      searched: false,
      soldOut: [],
      unfit: [],
      instead,
      ...(q.host?.label ? { machine: q.host.label } : {}),
    };
  }
  // The feature words of a machine's description ("a free PCIe x1 slot") describe the machine, not the product.
  const pool = candidates({ ...q.constraints, features: [] }, v).filter((p) => p.fit !== undefined);
  // A machine the products' fit data says nothing about (a platform, for memory kits): the best of what matches.
  if (pool.every((p) => checkFit(p, host) === undefined)) {
    const described = candidates(q.constraints, v);
    return rank(q, described.length > 0 ? described : pool, v);
  }
  const all = pool.map((product) => ({ product, check: checkFit(product, host) }));
  const fitting = all.filter((c) => c.check?.verdict === 'yes');
  // Nothing that fits within the budget: the cheapest that fits, and by how much it is over.
  const budget = q.constraints.maxPrice;
  const count = q.quantity && q.quantity > 1 ? q.quantity : undefined;
  const within = (p: Product) => budget === undefined || p.price * (count ?? 1) <= budget;
  if (budget !== undefined && !fitting.some((c) => c.product.stock > 0 && within(c.product))) {
    const [over] = candidates({ ...q.constraints, features: [], maxPrice: undefined, inStock: true }, v)
      .filter((p) => checkFit(p, host)?.verdict === 'yes')
      .sort((a, b) => a.price - b.price);
    if (over)
      return {
        kind: 'fit',
        checks: [],
        searched: true,
        soldOut: [],
        unfit: [],
        instead: [],
        budget,
        over,
        ...(count ? { count } : {}),
      };
  }
  const unfit = q.constraints.categories ? all.filter((c) => c.check?.verdict === 'no').slice(0, 3) : [];
  const checks = fitting.filter((c) => c.product.stock > 0 && within(c.product));
  const soldOut = fitting.filter((c) => c.product.stock === 0).map((c) => c.product);
  const quality = qualityOf(checks.map((c) => c.product));
  checks.sort(
    (a, b) =>
      (valueOf(b.product, quality)?.value ?? 0) - (valueOf(a.product, quality)?.value ?? 0) ||
      a.product.price - b.product.price,
  );
  return {
    kind: 'fit',
    checks: checks.slice(0, 4),
    searched: true,
    soldOut,
    unfit,
    instead: [],
    ...(count ? { count, ...(budget !== undefined ? { budget } : {}) } : {}),
  };
}

/** The best in-stock products of the categories a query names. */
function rankedIn(q: ChatQuery, v: Vocabulary): Product[] {
  const result = rank(
    { ...q, attributes: [], constraints: { categories: q.constraints.categories ?? [] } },
    candidates({ categories: q.constraints.categories ?? [] }, v),
    v,
  );
  return result.kind === 'rank' ? result.ranked : [];
}

/** Our models that look like one we do not have ("zq900" → the ZQ100s): the same letters before the number. */
function similarModels(names: readonly string[], v: Vocabulary): Product[] {
  const prefixes = names.map((n) => /^[a-z]+/.exec(normalise(n))?.[0]).filter((p): p is string => !!p);
  if (prefixes.length === 0) return [];
  return v.entries
    .filter((e) =>
      [...e.models].some((m) => prefixes.some((p) => m.startsWith(p) && /\d/.test(m.slice(p.length, p.length + 1)))),
    )
    .map((e) => e.product)
    .slice(0, 4);
}
