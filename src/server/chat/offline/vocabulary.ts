// What the offline assistant knows words for, read from the catalogue itself: each product's identifying words, the
// categories, the spec labels (each attribute with its figures parsed from the values) and the feature phrases the
// products carry. Built once per catalogue (a WeakMap on the array), so at 10,000 products a question costs lookups.
import type { Product } from '../../../domain/catalog/index.ts';
import { brandIds } from '../../../domain/catalog/index.ts';
import { measure, nearWord, normalise, STOP, stem, words, type Figure } from './text.ts';

export interface Entry {
  product: Product;
  /** The name's words, normalised and stemmed, brand left out. */
  name: string[];
  /** Name words with a digit ("nv7400", "ax210", "6000"), and their letter-and-digit parts written apart joined. */
  models: Set<string>;
  /** Capacity in GB, when the product has one. */
  capacity?: number;
  /** Name, category, tags and spec values, normalised: what a feature phrase is looked for in. */
  text: string;
  /** Tags and spec values alone: a name word found here is a feature ("ddr5"), not only a model. */
  specText: string;
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
  /** Phrases with a digit that some products carry and others do not ("ddr5", "wifi 6e", "pcie 4.0"). */
  features: Set<string>;
  /** Each SKU as the question's normal form writes it ("fenvi-be200-wifi7" becomes "fenvi-be200-wifi 7"). */
  skuForms: Map<string, Entry>;
  /** The products each name or model word belongs to: a question scores only the products it shares a word with. */
  byWord: Map<string, Entry[]>;
  /** Name and model words by length, for the one-slip comparison of a shopper's word. */
  wordsByLength: Map<number, string[]>;
  /** Every model word, for "a model we do not have". */
  models: Set<string>;
  /** Products by line, for lines named without a model ("the black opal"); lines that are a category or feature word are not names. */
  lines: Map<string, Entry[]>;
  /** Whether a phrase stands in some product's tags or spec values: a feature, even when a name carries it too. */
  isFeature: (phrase: string) => boolean;
}

const cache = new WeakMap<readonly Product[], Vocabulary>();

/** The vocabulary of the visible products of `catalog`. */
export function vocabularyOf(catalog: readonly Product[]): Vocabulary {
  let v = cache.get(catalog);
  if (!v) {
    v = build(catalog.filter((p) => !p.hidden));
    cache.set(catalog, v);
  }
  return v;
}

const BRANDS: ReadonlySet<string> = new Set(brandIds);

function build(products: readonly Product[]): Vocabulary {
  const entries = products.map(entryOf);
  const nameFrequency = new Map<string, number>();
  for (const e of entries) for (const w of new Set(e.name)) nameFrequency.set(w, (nameFrequency.get(w) ?? 0) + 1);
  const categories = [...new Set(products.map((p) => p.category))].map((name) => ({
    name,
    words: words(normalise(name)),
  }));
  const labels = new Map<string, { label: string; words: string[]; dimensions: Set<string> }>();
  const features = new Set<string>();
  for (const p of products)
    for (const s of p.specs) {
      const label = labels.get(s.label) ?? { label: s.label, words: words(normalise(s.label)), dimensions: new Set() };
      const figure = measure(s.value);
      if (figure) label.dimensions.add(figure.dimension);
      labels.set(s.label, label);
    }
  for (const e of entries) for (const phrase of featurePhrases(e.text)) features.add(phrase);
  const featureCache = new Map<string, boolean>();
  // "wifi6e" in a SKU is the feature "wifi 6e" written together, not a model.
  const joinedFeatures = new Set([...features].map((f) => f.replace(/\s+/g, '')));
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
    skuForms: new Map(entries.map((e) => [normalise(e.product.sku), e])),
    models: new Set(entries.flatMap((e) => [...e.models])),
    lines,
    bySku: new Map(entries.map((e) => [e.product.sku, e])),
    nameFrequency,
    categories,
    labels: [...labels.values()],
    features,
    isFeature: (phrase) => {
      let known = featureCache.get(phrase);
      if (known === undefined) {
        const pattern = new RegExp(`(?:^|[^a-z0-9])${phrase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![a-z0-9])`);
        known = entries.some((e) => pattern.test(e.specText));
        featureCache.set(phrase, known);
      }
      return known;
    },
  };
}

function entryOf(product: Product): Entry {
  const whole = words(normalise(product.name)).filter((w) => !BRANDS.has(w));
  // "ddr5-6000" is also "ddr5" and "6000".
  const name = [...new Set(whole.flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w])))];
  const models = new Set<string>();
  // The SKU's parts name the model too ("bt54" in fenvi-bt54-usb).
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
  return { product, name, models, ...sized, text, specText };
}

/** A name word that identifies a model: letters and digits ("nv7400", "p10") or a number of four digits ("6000"). */
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

/** A product's figure for an attribute: a spec label, `price` (cents) or `stock` (units). */
export function valueOf(product: Product, attribute: string): Figure | undefined {
  if (attribute === 'price') return { value: product.price, dimension: 'cents' };
  if (attribute === 'stock') return { value: product.stock, dimension: 'units' };
  const spec = product.specs.find((s) => s.label === attribute);
  if (!spec) return undefined;
  const dims = /(\d+(?:\.\d+)?)\s*[×x]\s*(\d+(?:\.\d+)?)\s*[×x]\s*(\d+(?:\.\d+)?)\s*mm/.exec(spec.value);
  if (dims) return { value: Number(dims[1]) * Number(dims[2]) * Number(dims[3]), dimension: 'mm3' };
  if (attribute === 'Timings') {
    const cl = /CL(\d+)/i.exec(spec.value)?.[1];
    if (cl) return { value: Number(cl), dimension: 'CL' };
  }
  return measure(spec.value);
}

/** The spec's words as written, or the price or stock said plainly. */
export function statedValue(product: Product, attribute: string): string | undefined {
  if (attribute === 'price') return undefined;
  if (attribute === 'stock') return undefined;
  return product.specs.find((s) => s.label === attribute)?.value;
}

/** Whether a question word names a product's word, allowing one slip in a long word. */
export const sameWord = (asked: string, own: string): boolean => asked === own || nearWord(asked, own);

/** The labels a product carries, in its own order. */
export const labelsOf = (product: Product): string[] => product.specs.map((s) => s.label);

/** Stemmed, normalised words of a phrase: for matching a label or a category against a question. */
export const phraseWords = (phrase: string): string[] => words(normalise(phrase)).map(stem);
