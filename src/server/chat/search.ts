// Full-text product search for the offline assistant: the shopper's words become tokens, filters (brand, category,
// price, stock) and a sort ("fastest", "cheapest"…); products are ranked by how many of the remaining words they
// match and where (a word in the name counts more than one in a spec).
import type { BrandId, Product } from '../../features/catalog/schema.ts';
import { brandIds } from '../../features/catalog/schema.ts';
import { capacityOf, speedOf, visibleProducts } from './facts.ts';

export type SortKey = 'speed' | 'priceAsc' | 'priceDesc' | 'capacity' | 'newest';

export interface ProductQuery {
  /** Content words, normalised, without stop words, brand names and sort words. */
  tokens: string[];
  brand?: BrandId;
  /** Categories the words name; the search keeps only these. */
  categories: string[];
  sort?: SortKey;
  maxPrice?: number;
  minPrice?: number;
  inStockOnly: boolean;
}

/** Lower-cases and rewrites the ways people spell the same thing ("Wi-Fi 7", "wifi7", "802.11be") into one token. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/802\.11\s*be\b/g, 'wifi7')
    .replace(/\bwi-?fi\s*-?\s*(\d+e?)\b/g, 'wifi wifi$1')
    .replace(/\bwi-?fi\b/g, 'wifi')
    .replace(/\b(\d+(?:\.\d+)?)\s*(tb|gb)\b/g, '$1$2')
    .replace(/\bpcie\s*(\d)(?:\.0)?\b/g, 'pcie pcie$1')
    .replace(/\bgen\s*(\d)\b/g, 'pcie$1');
}

/** Plural to singular, for the endings that occur in this domain ("cards", "accessories"; not "macos", "class"). */
function stem(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 3 && token.endsWith('s') && !/(ss|us|is|os)$/.test(token)) return token.slice(0, -1);
  return token;
}

export function tokenize(text: string): string[] {
  return (normalise(text).match(/[a-z0-9]+(?:\.[0-9]+)*/g) ?? []).filter((t) => t.length > 1 || /\d/.test(t)).map(stem);
}

const STOP_WORDS = new Set(
  `a an the i me my we us you your our is are was be do does did can could would should will what which who how why
  where when any some need want wanted looking look find show give recommend suggest get buy buying for with to of
  in on at by and or but please good great nice one ones something thing have has had there it its this that these
  those about tell more most than from into like just also very really best top product item store sell shop
  option choice hi hello hey thank thanks much many policy policies rule terms condition`
    .split(/\s+/)
    .filter(Boolean),
);

/** Shoppers' words for what the catalogue calls otherwise; applied to the question only. */
const SYNONYMS: Record<string, readonly string[]> = {
  ram: ['memory'],
  dimm: ['memory'],
  sodimm: ['memory'],
  ddr4: ['ddr4', 'memory'],
  ddr5: ['ddr5', 'memory'],
  sd: ['sd', 'memory', 'card'],
  microsd: ['microsd', 'memory', 'card'],
  sdxc: ['sdxc', 'memory', 'card'],
  microsdxc: ['microsdxc', 'memory', 'card'],
  external: ['portable'],
  wireless: ['wifi'],
  wlan: ['wifi'],
  network: ['wifi'],
  bt: ['bluetooth'],
  dongle: ['usb', 'adapter'],
  aerial: ['antenna'],
  drive: ['ssd'],
  disk: ['ssd'],
  storage: ['ssd'],
  notebook: ['laptop'],
  macos: ['macos', 'mac'],
  macbook: ['mac'],
  hackintosh: ['hackintosh', 'mac'],
};

const SORTS: readonly [SortKey, RegExp][] = [
  ['priceDesc', /\b(most expensive|priciest|premium|high[- ]end|flagship)\b/],
  ['speed', /\b(fastest|quickest|fast|faster|speedy|quick|quicker|top speed|highest speed|best performance)\b/],
  [
    'priceAsc',
    /\b(cheapest|cheap|cheaper|budget|affordable|inexpensive|lowest[- ]priced?|least expensive|low[- ]cost)\b/,
  ],
  ['capacity', /\b(largest|biggest|most (storage|capacity|space)|highest capacity)\b/],
  ['newest', /\b(newest|latest|most recent)\b/],
];
const MAX_PRICE =
  /\b(?:under|below|less than|cheaper than|at most|max(?:imum)?|up to|within)\s*\$?\s*(\d+(?:\.\d{1,2})?)|<=?\s*\$?\s*(\d+(?:\.\d{1,2})?)/;
const MIN_PRICE = /\b(?:over|above|more than|at least)\s*\$?\s*(\d+(?:\.\d{1,2})?)|>=?\s*\$?\s*(\d+(?:\.\d{1,2})?)/;
const IN_STOCK = /\b(in stock|available now|ships? now)\b/;

export function parseQuery(text: string, catalog: readonly Product[]): ProductQuery {
  let rest = text.toLowerCase();
  const query: ProductQuery = { tokens: [], categories: [], inStockOnly: false };

  const sort = SORTS.find(([, pattern]) => pattern.test(rest));
  if (sort) {
    query.sort = sort[0];
    rest = rest.replace(sort[1], ' ');
  }
  const max = MAX_PRICE.exec(rest);
  if (max) {
    query.maxPrice = Math.round(Number(max[1] ?? max[2]) * 100);
    rest = rest.replace(max[0], ' ');
  }
  const min = MIN_PRICE.exec(rest);
  if (min) {
    query.minPrice = Math.round(Number(min[1] ?? min[2]) * 100);
    rest = rest.replace(min[0], ' ');
  }
  if (IN_STOCK.test(rest)) {
    query.inStockOnly = true;
    rest = rest.replace(IN_STOCK, ' ');
  }
  rest = rest.replace(/\$\s*\d+(?:\.\d{1,2})?/g, ' ');

  const brands = new Set<BrandId>();
  for (const token of tokenize(rest)) {
    const brand = brandIds.find((id) => id === token);
    if (brand) brands.add(brand);
    else if (!STOP_WORDS.has(token)) query.tokens.push(...(SYNONYMS[token] ?? [token]));
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
  const categories = [...new Set(catalog.map((p) => p.category))].map((name) => {
    const own = [...new Set(tokenize(name))];
    return { name, own, hits: own.filter((t) => words.has(t)).length };
  });
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

interface Indexed {
  product: Product;
  weights: Map<string, number>;
}

const indexCache = new WeakMap<readonly Product[], Indexed[]>();

/** Where a word is found decides its weight: name and SKU 3, tags, line and category 2, specs and summary 1. */
function index(catalog: readonly Product[]): Indexed[] {
  const cached = indexCache.get(catalog);
  if (cached) return cached;
  const built = visibleProducts(catalog).map((product) => {
    const weights = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const token of tokenize(text)) weights.set(token, Math.max(weights.get(token) ?? 0, weight));
    };
    add(product.summary, 1);
    add(product.specs.map((s) => `${s.label} ${s.value}`).join(' '), 1);
    add([product.category, product.line, ...product.tags].join(' '), 2);
    add(`${product.name} ${product.sku.replace(/-/g, ' ')} ${product.sku}`, 3);
    return { product, weights };
  });
  indexCache.set(catalog, built);
  return built;
}

export interface SearchResult {
  product: Product;
  score: number;
  /** How many of the query's words the product matches. */
  coverage: number;
}

export function searchProducts(query: ProductQuery, catalog: readonly Product[]): SearchResult[] {
  const candidates = index(catalog).filter(
    ({ product: p }) =>
      (!query.brand || p.brand === query.brand) &&
      (query.categories.length === 0 || query.categories.includes(p.category)) &&
      (query.maxPrice === undefined || p.price <= query.maxPrice) &&
      (query.minPrice === undefined || p.price >= query.minPrice) &&
      (!query.inStockOnly || p.stock > 0),
  );
  const scored = candidates.map(({ product, weights }) => {
    let coverage = 0;
    let score = 0;
    for (const token of query.tokens) {
      const weight = weights.get(token) ?? 0;
      if (weight > 0) coverage += 1;
      score += weight;
    }
    return { product, coverage, score };
  });

  const best = Math.max(0, ...scored.map((s) => s.coverage));
  const filtered =
    query.brand !== undefined ||
    query.categories.length > 0 ||
    query.sort !== undefined ||
    query.maxPrice !== undefined ||
    query.minPrice !== undefined ||
    query.inStockOnly;
  // Keep the products that match the most of the shopper's words; words nothing matches ("good", "pc") are ignored,
  // but a question with no filter and no matching word has no answer.
  const kept = best > 0 ? scored.filter((s) => s.coverage === best) : filtered ? scored : [];

  const metric = query.sort ? METRICS[query.sort] : undefined;
  return kept
    .sort(
      (a, b) =>
        (metric ? compareMetric(metric(a.product), metric(b.product)) : 0) ||
        b.score - a.score ||
        Number(b.product.stock > 0) - Number(a.product.stock > 0) ||
        Number(b.product.featured) - Number(a.product.featured) ||
        a.product.price - b.product.price,
    )
    .map(({ product, score, coverage }) => ({ product, score, coverage }));
}

/** Higher is better for every metric (prices are negated for "cheapest"). */
const METRICS: Record<SortKey, (p: Product) => number | undefined> = {
  speed: (p) => speedOf(p)?.value,
  capacity: (p) => capacityOf(p)?.value,
  priceAsc: (p) => -p.price,
  priceDesc: (p) => p.price,
  newest: (p) => Date.parse(p.released),
};

/** Products without the metric (no speed stated) go after those with it. */
function compareMetric(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined) return Number(a === undefined) - Number(b === undefined);
  return b - a;
}
