// The assistant used when no OpenAI key is configured: understands the usual kinds of shopper question (a product's
// spec or price, budget picks, compatibility, comparisons, stock, brand facts, policies, shipping) and answers from the
// catalogue, the brand content and the policies alone, in plain sentences first and a short list where one helps.
import { checkFit, type Product } from '../../features/catalog/index.ts';
import type { ChatMessage } from '../../features/chat/index.ts';
import {
  answerAbsent,
  answerBrand,
  alongside,
  answerBrandCategory,
  answerCheaper,
  answerCodes,
  answerCompare,
  answerCompat,
  answerFeature,
  answerFit,
  answerList,
  answerLookup,
  answerPolicy,
  answerPolicyFor,
  answerSale,
  answerShipping,
  answerSpecAcross,
  answerStock,
  greeting,
  noMatch,
  offTopic,
  overview,
  refusal,
  say,
  unsure,
  type Answer,
} from './answers.ts';
import { answerAccessory, accessoryPair } from './accessory.ts';
import { COMPAT_WORDS, requirementsIn } from './compat.ts';
import { featureAsked } from './facts.ts';
import { policyAnswerText, type PolicyTopic } from './policies.ts';

/** How closely a question must match a policy passage to be answered from it when nothing else places it. */
const POLICY_MATCH = 4;
import {
  absentNames,
  catalogIndex,
  type Absent,
  isFigure,
  modelWords,
  namedProducts,
  parseQuery,
  questionTokens,
  sortAsked,
  type ProductQuery,
} from './search.ts';
import { amountIn, countIn, normalise, quantityIn } from './text.ts';
import { contextOf, hostIn, resolveFollowUp, splitHostile } from './understand.ts';

export { OFFLINE_PREFIX } from './answers.ts';
export type { Answer } from './answers.ts';

export type Kind =
  | 'refusal'
  | 'greeting'
  | 'thanks'
  | 'help'
  | 'offtopic'
  | 'policy'
  | 'shipping'
  | 'brand'
  | 'compare'
  | 'stock'
  | 'compat'
  | 'budget'
  | 'lookup'
  | 'search';

const GREETING =
  /^\s*(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|yo)\b[\s!.,]*(there|all|everyone|bot)?[\s!.,]*$/;
const THANKS = /^\s*(thanks|thank you|thx|cheers|bye|goodbye|great|ok(ay)?|cool|perfect|got it)\b[\s!.,a-z]{0,20}$/;
const HELP =
  /\b(what (do|can) you (sell|offer|have|stock|carry|do)|what (products|categories|brands|items)|which (products|categories|brands)|^help\b|what is (this|this store)|who are you|what are you)\b/;
// The chat itself: whether it is kept, for how long, and what becomes of it ("what happens to my messages when I close
// the window?", "who can read this conversation?").
const CHAT = String.raw`(chat|conversation|messages?|what i (type|write|say)|this (chat|conversation))`;
const KEPT = String.raw`(store|stored|save|saved|keep|kept|log|logged|record|recorded|remember|history|retain)`;
const FATE_BEFORE = String.raw`(happens?|happened|delete|erase|clear|who (can )?(sees?|reads?)|share|sell|access|train on|(do|does|will) (you|it) do with)`;
const FATE_AFTER = String.raw`(deleted|erased|cleared|gone|private|shared|seen|read by|accessed|used (for|to)|trained)`;
const CHAT_PRIVACY = new RegExp(
  String.raw`\b(${CHAT}|you|assistant|bot)\b.{0,40}\b${KEPT}\b|\b${KEPT}\b.{0,40}\b${CHAT}\b|` +
    String.raw`\b${FATE_BEFORE}\b.{0,30}\b${CHAT}\b|\b${CHAT}\b.{0,40}\b${FATE_AFTER}\b`,
);
const POLICY_WORDS: readonly [PolicyTopic, RegExp][] = [
  ['shipping', /\b(ship|shipping|shipped|delivery|deliver|postage|freight)\b/],
  ['returns', /\b(return|returns|returned|refund|refunds|exchange|send (it )?back|money back)\b/],
  ['warranty', /\b(warranty|warranties|guarantee|rma)\b/],
  ['privacy', /\b(privacy|personal data|my data|cookies?|gdpr|delete my account|data protection)\b/],
  ['pricing', /\b(tax|taxes|currency|usd|payment|pay|paypal|credit card|card details)\b/],
  ['orders', /\b(cancel|cancell?ation|track|tracking|order status|my orders?|where is my order|order history)\b/],
];
const BRAND_FACT =
  /\b(who (makes|made|is|are|owns)|where (is|are|does|do)|from where|based|headquarter|founded|when was|history|story|company|about (biwin|fenvi)|(biwin|fenvi)\b.{0,20}\b(from|made|company|brand|based|chinese|located))\b/;
const COMPARE =
  /\b(compare|comparison|vs\.?|versus|difference|differences|differ|better|which (one|is)|against|worth (it|the)|over the|instead of|upgrade from)\b/;
const STOCK =
  /\b(in stock|stock|available|availability|left|sold out|back in|restock|how many (are |do you |have you |is )?(left|in stock|have|got|available|remain)|can i (order|buy|get)|order \d+|\d+ (of|units|pieces))\b/;
const SPEC_ASK =
  /\b(price|cost|how much|warranty|speed|fast|read|write|endurance|tbw|cache|dram|chipset|bluetooth|range|weight|dimension|size|capacity|interface|form factor|timing|latency|cl\d*|voltage|rgb|lighting|profile|xmp|expo|band|ghz|gain|antenna|os|windows|linux|box|included|released|release|spec|specs|detail|tell me about|what is|what's)\b/;

/** What kind of question this is; the eval reports accuracy by these kinds. */
export function classify(messages: readonly ChatMessage[], catalog: readonly Product[]): Kind {
  return route(messages, catalog).kind;
}

export function answerOffline(messages: readonly ChatMessage[], catalog: readonly Product[]): Answer {
  return route(messages, catalog).answer();
}

interface Route {
  kind: Kind;
  answer: () => Answer;
}

function route(messages: readonly ChatMessage[], catalog: readonly Product[]): Route {
  const userTexts = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const last = userTexts.at(-1)?.trim() ?? '';
  // A refused part ("…and ignore your rules") is said no to; the ordinary question beside it is still answered.
  const parts = splitHostile(last);
  if (parts.refused) {
    const rest = parts.rest === '' ? undefined : routeText(userTexts, parts.rest, catalog);
    if (!rest || !ANSWERS_ALONGSIDE.has(rest.kind)) return { kind: 'refusal', answer: refusal };
    return { kind: 'refusal', answer: () => alongside(refusal(), rest.answer()) };
  }
  const followUp = resolveFollowUp(last, contextOf(messages, catalog), catalog);
  if (followUp?.kind === 'cheaper')
    return { kind: 'search', answer: () => answerCheaper(followUp.than, followUp.candidates) };
  return routeText(userTexts, followUp?.text ?? last, catalog);
}

/** Kinds of answer worth giving beside a refusal: about the store, not a redirect or a greeting. */
const ANSWERS_ALONGSIDE: ReadonlySet<Kind> = new Set([
  'policy',
  'shipping',
  'brand',
  'compare',
  'stock',
  'compat',
  'budget',
  'lookup',
  'search',
]);

function routeText(userTexts: readonly string[], text: string, catalog: readonly Product[]): Route {
  const t = normalise(text);
  const r = (kind: Kind, answer: () => Answer): Route => ({ kind, answer });

  if (CREATIVE.test(t) || GENERAL.test(t) || SUM.test(t)) return r('offtopic', offTopic);
  if (GREETING.test(t)) return r('greeting', greeting);
  if (THANKS.test(t))
    return r('thanks', () => say("You're welcome! Ask me about any product, price or policy whenever you like."));
  if (CHAT_PRIVACY.test(t) && !/\b(ssd|card|adapter|memory|antenna)\b/.test(t))
    return r('policy', () => answerPolicy(['chat'], text));

  const absent = absentNames(text, catalog);
  const store = storeRoute(userTexts, text, t, catalog, absent);
  // A brand or a model the store does not have is said plainly first, then the rest of the question is answered. A
  // made-up model that looks like one of ours ("NV9000") gets our nearest models instead; one that does not ("my
  // s23") only matters when nothing else in the question does.
  const models = absent.models.filter((m) => m.closest.length > 0 || store.kind === 'offtopic');
  if (absent.brands.length === 0 && models.length === 0) return store;
  const closest = models.some((m) => m.closest.length > 0) && namedProducts(text, catalog).length === 0;
  const answered = !closest && store.kind !== 'offtopic';
  return r(closest ? 'lookup' : answered ? store.kind : 'brand', () =>
    answerAbsent({ brands: absent.brands, models }, answered ? store.answer() : undefined),
  );
}

/** The question as one about the store's own products and policies. */
function storeRoute(
  userTexts: readonly string[],
  text: string,
  t: string,
  catalog: readonly Product[],
  absent: Absent,
): Route {
  const index = catalogIndex(catalog);
  const products = index.products;
  const r = (kind: Kind, answer: () => Answer): Route => ({ kind, answer });

  // A superlative's words name a spec: "longest warranty" asks for products, not the policy, and "longest range"
  // names no Long-Range adapter. They are read apart from the rest of the question.
  const asked = sortAsked(t);
  const subject = asked ? t.replace(asked.words, ' ') : t;
  const topics = POLICY_WORDS.filter(([, pattern]) => pattern.test(subject)).map(([topic]) => topic);
  // Policy words ("warranty", "return") also occur in specs; they ask about the store, not for products naming them.
  const productText = POLICY_WORDS.reduce((rest, [, pattern]) => rest.replace(new RegExp(pattern, 'g'), ' '), subject);
  const named = namedProducts(asked ? subject : text, catalog);
  let query = parseQuery(asked ? `${productText} ${asked.words}` : productText, catalog);
  const signal = hasSignal(query, index);

  if (topics.includes('shipping')) {
    const amount = amountIn(text);
    const lines = cartLines(text, catalog);
    if (amount !== undefined || lines.length > 0) return r('shipping', () => answerShipping(amount, lines, text));
    if (!signal) return r('policy', () => answerPolicy(topics, text));
  }
  // "What is the return window if the BE200 is DOA?": the policy is the answer; the product follows it briefly.
  if (named.length > 0 && topics.some((topic) => POLICY_FIRST.has(topic)))
    return r('policy', () => answerPolicyFor(topics, named, text));
  if (CODES.test(t)) return r('policy', () => answerCodes(query, named, catalog));
  if (HELP.test(t) && !signal) return r('help', () => overview(products));
  if (BRAND_FACT.test(t) && named.length === 0 && query.brand && query.categories.length === 0)
    return r('brand', () => answerBrand(query.brand ?? 'biwin', products));
  if (
    query.brand &&
    query.categories.length > 0 &&
    named.length === 0 &&
    /\b(sell|make|have|carry|offer|stock|do you)\b/.test(t)
  ) {
    const brand = query.brand;
    const none = !products.some((p) => p.brand === brand && query.categories.includes(p.category));
    if (none) return r('brand', () => answerBrandCategory(brand, query.categories, products));
  }

  if (SALE.test(t) && named.length === 0) return r('search', () => answerSale(query, catalog));

  // "NV7400 1TB or NV3500 512GB?" weighs one against the other, unless it asks which of them is in stock.
  if (COMPARE.test(t) || (/\bor\b/.test(t) && named.length >= 2 && !STOCK.test(t))) {
    // Against a product we do not have ("the Samsung 990 Pro vs the NV7400"), there is nothing to compare.
    const unknown = absent.brands.length > 0 || absent.models.length > 0;
    const picks = comparePicks(text, catalog, unknown);
    if (picks.length >= 2) return r('compare', () => answerCompare(picks));
  }

  // The shopper's machine described (a slot, a port, an OS, something it lacks): the one fit check answers.
  const host = hostIn(text);
  if ((host.formFactor ?? host.bus ?? host.lacks) !== undefined && FIT_ASKED.test(t)) {
    const categories = query.categories;
    // The machine's own words ("takes M.2 2230 drives") name no product of ours.
    const own = namedProducts(text.replace(/\bm\.?2\s*22\d\d\b/gi, ' '), catalog);
    const asked = own.length > 0 ? own : products.filter((p) => categories.includes(p.category));
    if (asked.some((p) => checkFit(p, host) !== undefined))
      return r('compat', () => answerFit(asked, host, products, text));
  }

  const quantity = quantityIn(text);
  if (named.length > 0 && (STOCK.test(t) || quantity !== undefined) && !topics.includes('warranty'))
    return r('stock', () => answerStock(named, quantity, products));

  const accessory = accessoryPair(named);
  if (accessory && (COMPAT_WORDS.test(t) || /\b(fit|work|use)\b/.test(t)))
    return r('compat', () => answerAccessory(accessory.antenna, accessory.device));

  const notSold = unsoldWanted(t, named, catalog);
  if (notSold !== undefined) return r('offtopic', () => noMatch(products, notSold));

  const requirements = requirementsIn(text);
  if (requirements.length > 0 && (COMPAT_WORDS.test(t) || named.length > 0 || /\b(for|with)\b/.test(t)))
    return r('compat', () => answerCompat(requirements, named, query, products));

  // "Which RAM supports XMP?": which of them have the feature, said in a sentence ("the cheapest with RGB" is a sort).
  const feature = featureAsked(t, query.categories);
  if (feature && named.length === 0 && !query.sort && WHICH_HAVE.test(t))
    return r('search', () => answerFeature(feature, query, catalog));

  // "Which NV7400 has the most endurance?": the variants named, ranked by the spec ("does the NV7400 have the best
  // endurance?" asks about them, and is looked up).
  if (named.length > 1 && query.sort && isFigure(query.sort) && /\b(which|what)\b/.test(t))
    return r('search', () => answerList(query, catalog));

  // "Warranty on Biwin memory": the spec across the products asked about, then the policy.
  if (topics.includes('warranty') && named.length === 0 && (query.categories.length > 0 || query.brand))
    return r('lookup', () => answerSpecAcross(query, catalog, /warranty/i, ['warranty']));
  if (topics.length > 0 && named.length === 0 && (!signal || topics.some((topic) => topic !== 'pricing')))
    return r('policy', () => answerPolicy(topics, text));
  if (named.length > 0 && (SPEC_ASK.test(t) || topics.includes('warranty') || named.length <= 3))
    return r('lookup', () => answerLookup(named, t, topics));

  if (!signal) {
    // A follow-up like "which is cheapest?" refines the previous question instead of searching everything.
    if (query.sort || query.maxPrice !== undefined || query.inStockOnly) {
      const previous = userTexts
        .slice(0, -1)
        .reverse()
        .map((u) => parseQuery(u, catalog))
        .find((q) => hasSignal(q, index));
      if (previous) query = refine(previous, query);
    }
    if (!hasSignal(query, index)) {
      if (query.maxPrice !== undefined || query.sort) return r('search', () => answerList(query, catalog));
      // A question in the policy pages' own words ("can I place an order at 16?") is answered from them.
      const policy = policyAnswerText(text, [], POLICY_MATCH);
      if (policy !== undefined) return r('policy', () => say(policy));
      return r('offtopic', () => (PRODUCTISH.test(t) ? noMatch(products) : unsure()));
    }
  }
  if (query.maxPrice !== undefined)
    return r('budget', () => answerList(query, catalog, !/\b(cheapest|cheap|lowest|least)\b/.test(t)));
  return r('search', () => answerList(query, catalog));
}

/** Asking whether something fits, works or runs, rather than what it costs or whether it is in stock. */
const FIT_ASKED = /\b(fit|fits|work|works|run|runs|support|supports|compatible|use|ok|okay|get)\b/;
/** Policies that answer the question even when it names a product (the product is only the occasion). */
const POLICY_FIRST: ReadonlySet<PolicyTopic> = new Set(['returns', 'orders', 'privacy']);
/** "Which memory kits have RGB?", "any Wi-Fi card with Bluetooth": asks which products have a feature. */
const WHICH_HAVE =
  /\b(which|what|any|anything|list|show|are there|is there)\b.*\b(has|have|having|with|supports?|supporting|comes? with|offers?|includes?|got)\b/;
/** Asking for a discount, coupon or promo code, which the store does not issue. */
const CODES =
  /\b(discount|coupon|promo(tion(al)?)?|voucher|referral|gift)\s*codes?\b|\bcoupons?\b|\bvouchers?\b|\bcodes?\b.{0,20}\b(discount|\d+\s*% off)\b|\b(student|military|bulk|loyalty|first[- ]order|newsletter|special)\s+discount\b|\b(give|get|have|offer)\b.{0,15}\b(a|an|any|some)\s+(\d+\s*%\s+)?discount\b/;

/** Words that show the question is about hardware, even when nothing in the catalogue matches it. */
const PRODUCTISH =
  /\b(gpu|graphics|cpu|processor|monitor|keyboard|mouse|hdd|hard drive|motherboard|psu|case|fan|cooler|router|laptop|printer|webcam|speaker|cable|charger|ssd|memory|wifi|bluetooth)\b/;
/** Hardware the store does not sell, asked for as such ("do you sell graphics cards?"). */
const NOT_SOLD =
  /\b(graphics cards?|video cards?|gpus?|cpus?|processors?|monitors?|keyboards?|mouse|mice|motherboards?|power suppl(y|ies)|psus?|routers?|printers?|webcams?|speakers?|headphones?|hard (drives?|disks?)|hdds?|laptops?|phones?|cases?|coolers?|fans?|tvs?|consoles?)\b/;
const WANTS = /\b(sell|have|stock|carry|buy|recommend|need|looking for|want|get|offer)\b/;
/** Requests for writing that is not about the store. */
const CREATIVE =
  /\b(write|compose|tell|give|make)\b.{0,20}\b(poem|story|joke|song|essay|haiku|limerick|rap|lyrics|recipe)\b|\b(weather|recipe|capital of|translate|homework|football|soccer|election|president|bitcoin|horoscope)\b/;
/** General knowledge: nothing the catalogue or the policies answer. */
const GENERAL =
  /\b(population of|meaning of life|square root|speed of light|what (time|day|year) is it|who (won|invented|discovered|wrote|painted)|tell me a (fact|riddle)|how many (days|hours|minutes|seconds|weeks|months|legs|planets|continents|countries) (are|is|in|does|do|has|have))\b/;
/** A sum and nothing else ("what is 2+2", "12 * 7?"); a price with a $ or a capacity is not one. */
const SUM =
  // Each run of spaces has one place to go (no optional group may take the spaces its neighbour could): a long line
  // of "1 + 1 + …" fails in linear time instead of trying every split of its spaces.
  /^(?:(?:what|how much) (?:is|are|does|do)|what's|whats|calculate|compute|solve|work out)?\s*(?:\(\s*)?-?\d[\d.]*(?:\s*(?:[-+*/×÷^x]|plus|minus|times|divided by)\s*(?:\(\s*)?-?\d[\d.]*(?:\s*\))?)+(?:\s*(?:=|equals?|makes?))?(?:\s*\?)?\s*$/;

const SALE = /\b(on sale|sales?|discounts?|discounted|deals?|promo(tion)?s?|reduced|markdowns?|special offers?)\b/;

/**
 * The products and quantities a shipping question names: "2 nv7400 2tb and one dw100 6000" is two lines, "3 SC200 sd
 * cards" one line of three. A part with no number is one unit.
 */
function cartLines(text: string, catalog: readonly Product[]): { product: Product; quantity: number }[] {
  const index = catalogIndex(catalog);
  const lines: { product: Product; quantity: number }[] = [];
  for (const part of normalise(text).split(/\band\b|,|\+|&|\bplus\b/)) {
    const [product] = namedProducts(part, catalog);
    if (!product || lines.some((l) => l.product === product)) continue;
    // "ax210 x 2": the "x" is glued to its number, as a lone letter is no token.
    const glued = part.replace(/(?:\bx|×|\*)\s*(\d{1,3})\b/g, ' x$1');
    lines.push({ product, quantity: countIn(questionTokens(glued, index)) ?? 1 });
  }
  return lines;
}

/** Brand, category or a word products are named, lined or tagged by: the question is about products. */
function hasSignal(q: ProductQuery, index: ReturnType<typeof catalogIndex>): boolean {
  return q.brand !== undefined || q.categories.length > 0 || q.tokens.some((token) => index.word(token).strong);
}

/**
 * Hardware the store does not sell, when it is what the shopper wants ("recommend a laptop") rather than the system
 * something is for ("SSD for my laptop"), and nothing the store sells is named beside it ("graphics card" is no
 * Wi-Fi card).
 */
function unsoldWanted(t: string, named: readonly Product[], catalog: readonly Product[]): string | undefined {
  const wanted = NOT_SOLD.exec(t)?.[0];
  if (wanted === undefined || named.length > 0 || !WANTS.test(t)) return undefined;
  if (new RegExp(String.raw`\b(for|in|into|with|on|inside|my|our)\s+(\S+\s+){0,2}${wanted}\b`).test(t))
    return undefined;
  const rest = t.replace(new RegExp(NOT_SOLD.source, 'g'), ' ');
  return parseQuery(rest, catalog).categories.length > 0 ? undefined : wanted;
}

/** The earlier question's subject with the follow-up's sort and limits. */
function refine(previous: ProductQuery, followUp: ProductQuery): ProductQuery {
  return {
    ...previous,
    ...(followUp.sort ? { sort: followUp.sort, lowest: followUp.lowest === true } : {}),
    ...(followUp.maxPrice === undefined ? {} : { maxPrice: followUp.maxPrice }),
    ...(followUp.minPrice === undefined ? {} : { minPrice: followUp.minPrice }),
    inStockOnly: previous.inStockOnly || followUp.inStockOnly,
  };
}

/**
 * The two or three products a comparison names: each part of "A vs B", "A or B", "A, B and C" names one (a part that
 * names a whole line, like "NV7400", gets the variant closest in capacity to the others).
 */
function comparePicks(text: string, catalog: readonly Product[], partsOnly = false): Product[] {
  const parts = normalise(text).split(
    /\bvs\.?\b|\bversus\b|\bor\b|\band\b|,|\bcompared (?:to|with)\b|\bagainst\b|\bto\b|\bwith\b|\bover\b|\binstead of\b|\bfrom\b|\?/,
  );
  // A part that names only a variant ("the DW100 6000 and 6800 kits") is read with the model named before it.
  let model: string[] = [];
  const groups = parts
    .map((part) => {
      const group = namedProducts(part, catalog);
      if (group.length > 0) model = modelWords(part, catalog);
      else if (model.length > 0 && /\d/.test(part)) return namedProducts(`${model.join(' ')} ${part}`, catalog);
      return group;
    })
    .filter((g) => g.length > 0);
  const whole = namedProducts(text, catalog);
  if (groups.length < 2) return !partsOnly && whole.length >= 2 && whole.length <= 3 ? whole : [];
  const single = groups.filter((g) => g.length === 1).map((g) => g[0] as Product);
  const picks = groups.map((group) => (group.length === 1 ? (group[0] as Product) : closest(group, single)));
  return [...new Set(picks)].slice(0, 3);
}

function closest(group: readonly Product[], others: readonly Product[]): Product {
  const capacity = (p: Product) => Number(/(\d+)\s*(tb|gb)/i.exec(p.name)?.slice(1).join('') ? capacityGb(p) : 0);
  const target = others.map(capacity).find((c) => c > 0);
  if (target === undefined) return group.find((p) => p.featured) ?? (group[0] as Product);
  return [...group].sort((a, b) => Math.abs(capacity(a) - target) - Math.abs(capacity(b) - target))[0] as Product;
}

function capacityGb(p: Product): number {
  const match = /(\d+)\s*(TB|GB)/.exec(p.name);
  if (!match) return 0;
  return Number(match[1]) * (match[2] === 'TB' ? 1000 : 1);
}
