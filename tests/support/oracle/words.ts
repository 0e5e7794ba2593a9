// Deterministic randomness and the ways a shopper writes: product references, units, typos, plurals.
import type { Product } from '../../../src/domain/catalog/schema.ts';

/** A seeded generator (mulberry32), so the question set is the same on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return { next, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seeded>;

const SIZE_UNIT = /^(\d[\d,]*(?:\.\d+)?)\s?(TB|GB|MB|m|dBi|mAh|W)$/;

/** A size as a shopper might type it: "2 TB", "2TB" or "2tb". */
export function unitVariant(size: string, random: Random): string {
  const match = SIZE_UNIT.exec(size);
  if (!match) return size;
  const [, amount = '', unit = ''] = match;
  return random.pick([`${amount} ${unit}`, `${amount}${unit}`, `${amount}${unit.toLowerCase()}`]);
}

/** A name's words, with an amount and its unit kept together ("1 TB") and brackets and commas dropped. */
export function nameTokens(name: string): string[] {
  const words = name
    .replace(/[()"]|,(?!\d{3})/g, ' ')
    .split(/\s+/)
    .filter((word) => /[a-z0-9]/i.test(word));
  const unit = /^(TB|GB|MB|m|dBi|mAh|W)$/;
  const tokens: string[] = [];
  words.forEach((word, i) => {
    const last = tokens.at(-1);
    // An amount stays with its unit ("1 TB"), and a bare version number with the word it numbers ("Bluetooth 5.4").
    const joins =
      last !== undefined &&
      ((/^\d[\d,]*(?:\.\d+)?$/.test(last) && unit.test(word)) ||
        (/^[A-Za-z][A-Za-z-]*$/.test(last) && /^\d+(?:\.\d+)?$/.test(word) && !unit.test(words[i + 1] ?? '')));
    if (joins) tokens[tokens.length - 1] = `${last} ${word}`;
    else tokens.push(word);
  });
  return tokens;
}

/** A model number: letters then digits, such as NV7400, A3, P10 or DDR5-6000 (not "1 TB", "6E" or "2-Pack"). */
const isModel = (token: string) => /^[a-z]{1,4}-?\d+[a-z0-9-]*$/i.test(token);
/** A model number long enough to stand alone as a reference ("NV14000", "AX210"; not "A3"). */
const isLongModel = (token: string) => isModel(token) && token.length >= 4;

/**
 * The fewest words of a product's name (brand left out) that no other listed product's name holds all of, in name
 * order: "NV7400 1 TB", "BE200 M.2". A lone word must look like a model number; otherwise two or three words.
 */
export function distinguishingTokens(product: Product, listed: readonly Product[]): string[] | undefined {
  const brand = product.brand.toLowerCase();
  const own = nameTokens(product.name).filter((token) => token.toLowerCase() !== brand);
  const others = listed
    .filter((other) => other.sku !== product.sku)
    .map((other) => new Set(nameTokens(other.name).map((token) => token.toLowerCase())));
  const unique = (combo: readonly string[]) =>
    others.every((tokens) => !combo.every((token) => tokens.has(token.toLowerCase())));
  for (let size = 1; size <= 3; size += 1) {
    const combos = combinations(own, size).filter(
      (combo) => unique(combo) && (size > 1 || combo.every(isLongModel)) && !combo.every((t) => /^[\d.]+$/.test(t)),
    );
    // Model numbers first, then sizes: "NV7400 1 TB" before "Black 1 TB".
    const score = (combo: readonly string[]) =>
      2 * combo.filter(isModel).length + combo.filter((t) => SIZE_UNIT.test(t)).length;
    const best = combos.toSorted((a, b) => score(b) - score(a))[0];
    if (best) return best;
  }
  return undefined;
}

function combinations<T>(items: readonly T[], size: number, start = 0): T[][] {
  if (size === 0) return [[]];
  const result: T[][] = [];
  for (let i = start; i <= items.length - size; i += 1) {
    for (const rest of combinations(items, size - 1, i + 1)) result.push([items[i] as T, ...rest]);
  }
  return result;
}

export interface Reference {
  readonly text: string;
  readonly how: 'name' | 'short' | 'brand+short' | 'sku';
}

/** The ways a question may name a product: its full name, its distinguishing words (with or without the brand), its SKU. */
export function references(product: Product, listed: readonly Product[], random: Random): Reference[] {
  const result: Reference[] = [{ text: product.name, how: 'name' }];
  const tokens = distinguishingTokens(product, listed);
  if (tokens) {
    const words = tokens.map((token) => unitVariant(token, random)).join(' ');
    const brand = product.brand.charAt(0).toUpperCase() + product.brand.slice(1);
    if (tokens.some(isLongModel)) result.push({ text: words, how: 'short' });
    result.push({ text: `${brand} ${words}`, how: 'brand+short' });
  }
  result.push({ text: product.sku, how: 'sku' });
  return result;
}

/** One realistic slip in one long word (a dropped or swapped letter, never the first), or the text unchanged. */
export function withTypo(text: string, random: Random): string {
  const words = [...text.matchAll(/[A-Za-z]{7,}/g)];
  if (words.length === 0) return text;
  const match = random.pick(words);
  const word = match[0];
  const at = 1 + Math.floor(random.next() * (word.length - 3));
  const slipped = random.chance(0.5)
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  return text.slice(0, match.index) + slipped + text.slice(match.index + word.length);
}

/** A category name as a shopper writes it in the plural: "NVMe SSDs", "memory kits", "antennas". */
export function plural(category: string): string {
  if (/memory$/i.test(category)) return `${category} kits`;
  if (/y$/.test(category)) return `${category.slice(0, -1)}ies`;
  return `${category}s`;
}
