// States an executed query in sentences: the answer first, then the figures that decide it, then links. Products
// are named by a link to their page, "[name](/products/sku)", and only what the result holds is said.
import {
  formatPrice,
  lowerFirst,
  productPath,
  stockLabel,
  type Brand,
  type Product,
} from '../../../domain/catalog/index.ts';
import { FREE_SHIPPING_FROM, MAX_QUANTITY, SHIPPING_RULE } from '../../../domain/cart/index.ts';
import { routes } from '../../../domain/site/index.ts';
import { brands } from './brands.ts';
import { stated, type Executed, type Result, type Cell } from './execute.ts';
import { PRICE_PER_GB } from './vocabulary.ts';

/** Every offline reply starts with this, so a shopper knows which assistant answered. */
export const OFFLINE_PREFIX = '(Offline assistant)';

export interface Answer {
  reply: string;
  /** Products the answer recommends (for "Add to cart" buttons); only in-stock ones. */
  products: Product[];
}

const SUPPORT = 'support@example.com';
const link = (p: Product) => `[${p.name}](${productPath(p.sku)})`;
const stockWords = (p: Product) => stockLabel(p.stock).toLowerCase();
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
const lower = (label: string) =>
  /^[A-Z][a-z]/.test(label) && !/^(Wi-Fi|OS|Bluetooth)/.test(label) ? label.toLowerCase() : label;

/** How a cell's value is said: prices as dollars, stock as words, specs as written. */
function said(cell: Cell): string {
  if (cell.attribute === 'price') return formatPrice(cell.product.price);
  if (cell.attribute === 'stock') return cell.product.stock > 0 ? `${cell.product.stock} in stock` : 'out of stock';
  return cell.value ?? 'not listed';
}
const named = (attribute: string) =>
  attribute === 'price' || attribute === 'stock' || attribute === PRICE_PER_GB ? attribute : lower(attribute);

export function compose({ result, refused, unsold, unsoldFirst, details }: Executed): Answer {
  const found = details.filter((d) => d.passages.length > 0);
  // What the product's own page says of the detail asked, first; where it is silent and nothing else answers, so.
  const silent =
    result.kind === 'value' &&
    result.cells.length === 2 * details.length &&
    result.cells.every((c) => c.attribute === 'price' || c.attribute === 'stock');
  const detail = [
    ...found.map((d) => `${link(d.product)}: “${d.passages.join(' ')}”`),
    ...(found.length > 0 || silent
      ? details
          .filter((d) => d.passages.length === 0)
          .map((d) => `The page of ${link(d.product)} doesn't mention ${list(d.about.map((w) => `“${w}”`))}.`)
      : []),
  ].join(' ');
  const main = sentences(result);
  // Price and stock said once, after each product's sentences, when nothing else was asked.
  const folded = silent && found.length === details.length && found.length > 0;
  const body = folded
    ? {
        products: found.map((d) => d.product),
        text: found
          .map(
            (d) =>
              `${link(d.product)}: “${d.passages.join(' ')}” (${formatPrice(d.product.price)}, ${stockWords(d.product)}.)`,
          )
          .join(' '),
      }
    : detail
      ? { ...main, text: statesFigure(result) ? `${main.text} ${detail}` : `${detail} ${main.text}` }
      : main;
  const refusal = refused.length > 0 ? refusalOf(refused, result.kind !== 'greeting') : '';
  const notSold =
    unsold.length > 0 ? `We don't sell ${list(unsold)}: only ${list(brands.map((b) => b.name))} products.` : '';
  const answered = refused.length === 0 || result.kind !== 'greeting';
  // The answer first and what we do not sell of the rest after it, unless that is what was asked.
  const text = (
    unsoldFirst ? [refusal, notSold, answered ? body.text : ''] : [refusal, answered ? body.text : '', notSold]
  )
    .filter(Boolean)
    .join(' ');
  return { reply: `${OFFLINE_PREFIX} ${text}`, products: body.products.filter((p) => p.stock > 0) };
}

/** Whether the result states a figure asked for: then the products' sentences on a detail come after it. */
const statesFigure = (r: Result) =>
  (r.kind === 'value' && r.cells.some((c) => c.attribute !== 'price' && c.attribute !== 'stock')) ||
  (r.kind === 'compare' && r.attribute !== undefined) ||
  r.kind === 'fit';

function refusalOf(reasons: readonly string[], more: boolean): string {
  const why: Record<string, string> = {
    privacy: "I can't share or look up other people's orders, accounts or personal details.",
    deception:
      "I can't help with fake reviews, false claims, misleading anyone or acting against someone behind their back.",
    instructions: `I can't change my instructions, orders, prices or stock, whoever asks; for an order, email ${SUPPORT}.`,
    advice:
      "I can't give medical, legal or financial advice: please ask a doctor or pharmacist, a lawyer, or a financial adviser.",
    offtopic:
      "Sorry, that's not something I can help with: I can only help with this store's products, prices, orders and policies.",
  };
  const said = reasons.map((r) => why[r] ?? '').join(' ');
  return more ? `${said} As for the rest:` : `${said} Ask me about a product, a price, a fit or a policy instead.`;
}

function sentences(r: Result): { text: string; products: Product[] } {
  switch (r.kind) {
    case 'greeting':
      return {
        text: 'Hi! Ask me about any product: a spec, a price, which one fits your machine or your budget, or our shipping and returns.',
        products: [],
      };
    case 'value': {
      const body = valueText(r.cells, r.missing, r.sale);
      if (r.unmetCapacity === undefined) return body;
      const size = r.unmetCapacity >= 1000 ? `${r.unmetCapacity / 1000} TB` : `${r.unmetCapacity} GB`;
      const own = body.products.map((p) => `${link(p)} (${p.specs.find((s) => s.label === 'Capacity')?.value ?? ''})`);
      return {
        ...body,
        text: `No, we don't have one at ${size}: the sizes we have are ${list(own)}. ${body.text}`,
      };
    }
    case 'compare':
      return compareText(r);
    case 'rank':
      return rankText(r);
    case 'total': {
      const body = totalText(r);
      return r.also ? { ...body, text: `${body.text} ${sentences(r.also).text}` } : body;
    }
    case 'bundle':
      return bundleText(r);
    case 'fit':
      return fitText(r);
    case 'policy':
      return policyText(r);
    case 'brand': {
      if (!r.brand) return { text: `Browse everything we sell at ${routes.all}.`, products: [] };
      const about = (b: Brand) =>
        `${b.name} was founded in ${b.founded} and is based in ${b.headquarters}: ${b.tagline} Its lines here: ${list(b.lines.map((l) => `${l.name} (${l.category})`))}. More at /brands/${b.id}, and its store at /${b.id}.`;
      // Both makers asked about: each, and that they are two brands.
      const both = r.also ? ` ${about(r.also)} They are two separate brands.` : '';
      return { text: `${about(r.brand)}${both}`, products: r.products };
    }
    case 'unsold': {
      const near = r.nearest.length > 0 ? ` The nearest we have: ${list(r.nearest.map(link))}.` : '';
      return {
        text: `Sorry, we don't sell ${list(r.what)}: this store carries ${list(brands.map((b) => b.name))} products in ${list(r.sold)}.${near}`,
        products: r.nearest,
      };
    }
    case 'unknown': {
      const names =
        r.names.length > 0
          ? `I couldn't find ${list(r.names.map((n) => `"${n}"`))} in our catalogue.`
          : "I'm not sure what you're asking.";
      const near = r.nearest.length > 0 ? ` Closest matches: ${list(r.nearest.map(link))}.` : '';
      return {
        text: `${names}${near} I can answer about our products' specs, prices and stock, which one fits your machine or budget, and our shipping, returns and privacy policies; browse everything at ${routes.all} or email ${SUPPORT}.`,
        products: r.nearest,
      };
    }
  }
}

function bundleText(r: Extract<Result, { kind: 'bundle' }>): { text: string; products: Product[] } {
  const found = r.picks.filter((p): p is Product => p !== undefined);
  if (found.length < r.picks.length)
    return {
      text: `We don't sell everything on that list in stock: of it we have ${found.length > 0 ? list(found.map(link)) : 'none'}. Browse ${routes.all} for the rest.`,
      products: found,
    };
  const count = (i: number) => r.quantities[i] ?? 1;
  // What the shopper named is totalled as named; a kind asked for is its cheapest in stock, said so beside a name.
  const mixed = r.named > 0 && r.named < found.length;
  const items = list(
    found.map((p, i) => {
      const each =
        count(i) > 1 ? `${count(i)} × ${link(p)} (${formatPrice(p.price)} each` : `${link(p)} (${formatPrice(p.price)}`;
      return `${each}${mixed && i >= r.named ? ', our cheapest in stock of that kind' : ''})`;
    }),
  );
  const shipping = r.shipping === 0 ? 'shipping is free' : `shipping is ${formatPrice(r.shipping)}`;
  const sum = `${items} come to ${formatPrice(r.subtotal)}; ${shipping}, so ${formatPrice(r.subtotal + r.shipping)} in all`;
  const chosen = r.named > 0 ? '' : 'the cheapest in stock, ';
  const verdict =
    r.budget === undefined
      ? r.named > 0
        ? `${sum.charAt(0).toUpperCase()}${sum.slice(1)}.`
        : `The cheapest in stock: ${sum}.`
      : r.subtotal + r.shipping <= r.budget
        ? `Yes, within your ${formatPrice(r.budget)}: ${sum}, leaving ${formatPrice(r.budget - r.subtotal - r.shipping)}.`
        : `No, not within ${formatPrice(r.budget)} (${formatPrice(r.subtotal + r.shipping - r.budget)} over): ${chosen}${sum}.`;
  const short = found.filter((p, i) => p.stock < count(i)).map((p) => `${link(p)}: ${stockWords(p)}`);
  const stock = short.length > 0 ? ` Not enough in stock: ${short.join('; ')}.` : '';
  return { text: `${verdict}${stock} (${SHIPPING_RULE} See ${routes.terms}.)`, products: found };
}

/** Short of free shipping: by how much. */
const shortOfFree = (r: { shipping: number; subtotal: number }) =>
  r.shipping > 0 ? ` ${formatPrice(FREE_SHIPPING_FROM - r.subtotal)} more in the order would make shipping free.` : '';

function totalText(r: Extract<Result, { kind: 'total' }>): { text: string; products: Product[] } {
  const shipping = r.shipping === 0 ? 'shipping is free' : `shipping is ${formatPrice(r.shipping)}`;
  const rule = `(${SHIPPING_RULE} See ${routes.terms}.)`;
  if (!r.product) {
    const lead = r.asked || r.free ? (r.shipping === 0 ? 'Yes: on' : 'No: on') : 'On';
    return {
      text: `${lead} a ${formatPrice(r.subtotal)} order ${shipping}, ${formatPrice(r.subtotal + r.shipping)} in all.${shortOfFree(r)} ${rule}`,
      products: [],
    };
  }
  const p = r.product;
  if (r.most !== undefined) {
    const why =
      p.stock < r.quantity
        ? `${p.stock} ${p.stock === 1 ? 'is' : 'are'} in stock`
        : `one order holds at most ${MAX_QUANTITY} of a product`;
    const instead = r.most > 0 ? ` ${r.most} × ${link(p)} would be ${formatPrice(r.most * p.price)}.` : '';
    return {
      text: `No, you cannot order ${r.quantity} of ${link(p)}: ${why}.${instead}`,
      products: r.most > 0 ? [p] : [],
    };
  }
  const lead = r.stock
    ? `Yes, we have ${p.stock} in stock${p.stock === r.quantity ? ', exactly as many as you need' : `, enough for ${r.quantity}`}: `
    : r.asked
      ? 'Yes: '
      : '';
  const head =
    r.budget !== undefined
      ? `With ${formatPrice(r.budget)} you can get ${r.quantity} × ${link(p)} at ${formatPrice(p.price)} each, ${formatPrice(r.subtotal)} in all`
      : `${lead}${r.quantity} × ${link(p)} at ${formatPrice(p.price)} each comes to ${formatPrice(r.subtotal)}`;
  return {
    text: `${head}; ${shipping}, so ${formatPrice(r.subtotal + r.shipping)} with shipping.${shortOfFree(r)} ${rule}`,
    products: [p],
  };
}

function valueText(
  cells: readonly Cell[],
  missing: readonly string[],
  sale = false,
): { text: string; products: Product[] } {
  const products = [...new Set(cells.map((c) => c.product))];
  const parts = products.map((p) => {
    const own = cells.filter((c) => c.product === p && c.value !== undefined);
    if (own.length === 0 && cells.some((c) => c.product === p)) return '';
    const facts = own.map((c) =>
      c.attribute === 'price' || c.attribute === 'stock' ? said(c) : `${named(c.attribute)} ${said(c)}`,
    );
    if (own.length === 1 && own[0]) {
      const c = own[0];
      if (c.attribute === 'price') {
        // On sale: the price it was, and what that saves.
        // Asked whether it is discounted and it is not: said so, not left to be inferred.
        const was =
          p.compareAtPrice !== undefined && p.compareAtPrice > p.price
            ? `, down from ${formatPrice(p.compareAtPrice)} (you save ${formatPrice(p.compareAtPrice - p.price)})`
            : sale
              ? ', its full price: it is not on sale'
              : '';
        return `${link(p)} costs ${said(c)}${was} (${stockWords(p)}).`;
      }
      if (c.attribute === 'stock')
        return `${link(p)} is ${p.stock > 0 ? `in stock (${p.stock} available)` : 'out of stock right now'}.`;
      // "Lighting: None": said as an absence.
      if (/^(?:none|no)\b/i.test(said(c))) return `${link(p)} has no ${named(c.attribute)} (${said(c)}).`;
      return `The ${named(c.attribute)} of ${link(p)} is ${said(c)}.`;
    }
    if (own.length === 0) return `${link(p)}: ${formatPrice(p.price)}, ${stockWords(p)}.`;
    return `${link(p)}: ${facts.join('; ')}.`;
  });
  const lacking = products.filter((p) => cells.some((c) => c.product === p && c.value === undefined));
  const gap =
    missing.length > 0
      ? ` The product ${lacking.length === 1 ? 'page of' : 'pages of'} ${list(lacking.map(link))} ${lacking.length === 1 ? "doesn't" : "don't"} list ${list(missing.map(named))}; ask ${SUPPORT} if you need it.`
      : '';
  if (cells.length === 0 && products.length === 0) return { text: gap.trim(), products };
  return { text: `${parts.filter(Boolean).join(' ')}${gap}`.trim(), products };
}

function compareText(r: Extract<Result, { kind: 'compare' }>): { text: string; products: Product[] } {
  if (!r.attribute) {
    const products = [...new Set(r.rows.flat().map((c) => c.product))];
    if (r.rows.length === 0) return { text: `${list(products.map(link))} have the same listed specs.`, products };
    const lines = r.rows
      .slice(0, 6)
      .map((row) => `- ${named(row[0]?.attribute ?? '')}: ${row.map((c) => said(c)).join(' vs ')}`);
    const prices = products.map((p) => p.price);
    const gap =
      products.length === 2
        ? ` The price difference is ${formatPrice(Math.max(...prices) - Math.min(...prices))}.`
        : '';
    return { text: `How ${list(products.map(link))} differ:${gap}\n${lines.join('\n')}`, products };
  }
  const [first, ...rest] = r.ranked;
  if (!first) return { text: 'I could not compare those.', products: [] };
  const word =
    r.attribute === 'price'
      ? r.direction === 'min'
        ? 'cheaper'
        : 'more expensive'
      : r.direction === 'min'
        ? `lower on ${named(r.attribute)}`
        : `ahead on ${named(r.attribute)}`;
  // A price per GB side by side says what it is worked out from, so the shopper can check it.
  const capacity = (p: Product) => p.specs.find((s) => s.label === 'Capacity')?.value;
  const shown = (c: Cell) =>
    r.attribute === PRICE_PER_GB && capacity(c.product)
      ? `${said(c)}, ${formatPrice(c.product.price)} for ${capacity(c.product)}`
      : said(c);
  const figures = r.ranked.map((c) => `${c.product.name}: ${shown(c)}`).join('; ');
  // Figures that differ only past what is shown ("$70.00 per TB" each) are the same to the shopper.
  const shownAlike = r.ranked.length > 1 && new Set(r.ranked.map((c) => said(c))).size === 1;
  const head = r.tie
    ? `They are the same on ${named(r.attribute)}: ${figures}.`
    : shownAlike
      ? `They are about the same on ${named(r.attribute)}: ${figures}.`
      : `${link(first.product)} is ${word}: ${shown(first)} against ${list(rest.map((c) => `${shown(c)} for ${link(c.product)}`))}${gapWords(r)}.`;
  const also = (r.also ?? []).map((a) => compareText(a).text);
  return { text: [head, ...also].join(' '), products: r.ranked.map((c) => c.product) };
}

/** "$25.00 less", "6,840 MB/s more, about 13 times as much": how far apart two figures are. */
function gapWords(r: Extract<Result, { kind: 'compare' }>): string {
  // A price per gigabyte is said in full on each side already.
  if (!r.gap || r.attribute === PRICE_PER_GB) return '';
  const more = r.direction === 'max' ? 'more' : 'less';
  if (r.attribute === 'price') return `, ${formatPrice(r.gap.by)} ${more}`;
  // Lengths are kept in millimetres; a gap of a metre or more is said in metres, as ranges are written.
  const [value, unit] =
    r.gap.dimension === 'mm' && r.gap.by >= 1000 ? [r.gap.by / 1000, 'm'] : [r.gap.by, r.gap.dimension];
  const by = [value.toLocaleString('en-US', { maximumFractionDigits: 2 }), unit].filter(Boolean).join(' ');
  const times =
    r.gap.times >= 1.5 && Number.isFinite(r.gap.times)
      ? `, about ${r.gap.times.toFixed(r.gap.times < 3 ? 1 : 0)} times as much`
      : '';
  return `, ${by} ${more}${r.direction === 'max' ? times : ''}`;
}

/** A threshold said back: a capacity in GB or TB, any other figure in its attribute's base unit. */
const figureOf = (t: { attribute: string; value: number; unit: string }) =>
  t.unit === 'GB'
    ? `${t.value >= 1000 ? `${t.value / 1000} TB` : `${t.value} GB`} of ${named(t.attribute)}`
    : [t.value.toLocaleString('en-US'), t.unit, 'of', named(t.attribute)].filter(Boolean).join(' ');

function rankText(r: Extract<Result, { kind: 'rank' }>): { text: string; products: Product[] } {
  const [best, ...others] = r.ranked;
  const own = (p: Product) => [r.attribute, ...r.shown].filter((a) => a !== 'price').map((a) => stated(p, a) ?? '');
  const figure = (p: Product) => [...own(p), formatPrice(p.price)].join(', ');
  if (!best) {
    const none =
      r.considered === 0
        ? "We don't sell anything that matches that"
        : 'None of the matching products is in stock right now';
    if (r.unlisted)
      return {
        text: `None of the ${r.considered} matching products lists a ${named(r.attribute)} in its specifications, so I can't rank them by it; see ${routes.all} or email ${SUPPORT}.`,
        products: [],
      };
    const [gone] = r.soldOut;
    if (gone)
      return {
        text: `${link(gone)} is the best match (${figure(gone)}), but it is out of stock right now, as is everything else that matches. Browse ${routes.all} for others.`,
        products: [],
      };
    return {
      text: `${none}. Try a higher budget or fewer requirements, or browse ${routes.all}.`,
      products: [],
    };
  }
  const why =
    r.attribute === 'price'
      ? r.direction === 'min'
        ? 'the lowest price'
        : 'the highest price'
      : `the ${r.direction === 'min' ? 'lowest' : 'highest'} ${named(r.attribute)}`;
  const brandNote = r.otherBrand
    ? `No, ${r.otherBrand.charAt(0).toUpperCase()}${r.otherBrand.slice(1)} doesn't make those; ours are from ${best.brand.charAt(0).toUpperCase()}${best.brand.slice(1)}. `
    : '';
  // A better match that is out of stock is said first, as such, then the best one can buy now.
  const [gone] = r.soldOut;
  const soldFirst = gone
    ? `${link(gone)} would be the pick (${figure(gone)}), but it is out of stock; the best in stock is `
    : '';
  // Nothing has every feature named: said first, then the closest.
  const head =
    r.unmet !== undefined
      ? `No, we don't sell one with ${r.unmet.exact ? '' : r.unmet.op === '>=' ? 'at least ' : 'at most '}${figureOf(r.unmet)}. The closest we have: ${link(best)}, ${figure(best)}.`
      : r.overBudget !== undefined
        ? `Nothing we sell that matches is within ${formatPrice(r.overBudget)}. The closest: ${link(best)}, ${figure(best)}.`
        : r.relaxed
          ? `${brandNote}We don't sell anything with every feature you named. The closest: ${link(best)}, ${figure(best)}, ${why} of ${r.considered === 1 ? 'the one product' : `the ${r.considered} products`} that come closest.`
          : `${brandNote}${soldFirst}${link(best)}${soldFirst ? ':' : ' is the pick:'} ${figure(best)}, ${why} of ${r.considered === 1 ? 'the one product that matches' : `the ${r.considered} products that match`}${r.features?.length ? ` (${list(r.features)})` : ''}.`;
  // Short of a figure asked, the next closest one only: the rest are further still from what was asked.
  const also = others.slice(0, r.unmet !== undefined ? 1 : 3).map((p) => `${link(p)} (${figure(p)})`);
  const alsoText = also.length > 0 ? ` Also: ${list(also)}.` : '';
  const sold =
    r.soldOut.length > 1 ? ` ${list(r.soldOut.slice(1).map(link))} would rank higher too but are out of stock.` : '';
  // "5 of them, $300 in all": what the pick comes to, against the budget.
  const total = r.quantity ? best.price * r.quantity : 0;
  const many = r.quantity
    ? ` ${r.quantity} × ${link(best)} come to ${formatPrice(total)}${r.budget === undefined ? '' : total <= r.budget ? `, within your ${formatPrice(r.budget)}` : `, over your ${formatPrice(r.budget)}`}${best.stock < r.quantity ? ` (only ${best.stock} in stock)` : ''}.`
    : '';
  // Asked whether a budget is enough: yes or no first, then the pick (or the closest over it).
  const verdict =
    r.enough === undefined
      ? ''
      : r.overBudget !== undefined || (r.quantity !== undefined && total > r.enough)
        ? `No, ${formatPrice(r.enough)} isn't enough. `
        : `Yes, ${formatPrice(r.enough)} is enough. `;
  return { text: `${verdict}${head}${many}${alsoText}${sold}`, products: [best, ...others.slice(0, 3)] };
}

function fitText(r: Extract<Result, { kind: 'fit' }>): { text: string; products: Product[] } {
  if (r.searched) {
    if (r.over && r.budget !== undefined) {
      const cost = r.over.price * (r.count ?? 1);
      const each = r.count ? `${r.count} × ${formatPrice(r.over.price)} = ${formatPrice(cost)}` : formatPrice(cost);
      return {
        text: `No, nothing that fits is within ${formatPrice(r.budget)}: the cheapest that fits is ${link(r.over)} at ${each}, ${formatPrice(cost - r.budget)} over.`,
        products: [r.over],
      };
    }
    if (r.checks.length === 0 && r.soldOut.length > 0)
      return {
        text: `${list(r.soldOut.map(link))} would fit, but ${r.soldOut.length > 1 ? 'they are' : 'it is'} out of stock right now; nothing else we sell fits that machine.`,
        products: [],
      };
    const unfit = r.unfit.map((c) => `${link(c.product)} (${c.check?.reason ?? 'no'})`);
    const unfitText = unfit.length > 0 ? ` These do not fit: ${list(unfit)}.` : '';
    if (r.checks.length === 0 && unfit.length > 0)
      return { text: `No, none of them fits:${unfitText.replace(' These do not fit:', '')}`, products: [] };
    if (r.checks.length === 0)
      return {
        text: `I couldn't find an in-stock product that fits that machine from what you described; tell me its slots, ports and operating system, or email ${SUPPORT}.`,
        products: [],
      };
    const [first, ...rest] = r.checks;
    const others = rest.map((c) => `${link(c.product)} (${formatPrice(c.product.price)})`);
    const cost = r.count && first ? first.product.price * r.count : undefined;
    const budget = r.budget !== undefined ? `, within your ${formatPrice(r.budget)}` : '';
    const total = cost !== undefined ? ` ${r.count} of them come to ${formatPrice(cost)}${budget}.` : '';
    return {
      text: `Yes: ${link(first!.product)} (${formatPrice(first!.product.price)}) fits, because ${first!.check?.reason ?? 'it matches'}.${total}${others.length > 0 ? ` These fit too: ${list(others)}.` : ''}${unfitText}`,
      products: r.checks.map((c) => c.product),
    };
  }
  const lines = r.checks.map(({ product, check }) => {
    if (!check) {
      const needs = product.fit?.needs?.map(lowerFirst) ?? [];
      const what = needs.length > 0 ? `: it needs ${list(needs)}` : ` (what it needs: ${productPath(product.sku)})`;
      // "A laptop" said back as the shopper's own: "your laptop".
      const machine = r.machine?.replace(/^(?:a|an|the) /i, 'your ');
      return `I can't tell from our data whether ${link(product)} fits ${machine ?? 'your machine'}${what}. Check ${machine ? `the manual of ${machine}` : "your machine's manual"}, or tell me its slots, ports and operating system.`;
    }
    const driver = check.verdict === 'depends' && /driver/.test(check.reason);
    const verdict =
      check.verdict === 'yes'
        ? 'Yes'
        : check.verdict === 'no'
          ? 'No'
          : driver
            ? 'Yes, with a separate driver'
            : 'It depends';
    const slower = check.slower ? ` Note: ${check.slower}.` : '';
    const gone = check.verdict !== 'no' && product.stock <= 0 ? ' It is out of stock right now.' : '';
    const price = check.verdict === 'no' ? '' : ` (${formatPrice(product.price)})`;
    const where = r.on ? ` with ${link(r.on)}` : check.verdict === 'depends' ? '' : ' there';
    // Past the slot or port checked, what else its page says it needs (a header, antenna leads, clearance).
    const more = check.verdict === 'no' || r.on ? [] : (product.fit?.needs ?? []).slice(1).map(lowerFirst);
    const also = more.length > 0 ? ` It also needs ${list(more)}.` : '';
    // A limit its own page states beside a yes ("some laptops restrict which cards they accept").
    const caveat =
      check.verdict === 'no'
        ? undefined
        : product.description
            .split(/(?<=\.)\s+/)
            .find((s) => /\b(?:restrict|may not|might not|not every|not all)\b/i.test(s));
    const limit = caveat ? ` Its page adds: “${caveat.trim()}”` : '';
    return `${verdict}, ${link(product)}${price} ${check.verdict === 'no' ? "won't work" : check.verdict === 'yes' ? 'works' : 'may work'}${where}: ${check.reason}.${slower}${also}${limit}${gone}`;
  });
  if (r.instead.length > 0) lines.push(`What fits instead: ${list(r.instead.map(link))}.`);
  const fits = r.checks.filter((c) => c.check?.verdict !== 'no').map((c) => c.product);
  return { text: lines.join(' '), products: [...fits, ...(r.on ? [r.on] : []), ...r.instead] };
}

function policyText(r: Extract<Result, { kind: 'policy' }>): { text: string; products: Product[] } {
  if (r.facts) {
    const facts = sentences(r.facts);
    const policy = policyText({ kind: 'policy', answer: r.answer });
    return { text: `${facts.text} ${policy.text}`, products: facts.products };
  }
  const { passages, verdict, gap } = r.answer;
  const pages = [...new Set(passages.map((p) => p.path))];
  const where = pages.length > 0 ? ` Full details: ${list(pages)}.` : '';
  if (gap !== undefined) {
    const near = passages.length > 0 ? ` What they do say: ${passages.map((p) => p.text).join(' ')}` : '';
    return {
      text: `Our policy pages don't say anything about ${gap}.${near} For that, check at checkout or email ${SUPPORT}.`,
      products: [],
    };
  }
  if (passages.length === 0)
    return {
      text: `Our policy pages don't cover that. See ${routes.terms} and ${routes.privacy}, or email ${SUPPORT}.`,
      products: [],
    };
  return { text: `${verdict ? `${verdict}: ` : ''}${passages.map((p) => p.text).join(' ')}${where}`, products: [] };
}
