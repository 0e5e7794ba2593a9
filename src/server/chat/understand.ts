// What a message asks, before any answer is chosen: the parts of it that must be refused (instructions to the
// assistant, other people's data, role-play as staff), and what a follow-up's "it", "those" or "cheaper?" stands for
// in the conversation so far. The assistant's own replies in that conversation are signed, so the products they
// linked are the ones the shopper was shown.
import type { Host, Product } from '../../features/catalog/index.ts';
import type { ChatMessage } from '../../features/chat/index.ts';
import { catalogIndex, modelWords, namedProducts, parseQuery } from './search.ts';
import { normalise } from './text.ts';

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
const OS = /\b(windows|linux|ubuntu|macos|mac os)\s*(\d+(?:\.\d+)?)?/;

/**
 * What the question says of the shopper's machine: a slot's size ("only takes M.2 2230"), a slot's or port's
 * generation ("PCIe 4.0 slot", "USB 3.0 port"), a bay, a memory type, an operating system, a platform, or something
 * it lacks ("no free USB header"). Empty when it says none of these.
 */
export function hostIn(text: string): Host {
  const t = normalise(text);
  const host: Host = {};
  const m2 = /\bm\.?2\s*(22\d\d)\b/.exec(t)?.[1];
  if (m2 && /\b(slot|takes|laptop|only|bay|fit)\b/.test(t)) host.formFactor = `M.2 ${m2}`;
  if (/\b2\.5[- ]?(inch|in|")?\s*(sata )?(bay|slot|drive bay)\b/.test(t)) host.formFactor = '2.5-inch';
  const pcie = /\bpcie\s*(\d)(?:\.0)?\b[^.?]*\b(slot|board|motherboard)\b/.exec(t)?.[1];
  if (pcie) Object.assign(host, { bus: 'PCIe', generation: Number(pcie) });
  if (/\bpcie x1 slot\b/.test(t)) host.formFactor = 'PCIe x1 card';
  const usb = /\busb\s*(2\.0|3\.0|3\.1|3\.2)[^.?]*\bport\b/.exec(t)?.[1];
  if (usb) Object.assign(host, { bus: 'USB', generation: usb === '2.0' ? 0.48 : usb === '3.0' ? 5 : 10 });
  const memory = /\b(ddr4|ddr5)\b[^.?]*\b(motherboard|board|slots?|system|pc)\b/.exec(t)?.[1];
  if (memory) host.bus = memory === 'ddr4' ? 'DDR4' : 'DDR5';
  const os = OS.exec(t);
  if (os?.[1]) {
    const name = os[1] === 'ubuntu' ? 'Linux' : os[1].startsWith('mac') ? 'macOS' : capitalise(os[1]);
    host.os = os[2] ? `${name} ${os[2]}` : name;
  }
  if (/\b(amd|ryzen)\b/.test(t)) host.platform = 'AMD';
  else if (/\bintel (cpu|pc|board|platform|system)\b/.test(t)) host.platform = 'Intel';
  const lacking =
    /\b(?:no|without|lacks?|doesn'?t have|don'?t have)\s+(?:a\s+)?(?:free\s+|spare\s+)?(usb header|m\.2 slot|pcie slot|usb port)/.exec(
      t,
    )?.[1];
  if (lacking) host.lacks = lacking.replace('m.2', 'M.2').replace('pcie', 'PCIe');
  return host;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
