// Every product link or SKU in a model's answer is checked against the catalogue before it reaches the shopper: a
// link to a product that does not exist loses its link (the words stay), a bare unknown path or SKU is dropped. The
// model streams, so this works line by line: a line is passed on once it is complete.
import { brandIds } from '../../features/catalog/index.ts';

const LINK = String.raw`\[([^\]\n]*)\]\(\s*(?:https?:\/\/[^\s)/]+)?\/products\/([a-z0-9-]+)\/?\s*\)`;
const BARE_PATH = String.raw`(?:https?:\/\/[^\s)/]+)?\/products\/([a-z0-9-]+)\/?`;
const SKU_LIKE = String.raw`\b((?:${brandIds.join('|')})-[a-z0-9]+(?:-[a-z0-9]+)*)\b`;
/** One pass, links first: a link's own path and SKU are judged as part of the link, not again on their own. */
const PRODUCT_MENTION = new RegExp(`${LINK}|${BARE_PATH}|${SKU_LIKE}`, 'gi');

/** One line (or a whole text) with unknown products' links and SKUs removed. */
export function checkProductLinks(text: string, knows: (sku: string) => boolean): string {
  return text.replace(
    PRODUCT_MENTION,
    (
      whole,
      label: string | undefined,
      linkSku: string | undefined,
      pathSku: string | undefined,
      sku: string | undefined,
    ) => {
      const target = (linkSku ?? pathSku ?? sku ?? '').toLowerCase();
      if (knows(target)) return whole;
      return linkSku !== undefined ? (label ?? '') : '';
    },
  );
}

/** SKUs of the products a text links, in order, once each. */
export function linkedSkus(text: string): string[] {
  return [...new Set([...text.matchAll(new RegExp(BARE_PATH, 'gi'))].map((m) => (m[1] ?? '').toLowerCase()))];
}

/** The model's deltas, re-cut at line ends, each line checked. */
export async function* checkedLines(
  deltas: AsyncIterable<string>,
  knows: (sku: string) => boolean,
): AsyncGenerator<string> {
  let pending = '';
  for await (const delta of deltas) {
    pending += delta;
    const end = pending.lastIndexOf('\n');
    if (end < 0) continue;
    yield checkProductLinks(pending.slice(0, end + 1), knows);
    pending = pending.slice(end + 1);
  }
  if (pending !== '') yield checkProductLinks(pending, knows);
}
