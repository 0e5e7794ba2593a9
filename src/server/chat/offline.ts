// The assistant used when no OpenAI key is configured: the understanding core (understand.ts) reads what a question
// asks, and each intent has one composer that answers it from the catalogue, the brand content and the policy pages.
import type { Product } from '../../domain/catalog/index.ts';
import type { ChatMessage } from '../../domain/chat/index.ts';
import { answerAccessory, accessoryPair } from './accessory.ts';
import * as A from './answers.ts';
import { policyAnswerText } from './policies.ts';
import { catalogIndex, namedProducts, questionTokens } from './search.ts';
import { amountIn, countIn, normalise } from './text.ts';
import { KIND_OF, understand, type Intent, type Kind, type Understanding } from './understand.ts';

export { OFFLINE_PREFIX } from './answers.ts';
export type { Answer } from './answers.ts';
export type { Kind } from './understand.ts';

/** How closely a question must match a policy passage to be answered from it when nothing else places it. */
const POLICY_MATCH = 4;

type Compose = (u: Understanding, catalog: readonly Product[], products: readonly Product[]) => A.Answer;

/** One composer per intent: what the understanding core found is all each one reads. */
const COMPOSE: Readonly<Record<Intent, Compose>> = {
  refusal: () => A.refusal(),
  greeting: (_, __, products) => A.greeting(products),
  thanks: () => A.say("You're welcome! Ask me about any product, price or policy whenever you like."),
  help: (_, __, products) => A.overview(products),
  offtopic: (_, __, products) => A.offTopic(products),
  unsold: (u, _, products) => A.noMatch(products, u.unsold),
  unsure: (u) => {
    // A question in the policy pages' own words ("can I place an order at 16?") is answered from them.
    const policy = policyAnswerText(u.text, [], POLICY_MATCH);
    return policy === undefined ? A.unsure() : A.say(policy);
  },
  policy: (u) => (u.named.length > 0 ? A.answerPolicyFor(u.topics, u.named, u.text) : A.answerPolicy(u.topics, u.text)),
  codes: (u, catalog) => A.answerCodes(u.query, u.named, catalog, u.text),
  shipping: (u, catalog) => A.answerShipping(amountIn(u.text), shippingLines(u.text, catalog), u.text),
  brand: (u, _, products) => A.answerBrand(u.query.brand ?? 'biwin', products),
  brandCategory: (u, _, products) => A.answerBrandCategory(u.query.brand ?? 'biwin', u.query.categories, products),
  sale: (u, catalog) => A.answerSale(u.query, catalog),
  compare: (u) => A.answerCompare(u.picks),
  fit: (u, _, products) => A.answerFit(u.fitting, u.host, products, u.text, u.named.length > 0),
  stock: (u, _, products) => A.answerStock(u.named, u.quantity, products),
  accessory: (u) => {
    const pair = accessoryPair(u.named);
    return pair ? answerAccessory(pair.antenna, pair.device) : A.answerLookup(u.named, normalise(u.text), u.topics);
  },
  feature: (u, catalog) => (u.feature ? A.answerFeature(u.feature, u.query, catalog, u.named) : A.unsure()),
  specAcross: (u, catalog) => A.answerSpecAcross(u.query, catalog, /warranty/i, ['warranty']),
  lookup: (u) => A.answerLookup(u.named, normalise(u.text), u.topics),
  budget: (u, catalog) => A.answerList(u.query, catalog, !/\b(cheapest|cheap|lowest|least)\b/.test(normalise(u.text))),
  search: (u, catalog) => A.answerList(u.query, catalog),
  cheaper: (u) => (u.than ? A.answerCheaper(u.than, u.picks) : A.unsure()),
};

/** Kinds not worth giving beside a refusal: a redirect or a greeting, nothing about the store. */
const NOT_ALONGSIDE: ReadonlySet<Kind> = new Set<Kind>(['refusal', 'greeting', 'thanks', 'help', 'offtopic']);

/** What kind of question this is; the eval reports accuracy by these kinds. */
export function classify(messages: readonly ChatMessage[], catalog: readonly Product[]): Kind {
  return route(messages, catalog).kind;
}

export function answerOffline(messages: readonly ChatMessage[], catalog: readonly Product[]): A.Answer {
  return route(messages, catalog).answer();
}

function route(messages: readonly ChatMessage[], catalog: readonly Product[]): { kind: Kind; answer: () => A.Answer } {
  const u = understand(messages, catalog);
  const products = catalogIndex(catalog).products;
  const kind = KIND_OF[u.intent];
  const answer = () => COMPOSE[u.intent](u, catalog, products);
  if (u.refused) {
    const rest = u.text !== '' && !NOT_ALONGSIDE.has(kind);
    return { kind: 'refusal', answer: () => (rest ? A.alongside(A.refusal(), answer()) : A.refusal()) };
  }
  // A brand or a model the store does not have is said plainly first, then the rest of the question is answered. A
  // made-up model that looks like one of ours ("NV9000") gets our nearest models instead; one that does not ("my
  // s23") only matters when nothing else in the question does.
  const bare = kind === 'offtopic' && u.intent !== 'unsold';
  const models = u.absent.models.filter((m) => m.closest.length > 0 || bare);
  if (u.absent.brands.length === 0 && models.length === 0) return { kind, answer };
  const closest = models.some((m) => m.closest.length > 0) && u.named.length === 0;
  const answered = !closest && !bare;
  return {
    kind: closest ? 'lookup' : answered ? kind : 'brand',
    answer: () => A.answerAbsent({ brands: u.absent.brands, models }, answered ? answer() : undefined),
  };
}

/**
 * The products and quantities a shipping question names: "2 nv7400 2tb and one dw100 6000" is two
 * lines, "3 SC200 sd cards" one line of three. A part with no number is one unit.
 */
function shippingLines(text: string, catalog: readonly Product[]) {
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
