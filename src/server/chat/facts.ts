// Product facts the assistant states (stock wording, key specs, comparable numbers), shared by the model's system
// prompt and the offline assistant so both describe a product the same way.
import type { Product } from '../../features/catalog/index.ts';

/** Products a shopper may be told about. */
export const visibleProducts = (catalog: readonly Product[]): Product[] => catalog.filter((p) => !p.hidden);

export const brandName = (brand: Product['brand']): string => brand.charAt(0).toUpperCase() + brand.slice(1);

/** "Low stock" threshold: below it the assistant says how many are left, so a shopper knows to hurry. */
const LOW_STOCK = 5;

export function stockLabel(product: Pick<Product, 'stock'>): string {
  if (product.stock === 0) return 'out of stock';
  if (product.stock <= LOW_STOCK) return `only ${product.stock} left`;
  return 'in stock';
}

export function specValue(product: Product, label: RegExp): string | undefined {
  return product.specs.find((spec) => label.test(spec.label))?.value;
}

const SPEED_UNITS: Record<string, number> = { 'mb/s': 8, 'gb/s': 8_000, mbps: 1, gbps: 1_000, 'mt/s': 1 };

/**
 * A comparable speed: read speed for storage, link rate for wireless, transfer rate for memory, in Mbit/s (memory
 * in MT/s, which is only ever compared with other memory). Undefined when the product states none.
 */
const speeds = new WeakMap<Product, { value: number; spec: string } | null>();
const capacities = new WeakMap<Product, { value: number; spec: string } | null>();

/** Computes a product's figure once: sorting thousands of products asks for it many times. */
function memo<T>(
  cache: WeakMap<Product, T | null>,
  product: Product,
  compute: (p: Product) => T | undefined,
): T | undefined {
  const known = cache.get(product);
  if (known !== undefined) return known ?? undefined;
  const value = compute(product);
  cache.set(product, value ?? null);
  return value;
}

export function speedOf(product: Product): { value: number; spec: string } | undefined {
  return memo(speeds, product, computeSpeed);
}

function computeSpeed(product: Product): { value: number; spec: string } | undefined {
  const spec =
    product.specs.find((s) => /sequential read|read speed/i.test(s.label)) ??
    product.specs.find((s) => /max(imum)? speed|^speed$/i.test(s.label));
  const match = spec && /([\d.,]+)\s*(mb\/s|gb\/s|mbps|gbps|mt\/s)/i.exec(spec.value);
  if (!spec || !match) return undefined;
  const amount = Number((match[1] ?? '').replace(/,/g, ''));
  const unit = SPEED_UNITS[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number.isFinite(amount) ? { value: amount * unit, spec: `${spec.label}: ${spec.value}` } : undefined;
}

/** Capacity in GB (a 2 × 16 GB kit counts as its 32 GB total, which is stated first). */
export function capacityOf(product: Product): { value: number; spec: string } | undefined {
  return memo(capacities, product, computeCapacity);
}

function computeCapacity(product: Product): { value: number; spec: string } | undefined {
  const spec = product.specs.find((s) => /capacity/i.test(s.label));
  const match = spec && /([\d.,]+)\s*(tb|gb)/i.exec(spec.value);
  if (!spec || !match) return undefined;
  const amount = Number((match[1] ?? '').replace(/,/g, ''));
  return {
    value: (match[2] ?? '').toLowerCase() === 'tb' ? amount * 1000 : amount,
    spec: `${spec.label}: ${spec.value}`,
  };
}

/** A noun said both ways: "1 memory kit", "3 memory kits". */
export interface Noun {
  one: string;
  many: string;
}

/** "Card" → "Cards", "Accessory" → "Accessories", "Box" → "Boxes"; a word already plural ("mice", "laptops") stays. */
export function plural(word: string): string {
  if (/(s|mice|people)$/i.test(word)) return word;
  if (/mouse$/i.test(word)) return `${word.slice(0, -5)}mice`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(x|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Category names said mid-sentence: what one item of them is called ("Memory" is sold as kits). */
const ITEM_OF: ReadonlyMap<string, string> = new Map([['memory', 'memory kit']]);

/**
 * A category as a noun in a sentence: "Wi-Fi Card" → "Wi-Fi card(s)", "Memory" → "memory kit(s)", "NVMe SSD" →
 * "NVMe SSD(s)". Capitalised common words are lower-cased; names and acronyms (Wi-Fi, SSD, Bluetooth) are kept.
 */
export function categoryNoun(category: string): Noun {
  const item = ITEM_OF.get(category.toLowerCase());
  const words = (item ?? category)
    .split(' ')
    .map((w) => (/^[A-Z][a-z]+$/.test(w) && !PROPER.has(w) ? w.toLowerCase() : w));
  const last = words.pop() ?? '';
  const head = words.length > 0 ? `${words.join(' ')} ` : '';
  return { one: `${head}${last}`, many: `${head}${plural(last)}` };
}

const PROPER: ReadonlySet<string> = new Set(['Bluetooth']);

/** "1 memory kit", "3 memory kits". */
export const counted = (n: number, noun: Noun): string => `${n} ${n === 1 ? noun.one : noun.many}`;

/** A feature a shopper asks which products have ("Which RAM supports XMP?"), read from one spec. */
export interface Feature {
  /** How the answer names it: "Intel XMP", "RGB lighting". */
  name: string;
  /** "support" or "have", as the answer says it. */
  verb: 'support' | 'have';
  ask: RegExp;
  label: RegExp;
  /** The spec's value shows the feature. */
  has: RegExp;
  /** A category whose name already says it ("Bluetooth Adapter" has Bluetooth): not a question about the feature. */
  implied?: RegExp;
}

const FEATURES: readonly Feature[] = [
  { name: 'Intel XMP', verb: 'support', ask: /\bxmp\b/, label: /^profiles$/i, has: /xmp/i },
  { name: 'AMD EXPO', verb: 'support', ask: /\bexpo\b/, label: /^profiles$/i, has: /expo/i },
  {
    name: 'RGB lighting',
    verb: 'have',
    ask: /\b(a?rgb|lighting|leds?|lights?)\b/,
    label: /^lighting$/i,
    has: /^(?!none)/i,
  },
  {
    name: 'a heat spreader',
    verb: 'have',
    ask: /\b(heat ?sinks?|heat ?spreaders?)\b/,
    label: /^heat ?(spreader|sink)$/i,
    has: /^(?!none)/i,
  },
  {
    name: 'Bluetooth',
    verb: 'have',
    ask: /\bbluetooth\b/,
    label: /^bluetooth/i,
    has: /bluetooth/i,
    implied: /bluetooth/i,
  },
  { name: 'the 6 GHz band', verb: 'support', ask: /\b6ghz\b/, label: /^bands$/i, has: /\b6 GHz/i },
  { name: 'a DRAM cache', verb: 'have', ask: /\bdram\b/, label: /^cache$/i, has: /dram(?!-less)/i },
  { name: 'a USB-C connector', verb: 'have', ask: /\busbc\b/, label: /^connector$/i, has: /usb-c/i },
  { name: 'a magnetic base', verb: 'have', ask: /\bmagnetic\b/, label: /^(antennas?|mount)$/i, has: /magnetic/i },
];

/** The feature a (normalised) question asks about, unless the categories it names already imply it. */
export function featureAsked(t: string, categories: readonly string[]): Feature | undefined {
  return FEATURES.find((f) => f.ask.test(t) && !categories.some((c) => f.implied?.test(c)));
}
