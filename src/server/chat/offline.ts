// The assistant used when no OpenAI key is configured: answers from the catalogue and the policies alone, so a
// developer running the store with no set-up, or the live store during an outage, still gets useful, linked answers.
import { formatDate, formatPrice } from '../../features/catalog/format.ts';
import { productPath } from '../../features/catalog/paths.ts';
import type { Product } from '../../features/catalog/schema.ts';
import type { ChatMessage } from '../../features/chat/schema.ts';
import { brandName, capacityOf, speedOf, stockLabel, visibleProducts } from './facts.ts';
import { policyFacts, type PolicyTopic } from './policies.ts';
import { parseQuery, searchProducts, type ProductQuery, type SortKey } from './search.ts';

export const OFFLINE_PREFIX = '(Offline assistant)';
const MAX_LISTED = 4;

const GREETING = /^\s*(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|yo)\b/i;
const GREETING_WORDS = /\b(hi|hello|hey|hiya|howdy|greetings|good|morning|afternoon|evening|yo|there|everyone|all)\b/gi;
const THANKS = /^\s*(thanks|thank you|thx|cheers|bye|goodbye|great|ok(ay)?|cool)\b[\s!.]*$/i;
const HELP =
  /\b(what (do|can) you (sell|offer|have|stock|carry|do)|what (products|categories|brands|items)|which (products|categories|brands)|help|what is (this|this store)|who are you)\b/i;
const POLICY_WORDS: readonly [PolicyTopic, RegExp][] = [
  ['shipping', /\b(ship|shipping|shipped|delivery|deliver|postage|freight)\b/i],
  ['returns', /\b(return|returns|refund|refunds|exchange|send (it )?back)\b/i],
  ['warranty', /\b(warranty|warranties|guarantee|rma)\b/i],
  ['privacy', /\b(privacy|personal data|my data|cookies?|gdpr)\b/i],
  ['pricing', /\b(tax|taxes|currency|usd|payment|pay)\b/i],
];

export function answerOffline(messages: readonly ChatMessage[], catalog: readonly Product[]): string {
  const userTexts = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const text = userTexts.at(-1)?.trim() ?? '';
  const products = visibleProducts(catalog);
  const topics = POLICY_WORDS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
  // Policy and help words ("warranty") also occur in specs; they ask about the store, not for products naming them.
  const productText = [HELP, ...POLICY_WORDS.map(([, pattern]) => pattern)].reduce(
    (rest, pattern) => rest.replace(new RegExp(pattern, 'gi'), ' '),
    text,
  );
  let query = parseQuery(productText, products);

  if (GREETING.test(text) && isEmpty(parseQuery(text.replace(GREETING_WORDS, ' '), products))) return greeting();
  if (THANKS.test(text)) return say("You're welcome! Ask me about any product, price or policy whenever you like.");
  if (HELP.test(text) && !hasProductSignal(query)) return overview(products);
  if (topics.length > 0 && !hasProductSignal(query)) return policyAnswer(topics);

  // A follow-up like "which is cheapest?" refines the previous question instead of searching everything.
  if (!hasProductSignal(query) && (query.sort || query.maxPrice !== undefined || query.inStockOnly)) {
    const previous = userTexts
      .slice(0, -1)
      .reverse()
      .map((t) => parseQuery(t, products))
      .find(hasProductSignal);
    if (previous) query = refine(previous, query);
  }

  const found = searchProducts(query, products);
  const results = found.map((r) => r.product);
  if (results.length === 0) return topics.length > 0 ? policyAnswer(topics) : noMatch(text, products);
  // "Return policy for SSDs" is about the policy; only "warranty of the NV7400" (one product) shows the product too.
  if (topics.length > 0 && results.length > 1) return policyAnswer(topics);
  // Some words matched nothing ("graphics card"): offer the closest products, but do not pretend they fit.
  const exact = (found[0]?.coverage ?? 0) >= query.tokens.length;
  const answer =
    results.length === 1 && exact && !query.sort && results[0]
      ? details(results[0])
      : list(results, query, text, exact);
  // "Warranty of the NV7400?": the product, then the policy.
  return topics.length > 0 ? `${answer}\n\n${policyText(topics)}` : answer;
}

const say = (text: string) => `${OFFLINE_PREFIX} ${text}`;

const isEmpty = (q: ProductQuery) => q.tokens.length === 0 && !q.brand && !q.sort;
const hasProductSignal = (q: ProductQuery) => q.brand !== undefined || q.categories.length > 0 || q.tokens.length > 0;

/** The earlier question's subject with the follow-up's sort and limits. */
function refine(previous: ProductQuery, followUp: ProductQuery): ProductQuery {
  return {
    ...previous,
    ...(followUp.sort ? { sort: followUp.sort } : {}),
    ...(followUp.maxPrice === undefined ? {} : { maxPrice: followUp.maxPrice }),
    ...(followUp.minPrice === undefined ? {} : { minPrice: followUp.minPrice }),
    inStockOnly: previous.inStockOnly || followUp.inStockOnly,
  };
}

function greeting(): string {
  return say(
    "Hello! I am the store's offline assistant: no AI model is connected right now, but I can search the catalogue for you. " +
      'Try "fastest NVMe SSD", "Wi-Fi 7 card", "cheapest Fenvi adapter", "DDR5 memory under $150" or "what do you sell".',
  );
}

function overview(products: readonly Product[]): string {
  const lines = [...new Set(products.map((p) => p.brand))].map((brand, i) => {
    const own = products.filter((p) => p.brand === brand);
    const categories = [...new Set(own.map((p) => p.category))].map((category) => {
      const inCategory = own.filter((p) => p.category === category);
      const from = Math.min(...inCategory.map((p) => p.price));
      return `${category} (${inCategory.length}, from ${formatPrice(from)})`;
    });
    return `${i + 1}. ${brandName(brand)}: ${categories.join(', ')}. Store: /${brand}`;
  });
  return say(
    `We sell PC hardware from two brands, ${products.length} products in all:\n${lines.join('\n')}\n\n` +
      'Browse everything at /all, or ask me for a product ("fastest NVMe SSD", "Wi-Fi 7 card"), a price range or our shipping and returns.',
  );
}

function policyText(topics: readonly PolicyTopic[]): string {
  const facts = policyFacts.filter((fact) => topics.includes(fact.topic));
  const paths = [...new Set(facts.map((fact) => fact.path))];
  return `${facts.map((fact) => fact.text).join(' ')} Full details: ${paths.join(' and ')}`;
}

const policyAnswer = (topics: readonly PolicyTopic[]) => say(policyText(topics));

function noMatch(text: string, products: readonly Product[]): string {
  const categories = [...new Set(products.map((p) => p.category))].join(', ');
  return say(
    `I could not find anything in the catalogue for "${quote(text)}". We carry: ${categories}. ` +
      'Try naming a category, a brand (Biwin or Fenvi) or a spec, e.g. "fastest NVMe SSD" or "cheapest Fenvi adapter", or browse /all.',
  );
}

function details(product: Product): string {
  const specs = product.specs.slice(0, 6).map((spec, i) => `${i + 1}. ${spec.label}: ${spec.value}`);
  return say(
    `${product.name}: ${price(product)}, ${stockLabel(product)}. ${product.summary}\n${specs.join('\n')}\n\nProduct page: [${product.name}](${productPath(product.sku)})`,
  );
}

function list(results: readonly Product[], query: ProductQuery, text: string, exact: boolean): string {
  const shown = results.slice(0, MAX_LISTED);
  const [top] = shown;
  const what = describe(query, results);
  let lead: string;
  if (!exact)
    lead = `Nothing in the catalogue matches all of "${quote(text)}"; the closest ${results.length === 1 ? 'match is' : 'matches are'}:`;
  else if (top && query.sort) {
    const subject = what === 'product' ? 'match' : `${what} we sell`;
    lead = `${SORT_LEADS[query.sort]} ${subject} is the ${top.name}${metricNote(top, query.sort)}.`;
  } else lead = `I found ${results.length} ${results.length === 1 ? 'match' : 'matches'} for "${quote(text)}".`;
  if (exact && results.length > shown.length) lead += ` Here are the top ${shown.length}:`;
  const lines = shown.map(
    (p, i) => `${i + 1}. [${p.name}](${productPath(p.sku)}) — ${price(p)} — ${stockLabel(p)}${highlight(p, query.sort)}`,
  );
  const more = results.length > shown.length ? `\n\nSee them all at ${query.brand ? `/${query.brand}` : '/all'}.` : '';
  return say(`${lead}\n${lines.join('\n')}${more}`);
}

const SORT_LEADS: Record<SortKey, string> = {
  speed: 'The fastest',
  priceAsc: 'The cheapest',
  priceDesc: 'The most expensive',
  capacity: 'The largest',
  newest: 'The newest',
};

/** "Fenvi adapter", "NVMe SSD", "product": the brand asked for, and the category or the word the categories share. */
function describe(query: ProductQuery, results: readonly Product[]): string {
  const categories = query.categories.length > 0 ? query.categories : [...new Set(results.map((p) => p.category))];
  const heads = new Set(categories.map((c) => c.split(/\s+/).at(-1) ?? c));
  const [head] = heads;
  const noun = categories.length === 1 ? categories[0] : heads.size === 1 && head ? head.toLowerCase() : 'product';
  const brand = query.brand ? `${brandName(query.brand)} ` : '';
  return `${brand}${noun === 'ssd' ? 'SSD' : noun}`;
}

function metricNote(product: Product, sort: SortKey): string {
  if (sort === 'priceAsc' || sort === 'priceDesc') return ` at ${price(product)}`;
  if (sort === 'newest') return `, released ${formatDate(product.released)}`;
  const metric = sort === 'speed' ? speedOf(product) : capacityOf(product);
  return metric ? ` (${metric.spec})` : '';
}

function highlight(product: Product, sort: SortKey | undefined): string {
  const metric = sort === 'capacity' ? capacityOf(product) : speedOf(product);
  return metric ? ` — ${metric.spec}` : '';
}

function price(product: Product): string {
  return product.compareAtPrice === undefined
    ? formatPrice(product.price)
    : `${formatPrice(product.price)} (was ${formatPrice(product.compareAtPrice)})`;
}

/** The shopper's words, echoed without anything the reply renderer would take for code. */
function quote(text: string): string {
  const clean = text
    .replace(/[{}<>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > 60 ? `${clean.slice(0, 57)}…` : clean;
}
