// Product facts the assistant states (stock wording, key specs, comparable numbers), shared by the model's system
// prompt and the offline assistant so both describe a product the same way.
import { specValue, stockLabel, type Product } from '../../domain/catalog/index.ts';

/** Products a shopper may be told about. */
export const visibleProducts = (catalog: readonly Product[]): Product[] => catalog.filter((p) => !p.hidden);

export const brandName = (brand: Product['brand']): string => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The catalogue's stock label, as the middle of a sentence says it: "in stock", "only 3 left", "out of stock". */
export const stockWords = (product: Pick<Product, 'stock'>): string => stockLabel(product.stock).toLowerCase();

/**
 * One comparable number read from a product's specs: its speed, capacity, endurance, gain… The answer quotes the spec
 * it was read from, so a shopper sees the figure as the catalogue states it.
 */
export interface Reading {
  value: number;
  /** "Sequential read: 7,400 MB/s". */
  spec: string;
}

/** How a figure is read: the labels that state it (preferred first) and how a value becomes a number. */
interface Figure {
  labels: readonly RegExp[];
  /** Undefined when the value states no figure ("None (passive cable)", "Internal"). */
  read: (value: string) => number | undefined;
}

/**
 * The first "number unit" of a value in one scale, so values written in different units compare ("2 TB" → 2000 when
 * GB is 1, "7,400 MB/s" against "5.8 Gbps"). Longer units are tried first ("mb/s" before "m").
 */
function inUnits(units: Readonly<Record<string, number>>): (value: string) => number | undefined {
  const names = Object.keys(units).sort((a, b) => b.length - a.length);
  // "5 years" and "5-year" alike.
  const pattern = new RegExp(String.raw`(\d[\d,]*(?:\.\d+)?)[\s-]*(${names.join('|')})(?![a-z])`, 'i');
  return (value) => {
    const match = pattern.exec(value);
    const amount = Number((match?.[1] ?? '').replace(/,/g, ''));
    const scale = units[(match?.[2] ?? '').toLowerCase()];
    return match && scale !== undefined && Number.isFinite(amount) ? amount * scale : undefined;
  };
}

/** The first number of a value ("CL30-36-36-76" → 30). */
function firstNumber(value: string): number | undefined {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(value);
  return match ? Number(match[0].replace(/,/g, '')) : undefined;
}

// Link rates in Mbit/s; memory's MT/s is only ever compared with other memory.
const SPEED_UNITS = { 'mb/s': 8, 'gb/s': 8_000, mbps: 1, gbps: 1_000, 'mt/s': 1 };
const YEARS = inUnits({ year: 1, years: 1, yr: 1, yrs: 1, month: 1 / 12, months: 1 / 12 });

/**
 * Figures products are ranked by. Speed is read speed for storage, link rate for wireless and transfer rate for
 * memory; capacity is in GB (a 2 × 16 GB kit counts as its 32 GB total, which is stated first).
 */
export const FIGURES = {
  speed: { labels: [/sequential read|read speed/i, /max(imum)? speed|^speed$/i], read: inUnits(SPEED_UNITS) },
  capacity: { labels: [/capacity/i], read: inUnits({ tb: 1000, gb: 1 }) },
  endurance: { labels: [/endurance/i], read: inUnits({ tbw: 1, pbw: 1000 }) },
  write: { labels: [/sequential write|write speed/i], read: inUnits(SPEED_UNITS) },
  range: { labels: [/^range$/i], read: inUnits({ m: 1, km: 1000, ft: 0.3048 }) },
  // An adapter's antennas state their gain where it has no Gain spec ("2 × foldable 5 dBi").
  gain: { labels: [/^gain$/i, /^antennas?$/i], read: inUnits({ dbi: 1 }) },
  timings: { labels: [/^timings$/i], read: firstNumber },
  // A lifetime warranty outlasts any number of years.
  warranty: {
    labels: [/^warranty$/i],
    read: (value) => (/lifetime/i.test(value) ? Number.POSITIVE_INFINITY : YEARS(value)),
  },
  // A count ("2 × tri-band", "2 elements"); "2 cables" and "External 3 dBi" count no antennas.
  antennas: {
    labels: [/^antennas?$/i],
    read: (value) => firstNumber(/\d+\s*(×|x\b|elements?\b|antennas?\b)/i.exec(value)?.[0] ?? ''),
  },
  weight: { labels: [/^weight$/i], read: inUnits({ g: 1, kg: 1000, oz: 28.35 }) },
} satisfies Record<string, Figure>;

export type FigureKey = keyof typeof FIGURES;

function readFigure(product: Product, figure: Figure): Reading | undefined {
  for (const label of figure.labels) {
    for (const spec of product.specs) {
      const value = label.test(spec.label) ? figure.read(spec.value) : undefined;
      if (value !== undefined) return { value, spec: `${spec.label}: ${spec.value}` };
    }
  }
  return undefined;
}

/** What the spec says where it states no figure ("None (passive cable)"): why a product is left out of a ranking. */
export function statedInstead(product: Product, key: FigureKey): string | undefined {
  const labels: readonly RegExp[] = FIGURES[key].labels;
  return product.specs.find((spec) => labels.some((label) => label.test(spec.label)))?.value;
}

// Each product's figures are read once: sorting thousands of products asks for them many times.
const readings = new Map<FigureKey, WeakMap<Product, Reading | null>>();

/** A product's figure, or undefined when its specs state none. */
export function readingOf(product: Product, key: FigureKey): Reading | undefined {
  let cache = readings.get(key);
  if (!cache) readings.set(key, (cache = new WeakMap()));
  const known = cache.get(product);
  if (known !== undefined) return known ?? undefined;
  const reading = readFigure(product, FIGURES[key]);
  cache.set(product, reading ?? null);
  return reading;
}

export const speedOf = (product: Product): Reading | undefined => readingOf(product, 'speed');
export const capacityOf = (product: Product): Reading | undefined => readingOf(product, 'capacity');

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
  { name: 'AMD EXPO', verb: 'support', ask: /\b(expo|amd|ryzen)\b/, label: /^profiles$/i, has: /expo/i },
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

/**
 * The feature a (normalised) question asks about, unless the categories it names already imply it or none of the
 * products asked about (`scope`, when the question names any) states it at all.
 */
export function featureAsked(
  t: string,
  categories: readonly string[],
  scope: readonly Product[] = [],
): Feature | undefined {
  return FEATURES.find(
    (f) =>
      f.ask.test(t) &&
      !categories.some((c) => f.implied?.test(c)) &&
      (scope.length === 0 || scope.some((p) => specValue(p, f.label) !== undefined)),
  );
}
