// What a message asks, before any answer is chosen: the parts of it that must be refused (instructions to the
// assistant, other people's data, role-play as staff), and what a follow-up's "it", "those" or "cheaper?" stands for
// in the conversation so far. The assistant's own replies in that conversation are signed, so the products they
// linked are the ones the shopper was shown.
import { checkFit, type Host, type Product } from '../../domain/catalog/index.ts';
import type { ChatMessage } from '../../domain/chat/index.ts';
import { accessoryPair } from './accessory.ts';
import { capacityOf, featureAsked, type Feature } from './facts.ts';
import { HARDWARE, MACOS_NAMES } from './lexicon.ts';
import type { PolicyTopic } from './policies.ts';
import { absentNames, catalogIndex, isFigure, modelWords, namedProducts, parseQuery, sortAsked } from './search.ts';
import type { Absent, ProductQuery } from './search.ts';
import { amountIn, normalise, quantityIn } from './text.ts';

/** Instructions aimed at the assistant rather than questions to it, wherever in a message they stand. */
const INSTRUCTION =
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|previous|above|guidelines|everything)\b|\bsystem\s*(prompt|message|:)|\b(your|the) (instructions|hidden prompt|initial prompt|rules|guidelines)\b|\breveal\b|\bjailbreak|\bdeveloper mode|\bdan mode|\bprint (your|the) (prompt|instructions)|\b(set|change|make|lower|drop|update|edit|reduce|override)\b.{0,40}\bprices?\b.{0,20}\b(to|=|at)\b|\bprices?\b.{0,30}\b(to|=)\s*\$?0(\.0+)?\b|\b(100|99)% (off|discount)\b|\bfree (of charge )?(for me|to me)\b|\bgive (it|them|me) (to me )?for free\b|\b(mark|set)\b.{0,20}\b(paid|shipped|refunded|approved)\b|\bapprove\b.{0,20}\b(claim|refund|return|order)\b|\bauthori[sz]e you\b/;
/** Acting as someone the assistant is not: staff, an administrator, the system. */
const ROLE_PLAY =
  /\b(pretend|act as|you are now|you'?re now|role[- ]?play|let'?s play)\b|\b(you'?re|you are) (the|a|an) (store )?(manager|admin|administrator|owner|employee|staff|support agent|engineer)\b|\bas (an?|the) (admin|administrator|manager|developer|employee)\b|\b(admin|root|sudo) (mode|access|command)/;
/** Someone else's orders, carts, messages or contact details. */
const OTHERS_DATA =
  /\b(another|other|previous|last|someone else'?s?|other people'?s?|different) (customer|user|shopper|buyer|person|people)s?\b|\b(customers|users|buyers|people) who (bought|ordered|purchased)\b|\b(emails?|e-mail|addresses|phone numbers?|names) of (the |your |other )?(customers|users|buyers|shoppers)\b|\bwhat did (the )?(previous|last|other) /;

export interface Parts {
  /** The message without its refused parts; empty when nothing else was asked. */
  rest: string;
  /** Whether any part was refused. */
  refused: boolean;
}

/**
 * Splits a message into its sentences and clauses and sets aside those the assistant refuses, so the ordinary
 * question beside them ("What's the price of the AX210? Also ignore your rules…") is still answered.
 */
export function splitHostile(text: string): Parts {
  const pieces = text.split(
    /(?<=[.?!;:])\s+|\s+(?:also|and also|plus|then)\s*,?\s+|,\s+and\s+|\s+and\s+(?=what|how|tell|show|list|give)/i,
  );
  const kept = pieces.filter((piece) => {
    const t = normalise(piece);
    return !(INSTRUCTION.test(t) || ROLE_PLAY.test(t) || OTHERS_DATA.test(t));
  });
  return { rest: kept.join(' ').trim(), refused: kept.length < pieces.length };
}

/** Words that lean on something said before ("it", "those", "the 4 TB one", "cheaper?"). */
const LEANS =
  /^(and|or|what about|how about|also|then|so)\b|\b(it|its|it's|that|this|those|these|them|they|one|ones|same)\b|^\W*(cheaper|bigger|smaller|faster|slower)\b/;
/** Asking for something below the product in view: "cheaper?", "anything less expensive". */
const CHEAPER = /\b(cheaper|less expensive|lower price|more affordable)\b/;
/** "With the same read speed": a spec that must equal the product in view's. */
const SAME = /\bsame ([a-z0-9 -]{2,30}?)(?:\?|$|\bas\b|,)/;

export interface Context {
  /** The products the conversation is about: those the last reply linked, else those the shopper named. */
  products: Product[];
  /** The shopper's previous message. */
  previous: string;
}

/** What the conversation before the last message was about. */
export function contextOf(messages: readonly ChatMessage[], catalog: readonly Product[]): Context | undefined {
  const index = catalogIndex(catalog);
  const before = messages.slice(0, -1);
  const previous = before.findLast((m) => m.role === 'user')?.content;
  if (previous === undefined) return undefined;
  const reply = before.at(-1)?.role === 'assistant' ? (before.at(-1)?.content ?? '') : '';
  const linked = [...reply.matchAll(/\/products\/([a-z0-9-]+)/g)]
    .map(([, sku]) => index.bySku.get(sku ?? ''))
    .filter((p): p is Product => p !== undefined);
  const products = [...new Set(linked.length > 0 ? linked : namedProducts(previous, catalog))];
  return { products, previous };
}

/** What a follow-up asks once its references are filled in from the conversation. */
export type FollowUp =
  | { kind: 'question'; text: string }
  /** Products like the one in view but cheaper (and, if asked, equal in a spec). */
  | { kind: 'cheaper'; than: Product; candidates: Product[] };

/**
 * The last message read against the conversation: unchanged when it stands on its own (it names a product, or it
 * does not lean on anything said before).
 */
export function resolveFollowUp(
  text: string,
  context: Context | undefined,
  catalog: readonly Product[],
): FollowUp | undefined {
  if (!context) return undefined;
  const t = normalise(text);
  const named = namedProducts(text, catalog);
  const ownQuery = parseQuery(text, catalog);
  const standsAlone = ownQuery.brand !== undefined || ownQuery.categories.length > 0;
  const [first] = context.products;
  if (CHEAPER.test(t) && named.length === 0 && first) return cheaper(first, t, catalog);
  // "And which has the lowest gain?" after a list: the earlier question's subject with this sort, read as before.
  if (ownQuery.sort && named.length === 0 && context.products.length > 3) return undefined;
  if (named.length > 0) {
    // "And on the NV7400?": the new product in the previous question's place.
    if (!/^(and|what about|how about)\b/.test(t)) return undefined;
    const previousModels = new Set(modelWords(context.previous, catalog));
    const asked = normalise(context.previous)
      .split(/\s+/)
      .filter((word) => !previousModels.has(word))
      .join(' ');
    return { kind: 'question', text: `${asked} ${t.replace(/^(and|what about|how about)\s+/, '')}` };
  }
  if (!LEANS.test(t) && t.split(/\s+/).length > 3) return undefined;
  if (standsAlone && !/\b(those|these|them|of them|that one|it)\b/.test(t)) return undefined;
  // A variant of the product in view ("the 4 TB one"), or the products in view themselves.
  const subject =
    context.products.length > 0 && context.products.length <= 3 && !/\b(those|these|them)\b/.test(t)
      ? subjectOf(context.products, t, catalog)
      : normalise(context.previous);
  return { kind: 'question', text: `${t} (${subject})` };
}

/** The words that name the products in view: their model and, unless the follow-up names another, their size. */
function subjectOf(products: readonly Product[], t: string, catalog: readonly Product[]): string {
  const sized = /\b\d+\s*(tb|gb)\b/.test(t);
  const one = /\b(it|its|it's|that|this|one)\b/.test(t) && !/\bwhich\b/.test(t);
  return (one ? products.slice(0, 1) : products)
    .map((p) => (sized ? modelWords(p.name, catalog).join(' ') : p.name))
    .join(' and ');
}

function cheaper(than: Product, t: string, catalog: readonly Product[]): FollowUp {
  const same = SAME.exec(t)?.[1]?.trim();
  const specOf = (p: Product) =>
    same === undefined ? undefined : p.specs.find((s) => normalise(s.label).includes(same))?.value;
  const candidates = catalog
    .filter((p) => p.category === than.category && p.price < than.price && specOf(p) === specOf(than))
    .sort((a, b) => b.price - a.price);
  return { kind: 'cheaper', than, candidates };
}

/** Operating systems as shoppers name them, with the version when given. */
const OS = /\b(windows|win|linux|ubuntu|debian|fedora|mint|macos|mac os|osx|os x)\s*(xp|vista|\d+(?:\.\d+)?)?\b/;
const OS_NAMES: Readonly<Record<string, string>> = {
  win: 'Windows',
  ubuntu: 'Linux',
  debian: 'Linux',
  fedora: 'Linux',
  mint: 'Linux',
};
const MACOS_NAME = new RegExp(`\\b(${[...MACOS_NAMES.keys()].join('|')})\\b`);

/**
 * What the question says of the shopper's machine: a machine the lexicon knows ("my PS5", "a laptop"), and the
 * question's own words on top of it: a slot's size ("only takes M.2 2230"), a slot's or port's generation ("PCIe
 * 4.0 slot", "USB 3.0 port"), a bay, a memory type, an operating system, a platform, or something it lacks ("no free
 * USB header"). Empty when it says none of these.
 */
export function hostIn(text: string): Host {
  const t = normalise(text);
  const known = HARDWARE.find((h) => h.host && h.words.test(t))?.host;
  const host: Host = { ...known };
  const m2 = /\bm2\s*(22\d\d)\b/.exec(t)?.[1];
  if (m2 && /\b(slot|takes|laptop|only|bay|fit)\b/.test(t)) host.formFactor = `M.2 ${m2}`;
  if (/\b2\.5[- ]?(inch|in|")?\s*(sata )?(bay|slot|drive bay)\b/.test(t)) host.formFactor = '2.5-inch';
  const pcie = /\bpcie\s*(\d)(?:\.0)?\b[^.?]*\b(slot|board|motherboard)\b/.exec(t)?.[1];
  if (pcie) Object.assign(host, { bus: 'PCIe', generation: Number(pcie) });
  if (/\bpcie x1 slot\b/.test(t)) host.formFactor = 'PCIe x1 card';
  const usb = /\busb\s*(2\.0|3\.0|3\.1|3\.2)[^.?]*\bport\b/.exec(t)?.[1];
  if (usb) Object.assign(host, { bus: 'USB', generation: usb === '2.0' ? 0.48 : usb === '3.0' ? 5 : 10 });
  const memory = /\b(ddr4|ddr5)\b[^.?]*\b(motherboard|board|slots?|system|pc)\b/.exec(t)?.[1];
  if (memory) host.bus = memory === 'ddr4' ? 'DDR4' : 'DDR5';
  if (host.formFactor) delete host.takes;
  const os = OS.exec(t);
  const macos = MACOS_NAME.exec(t)?.[1];
  if (os?.[1]) {
    const name = OS_NAMES[os[1]] ?? (/^(mac|os)/.test(os[1]) ? 'macOS' : capitalise(os[1]));
    host.os = os[2] ? `${name} ${os[2].replace(/^(xp|vista)$/, (v) => v.toUpperCase())}` : name;
  }
  if (macos)
    Object.assign(host, {
      os: `macOS ${MACOS_NAMES.get(macos) ?? ''}`,
      label: `macOS ${capitalise(macos)} (${MACOS_NAMES.get(macos) ?? ''})`,
    });
  if (host.os && !host.label && Object.keys(host).length === 1) host.label = host.os;
  if (/\b(amd|ryzen)\b/.test(t)) host.platform = 'AMD';
  else if (/\bintel (cpu|pc|board|platform|system)\b/.test(t)) host.platform = 'Intel';
  const lacking =
    /\b(?:no|without|lacks?|doesn'?t have|don'?t have)\s+(?:a\s+)?(?:free\s+|spare\s+)?(usb header|m2 slot|pcie slot|usb port)/.exec(
      t,
    )?.[1];
  if (lacking) host.lacks = lacking.replace('m2', 'm.2');
  return host;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Each intent, and the kind the eval and the tests report it as (intents grouped as a shopper would name them). */
export const KIND_OF = {
  refusal: 'refusal',
  greeting: 'greeting',
  thanks: 'thanks',
  help: 'help',
  offtopic: 'offtopic',
  unsold: 'offtopic',
  unsure: 'offtopic',
  policy: 'policy',
  codes: 'policy',
  shipping: 'shipping',
  brand: 'brand',
  brandCategory: 'brand',
  sale: 'search',
  compare: 'compare',
  fit: 'compat',
  accessory: 'compat',
  stock: 'stock',
  feature: 'search',
  specAcross: 'lookup',
  lookup: 'lookup',
  budget: 'budget',
  search: 'search',
  cheaper: 'search',
} as const;

/** What a question asks for: one composer answers each. */
export type Intent = keyof typeof KIND_OF;
export type Kind = (typeof KIND_OF)[Intent];

/** A question understood: what it asks (intent), what it names (entities) and what it limits (the query). */
export interface Understanding {
  intent: Intent;
  text: string;
  /** Our products it names. */
  named: Product[];
  /** Brand, categories, words, sort and price limits. */
  query: ProductQuery;
  topics: PolicyTopic[];
  /** Other makers and model numbers we do not have. */
  absent: Absent;
  host: Host;
  /** The products a fit question is about: those named, else those of the categories named, else all. */
  fitting: Product[];
  feature?: Feature | undefined;
  quantity?: number | undefined;
  /** Hardware we do not sell that the shopper wants ("a graphics card"). */
  unsold?: string | undefined;
  picks: Product[];
  /** "Cheaper?" after a product: the product in view. */
  than?: Product;
}

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
  /\b(who (makes|made|is|are|owns)|where (is|are|does|do)|from where|based|headquarter|founded|when was|history|story|company|about|(from|made|company|brand|chinese|located)\b)/;
const COMPARE =
  /\b(compare|comparison|vs\.?|versus|difference|differences|differ|better|which (one|is)|against|worth (it|the)|over the|instead of|upgrade from)\b/;
const STOCK =
  /\b(in stock|stock|available|availability|left|sold out|back in|restock|how many (are |do you |have you |is )?(left|in stock|have|got|available|remain)|can i (order|buy|get)|order \d+|\d+ (of|units|pieces))\b/;
const SPEC_ASK =
  /\b(price|cost|how much|warranty|speed|fast|read|write|endurance|tbw|cache|dram|chipset|bluetooth|range|weight|dimension|size|capacity|interface|form factor|timing|latency|cl\d*|voltage|rgb|lighting|profile|xmp|expo|band|ghz|gain|antenna|os|windows|linux|box|included|released|release|spec|specs|detail|tell me about|what is|what's)\b/;
/** Asking whether something fits, works or runs, rather than what it costs or whether it is in stock. */
const FIT_ASKED = /\b(fit|fits|work|works|run|runs|support|supports|compatible|use|ok|okay|get)\b/;
/** Policies that answer the question even when it names a product (the product is only the occasion). */
const POLICY_FIRST: ReadonlySet<PolicyTopic> = new Set(['returns', 'orders', 'privacy']);
/** "Which memory kits have RGB?", "any Wi-Fi card with Bluetooth": asks which products have a feature. */
const WHICH_HAVE =
  /\b(which|what|any|anything|list|show|are there|is there)\b.*\b(has|have|having|with|supports?|supporting|comes? with|offers?|includes?|got)\b|\b(supports?|supporting)\b/;
/** A yes-or-no question about the product named ("will the 8 dBi antennas work on 6 GHz?"). */
const YES_NO = /^(does|do|is|are|will|would|can|could|has|have)\b/;
/** Asking for a discount, coupon or promo code, which the store does not issue. */
const CODES =
  /\b(discount|coupon|promo(tion(al)?)?|voucher|referral|gift)\s*codes?\b|\bcoupons?\b|\bvouchers?\b|\bcodes?\b.{0,20}\b(discount|\d+\s*% off)\b|\b(student|military|bulk|loyalty|first[- ]order|newsletter|special)\s+discount\b|\b(give|get|have|offer)\b.{0,15}\b(a|an|any|some)\s+(\d+\s*%\s+)?discount\b/;
const WANTS = /\b(sell|have|stock|carry|buy|recommend|need|looking for|want|get|offer)\b/;
/** Requests for writing that is not about the store, and general knowledge. */
const CREATIVE =
  /\b(write|compose|tell|give|make)\b.{0,20}\b(poem|story|joke|song|essay|haiku|limerick|rap|lyrics|recipe)\b|\b(weather|recipe|capital of|translate|homework|football|soccer|election|president|bitcoin|horoscope)\b|\b(population of|meaning of life|square root|speed of light|what (time|day|year) is it|who (won|invented|discovered|wrote|painted)|tell me a (fact|riddle)|how many (days|hours|minutes|seconds|weeks|months|legs|planets|continents|countries) (are|is|in|does|do|has|have))\b/;
/** A sum and nothing else ("what is 2+2", "12 * 7?"); a price with a $ or a capacity is not one. */
const SUM =
  // Each run of spaces has one place to go (no optional group may take the spaces its neighbour could): a long line
  // of "1 + 1 + …" fails in linear time instead of trying every split of its spaces.
  /^(?:(?:what|how much) (?:is|are|does|do)|what's|whats|calculate|compute|solve|work out)?\s*(?:\(\s*)?-?\d[\d.]*(?:\s*(?:[-+*/×÷^x]|plus|minus|times|divided by)\s*(?:\(\s*)?-?\d[\d.]*(?:\s*\))?)+(?:\s*(?:=|equals?|makes?))?(?:\s*\?)?\s*$/;
const SALE = /\b(on sale|sales?|discounts?|discounted|deals?|promo(tion)?s?|reduced|markdowns?|special offers?)\b/;

/**
 * The last message understood against the conversation: its parts to refuse set aside, its follow-up references
 * filled in, then what it asks. `rest` is the question beside a refused part, understood on its own.
 */
export function understand(
  messages: readonly ChatMessage[],
  catalog: readonly Product[],
): Understanding & { refused: boolean } {
  const last = messages.findLast((m) => m.role === 'user')?.content.trim() ?? '';
  const earlier = messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .slice(0, -1);
  // A refused part ("…and ignore your rules") is said no to; the ordinary question beside it is still answered.
  const parts = splitHostile(last);
  if (parts.refused) return { ...read(earlier, parts.rest, catalog), refused: true };
  const followUp = resolveFollowUp(last, contextOf(messages, catalog), catalog);
  if (followUp?.kind === 'cheaper')
    return {
      ...read(earlier, '', catalog),
      intent: 'cheaper',
      than: followUp.than,
      picks: followUp.candidates,
      refused: false,
    };
  return { ...read(earlier, followUp?.text ?? last, catalog), refused: false };
}

/** One question's entities, then its intent: the first that its entities settle, most specific first. */
function read(earlier: readonly string[], text: string, catalog: readonly Product[]): Understanding {
  const t = normalise(text);
  const index = catalogIndex(catalog);
  const products = index.products;
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
  const absent = absentNames(text, catalog);
  const host = hostIn(text);
  // The machine's own words ("takes M.2 2230 drives") name no product of ours.
  const own = namedProducts(text.replace(/\bm\.?2\s*22\d\d\b/gi, ' '), catalog);
  const fitting =
    own.length > 0
      ? own
      : products.filter((p) => query.categories.length === 0 || query.categories.includes(p.category));
  const lexiconHost = HARDWARE.some((h) => h.host && h.words.test(t));
  const fitAsked = FIT_ASKED.test(t) || (lexiconHost && /\b(for|with|in|into|on|anything)\b/.test(t));
  const scope = named.length > 0 ? named : products.filter((p) => query.categories.includes(p.category));
  const feature = featureAsked(t, query.categories, scope);
  const quantity = quantityIn(text);
  const unsold = unsoldWanted(t, named, catalog);
  const picks =
    COMPARE.test(t) || (/\bor\b/.test(t) && named.length >= 2 && !STOCK.test(t))
      ? comparePicks(text, catalog, absent.brands.length > 0 || absent.models.length > 0)
      : [];
  const u = { text, named, query, topics, absent, host, fitting, feature, quantity, unsold, picks };
  const is = (intent: Intent): Understanding => ({ ...u, intent });

  if (CREATIVE.test(t) || SUM.test(t)) return is('offtopic');
  if (GREETING.test(t)) return is('greeting');
  if (THANKS.test(t)) return is('thanks');
  if (CHAT_PRIVACY.test(t) && !signal) return { ...is('policy'), topics: ['chat'] };
  if (topics.includes('shipping') && (amountIn(text) !== undefined || named.length > 0)) return is('shipping');
  if (topics.includes('shipping') && !signal) return is('policy');
  // "What is the return window if the BE200 is DOA?": the policy is the answer; the product follows it briefly.
  if (named.length > 0 && topics.some((topic) => POLICY_FIRST.has(topic))) return is('policy');
  if (CODES.test(t)) return is('codes');
  if (HELP.test(t) && !signal) return is('help');
  const brandOnly = query.brand !== undefined && named.length === 0;
  if (brandOnly && BRAND_FACT.test(t) && query.categories.length === 0) return is('brand');
  if (brandOnly && query.categories.length > 0 && /\b(sell|make|have|carry|offer|stock|do you)\b/.test(t)) {
    const none = !products.some((p) => p.brand === query.brand && query.categories.includes(p.category));
    if (none) return is('brandCategory');
  }
  if (SALE.test(t) && named.length === 0) return is('sale');
  if (picks.length >= 2) return is('compare');
  if (unsold !== undefined) return is('unsold');
  if (Object.keys(host).length > 0 && fitAsked && fitting.some((p) => checkFit(p, host) !== undefined))
    return is('fit');
  if (named.length > 0 && (STOCK.test(t) || quantity !== undefined) && !topics.includes('warranty')) return is('stock');
  if (accessoryPair(named) && /\b(fit|work|use|compatible|with)\b/.test(t)) return is('accessory');
  // "Which RAM supports XMP?" or "will the 8 dBi antennas work on 6 GHz?": which have the feature, or whether these do.
  if (feature && !query.sort && (named.length > 0 ? YES_NO.test(t) : WHICH_HAVE.test(t))) return is('feature');
  // "Which NV7400 has the most endurance?": the variants named, ranked by the spec.
  if (named.length > 1 && query.sort && isFigure(query.sort) && /\b(which|what)\b/.test(t)) return is('search');
  // "Warranty on Biwin memory": the spec across the products asked about, then the policy.
  if (topics.includes('warranty') && named.length === 0 && (query.categories.length > 0 || query.brand))
    return is('specAcross');
  if (topics.length > 0 && named.length === 0 && (!signal || topics.some((topic) => topic !== 'pricing')))
    return is('policy');
  if (named.length > 0 && (SPEC_ASK.test(t) || topics.includes('warranty') || named.length <= 3)) return is('lookup');
  if (!signal) {
    // A follow-up like "which is cheapest?" refines the previous question instead of searching everything.
    if (query.sort || query.maxPrice !== undefined || query.inStockOnly) {
      const previous = [...earlier]
        .reverse()
        .map((e) => parseQuery(e, catalog))
        .find((q) => hasSignal(q, index));
      if (previous) query = refine(previous, query);
    }
    if (!hasSignal(query, index)) {
      if (query.maxPrice !== undefined || query.sort) return { ...is('search'), query };
      return { ...is(HARDWARE.some((h) => h.words.test(t)) ? 'unsold' : 'unsure'), query };
    }
  }
  return { ...is(query.maxPrice === undefined ? 'search' : 'budget'), query };
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
  if (named.length > 0 || !WANTS.test(t)) return undefined;
  const owned = (w: string) =>
    new RegExp(String.raw`\b(for|in|into|with|on|inside|my|our)\s+(\S+\s+){0,2}${w}\b`).test(t);
  const kind = HARDWARE.find((h) => {
    const wanted = h.words.exec(t)?.[0];
    return wanted !== undefined && !owned(wanted);
  });
  if (!kind) return undefined;
  const rest = HARDWARE.reduce((left, h) => left.replace(new RegExp(h.words.source, 'g'), ' '), t);
  return parseQuery(rest, catalog).categories.length > 0 ? undefined : kind.name;
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

/** The variant of a line nearest in capacity to the other products compared, else its featured one. */
function closest(group: readonly Product[], others: readonly Product[]): Product {
  const capacity = (p: Product) => capacityOf(p)?.value ?? 0;
  const target = others.map(capacity).find((c) => c > 0);
  if (target === undefined) return group.find((p) => p.featured) ?? (group[0] as Product);
  return [...group].sort((a, b) => Math.abs(capacity(a) - target) - Math.abs(capacity(b) - target))[0] as Product;
}
