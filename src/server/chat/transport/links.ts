// Every product link or SKU in a model's answer is checked against the catalogue before it reaches the shopper. A
// product that does not exist goes with the words about it: its list item (or table row, or heading), else the clause
// that names it, else its whole sentence; removing only the link would leave "Take the Biwin NV9999 or ." and the
// shopper would still read of an invented product. The model streams, so this works line by line: a line is passed on
// once it is complete.
import { brandIds } from '../../../domain/catalog/index.ts';

const LINK = String.raw`\[([^\]\n]*)\]\(\s*(?:https?:\/\/[^\s)/]+)?\/products\/([A-Za-z0-9-]+)\/?\s*\)`;
const BARE_PATH = String.raw`(?:https?:\/\/[^\s)/]+)?\/products\/([A-Za-z0-9-]+)\/?`;
/**
 * A SKU written out: lower case, as SKUs are, with a digit or two parts after the brand ("fenvi-be200-m2",
 * "fenvi-tri-band-antenna"), so words like "Biwin-made" or "fenvi-branded" are words, not products.
 */
const SKU_LIKE = String.raw`\b((?:${brandIds.join('|')})-(?=[a-z0-9-]*\d|[a-z0-9]+-[a-z0-9])[a-z0-9]+(?:-[a-z0-9]+)*)\b`;
/** One pass, links first: a link's own path and SKU are judged as part of the link, not again on their own. */
const PRODUCT_MENTION = new RegExp(`${LINK}|${BARE_PATH}|${SKU_LIKE}`, 'g');

/** A line that is one item of its own: a list item, a table row, a heading. */
const ITEM_LINE = /^\s*(?:[-*+]\s|\d+[.)]\s|\||#)/;
/** Where one sentence ends and the next begins: after ., ! or ? (and a closing quote or bracket) and a space. */
const SENTENCE_END = /(?<=[.!?]["')\]*]*\s+)(?=\S)/;
/** A sentence's closing punctuation, kept when the clause it ended is removed. */
const SENTENCE_TAIL = /[.!?]+["')\]*]*\s*$/;
/** Between clauses: a comma, a semicolon, a dash, or "or", "and", "but". Captured, so a split keeps it. */
const CLAUSE_BREAK = /(,\s+|;\s+|\s+[—–]\s+|\s+(?:or|and|but)\s+)/;
/** A parenthesis, not a link's target ("[name](/products/…)"). */
const PARENTHESIS = /\s*(?<!\])\([^()]*\)/g;

type Knows = (sku: string) => boolean;

/** The SKU each product mention in a text points at, lower-cased. */
function mentioned(text: string): string[] {
  return [...text.matchAll(PRODUCT_MENTION)].map((m) => (m[2] ?? m[3] ?? m[4] ?? '').toLowerCase());
}

const namesUnknown = (text: string, knows: Knows) => mentioned(text).some((sku) => !knows(sku));

/** One line (or a whole text) without the products that do not exist and the words about them. */
export function checkProductLinks(text: string, knows: Knows): string {
  return text
    .split(/(?<=\n)/)
    .map((line) => checkLine(line, knows))
    .join('');
}

function checkLine(line: string, knows: Knows): string {
  if (!namesUnknown(line, knows)) return line;
  if (ITEM_LINE.test(line)) return '';
  const end = line.endsWith('\n') ? '\n' : '';
  const kept = line
    .slice(0, line.length - end.length)
    .split(SENTENCE_END)
    .map((sentence) => checkSentence(sentence, knows))
    .join('')
    .trimEnd();
  return kept === '' ? '' : `${kept}${end}`;
}

/**
 * A sentence without the parenthesis or the clauses naming an unknown product ("Take the NV7400, or the NV9999." →
 * "Take the NV7400."); empty when its first clause, which carries the verb, names one.
 */
function checkSentence(sentence: string, knows: Knows): string {
  if (!namesUnknown(sentence, knows)) return sentence;
  const tail = SENTENCE_TAIL.exec(sentence)?.[0] ?? '';
  // Links are set aside while the sentence is cut, so a comma or an "and" inside a link's label cuts nothing.
  const links: string[] = [];
  const unmask = (text: string) => text.replace(/\uE000(\d+)\uE000/g, (_, i: string) => links[Number(i)] ?? '');
  const unknown = (text: string) => namesUnknown(unmask(text), knows);
  const core = sentence
    .slice(0, sentence.length - tail.length)
    .replace(new RegExp(LINK, 'gi'), (link) => `\uE000${links.push(link) - 1}\uE000`)
    .replace(PARENTHESIS, (group) => {
      const skus = mentioned(unmask(group));
      return skus.length > 0 && skus.every((sku) => !knows(sku)) ? '' : group;
    });
  const parts = core.split(CLAUSE_BREAK);
  const [first = ''] = parts;
  if (unknown(first)) return '';
  let out = first;
  // parts alternate clause, break, clause…: a break goes with the clause after it.
  for (let i = 1; i < parts.length; i += 2) {
    const clause = parts[i + 1] ?? '';
    if (!unknown(clause)) out += `${parts[i] ?? ''}${clause}`;
  }
  return `${unmask(out)}${tail}`;
}

/** SKUs of the products a text links, in order, once each. */
export function linkedSkus(text: string): string[] {
  return [...new Set([...text.matchAll(new RegExp(BARE_PATH, 'gi'))].map((m) => (m[1] ?? '').toLowerCase()))];
}

/** The model's deltas, re-cut at line ends, each line checked; a line left empty is not sent. */
export async function* checkedLines(deltas: AsyncIterable<string>, knows: Knows): AsyncGenerator<string> {
  let pending = '';
  for await (const delta of deltas) {
    pending += delta;
    const end = pending.lastIndexOf('\n');
    if (end < 0) continue;
    const checked = checkProductLinks(pending.slice(0, end + 1), knows);
    if (checked !== '') yield checked;
    pending = pending.slice(end + 1);
  }
  const checked = checkProductLinks(pending, knows);
  if (checked !== '') yield checked;
}
