// How the assistant reads a shopper's words: one normal form for the ways people write the same thing, and the
// numbers a question carries (money, capacity, quantity). Every lookup keyed by a shopper's word is a Map or a Set,
// so a word like "constructor" or "__proto__" is just a word.

/** Lower-cases and rewrites the ways people spell the same thing ("Wi-Fi 7", "wifi7", "802.11be") into one token. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/802\.11\s*be\b/g, 'wifi7')
    .replace(/802\.11\s*ax\b/g, 'wifi6')
    .replace(/802\.11\s*ac\b/g, 'wifi5')
    .replace(/\bwi[\s-]?fi\s*-?\s*(\d+e?)\b/g, 'wifi wifi$1')
    .replace(/\bwi[\s-]?fi\b/g, 'wifi')
    .replace(/\b(\d+(?:\.\d+)?)\s*(tb|gb|terabytes?|gigabytes?|tera|gigs?|g)\b/g, (_, n: string, unit: string) =>
      unit.startsWith('t') ? `${n}tb` : `${n}gb`,
    )
    .replace(/\b(\d+(?:\.\d+)?)\s*dbi\b/g, '$1dbi')
    .replace(/\b(\d+(?:\.\d+)?)\s*ghz\b/g, '$1ghz')
    .replace(/\bpcie\s*(\d)(?:\.0)?\b/g, 'pcie pcie$1')
    .replace(/\bpci[\s-]?e(xpress)?\b/g, 'pcie')
    .replace(/\bgen\s*(\d)\b/g, 'pcie$1')
    .replace(/\bm\.?\s?2\b/g, 'm2')
    .replace(/\bddr\s*(\d)\b/g, 'ddr$1')
    .replace(/\busb[\s-]?c\b/g, 'usbc')
    .replace(/\busb[\s-]?a\b/g, 'usba')
    .replace(/\bbluetooth\s*(\d\.\d)\b/g, 'bluetooth bt$1')
    .replace(/\bbt\s*(\d\.\d)\b/g, 'bluetooth bt$1');
}

/** Plural to singular, for the endings that occur in this domain ("cards", "accessories"; not "macos", "class"). */
export function stem(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 3 && token.endsWith('s') && !/(ss|us|is|os)$/.test(token)) return token.slice(0, -1);
  return token;
}

export function tokenize(text: string): string[] {
  return (normalise(text).match(/[a-z0-9]+(?:\.[0-9]+)*/g) ?? [])
    .filter((t) => t.length > 1 || /\d/.test(t))
    .map((t) => (STOP_WORDS.has(t) ? t : stem(t)));
}

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the i me my we us you your our is are was be do does did can could would should will what which who how why
  where when any some need want wanted looking look find show give recommend suggest get buy buying for with to of
  in on at by and or but please good great nice one ones something thing have has had there it its this that these
  those about tell more most than from into like just also very really best top product item store sell shop
  option choice hi hello hey thank thanks much many policy policies rule terms condition am if so not no yes else
  which whats what's im i'm ok okay then them their they he she his her would you'd i'd i'll let know think got
  go going use using used work works working kind type sort model version current new old up off out over under
  per each every all both either same other another spec specs price cost costs how's it's available ok`
    .split(/\s+/)
    .filter(Boolean),
);

/** Shoppers' words for what the catalogue calls otherwise; applied to the question only. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['ram', ['memory']],
  ['dimm', ['memory']],
  ['udimm', ['memory']],
  ['sodimm', ['memory']],
  ['ddr4', ['ddr4', 'memory']],
  ['ddr5', ['ddr5', 'memory']],
  ['sd', ['sd', 'memory', 'card']],
  ['microsd', ['microsd', 'memory', 'card']],
  ['sdxc', ['sdxc', 'memory', 'card']],
  ['microsdxc', ['microsdxc', 'memory', 'card']],
  ['external', ['portable']],
  ['wireless', ['wifi']],
  ['wlan', ['wifi']],
  ['network', ['wifi']],
  ['internet', ['wifi']],
  ['bt', ['bluetooth']],
  ['dongle', ['usb', 'adapter']],
  ['stick', ['usb']],
  ['aerial', ['antenna']],
  ['antennae', ['antenna']],
  ['drive', ['ssd']],
  ['disk', ['ssd']],
  ['storage', ['ssd']],
  ['nvme', ['nvme', 'ssd']],
  ['notebook', ['laptop']],
  ['macos', ['macos', 'mac']],
  ['macbook', ['mac']],
  ['hackintosh', ['hackintosh', 'mac']],
  ['headphone', ['bluetooth']],
  ['headset', ['bluetooth']],
  ['airpod', ['bluetooth']],
  ['controller', ['bluetooth']],
  ['cable', ['cable']],
]);

const MONEY = String.raw`\$?\s*(\d+(?:\.\d{1,2})?)\s*(?:\$|usd|dollars?|bucks)?`;
const MAX_PRICE = new RegExp(
  String.raw`\b(?:under|below|less than|cheaper than|at most|max(?:imum)?|up to|within|no more than|not more than|budget(?: is| of)?|have|got|spend(?:ing)?|only)\s*(?:of\s*)?${MONEY}|<=?\s*${MONEY}|${MONEY}\s*(?:max|budget|or less|tops)`,
);
const MIN_PRICE = new RegExp(String.raw`\b(?:over|above|more than|at least|min(?:imum)?)\s*${MONEY}|>=?\s*${MONEY}`);
const RANGE = new RegExp(
  String.raw`\b(?:between\s*)?\$\s*(\d+(?:\.\d{1,2})?)\s*(?:-|to|and)\s*\$?\s*(\d+(?:\.\d{1,2})?)`,
);

export interface PriceLimits {
  max?: number;
  min?: number;
}

const cents = (text: string | undefined) => Math.round(Number(text) * 100);

/** Price limits in cents: "under $50", "$40 budget", "between $20 and $40". */
export function priceLimits(text: string): PriceLimits {
  const t = normalise(text);
  const range = RANGE.exec(t);
  if (range) {
    const [a, b] = [cents(range[1]), cents(range[2])];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const out: PriceLimits = {};
  const max = MAX_PRICE.exec(t);
  const maxValue = max?.slice(1).find((v) => v !== undefined);
  // "have 2 slots" is no budget: a bare number only counts after a money word or with a $.
  if (
    max &&
    maxValue !== undefined &&
    /\$|dollar|usd|buck|budget|under|below|less|cheaper|most|max|up to|within|no more/.test(max[0])
  ) {
    out.max = cents(maxValue);
  }
  // A single dollar amount with no other reading ("best RAM for $120") is what the shopper means to spend.
  const bare = t.match(/\$\s*\d+(?:\.\d{1,2})?|\b\d+(?:\.\d{1,2})?\s*(?:dollars?|usd|bucks)\b/g);
  if (out.max === undefined && bare?.length === 1 && !/\b(over|above|more than|at least)\b/.test(t)) {
    out.max = cents(/\d+(?:\.\d{1,2})?/.exec(bare[0])?.[0]);
  }
  const min = MIN_PRICE.exec(t);
  const minValue = min?.slice(1).find((v) => v !== undefined);
  if (min && minValue !== undefined && /\$|dollar|usd/.test(min[0])) out.min = cents(minValue);
  return out;
}

/** A dollar amount named anywhere ("a $12.99 dongle", "order of 45 dollars"), in cents. */
export function amountIn(text: string): number | undefined {
  const match = /\$\s*(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s*(?:\$|usd|dollars?|bucks)/i.exec(
    text.replace(/(\d),(\d{3})\b/g, '$1$2'),
  );
  const value = match?.[1] ?? match?.[2];
  return value === undefined ? undefined : cents(value);
}

/** A capacity in GB ("2tb" → 2000, "512 GB" → 512). */
export function capacityIn(text: string): number | undefined {
  const match = /\b(\d+(?:\.\d+)?)(tb|gb)\b/.exec(normalise(text));
  if (!match) return undefined;
  const n = Number(match[1]);
  return match[2] === 'tb' ? n * 1000 : n;
}

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...'one two three four five six seven eight nine ten eleven twelve'.split(' ').map((w, i) => [w, i + 1] as const),
  ...Object.entries({ fifteen: 15, twenty: 20, dozen: 12, 'a couple': 2, 'a pair': 2, pair: 2, couple: 2 }),
]);

/** Words after a number that make it a measure, not a count ("10 years", "2 day", "50 bucks"). */
const MEASURE =
  /^(tb|gb|mb|ghz|dbi|mm|m|cm|year|day|week|month|hour|minute|percent|dollar|usd|buck|pack|port|pin|band)s?$/;

/**
 * How many of a product a cart line asks for, from its tokens (see questionTokens): "3 sc200 sd card", "shipping for
 * two nv7400 1tb", "3x be200", "nv7400 x2". A number glued to a unit ("1tb") or part of a version ("3.0") is a spec.
 */
export function countIn(tokens: readonly string[]): number | undefined {
  for (const [i, token] of tokens.entries()) {
    // A number right after an interface or standard is part of its name ("usb 3", "pcie 4.0 x4", "wifi 7").
    if (STANDARD.test(tokens[i - 1] ?? '')) continue;
    const next = tokens[i + 1] ?? '';
    const times = /^(\d{1,3})x$|^x(\d{1,3})$/.exec(token);
    if (times) return Number(times[1] ?? times[2]);
    const n = /^\d{1,3}$/.test(token) ? Number(token) : NUMBER_WORDS.get(token);
    if (n !== undefined && n > 0 && /^[a-z]/.test(next) && !MEASURE.test(next)) return n;
  }
  return undefined;
}

/** Words a version or lane count follows: the number after them is a spec, not a quantity. */
const STANDARD = /^(?:usb|pcie|gen|bt|bluetooth|ddr|wifi|wi-fi|sata|nvme)\d*(?:\.\d+)?$|^\d+(?:\.\d+)?$/;

/**
 * How many units the shopper wants: "3 Go P20", "order 12 of", "x4", "five of them", "a dozen". Numbers that are
 * part of a spec ("2 TB", "Wi-Fi 7", "DDR5-6000", "$40") are not quantities.
 */
export function quantityIn(text: string): number | undefined {
  const t = normalise(text).replace(/\$\s*\d+(?:\.\d+)?/g, ' ');
  const patterns = [
    /\b(?:buy|order|get|need|want|purchase|take|add)\s+(\d{1,4})\b(?!\.\d|\s*(?:tb|gb|mb|ghz|dbi|years?|m\b|%))/,
    /\b(\d{1,4})\s*(?:x\b|units?|pieces?|pcs|copies|of (?:them|those|these|it|the)|(?:more )?(?:for|in) (?:my|our|the) (?:team|office|class|lab|staff|company))/,
    /\bx\s*(\d{1,4})\b/,
    /\b(?:quantity|qty)\s*(?:of\s*)?(\d{1,4})\b/,
    /^(?:can i (?:buy|order|get) |i need |i want )?(\d{1,4})\s+(?!tb|gb|mb|ghz|dbi|years?\b)[a-z]/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(t);
    if (match?.[1]) return Number(match[1]);
  }
  for (const [word, n] of NUMBER_WORDS) {
    if (
      new RegExp(
        `\\b(?:buy|order|get|need|want|purchase|add|take)\\s+(?:a\\s+)?${word}\\b|\\b${word}\\s+(?:of (?:them|those|these|the)|units?|pieces?)`,
      ).test(t)
    )
      return n;
  }
  return undefined;
}
