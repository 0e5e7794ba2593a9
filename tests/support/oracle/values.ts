// The oracle's own reading of catalogue values and reply text. Written apart from the assistant on purpose: the
// evaluation checks the assistant from outside, so it shares no parsing with it (docs/assistant-evaluation.md).

/** A value's comparable form: lower case, thousands separators, spaces and markdown emphasis dropped, look-alikes folded. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\*\*|__|`/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/×/g, 'x')
    .replace(/\s+/g, '')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
}

/** Whether `haystack` contains `needle` once both are normalised. */
export function containsValue(haystack: string, needle: string): boolean {
  const n = normalise(needle);
  return n !== '' && normalise(haystack).includes(n);
}

/** A measured quantity in its dimension's base unit (bytes, bytes/s, Hz or transfers/s, bits/s, metres, grams…). */
export interface Quantity {
  readonly amount: number;
  readonly dimension: string;
}

// Unit → [dimension, factor to the dimension's base]. Longest spellings first so "MB/s" wins over "MB".
const UNITS: readonly (readonly [RegExp, string, number])[] = [
  [/^gb\/s$|^gbytes\/s$/, 'bytes/s', 1e9],
  [/^mb\/s$/, 'bytes/s', 1e6],
  [/^kb\/s$/, 'bytes/s', 1e3],
  [/^gbps$|^gbit\/s$|^gb\/s\(bits\)$/, 'bits/s', 1e9],
  [/^mbps$|^mbit\/s$/, 'bits/s', 1e6],
  [/^kbps$/, 'bits/s', 1e3],
  [/^tbw$/, 'tb-written', 1],
  [/^pb$/, 'bytes', 1e15],
  [/^tb$/, 'bytes', 1e12],
  [/^gb$/, 'bytes', 1e9],
  [/^mb$/, 'bytes', 1e6],
  [/^mt\/s$/, 'transfers/s', 1e6],
  [/^ghz$/, 'hz', 1e9],
  [/^mhz$/, 'hz', 1e6],
  [/^dbi$/, 'dbi', 1],
  [/^mah$/, 'charge', 1e-3],
  [/^ah$/, 'charge', 1],
  [/^wh$/, 'energy', 1],
  [/^w$/, 'power', 1],
  [/^v$/, 'volts', 1],
  [/^km$/, 'metres', 1000],
  [/^mm$/, 'metres', 1e-3],
  [/^cm$/, 'metres', 1e-2],
  [/^m$/, 'metres', 1],
  [/^ft$|^feet$/, 'metres', 0.3048],
  [/^kg$/, 'grams', 1000],
  [/^g$/, 'grams', 1],
  [/^years?$/, 'years', 1],
  [/^months?$/, 'years', 1 / 12],
  [/^hours?$|^h$/, 'hours', 1],
  [/^minutes?$|^min$/, 'hours', 1 / 60],
];

/**
 * The quantity a spec value states first, e.g. "7,400 MB/s" → 7.4e9 bytes/s, "Up to 20 m (open space)" → 20 metres,
 * "32 GB (2 × 16 GB)" → 32e9 bytes. Undefined for values that are not a single measured amount ("None (passive cable)",
 * "85 × 55 × 9 mm", "PCIe 4.0 x4"), so nothing is compared that a shopper would not compare.
 */
export function parseQuantity(value: string): Quantity | undefined {
  const text = value.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  // A dimension list ("85 × 55 × 9 mm") is several amounts, not one.
  if (/\d\s*[×x]\s*\d/i.test(text.split('(')[0] ?? '')) return undefined;
  const match = /(?:^|[\s(~])(\d+(?:\.\d+)?)\s*([a-z]+(?:\/s)?)\b/i.exec(text);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  const found = UNITS.find(([pattern]) => pattern.test(unit));
  if (!found) return undefined;
  const [, dimension, factor] = found;
  return { amount: amount * factor, dimension };
}

/** Integer cents as the store writes a price: 7999 → "$79.99", 123456 → "$1,234.56". */
export function dollars(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
