// What the offline assistant knows words for, read from the catalogue itself: each product's identifying words, the
// categories, the spec labels (each attribute with its figures parsed from the values) and the feature phrases the
// products carry. Built once per catalogue (a WeakMap on the array), so at 10,000 products a question costs lookups.
import type { Product } from '../../../domain/catalog/index.ts';
import { brandIds } from '../../../domain/catalog/index.ts';
import { isVisible } from '../../../domain/products/visibility.ts';
import { measure, nearWord, normalise, STOP, words, type Figure } from './text.ts';

export interface Entry {
  product: Product;
  /** The name's words, normalised and stemmed, brand left out. */
  name: string[];
  /** The name's words before "with": what the product is, not what it comes with. */
  head: string[];
  /** Name words with a digit ("zq100", "mx30", "6000"), and their letter-and-digit parts written apart joined. */
  models: Set<string>;
  /** Capacity in GB, when the product has one. */
  capacity?: number;
  /** Name, category, tags and spec values, normalised: what a feature phrase is looked for in. */
  text: string;
  /** Tags and spec values alone: a name word found here is a feature ("ddr5"), not only a model. */
  specText: string;
  /** The name, the name without its brand, and the SKU, in the question's normal form. */
  forms: { name: string; short: string; sku: string };
}

export interface Vocabulary {
  entries: Entry[];
  bySku: Map<string, Entry>;
  /** How many products' names carry each word. */
  nameFrequency: Map<string, number>;
  /** Category names, and each one's words. */
  categories: { name: string; words: string[] }[];
  /** Every spec label (as written), with its words, and the dimensions its figures are in. */
  labels: { label: string; words: string[]; dimensions: Set<string> }[];
  /** Phrases with a digit that some products carry and others do not ("ddr5", "wifi 6e", "pcie 4.0"), by first word. */
  features: Map<string, string[]>;
  /** Each SKU as the question's normal form writes it ("brand-mx20-wifi7" becomes "brand-mx20-wifi 7"). */
  skuForms: Map<string, Entry>;
  /** The products each name or model word belongs to: a question scores only the products it shares a word with. */
  byWord: Map<string, Entry[]>;
  /** Name and model words by length, for the one-slip comparison of a shopper's word. */
  wordsByLength: Map<number, string[]>;
  /** Every model word, for "a model we do not have". */
  models: Set<string>;
  /** Products by line, for lines named without a model ("the zephyr line"); lines that are a category or feature word are not names. */
  lines: Map<string, Entry[]>;
  /** Whether a phrase stands in some product's tags or spec values: a feature, even when a name carries it too. */
  isFeature: (phrase: string) => boolean;
}

const cache = new WeakMap<readonly Product[], Vocabulary>();
const entryCache = new WeakMap<Product, Entry>();

/** The vocabulary of the visible products of `catalog`. */
export function vocabularyOf(catalog: readonly Product[]): Vocabulary {
  let v = cache.get(catalog);
  if (!v) {
    v = build(catalog.filter(isVisible));
    cache.set(catalog, v);
  }
  return v;
}

const BRANDS: ReadonlySet<string> = new Set(brandIds);

function build(products: readonly Product[]): Vocabulary {
  // A product object's words are read once: catalogue versions that share the object (a stock change) share them.
  const entries = products.map((p) => {
    let entry = entryCache.get(p);
    if (!entry) entryCache.set(p, (entry = entryOf(p)));
    return entry;
  });
  const nameFrequency = new Map<string, number>();
  for (const e of entries) for (const w of new Set(e.name)) nameFrequency.set(w, (nameFrequency.get(w) ?? 0) + 1);
  const categories = [...new Set(products.map((p) => p.category))].map((name) => ({
    name,
    words: words(normalise(name)),
  }));
  const labels = new Map<string, { label: string; words: string[]; dimensions: Set<string> }>();
  const features = new Map<string, string[]>();
  for (const p of products)
    for (const s of p.specs) {
      const label = labels.get(s.label) ?? { label: s.label, words: words(normalise(s.label)), dimensions: new Set() };
      const figure = measure(s.value);
      if (figure) label.dimensions.add(figure.dimension);
      labels.set(s.label, label);
    }
  // A feature is a phrase with a figure ("wifi 6e"), or a tag written as an acronym ("EXPO", "RGB").
  for (const e of entries)
    for (const phrase of [
      ...featurePhrases(e.text),
      ...e.product.tags.filter((t) => /^[A-Z][A-Z0-9]{2,}$/.test(t)).map((t) => normalise(t)),
    ]) {
      const first = phrase.split(' ')[0] ?? phrase;
      const known = features.get(first) ?? [];
      if (!known.includes(phrase)) features.set(first, [...known, phrase]);
    }
  // Every word and pair of words of the products' tags and spec values, for isFeature.
  const specPhrases = new Set<string>();
  for (const e of entries) {
    const ws = e.specText.match(/[a-z0-9]+(?:[.-][a-z0-9]+)*/g) ?? [];
    ws.forEach((w, i) => {
      specPhrases.add(w);
      for (const part of w.split('-')) specPhrases.add(part);
      if (i + 1 < ws.length) specPhrases.add(`${w} ${ws[i + 1] ?? ''}`);
    });
  }
  // "wifi6e" in a SKU is the feature "wifi 6e" written together, not a model.
  const joinedFeatures = new Set([...features.values()].flat().map((f) => f.replace(/\s+/g, '')));
  for (const e of entries)
    for (const m of e.models) if (joinedFeatures.has(m) && !e.name.includes(m)) e.models.delete(m);
  const byWord = new Map<string, Entry[]>();
  for (const e of entries)
    for (const w of new Set([...e.name, ...e.models])) byWord.set(w, [...(byWord.get(w) ?? []), e]);
  const wordsByLength = new Map<number, string[]>();
  for (const w of byWord.keys()) wordsByLength.set(w.length, [...(wordsByLength.get(w.length) ?? []), w]);
  const categoryWords = new Set(categories.flatMap((c) => c.words));
  const lines = new Map<string, Entry[]>();
  for (const e of entries) {
    const line = e.product.line ? normalise(e.product.line) : '';
    if (line.length > 3 && !words(line).some((w) => categoryWords.has(w)) && !featurePhrases(line).includes(line))
      lines.set(line, [...(lines.get(line) ?? []), e]);
  }
  return {
    entries,
    byWord,
    wordsByLength,
    skuForms: new Map(entries.map((e) => [e.forms.sku, e])),
    models: new Set(entries.flatMap((e) => [...e.models])),
    lines,
    bySku: new Map(entries.map((e) => [e.product.sku, e])),
    nameFrequency,
    categories,
    labels: [...labels.values()],
    features,
    isFeature: (phrase) => specPhrases.has(phrase),
  };
}

function entryOf(product: Product): Entry {
  const whole = words(normalise(product.name)).filter((w) => !BRANDS.has(w));
  // "ddr5-6000" is also "ddr5" and "6000".
  const name = [...new Set(whole.flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w])))];
  const models = new Set<string>();
  // The SKU's parts name the model too ("bt54" in brand-bt54-usb).
  const skuParts = product.sku.split('-').filter((w) => !BRANDS.has(w) && /[a-z]/.test(w) && /\d/.test(w));
  for (const w of [...name, ...skuParts]) {
    if (!isModel(w)) continue;
    models.add(w);
    const digits = /^[a-z]+-?(\d{3,})[a-z]*$/.exec(w)?.[1];
    if (digits) models.add(digits);
  }
  const capacity = valueOf(product, 'Capacity');
  const specText = normalise([...product.tags, ...product.specs.map((s) => s.value)].join(' · '));
  const text = normalise([product.name, product.category, product.line ?? ''].join(' · ')) + ` · ${specText}`;
  const sized = capacity?.dimension === 'GB' ? { capacity: capacity.value } : {};
  const full = normalise(product.name);
  const forms = { name: full, short: full.replace(new RegExp(`^${product.brand} `), ''), sku: normalise(product.sku) };
  const head = name.filter(
    (w) =>
      !words(
        normalise(
          product.name
            .split(/\s+with\s+/i)
            .slice(1)
            .join(' '),
        ),
      ).includes(w),
  );
  return { product, name, head, models, ...sized, text, specText, forms };
}

/** A name word that identifies a model: letters and digits ("zq100", "p10") or a number of four digits ("6000"). */
export const isModel = (w: string): boolean =>
  w.length >= 2 &&
  /\d/.test(w) &&
  (/^[a-z]/.test(w) || /^\d{4,}$/.test(w)) &&
  !/^\d+(?:\.\d+)?(tb|gb|mb)$/.test(w) &&
  !w.includes('.');

/** Phrases with a digit: a word like "ddr5", or a word and the figure after it ("wifi 6e", "pcie 4.0"). */
export function featurePhrases(text: string): string[] {
  const ws = (text.match(/[a-z0-9]+(?:[.-][a-z0-9]+)*/g) ?? []).filter((w) => !STOP.has(w));
  const found: string[] = [];
  ws.forEach((w, i) => {
    if (/[a-z]/.test(w) && /\d/.test(w) && !/^\d+(?:\.\d+)?(tb|gb|mb|mm|m|g|v)$/.test(w)) found.push(w);
    const next = ws[i + 1];
    if (next && /^[a-z]{2,}$/.test(w) && /^\d+(?:\.\d+)?[a-z]?$/.test(next)) found.push(`${w} ${next}`);
  });
  return found;
}

/** What a product costs for each gigabyte it holds: an attribute no spec carries, worked out from two that do. */
export const PRICE_PER_GB = 'price per GB';

/** A product's figure for an attribute: a spec label, `price` (cents), `stock` (units) or PRICE_PER_GB (cents). */
export function valueOf(product: Product, attribute: string): Figure | undefined {
  if (attribute === 'price') return { value: product.price, dimension: 'cents' };
  if (attribute === 'stock') return { value: product.stock, dimension: 'units' };
  if (attribute === PRICE_PER_GB) {
    const capacity = valueOf(product, 'Capacity');
    return capacity?.dimension === 'GB' && capacity.value > 0
      ? { value: product.price / capacity.value, dimension: 'cents' }
      : undefined;
  }
  // A ranking reads each product's figure many times: parsed once per product object.
  let figures = parsed.get(product);
  if (!figures) parsed.set(product, (figures = new Map()));
  if (!figures.has(attribute)) figures.set(attribute, parse(product.specs.find((s) => s.label === attribute)?.value));
  return figures.get(attribute);
}

const parsed = new WeakMap<Product, Map<string, Figure | undefined>>();

/** A spec value's figure: a size written "85 × 55 × 9 mm" as its volume, else its first figure. */
function parse(value: string | undefined): Figure | undefined {
  if (value === undefined) return undefined;
  const dims = /(\d+(?:\.\d+)?)\s*[×x]\s*(\d+(?:\.\d+)?)\s*[×x]\s*(\d+(?:\.\d+)?)\s*mm/.exec(value);
  if (dims) return { value: Number(dims[1]) * Number(dims[2]) * Number(dims[3]), dimension: 'mm3' };
  return measure(value);
}

/** Whether a question word names a product's word, allowing one slip in a long word. */
export const sameWord = (asked: string, own: string): boolean => asked === own || nearWord(asked, own);
