// The offline assistant's answers, one composer per kind of question. Plain sentences first, then a short numbered
// list where one helps; every product named links its page; nothing here repeats the shopper's words back.
import {
  brandPagePath,
  brandStorePath,
  checkFit,
  formatPrice,
  productPath,
  specValue,
} from '../../domain/catalog/index.ts';
import type { BrandId, Host, Product } from '../../domain/catalog/index.ts';
import { FREE_SHIPPING_FROM, maxQuantityFor, MAX_QUANTITY, shippingFor } from '../../domain/cart/index.ts';
import { routes } from '../../domain/site/index.ts';
import { brands } from './brands.ts';
import { brandName, capacityOf, categoryNoun, counted, readingOf, speedOf } from './facts.ts';
import { statedInstead, stockWords, visibleProducts } from './facts.ts';
import type { Feature, FigureKey, Noun, Reading } from './facts.ts';
import { policyAnswerText, type PolicyTopic } from './policies.ts';
import { isFigure, passesFilters, searchProducts } from './search.ts';
import type { Absent, ProductQuery, SearchResult, SortKey } from './search.ts';

export const OFFLINE_PREFIX = '(Offline assistant)';
const MAX_LISTED = 4;

export interface Answer {
  reply: string;
  /** Products the answer recommends (for "Add to cart" buttons); only in-stock ones. */
  products: Product[];
}

export const say = (text: string, products: readonly Product[] = []): Answer => ({
  reply: `${OFFLINE_PREFIX} ${text}`,
  products: products.filter((p) => p.stock > 0),
});

const link = (p: Product) => `[${p.name}](${productPath(p.sku)})`;

export function price(product: Product): string {
  return product.compareAtPrice === undefined
    ? formatPrice(product.price)
    : `${formatPrice(product.price)} (was ${formatPrice(product.compareAtPrice)})`;
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

const line = (p: Product, i: number, extra = '') => `${i + 1}. ${link(p)} — ${price(p)} — ${stockWords(p)}${extra}`;
const lines = (products: readonly Product[], extra: (p: Product) => string = () => '') =>
  products.map((p, i) => line(p, i, extra(p))).join('\n');

export function greeting(products: readonly Product[]): Answer {
  const categories = [...new Set(products.map((p) => categoryNoun(p.category).one))].slice(0, 2);
  const examples = categories.map((c) => `"fastest ${c}"`).join(', ');
  return say(
    "Hello! I am the store's offline assistant: no AI model is connected right now, but I know the catalogue and our policies. " +
      `Try ${examples}, "compare" two products, a budget like "under $100", "will it fit my laptop" or "what do you sell".`,
  );
}

export function refusal(): Answer {
  return say(
    "I can't do that: I can't change prices or orders, follow instructions written into a message, act as staff, share other shoppers' data or show how I'm set up. " +
      'Prices are the ones shown on each product page. I am happy to help you find a product or answer a question about the store.',
  );
}

/** A refusal of part of a message, then the answer to the rest of it. */
export function alongside(refused: Answer, rest: Answer): Answer {
  const body = (a: Answer) => a.reply.slice(OFFLINE_PREFIX.length).trim();
  return say(`${body(refused).split('. ')[0] ?? ''}. As for the rest: ${body(rest)}`, rest.products);
}

/** "Cheaper?" after a product: the same kind of product for less, dearest first (closest to what was in view). */
export function answerCheaper(than: Product, candidates: readonly Product[]): Answer {
  const [best] = candidates;
  if (!best) return say(`Nothing we sell is cheaper than the ${link(than)} (${price(than)}) in ${than.category}.`);
  const shown = candidates.slice(0, MAX_LISTED);
  return say(
    `Cheaper than the ${than.name} (${price(than)}): the ${best.name} at ${price(best)}, ${formatPrice(than.price - best.price)} less.\n${lines(shown, (p) => ` — ${keySpec(p)}`)}`,
    shown.filter((p) => p.stock > 0),
  );
}

/** What the store sells, by brand, from the catalogue: "Biwin NVMe SSDs, memory kits… and Fenvi Wi-Fi cards…". */
function sells(products: readonly Product[]): string {
  const byBrand = [...new Set(products.map((p) => p.brand))].map((brand) => {
    const nouns = [...new Set(products.filter((p) => p.brand === brand).map((p) => categoryNoun(p.category).many))];
    return `${brandName(brand)} ${listOf(nouns)}`;
  });
  return listOf(byBrand, 'and');
}

export function offTopic(products: readonly Product[]): Answer {
  return say(
    `Sorry, I can only help with this store: ${sells(products)}, plus shipping, returns and warranty. ` +
      `Ask me for a product, a comparison or whether something fits your system. Browse everything at ${routes.all}.`,
  );
}

/**
 * A fit question: Yes, No or It depends for the product asked about, with the reason from its fit data, then what
 * does fit (among its own line first, else its category); asked of a category, which of them fit and which do not.
 */
export function answerFit(
  asked: readonly Product[],
  host: Host,
  products: readonly Product[],
  question: string,
  named = true,
): Answer {
  const speedAsked = /\b(full|speed|fast|gbps|mb\/s)\b/i.test(question);
  const checked = new Map(asked.map((p) => [p, checkFit(p, host)]));
  const checkOf = (p: Product) => (checked.has(p) ? checked.get(p) : checkFit(p, host));
  const fits = (p: Product) => checkOf(p)?.verdict === 'yes' && !(speedAsked && checkOf(p)?.slower);
  // An operating system is worked with; a machine, a slot or a port is fitted.
  const osOnly = Object.keys(host).every((key) => key === 'os' || key === 'label');
  const [fit, does] = osOnly ? ['work with', 'works with'] : ['fit', 'fits'];
  const what = host.label ?? 'there';
  const why = (p: Product) => ` — ${checkOf(p)?.reason ?? ''}`;
  const fastest = (list: readonly Product[]) =>
    [...list].sort(
      (x, y) => Number(y.stock > 0) - Number(x.stock > 0) || (speedOf(y)?.value ?? 0) - (speedOf(x)?.value ?? 0),
    );
  const [first] = asked;
  const check = first ? checkOf(first) : undefined;
  if (named && first && check && new Set(asked.map((p) => p.line)).size === 1) {
    const no = check.verdict === 'no' || (speedAsked && check.slower !== undefined);
    const reason = speedAsked && check.slower ? check.slower : check.reason;
    const text = no
      ? `No, the ${first.name} does not ${fit} ${what}: ${reason}.`
      : `${check.verdict === 'depends' ? 'It depends' : 'Yes'}: the ${first.name} ${does} ${what}: ${reason}.`;
    if (!no) return say(`${text}\n${lines([first])}`, [first]);
    const sameLine = products.filter((p) => p !== first && p.line === first.line && fits(p));
    const others = fastest(
      sameLine.length > 0 ? sameLine : products.filter((p) => p.category === first.category && fits(p)),
    );
    if (others.length === 0)
      return say(`${text} None of our ${categoryNoun(first.category).many} ${fit} ${what} either.\n${lines([first])}`);
    const shown = others.slice(0, MAX_LISTED);
    return say(`${text} These do:\n${lines(shown, why)}`, shown);
  }
  const judged = asked.filter((p) => checkOf(p) !== undefined);
  const good = fastest(judged.filter(fits));
  const noun = describe({ tokens: [], categories: [], inStockOnly: false }, judged).many;
  const rest = judged.filter((p) => !fits(p));
  const notFitting =
    rest.length === 0
      ? ''
      : `\n${rest.length === 1 ? 'This does' : 'These do'} not ${fit} ${what}: ${few(rest, (p) => `the ${bareName(p)} (${checkOf(p)?.reason ?? ''})`)}.`;
  if (good.length === 0) return say(`None of our ${noun} ${fit} ${what}.${notFitting}`);
  const shown = good.slice(0, MAX_LISTED);
  const lead = `${counted(good.length, { one: `of our ${noun} ${does}`, many: `of our ${noun} ${fit}` })} ${what}:`;
  return say(`${lead}\n${lines(shown, why)}${notFitting}`, shown);
}

/** A question nothing here places: said plainly, with where to look instead of an answer to another question. */
export function unsure(): Answer {
  return say(
    `I'm not sure what you're asking, so I won't guess. Try the search at the top of the page, browse ${routes.all}, or ask me about a product, a price, whether something fits your system, or shipping, returns and warranty.`,
  );
}

/** Nothing we sell matches: what the store does carry. `what` names the thing asked for ("laptop"), when known. */
export function noMatch(products: readonly Product[], what?: string): Answer {
  const categories = [...new Set(products.map((p) => p.category))].join(', ');
  const makers = listOf(
    brands.map((b) => b.name),
    'or',
  );
  return say(
    `We don't sell ${what ?? 'that'}. The store carries: ${categories}. ` +
      `Tell me what you want it for, or name a category, a brand (${makers}) or a spec, or browse ${routes.all}.`,
  );
}

export function overview(products: readonly Product[]): Answer {
  const rows = [...new Set(products.map((p) => p.brand))].map((brand, i) => {
    const own = products.filter((p) => p.brand === brand);
    const categories = [...new Set(own.map((p) => p.category))].map((category) => {
      const inCategory = own.filter((p) => p.category === category);
      const from = Math.min(...inCategory.map((p) => p.price));
      return `${category} (${inCategory.length}, from ${formatPrice(from)})`;
    });
    return `${i + 1}. ${brandName(brand)}: ${categories.join(', ')}. Store: ${brandStorePath(brand)}`;
  });
  return say(
    `We sell PC hardware from two brands, ${products.length} products in all:\n${rows.join('\n')}\n\n` +
      `Browse everything at ${routes.all}, or ask me for a product, a price range or our shipping and returns.`,
  );
}

/** The policy pages' sentences on the question (or, without one, on the topics), with their links. */
export function policyText(topics: readonly PolicyTopic[], question = ''): string {
  return policyAnswerText(question, topics) ?? `Full details: ${routes.terms} and ${routes.privacy}`;
}

export const answerPolicy = (topics: readonly PolicyTopic[], question = '') => say(policyText(topics, question));

/** A policy asked about a product ("the return window if the BE200 is DOA"): the policy first, the product after. */
export function answerPolicyFor(topics: readonly PolicyTopic[], named: readonly Product[], question = ''): Answer {
  const shown = named.slice(0, 3);
  const family = shown.length === 1 ? shown[0]?.name : familyName(shown);
  const about =
    family === undefined
      ? 'This applies to each of these as to any product:'
      : `This applies to the ${family} as to any product:`;
  const warranty = (p: Product) => {
    const value = specValue(p, /^warranty$/i);
    return value === undefined ? '' : ` — warranty: ${value.toLowerCase()}`;
  };
  return say(`${policyText(topics, question)}\n\n${about}\n${lines(shown, warranty)}`, shown);
}

/** Discount codes: what the store's own facts say of them, then what is already reduced. */
export function answerCodes(
  query: ProductQuery,
  named: readonly Product[],
  catalog: readonly Product[],
  question: string,
): Answer {
  const lead = policyText(['pricing'], question);
  if (named.length > 0) {
    const shown = named.slice(0, MAX_LISTED);
    return say(`${lead}\nToday's price:\n${lines(shown)}`, shown);
  }
  const sale = onSale(query, catalog);
  if (sale.length === 0) return say(lead);
  const shown = sale.slice(0, MAX_LISTED);
  return say(
    `${lead}\nSome products are already reduced: ${counted(sale.length, { one: 'product is', many: 'products are' })} on sale.\n${saleLines(shown)}`,
    shown,
  );
}

/** Shipping on an amount ("$12.99 dongle") or on named products and quantities, with the cart's own rule. */
export function answerShipping(
  amount: number | undefined,
  lines: readonly { product: Product; quantity: number }[],
  question = '',
): Answer {
  const subtotal = amount ?? lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  const shipping = shippingFor(subtotal);
  const items = listOf(lines.map((l) => `${l.quantity > 1 ? `${l.quantity} × ` : 'the '}${l.product.name}`));
  const what =
    amount === undefined && lines.length > 0
      ? `${items} (${formatPrice(subtotal)})`
      : `an order of ${formatPrice(subtotal)}`;
  const verdict =
    shipping === 0
      ? `${/^(is|will|would|do|does)\b.*\bfree\b/i.test(question) ? 'Yes: s' : 'S'}hipping on ${what} is free, because it is ${formatPrice(FREE_SHIPPING_FROM)} or more.`
      : `Shipping on ${what} is ${formatPrice(shipping)}, so you would pay ${formatPrice(subtotal + shipping)} before tax. Add ${formatPrice(FREE_SHIPPING_FROM - subtotal)} more to the cart and shipping becomes free.`;
  return say(`${verdict} ${policyText(['shipping'])}`, amount === undefined ? lines.map((l) => l.product) : []);
}

/** Products with a compare-at price above their price, the biggest saving first. */
function onSale(query: ProductQuery, catalog: readonly Product[]): Product[] {
  const scope =
    query.brand || query.categories.length > 0
      ? searchProducts({ ...query, tokens: [] }, catalog).map((r) => r.product)
      : visibleProducts(catalog);
  return scope
    .filter((p) => p.compareAtPrice !== undefined && p.compareAtPrice > p.price)
    .sort((a, b) => saving(b) - saving(a));
}

const saving = (p: Product) => (p.compareAtPrice ?? p.price) - p.price;
const saleLines = (shown: readonly Product[]) => lines(shown, (p) => ` — save ${formatPrice(saving(p))}`);

/** What is on sale (a compare-at price), the biggest saving first. */
export function answerSale(query: ProductQuery, catalog: readonly Product[]): Answer {
  const sale = onSale(query, catalog);
  if (sale.length === 0)
    return say(
      `Nothing in that range is on sale right now; prices are as listed on each product page. Browse ${routes.all}.`,
    );
  const shown = sale.slice(0, MAX_LISTED);
  const top = shown[0] as Product;
  return say(
    `${counted(sale.length, { one: 'product is', many: 'products are' })} on sale; the biggest saving is on the ${top.name}, ${formatPrice(saving(top))} off.\n${saleLines(shown)}`,
    shown,
  );
}

export function answerBrand(id: BrandId, products: readonly Product[]): Answer {
  const brand = brands.find((b) => b.id === id);
  if (!brand) return noMatch(products);
  const own = products.filter((p) => p.brand === id);
  const categories = [...new Set(own.map((p) => p.category))].join(', ');
  const [firstStory = ''] = brand.story;
  // The story usually tells when already; the founding year leads only when it does not.
  const founded = firstStory.includes(String(brand.founded)) ? '' : ` and was founded in ${brand.founded}`;
  const facts = `${brand.name} is based in ${brand.headquarters}${founded}. `;
  return say(
    `${facts}${firstStory} ` +
      `Here we sell ${own.length} ${brand.name} products: ${categories}.\n` +
      brand.lines.map((l, i) => `${i + 1}. ${l.name} (${l.category}): ${l.text}`).join('\n') +
      `\n\nBrand story: ${brandPagePath(brand.id)} · Shop: ${brandStorePath(brand.id)}`,
  );
}

/** "Do you sell Fenvi SSDs?": no, and who makes them here. */
export function answerBrandCategory(id: BrandId, categories: readonly string[], products: readonly Product[]): Answer {
  const brand = brands.find((b) => b.id === id);
  const own = [...new Set(products.filter((p) => p.brand === id).map((p) => p.category))].join(', ');
  const others = products
    .filter((p) => p.brand !== id && categories.includes(p.category))
    .sort((a, b) => b.stock - a.stock || a.price - b.price);
  const nouns = categories.map((c) => categoryNoun(c).many);
  const name = brand?.name ?? brandName(id);
  const alternative =
    others.length > 0
      ? ` We sell ${listOf(nouns)} from ${brandName(others[0]?.brand ?? 'biwin')}:\n${lines(others.slice(0, MAX_LISTED))}`
      : '';
  return say(
    `No, we don't sell ${name} ${listOf(nouns, 'or')}: ${name} products here are ${own}.${alternative}`,
    others.slice(0, MAX_LISTED),
  );
}

/** One spec across the products a question is about ("warranty on Biwin memory"), grouped by value. */
export function answerSpecAcross(
  query: ProductQuery,
  catalog: readonly Product[],
  label: RegExp,
  topics: readonly PolicyTopic[],
): Answer {
  const found = searchProducts({ ...query, tokens: query.tokens.filter((t) => !/warrant/.test(t)) }, catalog).map(
    (r) => r.product,
  );
  const groups = new Map<string, Product[]>();
  for (const p of found) {
    const value = p.specs.find((s) => label.test(s.label))?.value;
    if (value !== undefined) groups.set(value, [...(groups.get(value) ?? []), p]);
  }
  if (groups.size === 0) return answerPolicy(topics);
  const noun = describe(query, found);
  const rows = [...groups].map(
    ([value, products], i) =>
      `${i + 1}. ${value}: ${products.slice(0, 3).map(link).join(', ')}${products.length > 3 ? ` and ${products.length - 3} more` : ''}`,
  );
  const lead =
    groups.size === 1
      ? `Every ${noun.one} we sell comes with a ${[...groups.keys()][0]?.toLowerCase()} ${topics[0] ?? 'spec'}.`
      : `It depends on the product; here is the ${topics[0] ?? 'spec'} of each ${noun.one}:`;
  return say(`${lead}\n${rows.join('\n')}\n\n${policyText(topics)}`, found.slice(0, MAX_LISTED));
}

/** Spec labels a question can ask about, in the words shoppers use. */
const SPEC_WORDS: readonly [RegExp, RegExp][] = [
  [/\bwarrant/, /warranty/i],
  [/\b(endurance|tbw|how long will it last|lifespan)\b/, /endurance/i],
  [/\b(write|writes|writing)\b/, /sequential write/i],
  [/\b(read|reads|speed|fast|faster|quick|mb\/s|gbps|throughput)\b/, /sequential read|max speed|^speed$/i],
  [/\b(cache|dram)\b/, /cache/i],
  [/\b(chipset|chip|controller)\b/, /chipset|controller/i],
  [/\b(bluetooth)\b/, /^bluetooth/i],
  [/\b(range|distance|how far)\b/, /^range$/i],
  [/\b(devices|connections|at once|simultaneous)\b/, /max devices/i],
  [/\b(weight|weigh|heavy)\b/, /weight/i],
  [/\b(dimension|size|how big|small)\b/, /dimensions|form factor/i],
  [/\b(capacity|how much space|storage)\b/, /capacity/i],
  [/\b(interface|connect|connection|port|usb|pcie)\b/, /^interface$|connector/i],
  [/\b(form factor|2280|2230)\b/, /form factor/i],
  [/\b(timing|timings|latency|cl\d*)\b/, /timings/i],
  [/\b(voltage|volt)\b/, /voltage/i],
  [/\b(rgb|lighting|light|argb)\b/, /lighting/i],
  [/\b(profile|xmp|expo)\b/, /profiles/i],
  [/\b(band|bands|ghz)\b/, /^bands$/i],
  [/\b(gain|dbi)\b/, /gain/i],
  [/\b(antenna|antennas)\b/, /^antennas?$/i],
  [/\b(os|windows|linux|driver|drivers)\b/, /os support/i],
  [/\b(in the box|included|come with|comes with|cable)\b/, /in the box|cable length/i],
  [/\b(class|v30|u3|uhs)\b/, /speed class|bus/i],
];

/** One product (or a line's variants): the spec asked, or price, stock and key specs. */
export function answerLookup(named: readonly Product[], t: string, topics: readonly PolicyTopic[]): Answer {
  const labels = SPEC_WORDS.filter(([ask]) => ask.test(t)).map(([, label]) => label);
  const asked = [...new Set(labels)];
  const policy = topics.filter((topic) => topic === 'warranty' || topic === 'returns');
  const tail = policy.length > 0 ? `\n\n${policyText(policy)}` : '';
  const products = named.slice(0, MAX_LISTED);

  if (asked.length > 0) {
    const facts = products.map((p) => {
      const values = asked.flatMap((label) =>
        p.specs.filter((s) => label.test(s.label)).map((s) => `${s.label.toLowerCase()}: ${s.value}`),
      );
      return { p, values };
    });
    if (facts.some((f) => f.values.length > 0)) {
      const [first] = facts;
      const same = facts.every((f) => f.values.join() === first?.values.join());
      const sentence =
        same && facts.length > 1
          ? `${facts.length === 2 ? 'Both' : `All ${facts.length}`} ${familyName(products) ?? first?.p.line ?? ''} variants have the same ${first?.values.join('; ')}.`
          : facts
              .map(
                (f) =>
                  `The ${f.p.name} (${price(f.p)}, ${stockWords(f.p)}) has ${f.values.length > 0 ? f.values.join('; ') : 'no such spec listed'}.`,
              )
              .join(' ');
      return say(`${sentence}\n${lines(products)}${tail}`, products);
    }
  }
  if (products.length === 1 && products[0]) {
    const p = products[0];
    const specs = p.specs.slice(0, 6).map((s, i) => `${i + 1}. ${s.label}: ${s.value}`);
    return say(
      `The ${p.name} costs ${price(p)} and is ${stockWords(p)}. ${p.summary}\n${specs.join('\n')}\n\nProduct page: ${link(p)}${tail}`,
      [p],
    );
  }
  return say(
    `The ${familyName(products) ?? products[0]?.line ?? ''} comes in ${named.length} variants; here they are with price and stock:\n${lines(products, (p) => keySpec(p))}${tail}`,
    products,
  );
}

/** What the variants of a model are called in common: "Biwin Black Opal NV7400" for its 1, 2 and 4 TB. */
function familyName(products: readonly Product[]): string | undefined {
  const words = products.map((p) => p.name.split(' '));
  const [first = []] = words;
  let common = 0;
  while (common < first.length && words.every((w) => w[common] === first[common])) common += 1;
  // Only the brand in common is no name for them.
  return common > 1 ? first.slice(0, common).join(' ') : undefined;
}

function keySpec(p: Product): string {
  const capacity = capacityOf(p);
  const speed = speedOf(p);
  return [capacity?.spec, speed?.spec]
    .filter(Boolean)
    .map((s) => ` — ${s}`)
    .join('');
}

/** Stock of the exact variant, and whether a wanted quantity can be ordered (the cart's limit and the stock). */
export function answerStock(
  named: readonly Product[],
  quantity: number | undefined,
  products: readonly Product[],
): Answer {
  const sentences: string[] = [];
  for (const p of named.slice(0, MAX_LISTED)) {
    const most = maxQuantityFor(p.stock);
    if (p.stock === 0) sentences.push(`The ${p.name} is out of stock right now.`);
    else if (quantity === undefined) sentences.push(`The ${p.name} is in stock (${p.stock} available) at ${price(p)}.`);
    else if (quantity <= most)
      sentences.push(
        `Yes, you can order ${quantity} of the ${p.name}: we have ${p.stock} in stock, at ${price(p)} each (${formatPrice(p.price * quantity)} for ${quantity}).`,
      );
    else if (quantity > p.stock)
      sentences.push(
        `No, ${quantity} of the ${p.name} cannot be ordered: only ${p.stock} ${p.stock === 1 ? 'is' : 'are'} left, so the most you can order is ${most}.`,
      );
    else
      sentences.push(
        `${quantity} of the ${p.name} cannot go in one order: the cart takes at most ${MAX_QUANTITY} of a product, so you can order ${most} now (we have ${p.stock} in stock).`,
      );
  }
  const out = named.filter((p) => p.stock === 0);
  const alternatives = out.length > 0 ? siblings(out, products) : [];
  const alt = alternatives.length > 0 ? `\nIn stock instead:\n${lines(alternatives)}` : '';
  const shown = named.filter((p) => p.stock > 0).slice(0, MAX_LISTED);
  const list = shown.length > 0 ? `\n${lines(shown)}` : '';
  return say(`${sentences.join(' ')}${list}${alt}`, [...shown, ...alternatives]);
}

/** In-stock products of the same line (other capacities), else of the same category. */
function siblings(of: readonly Product[], products: readonly Product[]): Product[] {
  // Sets, not nested scans: a line can have thousands of variants in a large catalogue.
  const skus = new Set(of.map((p) => p.sku));
  const lines = new Set(of.map((o) => `${o.category}\u0001${o.line}`));
  const categories = new Set(of.map((o) => o.category));
  const sameLine = products.filter((p) => !skus.has(p.sku) && p.stock > 0 && lines.has(`${p.category}\u0001${p.line}`));
  const pool =
    sameLine.length > 0
      ? sameLine
      : products.filter((p) => !skus.has(p.sku) && p.stock > 0 && categories.has(p.category));
  return pool.slice(0, 3);
}

/** Two or three products side by side: the specs that differ, who is faster, and the price gap. */
export function answerCompare(picks: readonly Product[]): Answer {
  const [a, b] = picks;
  if (!a || !b) return say('Name two or three products to compare.');
  const labels = [...new Set(picks.flatMap((p) => p.specs.map((s) => s.label)))];
  const differing = labels.filter(
    (label) => new Set(picks.map((p) => p.specs.find((s) => s.label === label)?.value ?? '—')).size > 1,
  );
  const sentences: string[] = [];
  const speeds = picks.map((p) => ({ p, speed: speedOf(p) }));
  if (speeds.every((s) => s.speed)) {
    const fastest = [...speeds].sort((x, y) => (y.speed?.value ?? 0) - (x.speed?.value ?? 0))[0];
    const slowest = [...speeds].sort((x, y) => (x.speed?.value ?? 0) - (y.speed?.value ?? 0))[0];
    // "Sequential read: 7,400 MB/s" is said as "7,400 MB/s … sequential read".
    const valueOf = (spec = '') => spec.replace(/^[^:]*:\s*/, '');
    const labelOf = (spec = '') => /^([^:]+):/.exec(spec)?.[1]?.toLowerCase() ?? 'speed';
    const fast = fastest?.speed?.spec;
    if (fastest && slowest && fastest.speed?.value !== slowest.speed?.value)
      sentences.push(
        `The ${fastest.p.name} is faster (${valueOf(fast)} against ${valueOf(slowest.speed?.spec)} ${labelOf(fast)}).`,
      );
    else sentences.push(`They are equally fast (${valueOf(fast)} ${labelOf(fast)}).`);
  }
  const byPrice = [...picks].sort((x, y) => x.price - y.price);
  const cheap = byPrice[0] as Product;
  const dear = byPrice.at(-1) as Product;
  sentences.push(
    cheap.price === dear.price
      ? `They cost the same, ${formatPrice(cheap.price)}.`
      : `The ${cheap.name} is ${formatPrice(dear.price - cheap.price)} cheaper (${formatPrice(cheap.price)} against ${formatPrice(dear.price)}).`,
  );
  const out = picks.filter((p) => p.stock === 0);
  if (out.length > 0)
    sentences.push(`${out.map((p) => `The ${p.name}`).join(' and ')} ${out.length === 1 ? 'is' : 'are'} out of stock.`);
  const names = distinctNames(picks);
  const diffs = differing
    .slice(0, 5)
    .map(
      (label, i) =>
        `${i + 1}. ${label}: ${picks.map((p, j) => `${p.specs.find((s) => s.label === label)?.value ?? 'not listed'} (${names[j]})`).join(' · ')}`,
    );
  const same = labels
    .filter((l) => !differing.includes(l))
    .slice(0, 3)
    .map((l) => `${l.toLowerCase()} ${picks[0]?.specs.find((s) => s.label === l)?.value ?? ''}`);
  const shared = same.length > 0 ? `\n${picks.length === 2 ? 'Both' : 'All'} share: ${same.join(', ')}.` : '';
  return say(
    `${sentences.join(' ')}\nWhere they differ:\n${diffs.join('\n')}${shared}\n\n${picks.map(link).join(' · ')}`,
    picks,
  );
}

/** Each product's short name without the words all of them start with ("1 TB" and "2 TB" of the NV7400). */
function distinctNames(picks: readonly Product[]): string[] {
  const words = picks.map((p) => shortName(p).split(' '));
  const [first = []] = words;
  let common = 0;
  while (common < first.length - 1 && words.every((w) => w.length - 1 > common && w[common] === first[common]))
    common += 1;
  return words.map((w) => w.slice(common).join(' '));
}

/** "Black Opal NV7400 2 TB": the name without the brand and the trailing category words. */
function shortName(p: Product): string {
  return p.name
    .replace(new RegExp(`^${brandName(p.brand)}\\s+`), '')
    .replace(/\s+(PCIe \d\.0 NVMe SSD|SATA SSD|Portable SSD|PCIe Card.*|USB.*Adapter|Card)$/i, '');
}

/** A search, a sort or a budget: the products in the right order, with the reason for the first. */
export function answerList(query: ProductQuery, catalog: readonly Product[], budget = false): Answer {
  let sort = query.sort;
  // "Best SSD under $100", "budget $30": best means the fastest that fits the budget (the word "budget" alone does
  // not ask for the cheapest).
  if (budget && (sort === undefined || sort === 'priceAsc')) sort = 'speed';
  const results = searchProducts({ ...query, ...(sort ? { sort } : {}) }, catalog);
  const found = results.map((r) => r.product);
  if (found.length === 0) {
    if (query.maxPrice !== undefined) {
      const over = searchProducts({ ...query, maxPrice: undefined as unknown as number } as ProductQuery, catalog).map(
        (r) => r.product,
      );
      const cheapest = [...over].sort((a, b) => a.price - b.price)[0];
      return cheapest
        ? say(
            `Nothing we sell fits that budget of ${formatPrice(query.maxPrice)}. The closest is the ${cheapest.name} at ${price(cheapest)}.\n${lines([cheapest])}`,
            [cheapest],
          )
        : noMatch(catalog);
    }
    return noMatch(catalog);
  }
  // The shopper's own superlative of a spec ("fastest", "highest gain"), not the budget's default, is a ranking.
  if (query.sort && isFigure(query.sort)) return answerRanked(query, query.sort, results, catalog);
  const ordered = [...found.filter((p) => p.stock > 0), ...found.filter((p) => p.stock === 0)];
  const shown = ordered.slice(0, MAX_LISTED);
  const top = shown[0] as Product;
  const noun = describe(query, found);
  let lead: string;
  if (budget && query.maxPrice !== undefined) {
    lead = `Within ${formatPrice(query.maxPrice)}, ${found.length === 1 ? `one ${noun.one} fits` : `${found.length} ${noun.many} fit`}. My pick is the ${top.name} at ${price(top)}${reason(top, sort)}.`;
  } else if (sort && !isFigure(sort)) {
    lead = `${SORT_LEADS[sort]} ${noun.one} we sell is the ${top.name}${sort === 'newest' ? `, released ${top.released}` : ` at ${price(top)}`}.`;
  } else lead = `We have ${counted(found.length, noun)} that match${found.length === 1 ? 'es' : ''}.`;
  if (found.length > shown.length) lead += ` The top ${shown.length}:`;
  return say(`${lead}\n${lines(shown, (p) => highlight(p, sort))}${seeAll(query, found.length, shown.length)}`, shown);
}

const seeAll = (query: ProductQuery, total: number, shown: number) =>
  total > shown ? `\n\nSee them all at ${query.brand ? brandStorePath(query.brand) : routes.all}.` : '';

const SORT_LEADS: Record<Exclude<SortKey, FigureKey>, string> = {
  priceAsc: 'The cheapest',
  priceDesc: 'The most expensive',
  newest: 'The newest',
};

/**
 * How a ranking names its figure and says the product at either end of it; "{}" is what is ranked ("NVMe SSD we
 * sell", "memory kits we sell for $100.00 or less").
 */
const RANKS: Record<FigureKey, { name: string; high: string; low: string }> = {
  speed: { name: 'speed', high: 'The fastest {}', low: 'The slowest {}' },
  capacity: { name: 'capacity', high: 'The largest {}', low: 'The smallest {}' },
  endurance: {
    name: 'endurance rating',
    high: 'The most durable (highest endurance) {}',
    low: 'The least durable (lowest endurance) {}',
  },
  write: { name: 'write speed', high: 'The fastest-writing {}', low: 'The slowest-writing {}' },
  range: { name: 'range', high: 'The longest-range {}', low: 'The shortest-range {}' },
  gain: { name: 'gain', high: 'The highest-gain {}', low: 'The lowest-gain {}' },
  timings: {
    name: 'CAS latency',
    high: 'The {} with the highest CAS latency (loosest timings)',
    low: 'The {} with the lowest CAS latency (tightest timings)',
  },
  warranty: { name: 'warranty', high: 'The {} with the longest warranty', low: 'The {} with the shortest warranty' },
  antennas: { name: 'antenna count', high: 'The {} with the most antennas', low: 'The {} with the fewest antennas' },
  weight: { name: 'weight', high: 'The heaviest {}', low: 'The lightest {}' },
};

interface Ranked extends Reading {
  p: Product;
}

/**
 * A superlative of a spec ("which antenna has the highest gain?"): the product at that end in a sentence with its
 * figure, then the runner-up (or those tied), the products asked about that state no such figure, and the ranking.
 * `results` come from the search sorted by the figure, products without it last.
 */
function answerRanked(
  query: ProductQuery,
  key: FigureKey,
  results: readonly SearchResult[],
  catalog: readonly Product[],
): Answer {
  const rank = RANKS[key];
  const found = results.map((r) => r.product);
  const ranked = found.flatMap((p): Ranked[] => {
    const reading = readingOf(p, key);
    return reading ? [{ p, ...reading }] : [];
  });
  // Asked about nothing in particular ("longest warranty"), the ranking is of the products that state the figure,
  // and those that do not are no news.
  const narrowed = results.some((r) => r.coverage > 0);
  const scoped = narrowed || query.brand !== undefined || query.categories.length > 0;
  const rankedSet = new Set(ranked.map((r) => r.p));
  const lacking = scoped ? found.filter((p) => !rankedSet.has(p)) : [];
  // Narrowed by words beyond the filters ("which NV7400…"), the top need not be the top of all we sell: the lead
  // then names the family ranked, or says it is of those asked about.
  const top = ranked[0];
  const family = narrowed && top && !topOfAll(query, key, found, top, catalog) ? (familyName(found) ?? '') : undefined;
  const { brand: _brand, ...unbranded } = query;
  const base = describe(family ? unbranded : query, scoped ? found : [...rankedSet]);
  const noun = family ? { one: `${family} ${base.one}`, many: `${family} ${base.many}` } : base;
  const price = query.maxPrice === undefined ? '' : ` for ${formatPrice(query.maxPrice)} or less`;
  const where = `${family === '' ? ' you asked about' : ' we sell'}${price}`;
  const policy = key === 'warranty' ? `\n\n${policyText(['warranty'])}` : '';
  const article = /^[aeiou]/i.test(rank.name) ? 'an' : 'a';
  if (!top)
    return say(
      `None of the ${noun.many}${where} has ${article} ${rank.name} listed in its specifications, so I can't rank them by it. Browse them all at ${routes.all}.${policy}`,
    );

  const fill = (what: string) => (query.lowest ? rank.low : rank.high).replace('{}', what);
  const first = ranked.filter((r) => r.value === top.value);
  const second = ranked.find((r) => r.value !== top.value);
  const runnersUp = second ? ranked.filter((r) => r.value === second.value) : [];
  const shown = ranked.slice(0, MAX_LISTED).map((r) => r.p);
  // Those said in the sentences and the list: at most three of each group, so the names cost nothing at scale.
  const inSentences = [...first.slice(0, 3), ...runnersUp.slice(0, 3)].map((r) => r.p);
  const nameOf = namesAmong([...shown, ...inSentences, ...lacking.slice(0, 3)]);
  const sentences: string[] = [];
  if (first.length === ranked.length && ranked.length > 1) {
    const which = lacking.length > 0 ? ` that list ${article} ${rank.name}` : '';
    sentences.push(
      `${ranked.length === 2 ? 'Both' : `All ${ranked.length}`} ${noun.many}${where}${which} have the same ${rank.name}: ${said(first, nameOf)}.`,
    );
  } else if (first.length > 1) sentences.push(`${fill(`${noun.many}${where}`)} are ${said(first, nameOf)}.`);
  else {
    const out = top.p.stock === 0 ? ', though it is out of stock' : '';
    sentences.push(`${fill(`${noun.one}${where}`)} is the ${top.p.name} (${top.spec})${out}.`);
  }
  if (runnersUp.length > 0)
    sentences.push(`${runnersUp.length === 1 ? 'Next is' : 'Next come'} ${said(runnersUp, nameOf)}.`);
  if (lacking.length > 0) {
    const stated = (p: Product) => {
      const value = statedInstead(p, key);
      return value === undefined ? '' : ` (listed as "${value}")`;
    };
    sentences.push(`Left out, with no ${rank.name} to rank: ${few(lacking, (p) => `the ${nameOf(p)}${stated(p)}`)}.`);
  }
  if (key === 'timings') sentences.push(...latencyNote(ranked, nameOf));
  return say(
    `${sentences.join(' ')}\n${lines(shown, (p) => highlight(p, key))}${seeAll(query, ranked.length, shown.length)}${policy}`,
    shown,
  );
}

/** Whether no product of the same categories and filters, left out by the question's other words, beats the top. */
function topOfAll(
  query: ProductQuery,
  key: FigureKey,
  found: readonly Product[],
  top: Ranked,
  catalog: readonly Product[],
): boolean {
  const inFound = new Set(found);
  const categories = new Set(found.map((p) => p.category));
  const sign = query.lowest ? -1 : 1;
  return !visibleProducts(catalog).some((p) => {
    if (inFound.has(p) || !categories.has(p.category) || !passesFilters(query, p)) return false;
    const value = readingOf(p, key)?.value;
    return value !== undefined && sign * value >= sign * top.value;
  });
}

/** "the A, the B and the C (Gain: 8 dBi)", or each with its own figure when they are stated differently. */
function said(items: readonly Ranked[], nameOf: (p: Product) => string): string {
  const [first] = items;
  if (first && items.every((r) => r.spec === first.spec))
    return `${few(items, (r) => `the ${nameOf(r.p)}`)} (${first.spec})`;
  return few(items, (r) => `the ${nameOf(r.p)} (${r.spec})`);
}

/**
 * Short names for products said together, but the full name where two would read the same (the Bluetooth 5.4 USB
 * adapter and PCIe card are both "Bluetooth 5.4" for short).
 */
function namesAmong(products: readonly Product[]): (p: Product) => string {
  const counts = new Map<string, number>();
  for (const p of new Set(products)) counts.set(bareName(p), (counts.get(bareName(p)) ?? 0) + 1);
  return (p) => ((counts.get(bareName(p)) ?? 0) > 1 ? p.name : bareName(p));
}

/** A list said in a sentence: its first few named (only those are worded), the rest counted. */
function few<T>(items: readonly T[], word: (item: T) => string, most = 3): string {
  const named = items.slice(0, most).map(word);
  return listOf(items.length > most ? [...named, `${items.length - most} more`] : named);
}

/**
 * CAS latency counts clock cycles, so a faster kit's higher CL need not wait longer: in nanoseconds it is
 * CL × 2,000 ÷ MT/s, which the shopper asking for the lowest latency should hear.
 */
function latencyNote(ranked: readonly Ranked[], nameOf: (p: Product) => string): string[] {
  const ns = ranked.flatMap(({ p, value }) => {
    const speed = speedOf(p);
    return speed && /MT\/s/i.test(speed.spec) ? [{ p, ns: (value * 2000) / speed.value }] : [];
  });
  if (ns.length < 2) return [];
  const values = ns.map((n) => n.ns);
  if (Math.max(...values) - Math.min(...values) < 0.5)
    return [
      `Counted in nanoseconds (CL × 2,000 ÷ MT/s), though, ${ns.length === 2 ? 'both' : `all ${ns.length}`} come to about ${Math.round(values[0] ?? 0)} ns: a faster kit's higher CL takes no longer.`,
    ];
  return [`In nanoseconds (CL × 2,000 ÷ MT/s): ${few(ns, (n) => `the ${nameOf(n.p)} ${n.ns.toFixed(1)} ns`, 4)}.`];
}

/** Why a budget's pick leads: it is the fastest that fits. */
function reason(p: Product, sort: SortKey | undefined): string {
  const speed = sort === 'speed' ? speedOf(p) : undefined;
  return speed ? `, the fastest of them (${speed.spec})${p.stock === 0 ? ', though it is out of stock' : ''}` : '';
}

/** "Fenvi adapter(s)", "NVMe SSD(s)", "product(s)": the brand asked for, and the category or the word they share. */
function describe(query: ProductQuery, results: readonly Product[]): Noun {
  const categories = query.categories.length > 0 ? query.categories : [...new Set(results.map((p) => p.category))];
  const heads = new Set(categories.map((c) => c.split(/\s+/).at(-1) ?? c));
  const [category] = categories;
  const [head] = heads;
  const noun =
    categories.length === 1 && category
      ? categoryNoun(category)
      : heads.size === 1 && head
        ? categoryNoun(head)
        : { one: 'product', many: 'products' };
  const brand = query.brand ? `${brandName(query.brand)} ` : '';
  return { one: `${brand}${noun.one}`, many: `${brand}${noun.many}` };
}

/** The figure a list line shows: the one ranked by, else the speed. */
function highlight(product: Product, sort: SortKey | undefined): string {
  const figure = sort && isFigure(sort) ? readingOf(product, sort) : speedOf(product);
  return figure ? ` — ${figure.spec}` : '';
}

/** Which of the products asked about have a feature ("Which RAM supports XMP?"), said in a sentence, then listed. */
export function answerFeature(
  feature: Feature,
  query: ProductQuery,
  catalog: readonly Product[],
  named: readonly Product[] = [],
): Answer {
  const value = (p: Product) => specValue(p, feature.label);
  const has = (p: Product) => feature.has.test(value(p) ?? '');
  const verb = (n: number) =>
    feature.verb === 'support' ? (n === 1 ? 'supports' : 'support') : n === 1 ? 'has' : 'have';
  const [one] = named;
  if (one) {
    // Whether the product named has it; if not, those of its kind that do.
    const spec = `(${one.specs.find((s) => feature.label.test(s.label))?.label ?? ''}: ${value(one) ?? 'not listed'})`;
    if (has(one)) return say(`Yes: the ${one.name} ${verb(1)} ${feature.name} ${spec}.\n${lines([one])}`, [one]);
    const instead = visibleProducts(catalog)
      .filter((p) => p.category === one.category && has(p))
      .slice(0, MAX_LISTED);
    const these = instead.length > 0 ? ` These do:\n${lines(instead)}` : '';
    return say(`No, the ${one.name} does not ${feature.verb} ${feature.name} ${spec}.${these}`, instead);
  }
  const scoped = query.categories.length > 0 || query.brand !== undefined;
  // The products asked about: of the categories or brand named, else every product that states the spec at all.
  const pool = visibleProducts(catalog).filter(
    (p) =>
      (scoped || value(p) !== undefined) &&
      (query.categories.length === 0 || query.categories.includes(p.category)) &&
      (query.brand === undefined || p.brand === query.brand) &&
      (query.maxPrice === undefined || p.price <= query.maxPrice),
  );
  const have = pool.filter((p) => {
    const spec = value(p);
    return spec !== undefined && feature.has.test(spec);
  });
  const lack = pool.filter((p) => !have.includes(p));
  const noun = describe(query, pool);
  // "Bluetooth 5.4 (via 9-pin USB header)" is said "Bluetooth 5.4" inside the sentence; "None" is not said at all.
  const brief = (p: Product) => (value(p) ?? '').replace(/\s*\([^)]*\)/g, '').replace(/^none$/i, '');
  const nameAll = (list: readonly Product[]) =>
    few(list, (p) => `the ${bareName(p)}${brief(p) ? ` (${brief(p)})` : ''}`, MAX_LISTED);
  if (have.length === 0)
    return say(
      `None of the ${noun.many} we sell lists ${feature.name} in its specifications. Browse them all at ${routes.all}.`,
    );
  const lead =
    lack.length === 0
      ? `${pool.length === 1 ? `Our one ${noun.one}` : `${pool.length === 2 ? 'Both' : `All ${pool.length}`} ${noun.many} we sell`} ${verb(pool.length)} ${feature.name}: ${nameAll(have)}.`
      : `${have.length} of the ${counted(pool.length, noun)} we sell ${verb(have.length)} ${feature.name}: ${nameAll(have)}. ${capitalise(nameAll(lack))} ${lack.length === 1 ? 'does' : 'do'} not.`;
  const shown = have.slice(0, MAX_LISTED);
  return say(`${lead}\n${lines(shown)}`, shown);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Black Opal DW100 RGB DDR5-6000 32 GB": the short name without a kit's "(2 × 16 GB)", for use inside a sentence. */
const bareName = (p: Product) => shortName(p).replace(/\s*\([^)]*\)$/, '');

/**
 * A question naming what the store does not have: says so first (another maker; a model no product carries), then
 * the rest of the answer (`body`), or else our nearest models, or else where to browse.
 */
export function answerAbsent(absent: Absent, body: Answer | undefined): Answer {
  const notes: string[] = [];
  if (absent.brands.length > 0)
    notes.push(
      `We don't sell ${listOf(absent.brands, 'or')} products: we sell only ${listOf(brands.map((b) => b.name))} products here.`,
    );
  const names = absent.models.map((m) => m.name);
  if (names.length > 0)
    notes.push(`We don't have ${names.length === 1 ? 'a product' : 'products'} called ${listOf(names, 'or')}.`);
  if (body) return say(`${notes.join(' ')} ${body.reply.slice(OFFLINE_PREFIX.length).trim()}`, body.products);
  const closest = [...new Set(absent.models.flatMap((m) => m.closest))];
  if (closest.length === 0)
    return say(`${notes.join(' ')} Browse everything we do sell at ${routes.all}, or tell me what you need it for.`);
  const categories = new Set(closest.map((p) => p.category));
  const brandsOf = new Set(closest.map((p) => p.brand));
  const [category] = categories;
  const [brand] = brandsOf;
  const noun = categories.size === 1 && category ? categoryNoun(category) : { one: 'product', many: 'products' };
  const maker = brandsOf.size === 1 && brand ? `${brandName(brand)} ` : '';
  return say(
    `${notes.join(' ')} The closest we sell ${closest.length === 1 ? `is this ${maker}${noun.one}` : `are these ${maker}${noun.many}`}:\n${lines(closest, (p) => keySpec(p))}`,
    closest,
  );
}
