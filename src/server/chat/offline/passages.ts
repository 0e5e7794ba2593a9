// A detail the specs have no label for ("is a cradle included", "single-sided or not") is looked up in the
// product's own sentences: its summary, its description split into sentences, each spec written out and each
// requirement. A sentence answers when it holds the shopper's detail words, weighted by how few products' sentences
// hold them; the index is built once per catalogue, on the first such question.
import type { Product } from '../../../domain/catalog/index.ts';
import { nearWord, normalise, words } from './text.ts';
import type { Vocabulary } from './vocabulary.ts';

interface Passage {
  text: string;
  words: ReadonlySet<string>;
}

interface Index {
  passages: Map<string, Passage[]>;
  /** How many products' sentences hold each word. */
  frequency: Map<string, number>;
  /** Words by length, for the one-slip comparison. */
  byLength: Map<number, string[]>;
  size: number;
}

const cache = new WeakMap<Vocabulary, Index>();

/** A word held by more than this share of the products' sentences tells them apart from nothing. */
const COMMON = 0.4;

function indexOf(v: Vocabulary): Index {
  let index = cache.get(v);
  if (index) return index;
  const passages = new Map<string, Passage[]>();
  const frequency = new Map<string, number>();
  for (const { product } of v.entries) {
    const own = sentencesOf(product).map((text) => ({ text, words: new Set(wordsOf(text)) }));
    passages.set(product.sku, own);
    for (const w of new Set(own.flatMap((p) => [...p.words]))) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  }
  const byLength = new Map<number, string[]>();
  for (const w of frequency.keys()) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
  index = { passages, frequency, byLength, size: v.entries.length };
  cache.set(v, index);
  return index;
}

/** A compound's parts count as words too ("screw-on" holds "screw"). */
const wordsOf = (text: string) => words(normalise(text)).flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w]));

function sentencesOf(p: Product): string[] {
  // A sentence ends at a full stop before a capital; "M.2" and "1.2 m" do not end one.
  const prose = [p.summary, p.description].flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z])/));
  return [
    ...prose,
    ...p.specs.map((s) => `${s.label}: ${s.value}`),
    ...(p.fit?.needs ?? []).map((n) => `Needs: ${n}`),
  ].map((t) => t.trim());
}

/** The catalogue's word a shopper's word stands for (as written, or with one slip), when it tells products apart. */
function ownWord(w: string, index: Index): string | undefined {
  const fits = (own: string) => (index.frequency.get(own) ?? 0) <= Math.max(1, index.size * COMMON);
  if (index.frequency.has(w)) return fits(w) ? w : undefined;
  // One slip only in a long word: "order" is not "older".
  if (w.length < 6) return undefined;
  for (const n of [w.length - 1, w.length, w.length + 1])
    for (const own of index.byLength.get(n) ?? []) if (nearWord(w, own) && fits(own)) return own;
  return undefined;
}

/** Of a question's leftover words, the ones some product's sentences hold and most do not. */
export function detailWords(candidates: readonly string[], v: Vocabulary): string[] {
  const index = indexOf(v);
  return [...new Set(candidates.map((w) => ownWord(w, index)).filter((w): w is string => w !== undefined))];
}

/** Beside a figure already asked and answered, only words this rare add a sentence ("rated" does not). */
const RARE = 0.1;

/**
 * The product's sentences that hold the most of the detail words (rarest first), at most two; `aside`: the answer
 * already states a figure, and only rare words add to it.
 */
export function passagesAbout(product: Product, asked: readonly string[], v: Vocabulary, aside = false): string[] {
  const index = indexOf(v);
  const own = index.passages.get(product.sku) ?? [];
  const about = aside ? asked.filter((w) => (index.frequency.get(w) ?? 0) <= Math.max(2, index.size * RARE)) : asked;
  const weight = (w: string) => Math.log(1 + index.size / (index.frequency.get(w) ?? index.size));
  const scored = own
    .map((p) => ({ p, held: about.filter((w) => p.words.has(w)) }))
    .filter((s) => s.held.length > 0)
    .map((s) => ({ ...s, score: s.held.reduce((sum, w) => sum + weight(w), 0) }))
    .sort((a, b) => b.score - a.score);
  const [best, ...rest] = scored;
  if (!best) return [];
  // A second sentence only for a word the first does not hold.
  const more = rest.find((s) => s.held.some((w) => !best.held.includes(w)));
  return [best.p.text, ...(more ? [more.p.text] : [])];
}
