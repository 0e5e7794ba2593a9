// How the offline assistant reads words and numbers: one normal form for the ways people write the same thing, word
// tokens, a typo-tolerant comparison, and figures with their units turned into one base unit per dimension. Every
// lookup keyed by a shopper's word is a Map or a Set, so a word like "constructor" is just a word.

/** Lower-cases and joins the ways people write the same thing ("Wi-Fi 6E" → "wifi 6e", "2 TB" → "2tb"). */
export function normalise(text: string): string {
  return withDigits(text.toLowerCase().normalize('NFKC'))
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\bwi[\s-]?fi\b/g, 'wifi')
    .replace(/\bbt\s?(\d\.\d)\b/g, 'bluetooth $1')
    .replace(/\bwifi\s*-?\s*(\d+e?)\b/g, 'wifi $1')
    .replace(/\bpci[\s-]?e(xpress)?\b/g, 'pcie')
    .replace(/\bpcie\s*(\d)(?:\.0)?\b/g, 'pcie $1.0')
    .replace(/\bgen\s*(\d)\b/g, 'pcie $1.0')
    .replace(/\bm\.?\s?2\b/g, 'm.2')
    .replace(/\bddr\s*(\d)\b/g, 'ddr$1')
    .replace(/\busb[\s-]?c\b/g, 'usb-c')
    .replace(/\busb[\s-]?a\b/g, 'usb-a')
    .replace(/(\d)(mah|wh)\b/g, '$1 $2')
    .replace(
      /\b(\d+(?:\.\d+)?)\s*(tb|gb|mb|terabytes?|teras?|gigabytes?|gigs?)\b(?!\s*\/)/g,
      (_, n: string, u: string) => (u.startsWith('t') ? `${n}tb` : u.startsWith('m') ? `${n}mb` : `${n}gb`),
    );
}

const SMALL = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const TEENS = ['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const valueOfWords = (word: string): number => {
  const [tens = '', unit = ''] = word.split(/[\s-]+/);
  const ten = TENS.indexOf(tens);
  if (ten >= 0) return (ten + 2) * 10 + (unit ? SMALL.indexOf(unit) + 1 : 0);
  const teen = TEENS.indexOf(tens);
  return teen >= 0 ? teen + 13 : SMALL.indexOf(tens) + 1;
};
const NUMBER = String.raw`(?:(?:${TENS.join('|')})(?:[\s-](?:${SMALL.slice(0, 9).join('|')}))?|${TEENS.join('|')}|${SMALL.join('|')})`;
/** A number written out, alone or as a range: "sixty", "twenty-five", "four to five hundred", "a hundred and fifty". */
const WRITTEN = new RegExp(
  String.raw`\b(${NUMBER}|a)(?:(\s+(?:to|or|-)\s+)(${NUMBER}))?(?:\s+(hundred)(?:\s+and\s+(${NUMBER}))?)?\b`,
  'g',
);
/** What follows "one" when it is a figure ("one terabyte"), not a pronoun ("the cheaper one"). */
const AFTER_ONE = /^\s*(?:tb|gb|mb|terabytes?|teras?|gigabytes?|gigs?|dollars?|bucks|meters?|metres?|years?)\b/;

/**
 * Numbers written out as digits ("sixty to seventy bucks" is "60 to 70 bucks", "four to five hundred" is "400 to 500",
 * "the four terabyte one" is "the 4 terabyte one"), so every later reading sees one form. "One" stays a word unless a
 * unit follows it, and "a" is a number only before "hundred".
 */
function withDigits(text: string): string {
  return text.replace(WRITTEN, (whole: string, ...groups: unknown[]) => {
    const [first, joint, second, hundred, extra, at] = groups as [string, string?, string?, string?, string?, number?];
    const after = text.slice((at ?? 0) + whole.length);
    if (first === 'a' ? !hundred : first === 'one' && !second && !hundred && !AFTER_ONE.test(after)) return whole;
    const scale = hundred ? 100 : 1;
    const plus = extra ? valueOfWords(extra) : 0;
    const low = (first === 'a' ? 1 : valueOfWords(first)) * scale;
    return second && joint ? `${low}${joint}${valueOfWords(second) * scale + plus}` : String(low + plus);
  });
}

/** Plural to singular for the endings that occur here ("cards", "batteries"; not "class", "macos"). */
export function stem(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 4 && /(ch|sh|x)es$/.test(token)) return token.slice(0, -2);
  if (token.length > 3 && token.endsWith('s') && !/(ss|us|is|os)$/.test(token)) return token.slice(0, -1);
  return token;
}

/** Word tokens of an already normalised text, stemmed: "6e", "m.2", "zq100", "usb-c" stay whole. */
export const words = (normalised: string): string[] =>
  (normalised.match(/[a-z0-9]+(?:[.-][a-z0-9]+)*/g) ?? []).map(stem);

/** Words that say nothing about what is asked. */
export const STOP: ReadonlySet<string> = new Set(
  `a an the i me my we us you your our is are was be been do does doe did doing done can could would should will what which who how
  why where when any some to of in on at by and or but for with from into about it its this that these those there
  here have ha had just also very really please so if then than them they their he she his her am im i'm it's
  what's whats get got there's let know tell hey hi hello ok okay one thing want need looking like much many`
    .split(/\s+/)
    .filter(Boolean),
);

/** True when `a` and `b` are the same word but for one slip (a letter missing, added, changed or swapped). */
export function nearWord(a: string, b: string): boolean {
  if (a === b) return true;
  // A model number with one digit changed is another model ("zq500" is not the ZQ300).
  if (/\d/.test(a) || /\d/.test(b)) return false;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, n: number) => x.slice(i + n);
  return (
    rest(a, 1) === rest(b, 1) ||
    rest(a, 1) === rest(b, 0) ||
    rest(a, 0) === rest(b, 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2))
  );
}

/** A figure in one base unit per dimension: bytes in GB, speeds in MB/s, links in Mbps, lengths in mm… */
export interface Figure {
  value: number;
  dimension: string;
  /** Where it stands in the text it was read from (thousands separators removed). */
  at?: number;
}

/** Units as written in the catalogue and by shoppers: [pattern, dimension, factor to the base unit]. */
const UNITS: readonly (readonly [string, string, number])[] = [
  ['gb/s|gbytes/s', 'MB/s', 1000],
  ['mb/s|mbytes/s', 'MB/s', 1],
  ['gbps|gbit/s|gb/s', 'Mbps', 1000],
  ['mbps|mbit/s', 'Mbps', 1],
  ['tbw', 'TBW', 1],
  ['tb|terabytes?|teras?', 'GB', 1000],
  ['gb|gigabytes?|gigs?', 'GB', 1],
  ['mt/s|mhz', 'MT/s', 1],
  ['dbi', 'dBi', 1],
  ['ghz', 'GHz', 1],
  ['mm', 'mm', 1],
  ['cm', 'mm', 10],
  ['km', 'mm', 1_000_000],
  ['m|meters?|metres?', 'mm', 1000],
  ['ft|feet|foot', 'mm', 304.8],
  ['kg', 'g', 1000],
  ['g|grams?', 'g', 1],
  ['v|volts?', 'V', 1],
  ['mah', 'mAh', 1],
  ['wh', 'Wh', 1],
  ['w|watts?', 'W', 1],
  ['years?|yrs?', 'years', 1],
  ['months?', 'years', 1 / 12],
  ['devices?', 'devices', 1],
];
const UNIT = new RegExp(
  String.raw`(?<![a-z0-9.])(\d+(?:\.\d+)?)\s*(${UNITS.map(([p]) => p).join('|')})(?![a-z0-9]|\.\d)`,
  'g',
);

/** A phrase as a regular expression that matches it literally. */
export const literal = (phrase: string): string => phrase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Every figure with a unit in a text ("7,400 MB/s", "2tb", "1 m"), in order. */
export function figuresIn(text: string): Figure[] {
  const found: Figure[] = [];
  for (const m of text
    .toLowerCase()
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .matchAll(UNIT)) {
    const unit = UNITS.find(([p]) => new RegExp(`^(?:${p})$`).test(m[2] ?? ''));
    if (unit) found.push({ value: Number(m[1]) * unit[2], dimension: unit[1], at: m.index });
  }
  return found;
}

/** The number a spec value is ranked by: its first figure with a unit, else its first plain number ("5.4", "CL30"). */
export function measure(value: string): Figure | undefined {
  const [first] = figuresIn(value);
  if (first) return first;
  if (/\blifetime\b/i.test(value)) return { value: Infinity, dimension: 'years' };
  const plain = /(\d+(?:\.\d+)?)/.exec(value.replace(/(\d),(\d{3})\b/g, '$1$2'));
  return plain ? { value: Number(plain[1]), dimension: '' } : undefined;
}

/** An amount of money in cents: "$100", "100 dollars", "100 bucks", "100usd". */
export function moneyIn(text: string): { cents: number; index: number }[] {
  const found: { cents: number; index: number }[] = [];
  const pattern = /\$\s?(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s?(?:\$|dollars?|bucks|usd)\b/g;
  for (const m of text.matchAll(pattern)) found.push({ cents: Math.round(Number(m[1] ?? m[2]) * 100), index: m.index });
  return found;
}

export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map((w, i): [string, number] => [
    w,
    i + 2,
  ]),
  ['a pair of', 2],
  ['pair of', 2],
  ['a couple of', 2],
  ['a dozen', 12],
]);

/** Spans of time: "a couple of weeks back" counts no products. */
const TIMES = '(?:years?|months?|weeks?|days?|hours?|minutes?|times)\\b';

/** How many units a question asks for: "3 of them", "x2", "two of the", "a pair of". */
export function quantityIn(text: string): number | undefined {
  const digits =
    /(?:^|\s)(?:x\s?)?(\d{1,4})\s?(?:units?|pcs|pieces|of\b|copies|(?:kits?|packs?|sets?) of\b)|(?:^|\s)(\d{1,2})\s?(?:x\b|×)|(?:\bx|×)\s?(\d{1,4})\b|\b(?:buy|get|order|need|want|for)\s(\d{1,3})\s(?!(?:tb|gb|mb|dollars?|bucks)\b)[a-z0-9]|\b(?:buy|order|need|want|get|take)\s(\d{1,3})\s*[?.!]*\s*$/.exec(
      text,
    );
  // (A number of three or more digits before an x is a model: "a 7700X".)
  const n = digits?.slice(1).find((d) => d !== undefined);
  if (n !== undefined) return Number(n);
  // "five dollars" is money, not five units.
  for (const [word, value] of NUMBER_WORDS)
    if (new RegExp(`\\b${word}\\b(?!\\s*(?:bucks|dollars|usd|quid|more dollars|${TIMES}))`).test(text)) return value;
  return undefined;
}
