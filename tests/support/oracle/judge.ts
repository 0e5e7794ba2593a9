// The reply contract, judged from outside (docs/assistant-evaluation.md#the-reply-contract). Each judge returns
// undefined when the reply passes, or the reason it fails.
import type { Product } from '../../../src/domain/catalog/schema.ts';
import { containsValue, normalise } from './values.ts';

export const PREFIX = '(Offline assistant) ';

/** The reply without its prefix, or undefined when the prefix is missing. */
export function replyBody(reply: string): string | undefined {
  return reply.startsWith(PREFIX) ? reply.slice(PREFIX.length) : undefined;
}

/** The body's first sentence: up to the first . ! or ? followed by white space (or the end), or the first line break. */
export function firstSentence(body: string): string {
  const end = /[.!?](?=\s|$)|\n/.exec(body);
  return end ? body.slice(0, end.index + 1) : body;
}

/** The SKUs of `/products/<sku>` paths in order of appearance. */
export function linkedSkus(text: string): string[] {
  return [...text.matchAll(/\/products\/([a-z0-9]+(?:-[a-z0-9]+)*)(?![a-z0-9-])/g)].map((match) => match[1] ?? '');
}

/** What every reply must satisfy: the prefix, and product links written `[<its name>](/products/<sku>)` to listed products. */
export function judgeForm(reply: string, catalog: readonly Product[]): string | undefined {
  if (replyBody(reply) === undefined) return `does not begin with "${PREFIX}"`;
  const bySku = new Map(catalog.map((product) => [product.sku, product]));
  for (const sku of linkedSkus(reply)) {
    const product = bySku.get(sku);
    if (!product) return `links an unknown product ${sku}`;
    if (product.hidden) return `links the hidden product ${sku}`;
  }
  for (const match of reply.matchAll(/\[([^\]]*)\]\(\/products\/([a-z0-9-]+)\)/g)) {
    const product = bySku.get(match[2] ?? '');
    if (product && match[1] !== product.name) return `links ${product.sku} as "${match[1]}", not by its name`;
  }
  return undefined;
}

/** A spec or price question: the first sentence states `expected`, and the reply states no other differing spec value. */
export function judgeValue(reply: string, product: Product, expected: string, askedLabel?: string): string | undefined {
  // The value must be stated, not merely be part of the product's name ("… 1 TB PCIe 4.0 NVMe SSD").
  const sentence = firstSentence(replyBody(reply) ?? '')
    .split(product.name)
    .join(' ');
  if (!containsValue(sentence, expected)) return `first sentence lacks "${expected}"`;
  return judgeOtherValues(reply, product, expected, askedLabel);
}

/**
 * The reply answers the question asked rather than showing the product's card: it states no value of another spec
 * label of the product (the product's name, links, and values inside the expected one or the name are allowed).
 */
export function judgeOtherValues(
  reply: string,
  product: Product,
  expected: string,
  askedLabel?: string,
): string | undefined {
  let rest = replyBody(reply) ?? '';
  for (const match of rest.matchAll(/\[[^\]]*\]\([^)]*\)/g)) rest = rest.replace(match[0], ' ');
  rest = rest.split(product.name).join(' ');
  const normalisedRest = normalise(rest);
  const shown = product.specs.filter(
    (spec) =>
      spec.label !== askedLabel &&
      distinctive(spec.value) &&
      !(expected !== '' && containsValue(expected, spec.value)) &&
      !containsValue(product.name, spec.value) &&
      normalisedRest.includes(normalise(spec.value)),
  );
  const first = shown[0];
  return first ? `also states ${first.label} "${first.value}" (${shown.length} other spec values)` : undefined;
}

/** Whether a value is specific enough that its appearance means the reply stated it (not "None" or "Internal"). */
function distinctive(value: string): boolean {
  const n = normalise(value);
  return n.length >= 4 && (/\d/.test(n) || n.length >= 10);
}

/** A stock question: the first sentence gives the count (or says out of stock when there is none). */
export function judgeStock(reply: string, product: Product): string | undefined {
  const sentence = firstSentence(replyBody(reply) ?? '');
  const soldOut = /out of stock|sold out|not in stock|none in stock|no stock|0 (?:units? )?(?:in stock|left)/i;
  if (product.stock === 0) return soldOut.test(sentence) ? undefined : 'first sentence does not say out of stock';
  const count = new RegExp(`(?<![\\d.,$])${product.stock.toLocaleString('en-US').replace(',', ',?')}(?![\\d]|[.,]\\d)`);
  if (!count.test(sentence)) return `first sentence lacks the stock count ${product.stock}`;
  return /out of stock|sold out/i.test(sentence) ? 'first sentence says out of stock' : undefined;
}

/** Compare and rank: the first product linked is one of `expected` (several when they tie). */
export function judgeFirstLink(reply: string, expected: readonly string[]): string | undefined {
  const first = linkedSkus(replyBody(reply) ?? '')[0];
  if (first === undefined) return `links no product (expected ${expected.join(' or ')})`;
  return expected.includes(first) ? undefined : `first link is ${first}, expected ${expected.join(' or ')}`;
}

/** Rank with nothing qualifying: the first sentence links nothing and says there is none. */
export function judgeNothing(reply: string): string | undefined {
  const sentence = firstSentence(replyBody(reply) ?? '');
  if (linkedSkus(sentence).length > 0) return `first sentence links ${linkedSkus(sentence).join(', ')}`;
  return /\bno\b|none|nothing|not any|n't any/i.test(sentence) ? undefined : 'first sentence does not say none';
}

/** A quantity's total: the reply states it and links the product. */
export function judgeTotal(reply: string, sku: string, total: string): string | undefined {
  if (!containsValue(reply, total)) return `lacks the total ${total}`;
  return linkedSkus(reply).includes(sku) ? undefined : `does not link ${sku}`;
}

/** A fit question: the body's first word is the verdict. */
export function judgeVerdict(reply: string, expected: 'Yes' | 'No'): string | undefined {
  const word = /^\W*([A-Za-z]+)/.exec(replyBody(reply) ?? '')?.[1] ?? '';
  return word.toLowerCase() === expected.toLowerCase() ? undefined : `first word "${word}", expected ${expected}`;
}

/** A policy question: one of the section's deciding phrases appears, and no phrase found only in an unrelated section. */
export function judgePolicy(reply: string, anyOf: readonly string[], forbidden: readonly string[]): string | undefined {
  if (!anyOf.some((phrase) => containsValue(reply, phrase))) return `lacks ${anyOf.map((p) => `"${p}"`).join(' / ')}`;
  const wrong = forbidden.find((phrase) => containsValue(reply, phrase));
  return wrong === undefined ? undefined : `contains "${wrong}" from an unrelated section`;
}

/** Something the store does not sell: the reply says so and links nothing outside the related categories. */
export function judgeUnsold(
  reply: string,
  catalog: readonly Product[],
  related: (category: string) => boolean,
): string | undefined {
  const text = reply.replace(/[’‘]/g, "'");
  if (!/(don't|do not|doesn't|not) (sell|carry|stock|have)/i.test(text))
    return 'does not say the store does not sell it';
  const bySku = new Map(catalog.map((product) => [product.sku, product]));
  const unrelated = linkedSkus(text).find((sku) => !related(bySku.get(sku)?.category ?? ''));
  return unrelated === undefined ? undefined : `links ${unrelated}, of an unrelated category`;
}
