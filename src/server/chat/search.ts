// Full-text product search for the assistant: the shopper's words become tokens, filters (brand, category, price,
// stock) and a sort ("fastest", "cheapest"…); products are ranked by how many of the remaining words they match and
// where (a word in the name counts more than one in a spec). The index is built once per catalogue array (a new
// catalogue read is a new array), so a question costs a few Map lookups, not a pass over every product's text.
import { type BrandId, type Product, brandIds } from '../../domain/catalog/index.ts';
import { capacityOf, FIGURES, readingOf, visibleProducts, type FigureKey } from './facts.ts';
import { OTHER_MAKERS } from './lexicon.ts';
import { capacityIn, normalise, priceLimits, STOP_WORDS, stem, SYNONYMS, tokenize } from './text.ts';

export { tokenize } from './text.ts';

/** Price and release date, or a figure of the specs (speed, capacity, endurance, gain…). */
export type SortKey = 'priceAsc' | 'priceDesc' | 'newest' | FigureKey;

export const isFigure = (sort: SortKey): sort is FigureKey => Object.hasOwn(FIGURES, sort);

export interface ProductQuery {
  /** Content words, normalised, without stop words, brand names and sort words. */
  tokens: string[];
  brand?: BrandId;
  /** Categories the words name; the search keeps only these. */
  categories: string[];
  sort?: SortKey;
  /** The low end of the sort's figure first: "lowest latency", "lightest", "fewest antennas". */
  lowest?: boolean;
  maxPrice?: number;
  minPrice?: number;
  inStockOnly: boolean;
  /** A capacity named ("2 TB"), in GB: products of that capacity rank first. */
  capacity?: number;
}

/** A sort the shopper's words ask for. */
export interface SortAsked {
  sort: SortKey;
  lowest: boolean;
  /** The words that asked for it: they name a spec, not a product or a policy ("longest range", "longest warranty"). */
  words: string;
}

const HIGH = 'highest|most|biggest|largest|longest|greatest|strongest|fastest|quickest|heaviest|loosest';
const LOW = 'lowest|least|smallest|shortest|fewest|tightest|weakest|slowest|lightest';
/** Words that may stand between a superlative and its spec: "highest write endurance", "lowest CAS latency". */
const BETWEEN = 'sequential|cas|signal|antenna|bluetooth|wifi|rated|write|read|transfer|total';

/** Either end of a figure ("highest gain", "tightest timings"), or its better end ("best gain", "best latency"). */
const superlative = (nouns: string) =>
  new RegExp(
    String.raw`\b(?:(?<high>${HIGH})|(?<low>${LOW})|(?<best>best|top))\s+(?:(?:${BETWEEN})\s+)?(?:${nouns})\b`,
  );

interface SortWords {
  sort: SortKey;
  pattern: RegExp;
  /** The words always ask for the low end ("lightest"). */
  lowest?: boolean;
  /** The figure's better end is its low one: "best latency" is the lowest. */
  lowIsBest?: boolean;
}

// The first that matches wins, so a figure named with a superlative ("fastest write speed") goes before the bare
// superlatives ("fastest"), and spec words that are also sort words ("highest capacity") before the price sorts.
const SORTS: readonly SortWords[] = [
  { sort: 'endurance', pattern: superlative('endurance|tbw|lifespan|durability') },
  { sort: 'endurance', pattern: /\b(most durable|longest[- ]lasting)\b/ },
  { sort: 'write', pattern: superlative('write speeds?|writes?|writing') },
  { sort: 'range', pattern: superlative('range|reach') },
  { sort: 'range', pattern: /\b(max(imum)?\s+range|furthest|farthest)\b/ },
  { sort: 'gain', pattern: superlative('gain|dbi') },
  { sort: 'timings', pattern: superlative('cas latency|latency|latencies|timings?|cas|cl'), lowIsBest: true },
  { sort: 'warranty', pattern: superlative('warranty|warranties|guarantee') },
  { sort: 'antennas', pattern: superlative('antennas?|aerials?') },
  { sort: 'weight', pattern: superlative('weight'), lowIsBest: true },
  { sort: 'weight', pattern: /\blightest\b/, lowest: true },
  { sort: 'weight', pattern: /\bheaviest\b/ },
  { sort: 'capacity', pattern: superlative('capacity|capacities') },
  { sort: 'priceDesc', pattern: /\b(most expensive|priciest|premium|high[- ]end|flagship)\b/ },
  { sort: 'speed', pattern: superlative('read speeds?|reads?|speeds?|performance|transfer speeds?') },
  {
    sort: 'speed',
    pattern:
      /\b(fastest|quickest|fast|faster|speedy|quick|quicker|top speed|highest speed|best performance|performance)\b/,
  },
  { sort: 'speed', pattern: /\bslowest\b/, lowest: true },
  {
    sort: 'priceAsc',
    pattern:
      /\b(cheapest|cheap|cheaper|budget|affordable|inexpensive|lowest[- ]priced?|least expensive|low[- ]cost|value)\b/,
  },
  { sort: 'capacity', pattern: /\b(largest|biggest|most (storage|capacity|space)|highest capacity|roomiest)\b/ },
  { sort: 'newest', pattern: /\b(newest|latest|most recent)\b/ },
];

/** The sort a (normalised) question asks for, if any. */
export function sortAsked(t: string): SortAsked | undefined {
  for (const { sort, pattern, lowest, lowIsBest } of SORTS) {
    const match = pattern.exec(t);
    if (!match) continue;
    const { low, best } = match.groups ?? {};
    const atLow = lowest === true || low !== undefined || (best !== undefined && lowIsBest === true);
    return { sort, lowest: atLow, words: match[0] };
  }
  return undefined;
}

const IN_STOCK = /\b(in stock|available now|ships? now|can buy now)\b/;
const PRICE_WORDS =
  /\b(?:under|below|less than|cheaper than|at most|max(?:imum)?|up to|within|no more than|over|above|more than|at least|between)\s*\$?\s*\d+(?:\.\d{1,2})?(?:\s*(?:-|to|and)\s*\$?\s*\d+(?:\.\d{1,2})?)?|\$\s*\d+(?:\.\d{1,2})?|\b\d+(?:\.\d{1,2})?\s*(?:dollars?|usd|bucks)\b/g;

export interface CatalogIndex {
  products: readonly Product[];
  bySku: ReadonlyMap<string, Product>;
  /** What the catalogue holds of one word, found on the first question that uses it (see `word`). */
  word(token: string): WordInfo;
  /** Tokens of a product's name, line and SKU: what naming a product means. */
  nameTokens(product: Product): ReadonlySet<string>;
  /** Model numbers ("nv7400", "be200", "a3") → the products that carry them. */
  models: ReadonlyMap<string, readonly Product[]>;
  categories: readonly { name: string; own: readonly string[] }[];
}

export interface WordInfo {
  /** The products holding the word (positions in `products`) and its weight in each (name and SKU 3, tags, line
   * and category 2, specs and summary 1); undefined when none does. */
  posting: Posting | undefined;
  /** Weight 2 or more somewhere (name, SKU, line, category, tags): a word that is about products. */
  strong: boolean;
  /** How many products' names hold it: a word in one name alone names that product (`owner`). */
  nameCount: number;
  owner: Product | undefined;
}

export interface Posting {
  ids: number[];
  weights: number[];
}

const indexes = new WeakMap<readonly Product[], CatalogIndex>();
// The index last returned, built or found in `indexes`: the catalogue in use, which a new array of it reuses.
let lastIndex: CatalogIndex | undefined;

/** A letter-and-digit SKU part that is not a capacity, a standard or a length: a model number. */
const isModel = (part: string) =>
  /[a-z]/.test(part) && /\d/.test(part) && !/^\d+(tb|gb|m|mm)$/.test(part) && !/^(wifi|ddr|pcie|usb|m)\d/.test(part);

/** What the index needs of one product: its words with their weight, its name's words and its model numbers. */
interface ProductDoc {
  /** Word → its weight, plus IN_NAME when the word is also in `name`: a word's scan is one lookup per product. */
  terms: ReadonlyMap<string, number>;
  name: ReadonlySet<string>;
  models: readonly string[];
}

// A product's words depend only on its text, so they are worked out once per product object and reused by every
// index built after (a new catalogue version after a stock change or an edit keeps the other product objects).
const docs = new WeakMap<Product, ProductDoc>();
const IN_NAME = 4;
// Catalogues repeat most of their text (spec lines, tags, categories, lines; clones whole summaries), so each
// distinct string is normalised and tokenised once: the regex passes of tokenize are the build's cost. Catalogue
// text only, never a shopper's; cleared if editing ever grows it past any real catalogue's distinct strings.
const tokenised = new Map<string, readonly string[]>();
const MAX_TOKENISED = 200_000;
const MAX_WORDS = 20_000;

function tokensOf(text: string): readonly string[] {
  let tokens = tokenised.get(text);
  if (!tokens) {
    if (tokenised.size >= MAX_TOKENISED) tokenised.clear();
    tokenised.set(text, (tokens = tokenize(text)));
  }
  return tokens;
}

// The last product read under each SKU: a stock overlay copies a product ({ ...product, stock }) and keeps its text,
// so the copy takes the words of the product it was made from.
const lastBySku = new Map<string, { product: Product; doc: ProductDoc }>();
const sameText = (a: Product, b: Product) =>
  a.name === b.name &&
  a.sku === b.sku &&
  a.brand === b.brand &&
  a.line === b.line &&
  a.category === b.category &&
  a.summary === b.summary &&
  a.specs === b.specs &&
  a.tags === b.tags;

function docOf(product: Product): ProductDoc {
  const known = docs.get(product);
  if (known) return known;
  const last = lastBySku.get(product.sku);
  if (last && sameText(last.product, product)) {
    docs.set(product, last.doc);
    return last.doc;
  }
  const doc = readDoc(product);
  docs.set(product, doc);
  lastBySku.set(product.sku, { product, doc });
  return doc;
}

function readDoc(product: Product): ProductDoc {
  const terms = new Map<string, number>();
  const add = (tokens: readonly string[], weight: number) => {
    for (const token of tokens) if ((terms.get(token) ?? 0) < weight) terms.set(token, weight);
  };
  const name = tokenize(product.name);
  const sku = tokenize(product.sku.replace(/-/g, ' '));
  const line = tokensOf(product.line);
  add(tokensOf(product.summary), 1);
  for (const spec of product.specs) add(tokensOf(`${spec.label} ${spec.value}`), 1);
  add(tokensOf(product.category), 2);
  add(line, 2);
  for (const tag of product.tags) add(tokensOf(tag), 2);
  add(name, 3);
  add(sku, 3);
  const models = [...new Set([...product.sku.split('-'), ...name])].filter(
    (part) => isModel(part) && part !== product.brand,
  );
  const own = new Set([...name, ...line, ...sku]);
  for (const token of own) terms.set(token, (terms.get(token) ?? 0) | IN_NAME);
  return { terms, name: own, models };
}

/** What a word matches, by position in the products: valid for any catalogue array with the same docs in order. */
interface WordEntry {
  ids: number[];
  weights: number[];
  strong: boolean;
  nameCount: number;
  ownerId: number;
}

// The word table of the last docs seen. A new catalogue version whose products have the same words in the same order
// (a stock or price change) keeps it, so words learned from earlier questions are not scanned again.
// `complete`: every word of the docs is in the table (see completeWords), so a word missing from it is in no product.
interface WordTable {
  docs: readonly ProductDoc[];
  words: Map<string, WordEntry>;
  complete: boolean;
}
let shared: WordTable | undefined;

function wordTable(productDocs: readonly ProductDoc[]): WordTable {
  const same =
    shared && shared.docs.length === productDocs.length && shared.docs.every((doc, i) => doc === productDocs[i]);
  if (!shared || !same) shared = { docs: productDocs, words: new Map(), complete: false };
  return shared;
}

const NOWHERE: WordEntry = { ids: [], weights: [], strong: false, nameCount: 0, ownerId: -1 };

/**
 * Fills the word table of a catalogue in one pass over its products' words (the instance warm-up does it), so no
 * question scans the products for a word.
 */
export function completeWords(catalog: readonly Product[]): void {
  const index = catalogIndex(catalog);
  const table = wordTable(index.products.map(docOf));
  if (table.complete) return;
  const words = new Map<string, WordEntry>();
  for (const [id, doc] of table.docs.entries()) {
    for (const [token, found] of doc.terms) {
      let entry = words.get(token);
      if (!entry) words.set(token, (entry = emptyEntry()));
      addOccurrence(entry, id, found);
    }
  }
  table.words = words;
  table.complete = true;
}

function scanWord(token: string, productDocs: readonly ProductDoc[]): WordEntry {
  const entry = emptyEntry();
  for (let id = 0; id < productDocs.length; id += 1) {
    const found = productDocs[id]?.terms.get(token);
    if (found !== undefined) addOccurrence(entry, id, found);
  }
  return entry;
}

const emptyEntry = (): WordEntry => ({ ids: [], weights: [], strong: false, nameCount: 0, ownerId: -1 });

/** Records that product `id` has the word, with `found`'s weight and whether it is in the name. */
function addOccurrence(entry: WordEntry, id: number, found: number): void {
  const weight = found & ~IN_NAME;
  entry.ids.push(id);
  entry.weights.push(weight);
  if (weight >= 2) entry.strong = true;
  if (found & IN_NAME) {
    entry.nameCount += 1;
    entry.ownerId = id;
  }
}

/**
 * The index of a catalogue array. Building it is one pass that looks each product's words up (docOf: tokenised once
 * per product object, so a new catalogue version after a stock change or an edit re-reads only the changed products)
 * and collects model numbers; what each word matches is found on the first question that asks for the word and
 * kept with the index, so no question pays for the words other questions use.
 */
export function catalogIndex(catalog: readonly Product[]): CatalogIndex {
  const cached = indexes.get(catalog);
  if (cached) {
    // The catalogue last asked for, not the last one built, is the one a new array of the same products repeats:
    // back on a catalogue after another one's index, a re-read would otherwise build its index again.
    lastIndex = cached;
    return cached;
  }
  const products = visibleProducts(catalog);
  // A new array of the very same products (the Function's first read of the effective catalogue after the warm-up,
  // or a re-read with no change) is the same catalogue: its index is the last one.
  if (
    lastIndex &&
    lastIndex.products.length === products.length &&
    lastIndex.products.every((p, i) => p === products[i])
  ) {
    indexes.set(catalog, lastIndex);
    return lastIndex;
  }
  const productDocs = products.map(docOf);
  const models = new Map<string, Product[]>();
  for (const [id, doc] of productDocs.entries()) {
    for (const part of doc.models) {
      const list = models.get(part);
      const product = products[id] as Product;
      if (list) list.push(product);
      else models.set(part, [product]);
    }
  }
  const table = wordTable(productDocs);
  const infos = new Map<string, WordInfo>();
  const word = (token: string): WordInfo => {
    let info = infos.get(token);
    if (info) return info;
    let entry = table.words.get(token);
    if (!entry && table.complete) entry = NOWHERE;
    if (!entry) {
      entry = scanWord(token, table.docs);
      // Words nothing holds are kept too (asked again, they would cost another scan), up to a bound: shoppers'
      // words are unbounded, a catalogue's are not.
      if (table.words.size >= MAX_WORDS) table.words.clear();
      table.words.set(token, entry);
    }
    const { ids, weights, strong, nameCount, ownerId } = entry;
    info = {
      posting: ids.length > 0 ? { ids, weights } : undefined,
      strong,
      nameCount,
      owner: nameCount === 1 ? products[ownerId] : undefined,
    };
    if (infos.size >= MAX_WORDS) infos.clear();
    infos.set(token, info);
    return info;
  };
  const categories = [...new Set(products.map((p) => p.category))].map((name) => ({
    name,
    own: [...new Set(tokenize(name))],
  }));
  const built: CatalogIndex = {
    products,
    bySku: new Map(products.map((p) => [p.sku, p])),
    word,
    nameTokens: (product) => docOf(product).name,
    models,
    categories,
  };
  indexes.set(catalog, built);
  lastIndex = built;
  return built;
}

/**
 * The question's words with model numbers put back together ("nv 7400" → "nv7400", "be-200" → "be200") and small
 * slips forgiven ("nv7040" → "nv7400"), using the catalogue's own model numbers.
 */
/** Words of a question read at most. */
const MAX_QUESTION_WORDS = 60;

export function questionTokens(text: string, index: CatalogIndex): string[] {
  // A shopper's question has a few dozen words at most; a message packed with hundreds of made-up ones is read only
  // this far, so its answer stays fast (each unknown word is looked up against every model and the vocabulary).
  const raw = tokenize(text).slice(0, MAX_QUESTION_WORDS);
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const token = raw[i] ?? '';
    const next = raw[i + 1];
    const undotted = token.replace(/\./g, '');
    if (undotted !== token && index.models.has(undotted)) {
      // "bt5.4" is also the model "bt54".
      out.push(token, undotted);
    } else if (next !== undefined && index.models.has(token + next)) {
      out.push(token + next);
      i += 1;
    } else if (/[a-z]/.test(token) && /\d/.test(token) && !index.models.has(token) && !index.word(token).posting) {
      out.push(nearestModel(token, index) ?? token);
    } else out.push(token);
  }
  return out;
}

/**
 * Our one model a token is a slip of: one letter added, dropped or swapped ("nv7040"). One digit changed for another
 * ("nv9500") is another model number, which we may not have, not a slip.
 */
function nearestModel(token: string, index: CatalogIndex): string | undefined {
  if (token.length < 4) return undefined;
  let best: string | undefined;
  const digitChanged = (model: string) =>
    model.length === token.length &&
    [...model].filter((c, i) => c !== token[i]).length === 1 &&
    [...model].every((c, i) => c === token[i] || (/\d/.test(c) && /\d/.test(token[i] ?? '')));
  for (const model of index.models.keys()) {
    if (Math.abs(model.length - token.length) <= 1 && editDistance(model, token) <= 1 && !digitChanged(model)) {
      if (best !== undefined) return undefined; // ambiguous
      best = model;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  // Damerau (adjacent swaps count once), small strings only.
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] ?? 0;
}

export function parseQuery(text: string, catalog: readonly Product[]): ProductQuery {
  const index = catalogIndex(catalog);
  let rest = normalise(text);
  const query: ProductQuery = { tokens: [], categories: [], inStockOnly: false };

  const sort = sortAsked(rest);
  if (sort) {
    query.sort = sort.sort;
    if (sort.lowest) query.lowest = true;
    rest = rest.replace(sort.words, ' ');
  }
  const limits = priceLimits(text);
  if (limits.max !== undefined) query.maxPrice = limits.max;
  if (limits.min !== undefined) query.minPrice = limits.min;
  rest = rest.replace(PRICE_WORDS, ' ');
  if (IN_STOCK.test(rest)) {
    query.inStockOnly = true;
    rest = rest.replace(IN_STOCK, ' ');
  }
  const capacity = capacityIn(rest);
  if (capacity !== undefined) query.capacity = capacity;

  const brands = new Set<BrandId>();
  for (const token of questionTokens(rest, index)) {
    const brand = brandIds.find((id) => id === token);
    if (brand) brands.add(brand);
    else if (!STOP_WORDS.has(token)) query.tokens.push(...(SYNONYMS.get(token) ?? [token]));
  }
  query.tokens = [...new Set(query.tokens)];
  const [onlyBrand] = brands;
  if (brands.size === 1 && onlyBrand) query.brand = onlyBrand;
  query.categories = matchCategories(query.tokens, catalog);
  return query;
}

/**
 * Categories the words name. A category whose every word is present wins ("memory card" → Memory Card, not also
 * Memory); failing that, those sharing the most words ("adapter" → USB Wi-Fi Adapter and Bluetooth Adapter).
 */
export function matchCategories(tokens: readonly string[], catalog: readonly Product[]): string[] {
  const words = new Set(tokens);
  const categories = catalogIndex(catalog).categories.map(({ name, own }) => ({
    name,
    own,
    hits: own.filter((t) => words.has(t)).length,
  }));
  const full = categories.filter((c) => c.own.length > 0 && c.hits === c.own.length);
  if (full.length > 0) {
    // Drop a category whose words are all inside another matched one (Memory inside Memory Card).
    return full
      .filter((c) => !full.some((o) => o !== c && o.own.length > c.own.length && c.own.every((t) => o.own.includes(t))))
      .map((c) => c.name);
  }
  const best = Math.max(0, ...categories.map((c) => c.hits));
  return best === 0 ? [] : categories.filter((c) => c.hits === best).map((c) => c.name);
}

export interface SearchResult {
  product: Product;
  score: number;
  /** How many of the query's words the product matches. */
  coverage: number;
}

/** The query's brand, category, price and stock filters, without its words. */
export function passesFilters(query: ProductQuery, p: Product): boolean {
  return (
    (!query.brand || p.brand === query.brand) &&
    (query.categories.length === 0 || query.categories.includes(p.category)) &&
    (query.maxPrice === undefined || p.price <= query.maxPrice) &&
    (query.minPrice === undefined || p.price >= query.minPrice) &&
    (!query.inStockOnly || p.stock > 0)
  );
}

export function searchProducts(query: ProductQuery, catalog: readonly Product[]): SearchResult[] {
  const index = catalogIndex(catalog);
  const passes = (p: Product) => passesFilters(query, p);

  // Only products that share a word with the question are scored (the inverted index), unless the question is all
  // filters ("cheapest memory"), when every product passing them is. Scores live in arrays by position: a common
  // word ("ssd") holds thousands of products at scale, and each filter is decided once per product.
  const n = index.products.length;
  const score = new Uint32Array(n);
  const coverage = new Uint16Array(n);
  const verdict = new Int8Array(n); // 0 not yet decided, 1 passes the filters, -1 does not
  const touched: number[] = [];
  for (const token of query.tokens) {
    const posting = index.word(token).posting;
    if (!posting) continue;
    const { ids, weights } = posting;
    for (let k = 0; k < ids.length; k += 1) {
      const id = ids[k] ?? 0;
      if (verdict[id] === 0) verdict[id] = passes(index.products[id] as Product) ? 1 : -1;
      if (verdict[id] === -1) continue;
      if (coverage[id] === 0) touched.push(id);
      score[id] = (score[id] ?? 0) + (weights[k] ?? 0);
      coverage[id] = (coverage[id] ?? 0) + 1;
    }
  }
  const filtered =
    query.brand !== undefined ||
    query.categories.length > 0 ||
    query.sort !== undefined ||
    query.maxPrice !== undefined ||
    query.minPrice !== undefined ||
    query.inStockOnly;
  let scored = touched.map((id) => ({
    product: index.products[id] as Product,
    score: score[id] ?? 0,
    coverage: coverage[id] ?? 0,
  }));
  if (scored.length === 0 && filtered)
    scored = index.products.filter(passes).map((product) => ({ product, score: 0, coverage: 0 }));

  // Keep the products that match the most of the shopper's words; words nothing matches ("good", "pc") are ignored.
  let best = 0;
  for (const s of scored) if (s.coverage > best) best = s.coverage;
  const kept = scored.filter((s) => s.coverage === best);

  // Each product's sort keys are worked out once, not at every comparison of the sort.
  const sort = query.sort;
  const sign = query.lowest ? -1 : 1;
  const wantCapacity = query.capacity;
  const keyed = kept.map((s) => {
    const metric = sort && metricOf(sort, s.product);
    return {
      ...s,
      capacityMatch: wantCapacity !== undefined && capacityOf(s.product)?.value === wantCapacity ? 1 : 0,
      metric: metric === undefined ? undefined : sign * metric,
    };
  });
  return keyed
    .sort(
      (a, b) =>
        b.capacityMatch - a.capacityMatch ||
        (sort ? compareMetric(a.metric, b.metric) : 0) ||
        b.score - a.score ||
        Number(b.product.stock > 0) - Number(a.product.stock > 0) ||
        Number(b.product.featured) - Number(a.product.featured) ||
        a.product.price - b.product.price,
    )
    .map(({ product, score: total, coverage: covered }) => ({ product, score: total, coverage: covered }));
}

/** Higher is better for every metric (prices are negated for "cheapest"); a figure's is its own number. */
export function metricOf(sort: SortKey, p: Product): number | undefined {
  if (sort === 'priceAsc') return -p.price;
  if (sort === 'priceDesc') return p.price;
  if (sort === 'newest') return Date.parse(p.released);
  return readingOf(p, sort)?.value;
}

/** Products without the metric (no speed stated) go after those with it. */
function compareMetric(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined) return Number(a === undefined) - Number(b === undefined);
  // Compared, not subtracted: two lifetime warranties (Infinity) are equal, not NaN apart.
  return a === b ? 0 : b > a ? 1 : -1;
}

/**
 * The products a piece of text names: by model number ("NV7400 2TB", "be200 m.2"), narrowed by the other words that
 * tell variants apart (capacity, "m.2", "6000"); or, with no model number, the product whose name holds every content
 * word ("tri-band antenna"). Several variants come back when the text does not say which.
 */
export function namedProducts(text: string, catalog: readonly Product[]): Product[] {
  const index = catalogIndex(catalog);
  // A category the text names in full ("bluetooth adapter") keeps only products of that category.
  const words = new Set(tokenize(text));
  const full = index.categories.filter((c) => c.own.every((w) => words.has(w))).map((c) => c.name);
  const named = namedAnyCategory(text, index);
  // Only products found through a spelled-out variant ("bt5.4" for the model "bt54") give way to the category.
  const spelled = (p: Product) => [...words].some((w) => index.models.get(w)?.includes(p)) || !index.models.has(p.sku);
  const kept = named.filter((p) => full.includes(p.category) || spelled(p));
  return full.length > 0 && kept.length > 0 ? kept : named;
}

/** The model words ("nv7400", "dw100") a text names, as the catalogue's index knows them. */
export function modelWords(text: string, catalog: readonly Product[]): string[] {
  const index = catalogIndex(catalog);
  return [...new Set(questionTokens(text, index).map(stem))].filter((token) => index.models.has(token));
}

function namedAnyCategory(text: string, index: CatalogIndex): Product[] {
  const tokens = questionTokens(text, index).map(stem);
  const found: Product[] = [];
  for (const token of new Set(tokens)) {
    const family = index.models.get(token);
    if (family) found.push(...narrow(family, tokens, index));
  }
  const words = [
    ...new Set(tokens.filter((t) => !STOP_WORDS.has(t) && !brandIds.some((b) => b === t) && !index.models.has(t))),
  ];
  // A word found in one product's name alone ("long" range, "nano", "tri"-band) names it, if most words agree;
  // standards and sizes ("ddr4", "wifi7", "2tb") describe products rather than name them.
  const unique = words.filter(
    (w) => index.word(w).nameCount === 1 && !/^(ddr\d|pcie\d|wifi\d+e?|bt\d\.\d|\d+(tb|gb))$/.test(w),
  );
  const owners = new Set(unique.flatMap((w) => index.word(w).owner ?? []));
  const byName = [...owners].filter((p) => {
    const own = index.nameTokens(p);
    const hits = words.filter((w) => own.has(w)).length;
    // With a model number beside it, the name's own words need only be there ("tri-band antenna" and "AX200").
    return found.length > 0 ? hits >= 2 : hits >= Math.min(2, words.length) && hits >= words.length * 0.5;
  });
  return [...new Set([...found, ...byName.slice(0, 3)])];
}

function narrow(family: readonly Product[], tokens: readonly string[], index: CatalogIndex): Product[] {
  let kept = [...family];
  for (const token of tokens) {
    if (STOP_WORDS.has(token)) continue;
    const having = kept.filter((p) => index.nameTokens(p).has(token));
    if (having.length > 0 && having.length < kept.length) kept = having;
  }
  const capacity = capacityIn(tokens.join(' '));
  if (capacity !== undefined) {
    const sized = kept.filter((p) => capacityOf(p)?.value === capacity);
    if (sized.length > 0) kept = sized;
  }
  return kept;
}

/** What a question names that the store does not have: other makers, and model numbers no product carries. */
export interface Absent {
  /** Other makers named as what the shopper wants ("the Samsung 990 Pro"), spelled as they spell themselves. */
  brands: string[];
  /** Model-like names no product has ("NV9000"), each with our nearest models of the same letters (may be none). */
  models: { name: string; closest: Product[] }[];
}

const ANY_OTHER_BRAND = OTHER_MAKERS.map(([, pattern]) => pattern.source).join('|');
/** "My ASUS board", "a Samsung phone": the shopper's own system, which is no question of what we sell. */
const OWNED = String.raw`\b(my|our|your|his|her|their)\s+(\S+\s+)?`;
const SYSTEM_AFTER = String.raw`\s+(\S+\s+)?(laptops?|notebooks?|motherboards?|boards?|mobos?|phones?|tablets?|routers?|mesh|tvs?|monitors?|pcs?|desktops?|galaxy|zenbook|vivobook|rog|tuf|prime|archer|deco|nighthawk|orbi|chromebooks?|cameras?|consoles?)\b`;
const OTHER_BRAND_ASKED = OTHER_MAKERS.map(
  ([name, pattern]) =>
    [name, pattern, new RegExp(`${OWNED}(${pattern.source})|(${pattern.source})${SYSTEM_AFTER}`)] as const,
);

/** A word shaped like a model number ("nv9000", "sn850x"), but not a standard, timing or platform ("ddr5", "b650"). */
const MODEL_SHAPE = /^[a-z]{1,4}\d{2,6}[a-z]{0,2}$/;
const NOT_A_MODEL = /^(cl|ddr|lpddr|pcie|wifi|usb|bt|sata|uhs|gen|lga|am|win|ps|rtx|gtx|rx|gt|i|r|x|b|z|h|a|v|u|c|m)\d/;

export function absentNames(text: string, catalog: readonly Product[]): Absent {
  const index = catalogIndex(catalog);
  const t = normalise(text);
  // A maker whose name is in the catalogue (a chipset's "Intel", "Broadcom") is part of what we sell.
  const brands = OTHER_BRAND_ASKED.filter(
    ([name, pattern, owned]) =>
      pattern.test(t) && !owned.test(t) && !tokenize(name).every((w) => index.word(w).posting !== undefined),
  ).map(([name]) => name);
  const models = [...new Set(questionTokens(text, index))]
    .filter(
      (token) =>
        MODEL_SHAPE.test(token) &&
        !NOT_A_MODEL.test(token) &&
        !index.models.has(token) &&
        index.word(token).posting === undefined,
    )
    // A question names a few models at most; a message packed with made-up ones is not read past them.
    .slice(0, MAX_ABSENT_MODELS)
    // The shopper's own device ("my x570"), or another maker's model ("Crucial P310"), is not asked of us.
    .filter((token) => !new RegExp(`${OWNED}${token}\\b|(${ANY_OTHER_BRAND})\\s+(\\S+\\s+)?${token}\\b`).test(t))
    .map((token) => ({ name: token.toUpperCase(), closest: closestModels(token, index) }));
  return { brands, models };
}

/** Made-up model names looked at in one question. */
const MAX_ABSENT_MODELS = 5;

/** One product of each of our models with the same letters ("nv9000": NV7400, NV14000, NV3500), nearest number first. */
function closestModels(token: string, index: CatalogIndex): Product[] {
  const letters = (model: string) => /^[a-z]+/.exec(model)?.[0];
  const number = (model: string) => Number(/\d+/.exec(model)?.[0] ?? 0);
  const wanted = number(token);
  const near = [...index.models.keys()]
    .filter((model) => /^[a-z]+\d{2,}[a-z]*$/.test(model) && letters(model) === letters(token))
    .sort((a, b) => Math.abs(number(a) - wanted) - Math.abs(number(b) - wanted));
  const picks = near.map((model) => representative(index.models.get(model) ?? []));
  return [...new Set(picks.filter((p): p is Product => p !== undefined))].slice(0, 3);
}

/** The variant to show for a model: in stock, featured, then the cheapest. */
function representative(variants: readonly Product[]): Product | undefined {
  return [...variants].sort(
    (a, b) => Number(b.stock > 0) - Number(a.stock > 0) || Number(b.featured) - Number(a.featured) || a.price - b.price,
  )[0];
}
