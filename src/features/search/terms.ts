// Search that forgives how people type product names: "be200", "wifi 7 card", "nv 7400 2tb", "Biwin nv7400".
// The index holds each product's words in several spellings (see searchVariants), and a query word the catalogue
// does not know is corrected to the nearest word it does (one or two edits), so small typos still find products.

/** Lower-case words of a text, with "Wi-Fi" style hyphenation joined ("wifi") and punctuation dropped. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])-(?=[a-z])/g, '$1')
    .split(/[^a-z0-9.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}

const isNumber = (w: string) => /^\d+(?:\.\d+)?$/.test(w);
const isWord = (w: string) => /^[a-z]+$/.test(w);
/** Units written after a number that shoppers also type run together ("2tb", "8dbi"). */
const units = new Set(['tb', 'gb', 'mb', 'dbi', 'ghz', 'mhz', 'gbps', 'mbps', 'mm', 'm', 'w', 'v']);

/**
 * Every spelling of a text's words a shopper might type: the words themselves, letters and digits split
 * ("nv7400" → "nv", "7400"), and a word joined to the number after it ("nv 7400" → "nv7400", "2 tb" → "2tb",
 * "wifi 7" → "wifi7"). Each once, in first-seen order.
 */
export function searchVariants(text: string): string[] {
  const list = words(text);
  const out = new Set<string>(list);
  for (const w of list) for (const part of w.split(/(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/)) out.add(part);
  list.forEach((w, i) => {
    const next = list[i + 1];
    if (next === undefined) return;
    if ((isWord(w) && isNumber(next)) || (isNumber(w) && units.has(next))) out.add(w + next);
  });
  return [...out];
}

/** The words worth correcting towards: letters-only or mixed words of 3+ characters, sorted. */
export function vocabularyOf(texts: Iterable<string>, max = 20_000): string[] {
  const vocab = new Set<string>();
  for (const text of texts) for (const w of searchVariants(text)) if (w.length >= 3 && !isNumber(w)) vocab.add(w);
  return [...vocab].toSorted().slice(0, max);
}

/** Optimal string alignment distance (Levenshtein plus swaps of neighbours), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? limit + 1;
}

/** Edits a word of this length may carry: none under 4 characters (too many near neighbours), 1 to 6, else 2. */
const allowedEdits = (w: string) => (w.length < 4 ? 0 : w.length < 7 ? 1 : 2);

/**
 * The query as the index understands it: normalised words, each unknown word replaced by its nearest vocabulary
 * word (ties go to the earlier word). A word the vocabulary knows, or begins, is kept as typed.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string {
  const known = new Set(vocabulary);
  return words(query)
    .map((w) => {
      const edits = allowedEdits(w);
      if (isNumber(w) || edits === 0 || known.has(w) || vocabulary.some((v) => v.startsWith(w))) return w;
      let best = w;
      let bestDistance = edits + 1;
      for (const v of vocabulary) {
        const d = editDistance(w, v, edits);
        if (d < bestDistance) [best, bestDistance] = [v, d];
      }
      return best;
    })
    .join(' ');
}
