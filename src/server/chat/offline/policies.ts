// Policy answers come from the policy pages themselves: the Markdown files are read (once per instance; netlify.toml
// ships them beside the Functions), split into sections and sentences, and a question gets the sentences that match
// it, with the page's link. Where a sentence carries a condition (a time window, "before it ships", "at least 18",
// "unless…", "if…") and the question says how the shopper's case stands, the answer leads with Yes or No. Editing a
// page changes the answer with no code change.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { policyRoutes, routes, type PolicyId } from '../../../domain/site/index.ts';
import { normalise, stem, STOP } from './text.ts';

/** Where the policy pages live, relative to the project (and to a deployed Function's working directory). */
export const POLICIES_DIR = 'src/content/policies';

export type PolicyTopic = 'shipping' | 'returns' | 'warranty' | 'privacy' | 'pricing' | 'chat' | 'orders';

export interface PolicySentence {
  /** The page's own heading for the section ("Returns"), or its title for the lead paragraph. */
  section: string;
  text: string;
  path: string;
  /** For the store's own facts: the policy passage that goes with them, found by these words. */
  also?: string;
  /** For the store's own facts: the topic they always answer. */
  topic?: PolicyTopic;
}

/**
 * How the store's own pages work, which no policy page says: where orders are listed, and that the chat panel keeps
 * the conversation in the tab. Retrieved like the policy sentences.
 */
const STORE_FACTS: readonly PolicySentence[] = [
  {
    section: 'Orders',
    text: `Signed in, you can see and track your orders and their status at ${routes.orders}.`,
    path: routes.orders,
  },
  {
    section: 'The AI assistant',
    text: 'This chat itself lives in your browser tab (session storage) and is gone when you press Clear or close the tab.',
    path: routes.privacy,
    also: 'assistant conversations kept',
    topic: 'chat',
  },
  {
    section: 'Prices',
    text: "We don't issue discount, coupon or promo codes, and the assistant can't create one: what each product page shows is the price you pay at checkout.",
    path: routes.terms,
  },
];

/** Words a shopper uses for what a policy sentence words otherwise ("drilled" is a physical alteration). */
const SAME_AS: ReadonlyMap<string, string> = new Map([
  ...['drill', 'drilled', 'cut', 'modified', 'modify', 'painted', 'soldered', 'glued', 'bent', 'broke', 'broken'].map(
    (w) => [w, 'altered'] as const,
  ),
  ...['doa', 'defective', 'dead', 'broken'].map((w) => [w, 'faulty'] as const),
  ...['kept', 'store', 'stored', 'retain', 'retained', 'save', 'saved'].map((w) => [w, 'keep'] as const),
  ...['money', 'reimburse'].map((w) => [w, 'refund'] as const),
  ...['chat', 'bot', 'chatbot', 'ai'].map((w) => [w, 'assistant'] as const),
  ...['type', 'typed', 'write', 'wrote', 'say', 'said'].map((w) => [w, 'conversation'] as const),
  ...['send', 'sending', 'sent'].map((w) => [w, 'return'] as const),
  ...['deliver', 'delivered', 'delivering', 'arrived', 'arrival', 'package', 'parcel', 'shipment'].map(
    (w) => [w, 'delivery'] as const,
  ),
  ...['kid', 'kids', 'child', 'minor', 'minors', 'teen', 'teenager'].map((w) => [w, 'children'] as const),
  ...['currency', 'dollar', 'usd'].map((w) => [w, 'dollars'] as const),
  ...['cost', 'costs', 'fee', 'fees'].map((w) => [w, 'charge'] as const),
  ...['companies', 'company', 'partners', 'third', 'parties'].map((w) => [w, 'share'] as const),
  ...['answer', 'respond', 'response'].map((w) => [w, 'reply'] as const),
  ...['lose', 'lost', 'losing'].map((w) => [w, 'loss'] as const),
  ...['small'].map((w) => [w, 'under'] as const),
  ...['window', 'deadline', 'quickly', 'soon', 'fast', 'till', 'until'].map((w) => [w, 'within'] as const),
  ...['collect', 'collected', 'file'].map((w) => [w, 'keep'] as const),
  ...['real', 'legit', 'legitimate', 'genuine', 'scam', 'demo'].map((w) => [w, 'demonstration'] as const),
  ...['allowed', 'permitted'].map((w) => [w, 'permission'] as const),
  ...['age', 'old', 'young', 'aged', '13', '14', '15', '16', '17'].map((w) => [w, '18'] as const),
  ...['died', 'dies', 'rma', 'years', 'year'].map((w) => [w, 'warranty'] as const),
  ...['recover', 'recovery', 'files'].map((w) => [w, 'data'] as const),
  ...['opened', 'open', 'unboxed', 'box', 'seal', 'sealed'].map((w) => [w, 'packaging'] as const),
  ...['delete', 'deleted', 'deletes', 'deleting', 'deletion', 'wipe', 'erase'].map((w) => [w, 'deletion'] as const),
]);

/** Words that join a sentence rather than say what it is about. */
const JOINING = new Set([
  'after',
  'before',
  'still',
  'too',
  'exactly',
  'just',
  'only',
  'even',
  'already',
  'as',
  'long',
  'back',
  'up',
  'show',
  'shows',
  'actually',
  // "What happens to X if…" asks of X, not of something that happened.
  'happen',
  'happens',
  'happened',
  'happening',
]);
/** Words every policy question may carry that say nothing of which passage answers it. */
const GENERIC = new Set(['policy', 'policies', 'store', 'shop', 'rule', 'rules']);

/** "shipped", "shipping" and "ships" as one word. */
const root = (w: string) =>
  stem(w.replace(/(?<=[a-z]{3})([a-z])\1(ed|ing)$/, '$1').replace(/(?<=[a-z]{4})(ed|ing|ers?)$/, ''));

/** "don't", "can't": a negation or an auxiliary, which says nothing of which passage answers. */
const CONTRACTED = /^(?:don|doesn|didn|can|couldn|won|wouldn|isn|aren|wasn|weren|shouldn|haven|hasn)t$/;

const words = (text: string): string[] =>
  (
    normalise(text)
      .replace(/['’](?:t|s|re|ll|ve|d|m)\b/g, (m) => (m.endsWith('t') ? 't' : ''))
      .match(/[a-z0-9$]+(?:\.[0-9]+)*/g) ?? []
  )
    .filter((w) => !STOP.has(w) && !JOINING.has(w) && !GENERIC.has(w) && !CONTRACTED.test(w) && w.length > 1)
    .map((w) => SAME_AS.get(w) ?? root(w));

/** Markdown to plain text: links keep their words, emphasis marks go. */
const plain = (md: string) =>
  md
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .trim();

function readPages(directory: string): PolicySentence[] {
  const dir = resolve(directory);
  if (!existsSync(dir)) return [];
  const sentences: PolicySentence[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.md'))) {
    const id = name.replace(/\.md$/, '');
    if (!(id in policyRoutes)) continue;
    const path = policyRoutes[id as PolicyId];
    const raw = readFileSync(join(dir, name), 'utf8');
    const body = raw.replace(/^---\n[\s\S]*?\n---\n/, '');
    let section = /^title:\s*(.+)$/m.exec(raw)?.[1]?.trim() ?? id;
    // A paragraph or a list item is one passage: its sentences qualify each other ("…before it ships by emailing…").
    for (const block of body.split(/\n\s*\n|\n(?=- )/)) {
      const heading = /^#+\s+(.+)$/.exec(block.trim());
      if (heading) {
        section = heading[1] ?? section;
        continue;
      }
      const text = plain(block.replace(/^-\s+/, '')).replace(/\s*\n\s*/g, ' ');
      if (text.length > 0) sentences.push({ section, text, path });
    }
  }
  return sentences;
}

let cached: readonly PolicySentence[] | undefined;
/** Every sentence of the policy pages, and the store's own facts. */
export function policySentences(): readonly PolicySentence[] {
  cached ??= [...readPages(POLICIES_DIR), ...STORE_FACTS];
  return cached;
}

/** The sentences that answer `question`, best first; `topics` (when the router saw some) favour their sections. */
export function retrievePolicy(
  question: string,
  topics: readonly string[] = [],
  limit = 2,
  least = 1.5,
): PolicySentence[] {
  const all = policySentences();
  const asked = askedWords(question);
  // The topics the router saw only break ties: the question's own words decide ("cancel after it has shipped" is
  // about orders, not shipping charges).
  const wanted = new Set(topics.flatMap(words));
  const df = new Map<string, number>();
  const tokens = all.map((s) => new Set(words(`${s.text}`)));
  for (const set of tokens) for (const w of set) df.set(w, (df.get(w) ?? 0) + 1);
  const scored = all.map((s, i) => {
    const own = tokens[i] ?? new Set<string>();
    const heading = new Set(words(s.section));
    let score = 0;
    let matched = 0;
    for (const [w, weight] of asked) {
      if (own.has(w)) {
        score += weight * Math.log(1 + all.length / (df.get(w) ?? 1));
        matched += weight;
      }
      if (heading.has(w)) score += weight * 1.5;
    }
    for (const w of wanted) if (heading.has(w)) score += 0.25;
    // Long passages match more words by their length alone; a passage holding more of the question's words is
    // closer to it than one holding a single rare word or its section's name ("delete … account … orders").
    const plain = score / (Math.max(8, own.size) / 8) ** 0.3;
    return { s, plain, score: (1 + 0.1 * Math.max(0, matched - 1)) * plain };
  });
  const ranked = scored.filter((x) => x.score > least).sort((a, b) => b.score - a.score);
  const [top] = ranked;
  if (!top) return [];
  // The best passage, then its strongest neighbour from the same page section (or, for the store's own facts, page).
  if (top.s.also !== undefined) return [top.s, ...retrievePolicy(top.s.also, [], 1)];
  const near = (s: PolicySentence) =>
    s.section === top.s.section || (STORE_FACTS.includes(top.s) && s.path === top.s.path);
  return ranked
    .filter((x) => x === top || (near(x.s) && x.plain >= top.plain * 0.5))
    .slice(0, limit)
    .map((x) => x.s);
}

/**
 * The question's words, each with its weight: a clause that asks ("…, is my data sold?") counts whole, and one
 * that only sets the scene ("I have an account, …") counts less, so the passage answers the question asked.
 */
function askedWords(question: string): Map<string, number> {
  const clauses = normalise(question)
    .split(/[,;:]|(?<=[.?!])\s+|\s+(?=(?:and|but|so) (?:can|could|do|does|is|are|will|would|how|what|when)\b)/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  // A condition ("if it breaks, …") is part of what is asked.
  const asking = (c: string) =>
    c.endsWith('?') || YES_NO.test(c) || /^(?:and |but |so )?(?:how|what|when|where|who|why|which|if|unless)\b/.test(c);
  const scene = clauses.length > 1 && clauses.some(asking) && !clauses.every(asking);
  const weights = new Map<string, number>();
  for (const clause of clauses)
    for (const w of words(clause)) weights.set(w, Math.max(weights.get(w) ?? 0, scene && !asking(clause) ? 0.6 : 1));
  return weights;
}

export type Verdict = 'Yes' | 'No' | undefined;
const THING = new Set(words('product item order'));

const YES_NO =
  /^(can|could|do|does|did|is|are|will|would|may|should|am)\b|\b(can|could|may|will|would|do|does) (i|you|we|it|they)\b/;
const DAYS: readonly [RegExp, number][] = [
  [/\b(\d+)\s*days?\b/, 1],
  [/\b(\d+)\s*weeks?\b/, 7],
  [/\b(\d+)\s*months?\b/, 30],
];

/** How many days ago the shopper's case happened, when the question says ("45 days ago", "last week"). */
function daysIn(t: string): number | undefined {
  if (/\b(yesterday|today|this week)\b/.test(t)) return 1;
  if (/\blast week\b/.test(t)) return 7;
  if (/\blast month\b/.test(t)) return 30;
  for (const [pattern, factor] of DAYS) {
    const n = pattern.exec(t)?.[1];
    if (n !== undefined) return Number(n) * factor;
  }
  return undefined;
}

const WH_ASKING = /\b(?:how|what|when|where|who|why|which)\s+(?:do|does|can|could|should|would|will)\s+(?:i|you|we)\b/;

/**
 * Whether the sentence's condition holds for the shopper's case, when both say enough to tell: a window ("within 30
 * days"), an order of events ("before it ships"), a minimum ("at least 18"), a condition ("if…", "unless…") the
 * question does or does not meet, or a sentence that says never.
 */
export function verdictOf(question: string, sentence: string): Verdict {
  const t = normalise(question);
  const s = normalise(sentence);
  // "What do I do?", "how can I claim?" ask how, not whether.
  if (!YES_NO.test(t) || /^(how|what|when|where|who|why|which)\b/.test(t) || WH_ASKING.test(t)) return undefined;
  const window = /\bwithin (\d+) days\b/.exec(s)?.[1];
  const days = daysIn(t);
  if (window !== undefined && days !== undefined) return days <= Number(window) ? 'Yes' : 'No';
  for (const [, before] of s.matchAll(/\bbefore (?:it |they )?(\w+)/g))
    if (before && new RegExp(`\\bafter\\b.*\\b${root(before).slice(0, 4)}`).test(t)) return 'No';
  const minimum = /\bat least (\d+)\b/.exec(s)?.[1];
  const age = /\b(?:i'?m|i am|aged?) (\d+)\b/.exec(t)?.[1];
  if (minimum !== undefined && age !== undefined) return Number(age) >= Number(minimum) ? 'Yes' : 'No';
  const condition = /(?:^|\. )if ([^,]+),|\bunless ([^.,]+)/.exec(s);
  if (condition) {
    // Met when the question says more than half of one alternative ("the product is faulty" or "we sent the wrong
    // item"): the shopper's own wrong choice shares a word with the second but is not it.
    const asked = new Set(words(t));
    const met = (condition[1] ?? condition[2] ?? '').split(/\bor\b/).some((alternative) => {
      // What the condition is about ("the product", "the item") is in every question; what happened to it decides.
      const needed = words(alternative).filter((w) => !THING.has(w));
      return needed.length > 0 && needed.filter((w) => asked.has(w)).length * 2 > needed.length;
    });
    if (/\bcannot\b/.test(s)) return met ? 'Yes' : shareWords(t, s.replace(condition[0], '')) ? 'No' : undefined;
    return met ? 'Yes' : 'No';
  }
  if (/\b(never|cannot|not)\b/.test(s)) return 'No';
  return undefined;
}

const shareWords = (a: string, b: string) => {
  const left = new Set(words(a));
  return words(b).some((w) => left.has(w));
};

export interface PolicyFact {
  topic: PolicyTopic;
  text: string;
  path: string;
}

/** What each topic is looked up by, when it is asked about as a whole ("what is your return policy?"). */
const TOPIC_WORDS: Record<PolicyTopic, string> = {
  shipping: 'shipping free orders flat charge',
  returns: 'return product days refund',
  warranty: 'warranty manufacturer claims',
  privacy: 'sell personal data advertising',
  pricing: 'prices US dollars sales tax',
  chat: 'assistant conversations kept stored',
  orders: 'cancel order ships',
};

/** Each topic's leading sentences from the pages: the model's prompt and the read_policy tool. */
export function policyFacts(): PolicyFact[] {
  return (Object.keys(TOPIC_WORDS) as PolicyTopic[]).flatMap((topic) => {
    const found = retrievePolicy(TOPIC_WORDS[topic], [topic], 3);
    const [first] = found;
    return first ? [{ topic, text: found.map((s) => s.text).join(' '), path: first.path }] : [];
  });
}

/** The answer to a policy question: the matching sentences, led by Yes or No when the case is clear, and the link. */
export function policyAnswerText(question: string, topics: readonly PolicyTopic[], least?: number): string | undefined {
  const own = STORE_FACTS.filter((fact) => fact.topic !== undefined && topics.includes(fact.topic));
  const retrieved = retrievePolicy(question, topics, 2, least);
  const found = own.length > 0 ? [...own, ...retrievePolicy(own[0]?.also ?? '', [], 1)] : retrieved;
  if (least !== undefined && found.length === 0) return undefined;
  const wider = found.length > 0 ? found : topics.flatMap((topic) => retrievePolicy(TOPIC_WORDS[topic], [topic], 2));
  const [first] = wider;
  if (!first) return undefined;
  const verdict = verdictOf(question, first.text);
  const body = wider.map((s) => s.text).join(' ');
  const paths = [...new Set(wider.map((s) => s.path))];
  return `${verdict ? `${verdict}: ` : ''}${body} Full details: ${paths.join(' and ')}`;
}

/** Points shoppers ask about that the policy pages may not cover: each with the words that must stand in a passage. */
const GAP_TOPICS: readonly { asked: RegExp; covered: RegExp; near?: RegExp; what: string }[] = [
  {
    asked:
      /\b(?:(?:how long|how soon|how many (?:business )?days|when)\b.*\b(?:deliver|delivery|arrive|ship|shipping|get here|get it (?:here|to me|delivered|shipped))|arrive|delivery time|eta|how fast (?:is|do you) ship)\b/,
    // A time said of the delivery itself ("arrives in 3–5 business days"), not any window after it.
    covered:
      /\b(?:arrives?|ships?|dispatch(?:ed|es)?|deliver(?:ed|y takes?)?)\b[^.]{0,20}\b\d+(?:[-–]\d+)? (?:business |working )?(?:days?|weeks?)\b/,
    near: /\bestimates?\b/,
    what: 'how long delivery takes',
  },
  {
    asked:
      /\b(international|internationally|overseas|abroad|outside (?:the )?us|canada|uk|europe|australia|mexico|worldwide|other countries)\b/,
    covered: /\b(international|countries|worldwide|outside)\b/,
    what: 'shipping outside the US',
  },
  {
    asked:
      /^(?!.*\b(?:keep|kept|store|stored|save|saved|collect|on file|retain)\b).*\b(paypal|crypto|bitcoin|apple pay|google pay|klarna|afterpay|installments?|payment methods?|pay with|cash on delivery|debit card|credit card)\b/,
    covered: /\b(paypal|cards? (?:are )?accepted|accepted payment|we accept (?:visa|paypal|cards?|credit|debit))\b/,
    what: 'which payment methods are accepted',
  },
  { asked: /\bprice match(?:ing)?\b/, covered: /\bprice match/, what: 'price matching' },
  {
    asked:
      /\b(?:lost|missing|stolen|never (?:arrived|came|showed up)) (?:package|parcel|delivery|order|shipment)s?\b|\b(?:package|parcel|order|shipment) (?:(?:gets?|got|was|is|went|goes) )?(?:lost|missing|stolen)\b|\b(?:never|didn'?t|did not|hasn'?t|has not) (?:arrived?|show(?:ed)? up|come|came)\b/,
    covered: /\b(?:lost|missing|stolen)\b[^.]{0,30}\b(?:parcel|package|deliver|order)/,
    near: /\brisk\b/,
    what: 'lost or missing parcels',
  },
  {
    asked: /\b(express|expedited|overnight|next[- ]day|same[- ]day)\b/,
    covered: /\b(express|expedited|overnight)\b/,
    what: 'faster shipping options',
  },
  {
    asked:
      /\b(gift ?(?:cards?|vouchers?|wrap|wrapping|certificates?)|student discount|military discount|(?:bulk|volume|quantity|wholesale|education(?:al)?|school) (?:discounts?|pricing)|wholesale|loyalty|points)\b/,
    covered: /\b(gift|student|loyalty)\b/,
    what: 'that',
  },
  {
    asked: /\b(pick ?up|store location|physical store|visit (?:your|the) store|showroom)\b/,
    covered: /\b(pick ?up|location)\b/,
    what: 'collection in person',
  },
  {
    asked: /\b(phone number|call you|live chat|opening hours|business hours)\b/,
    covered: /\b(phone|hours)\b/,
    what: 'phone support or opening hours',
  },
  {
    asked: /\b(exchanges?|exchanging|swap (?:it|my|them|for)|trade[- ]ins?|trade (?:it|mine) in)\b/,
    covered: /\bexchang/,
    what: 'exchanges',
  },
  {
    asked:
      /\b(?:change|changing|update|updating|fix|correct|edit|wrong|old) (?:the |my |an? )?(?:delivery |shipping |postal )?address\b|\baddress (?:change|after (?:ordering|i ordered|placing))\b/,
    covered: /\b(?:change|update|correct) (?:your |the )?(?:delivery |shipping )?address\b/,
    what: 'changing the delivery address of an order',
  },
  {
    asked: /\b(restocking fee|open(?:ed)? box|opened)\b/,
    covered: /\b(restocking|opened|original packaging)\b/,
    what: 'opened products',
  },
];

/** Whether a question asks about a point the policy pages may not cover (price matching, PayPal, delivery times). */
export const asksPolicyGap = (question: string): boolean => GAP_TOPICS.some((t) => t.asked.test(normalise(question)));

export interface PolicyAnswer {
  /** The passages that answer the question, best first (empty when none does). */
  passages: PolicySentence[];
  /** Yes or No when the shopper's case meets or fails the passage's condition. */
  verdict: Verdict;
  /** What the question asks that no passage says ("how long delivery takes"). */
  gap?: string;
}

/** The policy pages' answer to a question: the passages, a verdict when the case is clear, or what they do not say. */
export function answerPolicy(question: string, least = 2): PolicyAnswer {
  const q = normalise(question);
  const passages = retrievePolicy(question, [], 2, least);
  const topic = GAP_TOPICS.find((t) => t.asked.test(q));
  const text = normalise(passages.map((p) => p.text).join(' '));
  if (topic && !topic.covered.test(text)) {
    // What the pages do say nearest to it ("estimates are shown at checkout"), wherever it stands.
    const near = policySentences().filter((p) => topic.near?.test(normalise(p.text)));
    return { passages: near.slice(0, 1), verdict: undefined, gap: topic.what };
  }
  // A case that says when it happened ("delivered 18 days ago") is decided by the passage with a time window first.
  if (daysIn(q) !== undefined) {
    const timed = passages.findIndex((p) => /\bwithin \d+ days\b/.test(normalise(p.text)));
    if (timed > 0) passages.unshift(...passages.splice(timed, 1));
  }
  const [first] = passages;
  const verdict = first ? verdictOf(question, first.text) : undefined;
  // "Yes, you can": and how, when the section says ("To start a return, email…").
  const how =
    verdict === 'Yes' && first
      ? policySentences().find(
          (p) => p.section === first.section && /^to [a-z]+ /i.test(p.text) && !passages.includes(p),
        )
      : undefined;
  return { passages: how ? [...passages, how] : passages, verdict };
}
