// Reads a conversation into a ChatQuery (src/domain/chat/query.ts): which products it refers to (named, or "it",
// "those two", "the bigger one" from the turns before), which attributes it asks about, what it asks of them, under
// which constraints, for which machine. Words come from the catalogue (vocabulary.ts) and one small lexicon; the
// executor, not this file, decides the answer.
import type { Host, Product } from '../../../domain/catalog/index.ts';
import { brandIds, pairOf } from '../../../domain/catalog/index.ts';
import type { ChatMessage } from '../../../domain/chat/index.ts';
import type { ChatQuery, Constraints, Threshold } from '../../../domain/chat/query.ts';
import {
  ATTRIBUTE_WORDS,
  CATEGORY_WORDS,
  DESCRIBING,
  FIT_WORDS,
  GATE,
  HARDWARE,
  type Hardware,
  NEAREST_KINDS,
  MACOS_NAMES,
  OTHER_MAKERS,
  POLICY_WORDS,
  SMALL_TALK,
  SUPERLATIVES,
} from './lexicon.ts';
import { detailWords } from './passages.ts';
import { asksPolicyGap } from './policies.ts';
import {
  figuresIn,
  literal,
  moneyIn,
  normalise,
  NUMBER_WORDS,
  quantityIn,
  stem,
  STOP,
  words,
  type Figure,
} from './text.ts';
import { PRICE_PER_GB, sameWord, valueOf, vocabularyOf, type Entry, type Vocabulary } from './vocabulary.ts';

/** Whether a phrase stands in a normalised text as whole words. */
const has = (text: string, phrase: string) => new RegExp(`(?:^|[^a-z0-9])${literal(phrase)}(?![a-z0-9])`).test(text);

/** Words of a question that name no product, even where a product's name carries them ("Mac-Compatible"). */
const ASKING: ReadonlySet<string> = new Set(
  'compatible compatibility new old good best one pro long short big small high low free full fast slow'.split(' '),
);

/** Words that point back at products already discussed. */
/** Words that point back at products already discussed, or carry a question on ("and the 4tb?"). */
const BACK =
  /\b(it|its|it's|they|them|their|those|these|that one|this one|both|either|each|the (?:bigger|smaller|cheaper|faster|slower|larger|other|first|second|last|newer|older|more expensive|pricier)(?: one)?|which one|the (?:two|2)|same one)\b|^(and|what about|how about|also|ok and|so)\b/;

export function understand(messages: readonly ChatMessage[], catalog: readonly Product[]): ChatQuery {
  const v = vocabularyOf(catalog);
  const turns = messages.filter((m) => m.role === 'user');
  const asked = normalise(turns.at(-1)?.content ?? '');
  const refused = GATE.filter((g) => g.words.test(asked)).map((g) => g.reason);
  const text = refused.length > 0 ? withoutRefused(asked) : asked;
  let query = read(text, v, () => context(messages, v));
  // "Four cards for the cameras, will $90 do?": what fits, and what that many come to.
  const count = query.operation === 'fit' && query.products.length === 0 ? quantityIn(text) : undefined;
  // (More than a hundred is a model number read as a count, not a shopper's order.)
  if (count !== undefined && count > 1 && count <= 100) query = { ...query, quantity: count };
  if (refused.length === 0) return query;
  // A product named only in a refused instruction ("apply a staff discount to the X"): its price and stock, said
  // plainly. Beside a deception, only what the rest asks of it ("…, and what does it really cost?"); never beside
  // other people's data, where naming the product would serve the request.
  const bare = query.products.length === 0 && ['unknown', 'greeting', 'brand'].includes(query.operation);
  const asksOfIt = query.products.length === 0 && query.attributes.length > 0 && BACK.test(text);
  if (!refused.includes('privacy') && ((refused.every((r) => r === 'instructions') && bare) || asksOfIt)) {
    const whole = read(asked, v, () => context(messages, v));
    // Named, or the one product its kind and size describe ("the 4tb drive").
    const sized = v.entries.filter(
      (e) =>
        whole.constraints.categories?.includes(e.product.category) &&
        (whole.constraints.thresholds ?? []).some((t) => t.attribute === 'Capacity') &&
        (whole.constraints.thresholds ?? []).every(
          (t) =>
            t.attribute !== 'Capacity' || (t.op === '>=' ? (e.capacity ?? 0) >= t.value : (e.capacity ?? 0) <= t.value),
        ),
    );
    const of = whole.products.length > 0 ? whole.products : sized.length === 1 ? sized.map((e) => e.product.sku) : [];
    if (of.length > 0)
      query = {
        ...whole,
        products: of,
        constraints: whole.products.length > 0 ? whole.constraints : {},
        operation: 'value',
        attributes: asksOfIt ? query.attributes : [],
      };
  }
  // Beside a deception, what is left is answered only when it asks something ("I dropped it." sets the scene of
  // the refused request); an instruction refused leaves the product it named to be told plainly.
  const asksSomething =
    !refused.includes('deception') ||
    text.includes('?') ||
    /(?:^|\. )(?:(?:and|so|also|oh|ok|btw|but|anyway),? )*(?:what|whats|what's|how|which|is|are|does|do|can|could|will|would|should|tell|show|give|list|compare|find|recommend|where|when|who|why|any)\b/.test(
      text,
    );
  const rest = query.operation !== 'unknown' && query.operation !== 'greeting' && asksSomething;
  return { ...query, operation: rest ? query.operation : 'refuse', refused: [...new Set(refused)] };
}

/** The message without its refused sentences and clauses: what is left may still be a fair question. */
function withoutRefused(text: string): string {
  return text
    .split(
      /(?<=[.?!;])\s+|\s+(?:but|also|and also|then|plus)\s+|,\s+(?=(?:(?:and|also|then|plus|oh|ok|okay|btw|so) )*(?:what|whats|what's|how|hows|is|does|do|can|which|tell)\b)/,
    )
    .filter((part) => !GATE.some((g) => g.words.test(part)))
    .join('. ');
}

interface Context {
  products: Entry[];
  query: ChatQuery | undefined;
  /** Every product the conversation's replies linked, latest first: "the black one" may be from two turns back. */
  earlier: Entry[];
  /**
   * What the shopper has said they are buying: each product named in an earlier turn that says so ("I want", "add",
   * "I'll take") or asks a total, and one priced just before "add the Y too", with the count last said for it.
   * "What's my total?" totals these.
   */
  basket: { entry: Entry; count: number }[];
  /** The products whose price or stock the turn before asked: "add the Y too" buys them as well. */
  asked: Entry[];
}

/** What the turns before the last were about: the products the assistant's last reply linked, and the question. */
function context(messages: readonly ChatMessage[], v: Vocabulary): Context {
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  const before = messages.slice(0, lastUser);
  const reply = before.findLast((m) => m.role === 'assistant')?.content ?? '';
  const linked = [...reply.matchAll(/\/products\/([a-z0-9-]+)/g)]
    .map((m) => v.bySku.get(m[1] ?? ''))
    .filter((e): e is Entry => e !== undefined);
  const previous = before.findLast((m) => m.role === 'user');
  const query = previous ? read(normalise(previous.content), v, () => NO_CONTEXT) : undefined;
  const named = (query?.products ?? []).map((sku) => v.bySku.get(sku)).filter((e): e is Entry => e !== undefined);
  // What the shopper named comes first; a reply that listed more (a ranking) follows.
  const products =
    named.length > 0 && query?.operation !== 'rank' && query?.operation !== 'compare'
      ? named
      : unique([...named, ...linked]);
  const earlier = unique(
    before
      .filter((m) => m.role === 'assistant')
      .reverse()
      .flatMap((m) => [...m.content.matchAll(/\/products\/([a-z0-9-]+)/g)].map((x) => v.bySku.get(x[1] ?? '')))
      .filter((e): e is Entry => e !== undefined),
  );
  const basket = new Map<Entry, number>();
  let asked: ChatQuery | undefined;
  for (const turn of before.filter((m) => m.role === 'user')) {
    const said = normalise(turn.content);
    const q = read(said, v, () => NO_CONTEXT);
    // Said as bought ("i want", "add", "i'll take") or totalled; a price asked just before "add the Y too" as well.
    const buys = BUYING.test(said) || q.operation === 'total';
    const bought = buys ? [...(asked && /\b(too|also|as well)\b/.test(said) ? [asked] : []), q] : [];
    asked = q.operation === 'value' ? q : undefined;
    for (const b of bought)
      b.products.forEach((sku, k) => {
        const entry = v.bySku.get(sku);
        if (!entry) return;
        const count = b.quantities?.[k] ?? (b.products.length === 1 ? b.quantity : undefined);
        basket.set(entry, count ?? basket.get(entry) ?? 1);
      });
  }
  return {
    products,
    query,
    earlier,
    basket: [...basket].map(([entry, count]) => ({ entry, count })),
    asked: (asked?.products ?? []).map((sku) => v.bySku.get(sku)).filter((e): e is Entry => e !== undefined),
  };
}

/** Words that ask for the total of what the shopper is buying, not of a product named. */
const YOUR_TOTAL =
  /\b(?:my|the|our) (?:total|order total|bill|sum)\b|\ball (?:of )?(?:that|this|those|them|together)\b|\beverything\b/;

/** Words that say a product is being bought, not only asked about. */
const BUYING =
  /\b(i want|i'?ll take|i'?ll get|i'?ll buy|getting|buying|ordering|add|adding|put|grab|grabbing|take|taking|in my cart)\b/;

const NO_CONTEXT: Context = { products: [], query: undefined, earlier: [], basket: [], asked: [] };

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

function read(text: string, v: Vocabulary, before: () => Context): ChatQuery {
  const ws = words(text);
  const base: ChatQuery = { operation: 'unknown', products: [], attributes: [], constraints: {} };
  if (ws.length === 0) return base;
  if (SMALL_TALK.test(text.trim())) return { ...base, operation: 'greeting' };

  // Money, percentages, measures and the shopper's machine are not product names ("under $100" is not the KX9, "Ryzen 7" and
  // "Windows 11" not a Wi-Fi 7 card).
  // Nor is a budget without a sign ("have 150 for four of them": not a 150-series model).
  const budget = bareBudgetIn(text);
  const unpriced = budget ? `${text.slice(0, budget.at)} ${text.slice(budget.end)}` : text;
  const named = unpriced
    .replace(
      /\$\s?\d+(?:\.\d+)?|\d+(?:\.\d+)?\s?[%$]|(?<![a-z0-9.])\d+(?:\.\d+)?\s?(?:dollars?|bucks|usd|mb\/s|gb\/s|mbps|gbps|mhz|mt\/s|dbi|mm|m|g|v)(?![a-z0-9]|\.\d)/g,
      ' ',
    )
    .replace(
      /\b(?:windows|win|mac ?os|osx|linux|kernel|ubuntu|ryzen|core|threadripper|i[3579])\s?\d+(?:\.\d+)*\b/g,
      ' ',
    )
    // "a DDR4 board": the machine's memory, not the DDR4 kit.
    .replace(
      /\bddr[45](?![-\d])(?=\s+(?:[a-z-]+\s+)?(?:board|motherboard|mobo|slots?|system|pc|build|desktop)\b)/g,
      ' ',
    );
  let products = productsIn(named, words(named), v, text);
  const byFigure = namedByFigure(text, v).filter((e) => !products.includes(e));
  if (byFigure.length > 0) products = orderOfMention([...products, ...byFigure], text);
  products = withoutDenied(named, products);
  if (products.length < 2 && SIDES.test(named)) products = bySides(named, products, v) ?? products;
  // Beside one product named, only as its other side ("the cheap one vs the X").
  const ofKind =
    products.length === 0 || (products.length === 1 && COMPARING.test(named))
      ? describedInKind(
          products.reduce((t, e) => [e.forms.short, ...e.models].reduce((u, f) => u.replaceAll(f, ' '), t), named),
          v,
        )
      : { products: [], words: [], spans: new Map<Entry, string>() };
  products = [...products, ...ofKind.products.filter((e) => !products.includes(e))];
  // "…vs the nano one": a word only one product's name carries, said as "the … one", names it beside the others;
  // else, of the named products' kinds, the one whose tag begins with it ("the micro one": microSD).
  if (products.length > 0)
    for (const m of named.matchAll(/\bthe ([a-z][a-z0-9.-]*) (?:one|version|model)\b/g)) {
      const said = m[1] ?? '';
      const tagged = sameKind(products, v).filter(
        (e) => !products.includes(e) && e.product.tags.some((t) => normalise(t).startsWith(said)),
      );
      const [only, ...more] = v.byWord.get(said) ?? (said.length >= 4 ? tagged : []);
      if (only && more.length === 0 && !products.includes(only)) products = orderOfMention([...products, only], text);
    }
  // "Is it faster than the X?", "between it and the X": the product discussed, set beside the one named now.
  if (products.length === 1 && BESIDE_IT.test(text)) products = [...besideIt(products, before().products), ...products];
  // How many of each product: counted before its name, or before the words that described it.
  const count = (e: Entry) => {
    const span = ofKind.spans.get(e);
    const at = span === undefined ? -1 : text.indexOf(span);
    return countOf(text, e, at >= 0 ? at : undefined);
  };
  // "The cheap one" names a product; "cheap" asks nothing of it ("the one with the antenna" may still ask of its antenna).
  const asking = ofKind.words
    .filter((w) => !v.labels.some((l) => l.label.toLowerCase() === w))
    .reduce((t, w) => t.replace(new RegExp(`\\b${literal(w)}\\b`, 'g'), ' '), text);
  const unsoldKinds = HARDWARE.filter((h) => h.words.test(text)).map((h) => words(normalise(h.name)));
  // "graphics cards" are not our cards: a category named only by a word of something we do not sell.
  const categories = categoriesIn(text, ws, v).filter(
    (c) =>
      !unsoldKinds.some((kind) => kind.includes(words(normalise(c)).at(-1) ?? '')) ||
      words(normalise(c)).every((w) => ws.includes(w)),
  );
  const rank = superlativeIn(asking);
  // The machine is described in the shopper's words, not in a product's name ("M.2 2230 Module", "Mac-Compatible").
  const described = hostIn(
    products.reduce((t, e) => t.replaceAll(e.forms.short, ' ').replaceAll(e.forms.sku, ' '), text),
  );
  // "Not sure whether there is a bay for it or just a slot": the slots named are guesses, so the fit is not judged
  // on them; what the machine is, its system and its platform stand.
  const unsure =
    /\b(?:don'?t|do not|doesn'?t|does not) know (?:if|whether|what)|\bnot sure (?:if|whether|what)|\bno idea (?:if|whether|what)/;
  const host: Host | undefined =
    described && unsure.test(text)
      ? {
          label: described.label ?? 'your machine',
          ...(described.os ? { os: described.os } : {}),
          ...(described.platform ? { platform: described.platform } : {}),
        }
      : described;
  const unsold = unsoldIn(text, categories.length > 0, v);
  const unknown = products.length === 0 ? unknownModels(text, v) : [];
  // "X vs Y, it's for my Z": beside two or more compared, a product said as what the shopper has is the machine.
  if (products.length > 2 && COMPARING.test(text)) {
    const owned = products.filter((e) =>
      [...e.models].some((m) =>
        new RegExp(
          `\\b(?:for|with|i have|i've got|i own|got) (?:an?|my|the|this|that)(?: [a-z]+)? ${literal(m)}\\b`,
        ).test(text),
      ),
    );
    if (owned.length > 0 && products.length - owned.length >= 2) products = products.filter((e) => !owned.includes(e));
  }
  const comparing = products.length > 1 && COMPARING.test(text);
  const searching = (rank !== undefined || moneyIn(text).length > 0) && !comparing;
  if (searching && products.length > 0 && byFeatureOnly(named, products, v)) products = [];
  let attributes = attributesIn(asking, v, products);
  // "Is the X single-sided?": a yes-or-no of one product on a word of one of its spec values asks that spec.
  if (products.length === 1 && attributes.length === 0 && YES_NO.test(text))
    attributes = labelsHolding(text, products, v);
  // A search's kind says what to look among, not what to rank by ("the antenna with the longest cable"),
  // unless nothing else is asked.
  if (products.length === 0 && categories.length > 0) {
    const kind = new Set(categories.flatMap((c) => words(normalise(c))));
    const rest = attributesIn(
      text.replace(/[a-z0-9.-]+/g, (w) => (kind.has(stem(w)) ? ' ' : w)),
      v,
      products,
    );
    // Only figures products of that kind carry ("controller" is no spec of an adapter).
    const carried = rest.filter(
      (a) =>
        a === 'price' ||
        a === 'stock' ||
        v.entries.some((e) => categories.includes(e.product.category) && e.product.specs.some((s) => s.label === a)),
    );
    if (carried.length > 0) attributes = carried;
  }
  const constraints = constraintsIn(text, v, categories, attributes);
  const quantity = quantityIn(text) ?? countBefore(named, products);

  // "The same again, for antennas by gain": the last search again, with what this message says in place of its own.
  if (products.length === 0 && /\bsame (?:question|q|thing|search)\b/.test(text)) {
    const last = before().query;
    if (last?.operation === 'rank')
      return {
        ...last,
        attributes: attributes.length > 0 ? attributes : last.attributes,
        constraints: categories.length > 0 ? constraints : { ...last.constraints, ...constraints },
        ...(rank?.direction ? { direction: rank.direction } : {}),
        question: text,
      };
  }
  // "What's my total?", "all of that with shipping": what the shopper said over the conversation they are buying.
  if (products.length === 0 && categories.length === 0 && TOTALLING.test(text) && YOUR_TOTAL.test(text)) {
    const { basket } = before();
    if (basket.length > 0)
      return {
        ...base,
        operation: 'total',
        products: basket.map((b) => b.entry.product.sku),
        // "Make it four": a count said now, of the one product bought, replaces the count before.
        quantities: basket.length === 1 && quantity !== undefined ? [quantity] : basket.map((b) => b.count),
        question: text,
      };
  }
  // A follow-up: nothing named anew, so "it", "those two", "the bigger one" are what was discussed before.
  let inherited: ChatQuery | undefined;
  let hostBefore: ChatQuery['host'];
  const strongBack =
    /\b(it|its|it's|they|them|those|these|both|either|which one|that one|this one|(?:the|a|an|another|any) (?:bigger|smaller|cheaper|faster|other|first|second|similar) one|the (?:[a-z0-9.-]+ ){1,2}one|is there (?:a|an|another|any))\b/.test(
      text,
    );
  const refersBack = BACK.test(text) || ws.length <= 5;
  // Past a filler or two ("right, and what about…", "hmm well so…").
  const continues =
    /^(?:(?:ok|okay|cool|right|hmm+|ugh|well|alright|oh|great|thanks|fine)\b[,.!]*\s+)*(and|what about|how about|also|ok and|so|same (?:for|with|on|about|question|q))\b/.test(
      text,
    );
  // "How many are left?", "what's the warranty?": a figure asked of nothing named is asked of what was discussed.
  const asksFigure = attributes.length > 0 && rank === undefined && !host && moneyIn(text).length === 0;
  // "And the speed of the drive?": a figure of "the" kind just discussed is asked of what was discussed.
  const ofKindDiscussed =
    asksFigure &&
    categories.length > 0 &&
    /\b(?:the|that|this)\s/.test(text) &&
    before().products.some((e) => categories.includes(e.product.category));
  if (
    products.length === 0 &&
    unsold.length === 0 &&
    (strongBack || continues || ofKindDiscussed || ((refersBack || asksFigure) && categories.length === 0)) &&
    // "Both" in a first message is of the kinds it asks for ("both in stock"), not of anything before.
    (before().query !== undefined || !/\bboth\b/.test(text))
  ) {
    const ctx = before();
    inherited = ctx.query ?? base;
    const capacity = figuresIn(text).find((f) => f.dimension === 'GB');
    // "Whichever one is in stock": of the last two discussed, the ones we have.
    const stocked = WHICHEVER_IN_STOCK.test(text)
      ? unique([...ctx.products, ...ctx.earlier])
          .slice(0, 2)
          .filter((e) => e.product.stock > 0)
      : [];
    products = capacity
      ? variant(ctx.products, capacity.value, v)
      : stocked.length === 1
        ? stocked
        : (describedAmong(text, ctx.products) ??
          describedAmong(text, ctx.earlier) ??
          // "what about the gen 4 one": of the same kinds as the products discussed.
          describedAmong(text, sameKind(ctx.products, v)) ??
          nextOver(text, ctx.products, v) ??
          pick(text, ctx.products));
    if (products.length === 1 && BESIDE_IT.test(text)) products = [...besideIt(products, ctx.products), ...products];
    const ofThatKind = products.filter((e) => categories.includes(e.product.category));
    if (ofKindDiscussed && ofThatKind.length > 0) products = ofThatKind;
    // "The black one" picks a product; its words ask nothing of it.
    if (products.length > 0)
      attributes = attributesIn(text.replace(/\bthe (?:[a-z0-9.-]+ ){1,2}ones?\b/, ' '), v, products);
    // "Is it single-sided?": a word of one of its spec values asks that spec.
    // "Is the X single-sided?": a yes-or-no of one product on a word of one of its spec values asks that spec.
    if (products.length === 1 && attributes.length === 0 && YES_NO.test(text))
      attributes = labelsHolding(text, products, v);
    // "And on my older board?": a machine described is asked about, not the figure before.
    if (
      products.length > 0 &&
      attributes.length === 0 &&
      rank === undefined &&
      !FIT_WORDS.test(text) &&
      !host &&
      // "Is a heatsink fitted?" asks its page, not the figure before.
      !(YES_NO.test(text) && aboutIn(text, products, v).length > 0)
    )
      attributes = inherited?.attributes ?? [];
    // "The other one, how much extra?": the two discussed, on price, the other first.
    const [other] = products;
    if (
      other &&
      ctx.products.length === 2 &&
      /\bthe other\b/.test(text) &&
      /\bhow much (?:more|extra|less|cheaper|pricier)\b/.test(text)
    )
      return {
        ...base,
        operation: 'compare',
        products: [other, ...ctx.products.filter((e) => e !== other)].map((e) => e.product.sku),
        attributes: ['price'],
        direction: /\b(?:less|cheaper)\b/.test(text) ? 'min' : 'max',
        constraints: {},
        question: text,
      };
    const alternative = alternativeTo(text, products, rank, attributes, constraints.features ?? []);
    if (alternative) return { ...base, ...alternative, question: text };
  } else if (products.length > 0 && attributes.length === 0 && continues) {
    // "and on the ZQ100?": the same question of other products; after a fit, whether they fit the same machine.
    const previous = before().query;
    attributes = previous?.attributes ?? [];
    if (previous?.operation === 'fit' && previous.host && !host) hostBefore = previous.host;
    // "Same on the SC200?": asked whether it is the same, so set beside the one before on those figures.
    const [earlier] = previous?.products ?? [];
    const fresh = products.map((e) => e.product.sku);
    if (
      /\bsame\b(?!\s+(?:q|question|thing|again))/.test(text) &&
      fresh.length === 1 &&
      previous?.products.length === 1 &&
      earlier &&
      attributes.length > 0 &&
      !fresh.includes(earlier)
    )
      return {
        ...base,
        operation: 'compare',
        products: [...fresh, earlier],
        attributes,
        constraints: {},
        question: text,
      };
  }
  const skus = products.map((e) => e.product.sku);
  const about = products.length > 0 ? aboutIn(text, products, v) : [];
  const q: ChatQuery = {
    ...base,
    products: skus,
    attributes,
    constraints,
    ...(rank?.direction ? { direction: rank.direction } : {}),
    ...(host ? { host } : {}),
    ...(unsold.length > 0 ? { unsold } : {}),
    ...(unknown.length > 0 ? { unknown } : {}),
    ...(about.length > 0 ? { about: about.slice(0, 8) } : {}),
    question: text,
  };
  if (hostBefore) return { ...q, operation: 'fit', attributes: [], host: hostBefore };
  // "Will the antennas work with that card?": an accessory asked of another product is a fit between the two, and
  // the accessory's name is no machine.
  if (
    pairOf(
      products.map((e) => e.product),
      v.entries.map((e) => e.product),
    ) &&
    (FIT_WORDS.test(text) || /\b(?:onto|into|attach|connect|screw)\b/.test(text)) &&
    !TOTALLING.test(text) &&
    !/\b(?:vs|versus|compare|cheaper|better|difference|or)\b/.test(text)
  ) {
    const { host: _named, ...pair } = q;
    return { ...pair, operation: 'fit', attributes: [] };
  }

  // "Most storage per dollar", "which is cheaper per GB": what each gigabyte costs, least first.
  if (PER_CAPACITY.test(text)) {
    // Beside it, a figure compared too (the faster of the two, as well as the cheaper per gigabyte).
    const also =
      products.length > 1
        ? rankBy(rank, attributes).filter((a) => a !== 'price' && a !== 'Capacity' && a !== PRICE_PER_GB)
        : [];
    const perGb = { ...q, attributes: [PRICE_PER_GB, ...also].slice(0, 8), direction: 'min' as const };
    return { ...perGb, operation: products.length > 1 ? 'compare' : products.length === 1 ? 'value' : 'rank' };
  }
  const shipping =
    /\b(ship|shipping|postage|delivery|deliver)\b/.test(text) &&
    !/\b(before|after|threshold|discounts?|tax|count|counts|abroad|international|how long|when)\b/.test(text);
  // "an NVMe drive plus a Bluetooth adapter for 100 total?": several kinds under one budget, each searched apart;
  // "the X plus a microSD card, total?": the products named, with each kind beside them.
  // ("…what's the damage for both?" in a first message is no follow-up: there is nothing before it.)
  const parts =
    inherited && (before().query !== undefined || !TOTALLING.test(text)) ? [] : partsIn(unpriced, v, products);
  // A part that a product named elsewhere in the message answers (its kind said a second time) is that product.
  const kinds = parts.filter(
    ({ names, kind }) =>
      !names &&
      !products.some(
        (e) =>
          (kind.categories ?? []).includes(e.product.category) &&
          (kind.features ?? []).every((f) => e.text.includes(f)),
      ),
  );
  const totalling = constraints.maxPrice !== undefined || TOTALLING.test(text) || (shipping && products.length > 0);
  if (totalling && kinds.length >= (products.length === 0 ? 2 : 1) && kinds.length + products.length <= 4)
    return {
      ...q,
      operation: 'total',
      products: products.length === 0 ? [] : skus,
      attributes: [],
      parts: kinds.map((p) => p.kind),
      quantities: [...products.map((e) => count(e)), ...kinds.map((p) => p.quantity)],
      constraints: constraints.maxPrice === undefined ? {} : { maxPrice: constraints.maxPrice },
    };
  // "Throw in the Y as well, what does it come to?", "with the Y added, is shipping free?": the products said before
  // as bought, with the ones named now.
  if (
    products.length > 0 &&
    !inherited &&
    (TOTALLING.test(text) || shipping) &&
    /\b(too|also|as well|add|adding|added)\b/.test(text)
  ) {
    const ctx = before();
    // "Adding" the Y to something: with nothing said as bought, the one product the last reply was about.
    const discussed =
      ctx.basket.length === 0 && ctx.asked.length === 0 && ctx.products.length === 1 && /\badd/.test(text)
        ? ctx.products
        : ctx.asked;
    const basket = [
      ...ctx.basket,
      ...discussed.filter((e) => !ctx.basket.some((b) => b.entry === e)).map((entry) => ({ entry, count: 1 })),
    ].filter((b) => !products.includes(b.entry));
    if (basket.length > 0)
      return {
        ...q,
        operation: 'total',
        attributes: [],
        products: [...basket.map((b) => b.entry.product.sku), ...skus],
        quantities: [...basket.map((b) => b.count), ...products.map((e) => count(e))],
      };
  }
  // Several named anew: each with its count, as any total of named products.
  if (shipping && products.length > 1 && !inherited)
    return { ...q, operation: 'total', attributes: [], quantities: products.map((e) => count(e)) };
  // A product named, a budget, or one described by a figure ("the 128 GB card"): what the order comes to.
  if (
    shipping &&
    (products.length > 0 ||
      constraints.maxPrice !== undefined ||
      constraints.thresholds !== undefined ||
      // Shipping asked of a kind of product is priced; of sending one back, or of how long it takes, it is not.
      (constraints.categories !== undefined &&
        !/\b(?:back|returns?|refund|doa|dead|faulty|damaged|broken|wrong|days?|takes?|arrive)\b/.test(text)))
  )
    return { ...q, operation: 'total', quantity: quantity ?? 1, attributes: [] };
  // "5 of the 256 GB cards, how much all together": a count of one product described, what it comes to.
  if (products.length === 0 && quantity !== undefined && quantity > 1 && constraints.thresholds && TOTALLING.test(text))
    return { ...q, operation: 'total', quantity, attributes: attributes.filter((a) => a === 'stock') };
  const strongPolicy =
    /\b(return|refund|cancel|ship|shipping|shipped|deliver|delivery|privacy|tax|exchange|track|money back|restocking|liable|liability|personal data|terms|send (?:it |them )?back|sending (?:it |them )?back|changed my mind|dead on arrival|doa|claim|my money|data recovery|(?:lost|lose|losing) (?:[a-z]+ ){0,3}(?:files|data)|died|stopped working|rma|who (?:do|should) i contact|(?:credit|debit|payment|bank) cards?|(?:lost|missing|stolen|damaged) (?:package|parcel|delivery|shipment)|(?:package|parcel|shipment) (?:(?:gets?|got|was|is|went) )?(?:lost|missing|stolen|damaged)|on file)\b/;
  // A machine described and something of ours asked to work in it, with nothing bought from us: its part that
  // "died" or is swapped out sets the scene of a fit, not a warranty or an exchange.
  // Their machine's part replaced by ours ("swap mine for…") asks whether ours fits.
  const fitting = FIT_WORDS.test(text) || /\b(?:swap|replace) (?:it|mine|that|this|the old one)\b/.test(text);
  const fitScene =
    host !== undefined &&
    products.length + categories.length > 0 &&
    fitting &&
    !/\b(?:bought|ordered|purchased|from you|from u|received|arrived|delivered|my order)\b/.test(text);
  // A point the policy pages may not cover ("price match", "PayPal") is a policy question even beside a product.
  if (!fitScene && asksPolicyGap(text)) return { ...q, operation: 'policy' };
  // Who makes the products named, where the company is: their brand.
  const maker = products[0]?.product.brand;
  if (
    maker &&
    /\b(who makes|who made|manufacturer|company|headquarter(?:s|ed)?|based|founded|where (?:are|is) (?:they|it|the company) from)\b/.test(
      text,
    )
  )
    return { ...q, operation: 'brand', constraints: { ...q.constraints, brand: maker } };
  if (unsold.length > 0 && products.length === 0 && categories.length === 0) return unsoldQuery(q, unsold, v);
  // With a budget or a "cheapest" and nothing of ours named, a machine that "died" is the reason to shop, not a
  // warranty claim.
  const policyText =
    fitScene || (products.length === 0 && (constraints.maxPrice !== undefined || rank !== undefined))
      ? text.replace(/\b(died|dead|stopped working)\b/g, ' ')
      : text;
  if (
    (POLICY_WORDS.test(policyText) || strongPolicy.test(policyText)) &&
    (strongPolicy.test(policyText) || (products.length === 0 && categories.length === 0))
  )
    if (!(products.length > 0 && attributes.length > 0 && !strongPolicy.test(policyText)))
      return { ...q, operation: 'policy' };
  if (host && fitting && !asksPlainValue(text, attributes, products.length + categories.length))
    return { ...q, operation: 'fit', attributes: [] };
  // A machine described and a product named, with only the machine's own words for a spec ("my port", "the slot"),
  // asked as yes or no ("alright?", "would that do?"): whether it fits, not the product's connector.
  if (
    host &&
    products.length > 0 &&
    attributes.every((a) => SLOT_LABELS.has(a)) &&
    /^(?:will|would|does|do|is|can|could)\b|\b(?:ok|okay|alright|fine|will it|would it|does it|is it|can it|can i|could i|should i|will i|would i|do i)\b[^.]*\?*\s*$/.test(
      text,
    )
  )
    return { ...q, operation: 'fit', attributes: [] };
  // "Will the X fit in my <a machine we know nothing of>?": a fit we cannot judge, said so with what it needs.
  const machine = /\b(?:in|into|inside|with|for|on) my ((?:[a-z0-9.-]+ ){0,4}[a-z0-9.-]+)\s*[?.!]*\s*$/.exec(text)?.[1];
  if (!host && machine && products.length > 0 && FIT_WORDS.test(text) && attributes.every((a) => SLOT_LABELS.has(a)))
    return { ...q, operation: 'fit', attributes: [], host: { label: `your ${machine}`.slice(0, 60) } };
  if (products.length > 0) {
    // "two of the X with one Y, the sum?": each named product with its count.
    if (
      products.length > 1 &&
      !inherited &&
      TOTALLING.test(text) &&
      !/\b(vs|versus|difference|differ|which|compare)\b/.test(text)
    )
      return { ...q, operation: 'total', attributes: [], quantities: products.map((e) => count(e)) };
    if (
      quantity !== undefined &&
      /\b(how much|total|cost|price|pay|for|buy|get|order|want|need|like|take|grab)\b/.test(text)
    )
      // A count wanted beside a stock question: the total, and whether the stock covers it.
      // Any figure asked beside it is said after the total ("how many dBi, and do you have 2?").
      return { ...q, operation: 'total', quantity, attributes: attributes.filter((a) => a !== 'price') };
    if (/\bhow many\b.*\b(can i|could i|would i|for)\b/.test(text) && constraints.maxPrice !== undefined)
      return { ...q, operation: 'total', attributes: [] };
    const comparing =
      products.length > 1 &&
      (rank !== undefined ||
        /\b(vs|versus|compare|comparison|difference|differ|between|or|better|worth|over|instead|upgrade)\b/.test(text));
    // "Compare A and B" with no figure named: every way they differ.
    // "Sort these by read speed" names the figure even beside "vs".
    const overall =
      rank === undefined &&
      // A slot or port named is the shopper's machine more often than the figure asked.
      (attributes.every((a) => SLOT_LABELS.has(a)) ||
        /\b(compare|comparison|difference|differ|different|diff)\b/.test(text)) &&
      /\b(compare|comparison|vs|versus|difference|differ|different|diff)\b/.test(text) &&
      !/\b(?:rank|sort|order|compare)(?: them| these| those| all)? by\b/.test(text);
    if (comparing)
      return {
        ...q,
        operation: 'compare',
        attributes: overall ? [] : secondsIn(asking, rankBy(rank, attributes), products),
      };
    if (products.length > 1 && rank !== undefined && attributes.length === 0)
      return { ...q, operation: 'compare', attributes: rank.attribute ?? [] };
    if (host && /\b(for|with|in|on) my\b/.test(text) && attributes.length === 0) return { ...q, operation: 'fit' };
    return { ...q, operation: 'value' };
  }
  if (unsold.length > 0) return unsoldQuery(q, unsold, v);
  if (unknown.length > 0) return { ...q, operation: 'value' };
  const wanted =
    categories.length > 0 ||
    rank !== undefined ||
    constraints.maxPrice !== undefined ||
    (constraints.features?.length ?? 0) > 0 ||
    (constraints.thresholds?.length ?? 0) > 0;
  // Where a maker comes from, when it started, who it is: the brand, with no product named.
  if (constraints.brand && products.length === 0 && BRAND_INFO.test(text)) return { ...q, operation: 'brand' };
  // "Does the DDR4 kit have RGB?", "the fastest memory card's capacity": one product picked out by its
  // description (or by a superlative) and a value asked of it. The superlative's own figure goes first, to pick by.
  const asked = attributes.filter((a) => !rank?.attribute?.includes(a));
  // "Anything else with it?" asks of the one product; "anything for under $50?" searches.
  const searchingFor = SEARCHING.test(text.replace(/\banything (?:in the box|else|extra|included)\b/g, ' '));
  if ((wanted || constraints.brand) && asked.length > 0 && asksOfOne(text) && !searchingFor)
    return { ...q, operation: 'value', attributes: [...(rank?.attribute ?? []), ...asked].slice(0, 8) };
  if (constraints.brand && categories.length === 0 && rank === undefined && constraints.maxPrice === undefined)
    return { ...q, operation: 'brand' };
  if (unknown.length > 0) return { ...q, operation: 'value' };
  if (host && (categories.length > 0 || FIT_WORDS.test(text) || /\b(for|with|in|on) my\b/.test(text)))
    return { ...q, operation: 'fit', attributes: [] };
  if (wanted)
    return {
      ...q,
      operation: 'rank',
      attributes: rankBy(rank, attributes),
      ...(quantity !== undefined && quantity > 1 ? { quantity } : {}),
    };
  if (unknown.length > 0) return { ...q, operation: 'value' };
  return q;
}

/**
 * What to rank by: the attribute the shopper named, when the ranking word allows it ("fastest write" is Sequential
 * write), else the word's own ("cheapest" is price), else what was named.
 */
function rankBy(rank: { attribute?: string[] } | undefined, attributes: readonly string[]): string[] {
  if (!rank?.attribute) return [...attributes];
  const named = attributes.filter((a) => rank.attribute?.includes(a));
  return named.length > 0 ? named : rank.attribute;
}

/**
 * An alternative to one product discussed (cheaper, or as good on a figure named): a search of its category, under its
 * price, at least as good on the attributes named.
 */
function alternativeTo(
  text: string,
  products: readonly Entry[],
  rank: { direction: 'max' | 'min'; attribute?: string[] } | undefined,
  attributes: readonly string[],
  /** What the alternative must still have ("a cheaper one that's still PCIe 4"). */
  features: readonly string[],
): Pick<ChatQuery, 'operation' | 'products' | 'attributes' | 'direction' | 'constraints'> | undefined {
  const [only] = products;
  if (products.length !== 1 || !only) return undefined;
  const cue = /\b(another|other|alternative|similar|instead|one with|anything|something)\b|\bis there\b/.test(text);
  if (!cue && !(rank && words(text).length <= 3)) return undefined;
  const p = only.product;
  const thresholds = attributes
    .filter((a) => a !== 'price' && a !== 'stock')
    .flatMap((a) => {
      const value = valueOf(p, a)?.value;
      return value === undefined ? [] : [{ attribute: a, op: '>=' as const, value }];
    });
  const cheaper = rank?.attribute?.includes('price') && rank.direction === 'min';
  return {
    operation: 'rank',
    products: [],
    attributes: cheaper ? ['price'] : (rank?.attribute ?? []),
    direction: rank?.direction ?? 'max',
    constraints: {
      categories: [p.category],
      ...(cheaper ? { maxPrice: p.price - 1 } : {}),
      ...(thresholds.length > 0 ? { thresholds } : {}),
      ...(features.length > 0 ? { features: [...features] } : {}),
    },
  };
}

/** A value asked of something the shopper calls "the …": a question word, and a definite article or "your". */
const asksOfOne = (text: string) =>
  /\b(?:what(?:'s|s| is| are)?|how (?:many|much|fast|big|long|thick|heavy|tall|wide|far)|is|does|do|are|tell me|(?:price|cost|weight|size|speed|specs?|dimensions?|warranty|range) (?:of|on|for))\b/.test(
    text,
  ) && /\b(?:the|ur|your|that|this)\b/.test(text);
/**
 * The kinds of product a message lists ("X + Y", "X and Y", "X plus Y"), each with its own constraints and count, and
 * whether the part names one of the products `named` in the whole message (then it is that product, not a kind).
 */
function partsIn(
  text: string,
  v: Vocabulary,
  named: readonly Entry[],
): { kind: Constraints; quantity: number; names: boolean }[] {
  const segments = text.split(/\s+(?:\+|plus|and|&|as well as|with)\s+/);
  if (segments.length < 2) return [];
  return (
    segments
      .map((segment) => {
        const ws = words(segment);
        // A part named by a feature alone ("the 48gb ddr5") is of the kinds that carry it.
        const features = constraintsIn(segment, v, [], []).features ?? [];
        const categories = categoriesIn(segment, ws, v);
        const byFeature = categories.length === 0;
        if (byFeature && features.length > 0)
          categories.push(
            ...unique(v.entries.filter((e) => features.every((f) => has(e.text, f))).map((e) => e.product.category)),
          );
        if (categories.length === 0) return undefined;
        const { maxPrice: _budget, minPrice: _floor, ...kind } = constraintsIn(segment, v, categories, []);
        return {
          kind,
          quantity: quantityIn(segment) ?? 1,
          names: productsIn(segment, ws, v, segment).some((e) => named.includes(e)),
          byFeature,
        };
      })
      .filter((c) => c !== undefined)
      // "DDR5 with EXPO": a feature said beside a part of its own kind is that part's, not another product.
      .reduce<{ kind: Constraints; quantity: number; names: boolean; byFeature: boolean }[]>((parts, part) => {
        const same = (o: (typeof parts)[number]) => o.kind.categories?.some((c) => part.kind.categories?.includes(c));
        const owner = parts.find((o) => same(o) && (part.byFeature || o.byFeature));
        if (!owner) return [...parts, part];
        const features = unique([...(owner.kind.features ?? []), ...(part.kind.features ?? [])]);
        const kind = { ...owner.kind, ...(features.length > 0 ? { features } : {}) };
        return parts.map((o) => (o === owner ? { ...o, kind, byFeature: owner.byFeature && part.byFeature } : o));
      }, [])
      .filter((part, _, all) => !all.some((other) => other !== part && narrower(other.kind, part.kind)))
  );
}

/** A kind inside another ("a boot drive … the fastest NVMe"): the same thing said twice, not a second product. */
const narrower = (a: Constraints, b: Constraints) => {
  const inner = a.categories ?? [];
  const outer = b.categories ?? [];
  return inner.length < outer.length && inner.every((c) => outer.includes(c));
};

/** Spec labels a shopper's machine has words for too: its ports and slots. */
const SLOT_LABELS: ReadonlySet<string> = new Set(['Interface', 'Connector', 'Form factor']);

/** A question about a maker itself. */
const BRAND_INFO =
  /\b(founded|started|company|companies|headquarter(?:s|ed)?|based (?:in|out of)|who owns|owned by|history|where (?:are|is) (?:they|it|[a-z]+) from)\b/;
/** A search for products rather than a question about one. */
const SEARCHING =
  /\b(?:which|recommend|suggest|options?|looking for|(?:need|want|get) (?:a|an|some|something)|got any|(?:do|does) (?:you|u|ya) (?:have|sell|carry|stock)|anything|something|show me|list|under|below|budget)\b/;

/** A spec asked for ("what's its read speed") is a value, even when a machine is named in passing. */
const asksPlainValue = (text: string, attributes: readonly string[], named: number) =>
  named > 0 &&
  attributes.some((a) => a !== 'OS support' && a !== 'Interface' && a !== 'Form factor' && a !== 'Connector') &&
  /\b(what|what's|whats|how (?:much|fast|big|many|long|quick))\b/.test(text) &&
  !/^(?:does|do|will|would|can|could|is|are)\b/.test(text);

/** True when every model word the question shares with these products is also a feature ("ddr5", "mx30" chips). */
function byFeatureOnly(text: string, products: readonly Entry[], v: Vocabulary): boolean {
  const shared = products.flatMap((e) => [...e.models].filter((m) => has(text, m)));
  return shared.length > 0 && shared.every((m) => v.isFeature(m));
}

/** Two things set against each other: "the 256 microSD or the 128 SD, which…", "X vs Y". */
const SIDES = /\s(?:or|vs\.?|versus|over)\s/;

/**
 * "The 256 microSD or the 128 SD", "the PCIe 5 one over the 2 TB NV7400": each side of a comparison that names no
 * product of its own is the one product its kind, size and features describe (of the other side's kind when it names
 * none), so a comparison of two products described is one of those two.
 */
function bySides(text: string, named: readonly Entry[], v: Vocabulary): Entry[] | undefined {
  const sides = text.split(SIDES).slice(0, 2);
  if (sides.length < 2) return undefined;
  const said = sides.map((side) => categoriesIn(side, words(side), v));
  // A side that says no kind is of the other side's kind, or of the product named.
  const kinds = [...named.map((e) => e.product.category), ...said.flat()];
  const fitting = sides.map((side, i) => {
    const mine = named.filter((e) => [...e.models, e.forms.sku].some((m) => has(side, m)));
    if (mine.length > 0) return mine;
    const categories = said[i]?.length ? said[i] : kinds;
    if (categories.length === 0) return [];
    const { features = [] } = constraintsIn(side, v, categories, []);
    const fits = v.entries.filter(
      (e) => categories.includes(e.product.category) && features.every((f) => e.text.includes(f)),
    );
    // A size said, with or without its unit ("the 256 microSD"), when one of them comes in it.
    const sizes = [...side.matchAll(/\b(\d{1,4})\s?(gb|tb)\b|\b(\d{2,4})\b/g)].map(
      (m) => Number(m[1] ?? m[3]) * (m[2] === 'tb' ? 1000 : 1),
    );
    const sized = fits.filter((e) => e.capacity !== undefined && sizes.includes(e.capacity));
    return sized.length > 0 ? sized : fits;
  });
  // A side that fits two, one of them the other side's: the other one ("the drive vs the 2 TB drive").
  const [a, b] = fitting.map((fits, i) => {
    const other = fitting[1 - i] ?? [];
    const rest = other.length === 1 ? fits.filter((e) => e !== other[0]) : fits;
    return fits.length === 1 ? fits[0] : rest.length === 1 ? rest[0] : undefined;
  });
  return a && b && a !== b ? [a, b] : undefined;
}

/**
 * "The 2 TB one, not the 1 TB": a product named only after "not", "rather than" or "instead of", beside others that
 * are named plainly, is the one the shopper does not mean.
 */
function withoutDenied(text: string, products: Entry[]): Entry[] {
  if (products.length < 2) return products;
  const denied = (e: Entry) => {
    const others = new Set(products.filter((o) => o !== e).flatMap((o) => o.name));
    const own = e.name.filter((w) => !others.has(w) && !STOP.has(w));
    const said = own.flatMap((w) => [...text.matchAll(new RegExp(`(?:^|[^a-z0-9])${literal(w)}(?![a-z0-9])`, 'g'))]);
    return (
      said.length > 0 &&
      said.every((m) =>
        /\b(?:not|rather than|instead of|other than|except)(?: the| a| an)?\s*$/.test(text.slice(0, m.index + 1)),
      )
    );
  };
  const kept = products.filter((e) => !denied(e));
  return kept.length > 0 ? kept : products;
}

/** The products a question names: by SKU, or by its rarest name words, narrowed by a capacity when one is said. */
function productsIn(text: string, ws: readonly string[], v: Vocabulary, asked: string): Entry[] {
  // A SKU written out: only where the text carries a brand's "name-" prefix, as every SKU starts.
  const bySku = brandIds.some((b) => asked.includes(`${b}-`))
    ? [...v.skuForms].filter(([form]) => has(asked, form)).map(([, e]) => e)
    : [];
  if (bySku.length > 0) return bySku;
  const joined = new Set(ws.flatMap((w, i) => [w, `${w}${ws[i + 1] ?? ''}`, `${w}-${ws[i + 1] ?? ''}`]));
  // The catalogue's words the question names: as written, or with one slip in a long word without digits.
  const named = new Set<string>();
  for (const w of joined) {
    if (v.byWord.has(w)) named.add(w);
    else if (w.length >= 5 && !/\d/.test(w))
      for (const n of [w.length - 1, w.length, w.length + 1])
        for (const own of v.wordsByLength.get(n) ?? []) if (sameWord(w, own)) named.add(own);
  }
  const rare = Math.max(3, Math.ceil(v.entries.length * 0.15));
  // Only products that share a model word with the question can be named by it.
  const candidates = new Set([...named].filter((w) => v.models.has(w)).flatMap((w) => v.byWord.get(w) ?? []));
  const scored: { e: Entry; score: number }[] = [];
  for (const e of candidates) {
    let score = 0;
    let model = false;
    for (const own of new Set([...e.name, ...e.models])) {
      if (STOP.has(own) || !named.has(own)) continue;
      const df = v.nameFrequency.get(own) ?? 1;
      if (e.models.has(own)) model = model || (df <= rare && (own.length > 2 || !v.isFeature(own)));
      score += Math.log(1 + v.entries.length / df);
    }
    for (const m of e.models)
      if (/^\d{3,}$/.test(m) && joined.has(m) && !e.name.includes(m)) {
        score += 1;
        model = true;
      }
    if (model) scored.push({ e, score });
  }
  if (scored.length === 0) return wholeName(text, ws, named, v) ?? lineOrNameMatch(text, v);
  // Siblings share a model word (the ZQ100's sizes, the MX20's card and module). Of each family the shopper means
  // the ones named in full, or at a capacity they say, or else the best-matching; products of different families
  // named side by side ("the mx30 or the mx40") are each kept. A capacity inside a product's full name
  // ("ZQ200 2 TB PCIe 5.0 NVMe SSD") picks nothing else.
  const full = new Set(scored.filter((s) => text.includes(s.e.forms.short)).map((s) => s.e));
  const unnamed = [...full].reduce((t, e) => t.replaceAll(e.forms.short, ' '), text);
  const capacities = figuresIn(unnamed).filter((f) => f.dimension === 'GB');
  // A size said bare after a model ("the A3 512", "the NV7400 2"): GB from a hundred up, TB below ten.
  for (const { e } of scored)
    for (const m of e.models)
      for (const [, n] of unnamed.matchAll(
        new RegExp(
          `\\b${literal(m)}\\s+(\\d{1,4})\\b(?![.,]?\\d|\\s*(?:mb|gb|tb|mhz|mt|dbi|m|v|w|gbps|mbps|ns)\\b|/)`,
          'g',
        ),
      )) {
        const value = Number(n) >= 100 ? Number(n) : Number(n) < 10 ? Number(n) * 1000 : Number.NaN;
        if (scored.some((s) => s.e.models.has(m) && s.e.capacity === value))
          capacities.push({ value, dimension: 'GB', at: 0 });
      }
  const sized = (e: Entry) => capacities.some((c) => e.capacity === c.value);
  // Within a family, the words left once the products named in full are taken out decide ("the GN200 M.2 or the
  // TY200 … PCIe Card": "PCIe" belongs to the TY200).
  const left = new Set(words(unnamed));
  const score = (e: Entry) =>
    e.name
      .filter((w) => left.has(w) && !STOP.has(w))
      .reduce((sum, w) => sum + Math.log(1 + v.entries.length / (v.nameFrequency.get(w) ?? 1)), 0);
  // Families by model word, each with what decides within it: whether one of it is named in full or at a size,
  // and its best score (one pass, so a family of thousands costs no more than its size).
  const entries = scored.map((s) => s.e);
  const families = new Map<string, { members: Entry[]; chosen: boolean; best: number }>();
  for (const e of entries)
    for (const m of e.models) {
      const family = families.get(m) ?? { members: [], chosen: false, best: 0 };
      family.members.push(e);
      family.chosen ||= full.has(e) || sized(e);
      family.best = Math.max(family.best, score(e));
      families.set(m, family);
    }
  const found = entries.filter((e) => {
    if (full.has(e) || sized(e)) return true;
    const own = [...e.models].map((m) => ({ m, family: families.get(m) }));
    // A model word of its own ("kx9-6800") names it whatever its family.
    if (own.some(({ m, family }) => left.has(m) && family?.members.length === 1)) return true;
    const shared = own.filter(({ m, family }) => /[a-z]/.test(m) && (family?.members.length ?? 0) > 1);
    if (shared.some(({ family }) => family?.chosen)) return false;
    return score(e) >= Math.max(0, ...shared.map(({ family }) => family?.best ?? 0)) - 0.01;
  });
  // A product named by its words beside one named by its model (a product of words beside one of a model number).
  const rest = withoutNames(text, found, v);
  const beside = wholeName(rest, words(rest), new Set(words(rest).filter((w) => v.byWord.has(w))), v) ?? [];
  found.push(...beside.filter((e) => !found.includes(e)));
  return orderOfMention(found, text);
}

/**
 * A product named without its model number: by its whole name, or by name words no other product's name holds all
 * of ("the bluetooth 5.3 long-range"). Category words and feature phrases do not name a product.
 */
function wholeName(
  text: string,
  ws: readonly string[],
  named: ReadonlySet<string>,
  v: Vocabulary,
): Entry[] | undefined {
  // The question's words that may name: not a capacity (it picks a size, it names no product) nor a word for an
  // attribute standing apart from name words (an attribute word on its own); the parts of a compound ("dual-band")
  // always may.
  const alone = (i: number) => !v.byWord.has(ws[i - 1] ?? '') && !v.byWord.has(ws[i + 1] ?? '');
  const asked = new Set(
    ws.flatMap((w, i) =>
      w.includes('-')
        ? [w, ...w.split('-')]
        : v.byWord.has(`${w}-${ws[i + 1] ?? ''}`)
          ? [w, `${w}-${ws[i + 1] ?? ''}`]
          : /^\d+(?:\.\d+)?(?:tb|gb)$/.test(w) || (ATTRIBUTE_WORDS.has(w) && alone(i))
            ? []
            : [w],
    ),
  );
  const categoryWords = new Set(v.categories.flatMap((c) => c.words));
  // A word that names: rare among names, not a category's, not a number, not a word for an attribute or a fit.
  const rare = Math.max(2, Math.ceil(v.entries.length * 0.05));
  const naming = (w: string) =>
    /[a-z]/.test(w) &&
    !/^\d+(?:\.\d+)?(?:tb|gb)$/.test(w) &&
    !categoryWords.has(w) &&
    (v.nameFrequency.get(w) ?? 0) <= rare &&
    !FIT_WORDS.test(w) &&
    !ASKING.has(w) &&
    !ATTRIBUTE_WORDS.has(w);
  const lists = [...named].map((w) => v.byWord.get(w) ?? []).filter((l) => l.length > 0);
  let size = 0;
  const candidates = [
    ...new Set(
      lists
        .sort((a, b) => a.length - b.length)
        .filter((l, i) => (size += l.length) <= 400 || i < 2)
        .flat(),
    ),
  ];
  const whole = candidates.filter((e) => text.includes(e.forms.short));
  // A compound of the name counts as a word of its own when the question says it, joined or apart ("long range").
  // A one-word tag that names products elsewhere ("nano") names this one too.
  const tagged = (e: Entry) =>
    e.product.tags.map((t) => normalise(t)).filter((t) => /^[a-z]+$/.test(t) && v.byWord.has(t) && !e.name.includes(t));
  const own = (e: Entry) => [...e.name.filter((w) => !STOP.has(w) && (!w.includes('-') || asked.has(w))), ...tagged(e)];
  const hits = candidates.map((e) => ({ e, h: own(e).filter((w) => asked.has(w)) }));
  // At least two of its words, and no other name holding them all; either one of them is neither a category's nor
  // a feature's word, or they are most of the name ("the bluetooth 5.4 usb" adapter, not "a wifi 7 card").
  const distinct = hits.filter(
    ({ e, h }) =>
      h.length >= 2 &&
      (h.some(naming) || h.length >= own(e).length * 0.6) &&
      // Another product holds them all only in its name's head: "… PCIe Card with Bluetooth 5.2" is no Bluetooth card.
      !candidates.some((o) => o !== e && h.every((w) => o.head.includes(w))),
  );
  // The best-matching, and any named by other words of the question ("the far reach one or the 2.1 mini").
  const kept: typeof distinct = [];
  for (const x of [...distinct].sort((a, b) => b.h.length - a.h.length))
    if (
      x.h.length >= 3 ||
      kept.length === 0 ||
      x.h.length === kept[0]?.h.length ||
      kept.every((k) => !x.h.some((w) => k.h.includes(w)))
    )
      kept.push(x);
  const found = [...new Set([...whole, ...kept.map((x) => x.e)])];
  return found.length > 0 ? found : undefined;
}

/** Products named by their line or a distinctive pair of name words, with no model number ("the zephyr line"). */
function lineOrNameMatch(text: string, v: Vocabulary): Entry[] {
  const [first] = [...v.lines].filter(([line]) => has(text, line) && !v.isFeature(line)).map(([, entries]) => entries);
  if (!first) return [];
  const capacities = figuresIn(text).filter((f) => f.dimension === 'GB');
  const sized = first.filter((e) => capacities.some((c) => e.capacity === c.value));
  return sized.length > 0 ? sized : first;
}

/** Products in the order the question names them. */
/**
 * "The 8 dBi antennas", "8 dBi antennas vs…": a measure said as a name (after "the", or before a word of the name)
 * names the one product whose own name carries it; a measure said any other way is a threshold or a machine's, and
 * a capacity names a variant (read elsewhere).
 */
function namedByFigure(text: string, v: Vocabulary): Entry[] {
  for (const m of text.matchAll(/(\bthe\s+)?(\d+(?:\.\d+)?\s?[a-z/]+)(?:\s+([a-z-]+))?/g)) {
    const [figure] = figuresIn(m[2] ?? '');
    if (!figure || figure.dimension === 'GB') continue;
    const carrying = v.entries.filter(
      (e) =>
        figuresIn(e.product.name).some((f) => f.dimension === figure.dimension && f.value === figure.value) &&
        (m[1] !== undefined || e.name.some((w) => w.length > 3 && stem(w) === stem(m[3] ?? ''))),
    );
    if (carrying.length === 1) return carrying;
  }
  return [];
}

function orderOfMention(found: Entry[], text: string): Entry[] {
  // Where its model word stands, else its rarest name word (a product of words beside one of a model number).
  const at = (e: Entry) => {
    const models = [...e.models].map((m) => text.indexOf(m)).filter((i) => i >= 0);
    if (models.length > 0) return Math.min(...models);
    const named = e.name
      .filter((w) => w.length > 3 && !STOP.has(w))
      .map((w) => text.indexOf(w))
      .filter((i) => i >= 0);
    return named.length > 0 ? Math.min(...named) : Infinity;
  };
  return [...found].sort((a, b) => at(a) - at(b));
}

/** "What would 3 Brand ZQ100 cost?": a number just before a word of a named product's name is how many. */
function countBefore(text: string, products: readonly Entry[]): number | undefined {
  const own = new Set(products.flatMap((e) => [...e.name, ...e.models, e.product.brand]));
  const name = new Set(products.flatMap((e) => e.name));
  for (const m of text.matchAll(
    /(?:^|\s)([a-z][a-z0-9.-]*\s+)?(\d{1,3})\s+(?:x\s+|of\s+(?:the\s+)?|more\s+)?([a-z][a-z0-9.-]*)/g,
  )) {
    // "Wi-Fi 6 PCIe" is a name; "3 Brand ZQ100" or "3 of the MX30" a count.
    const before = m[1]?.trim() ?? '';
    // "Your 2 portable SSDs", "between the 2 kits": the products meant, not how many.
    const set = /^(?:your|the|these|those|both|between|all)$/.test(before);
    if (own.has(m[3] ?? '') && !/^(tb|gb|mb)$/.test(m[3] ?? '') && !name.has(before) && !set) return Number(m[2]);
  }
  return undefined;
}

/** A kind we do not sell: offered beside it, the kind of ours that truly relates where there is one. */
function unsoldQuery(q: ChatQuery, unsold: readonly string[], v: Vocabulary): ChatQuery {
  const near = unsold.flatMap((kind) => {
    const word = NEAREST_KINDS.get(kind);
    return word ? v.categories.filter((c) => c.words.includes(word)).map((c) => c.name) : [];
  });
  if (near.length > 0) return { ...q, operation: 'unsold', constraints: { categories: [...new Set(near)] } };
  // Another maker's RAM is offered ours; a kind of ours said beside a kind we lack ("saw your SSDs; any graphics
  // cards?") is not.
  const maker = unsold.some((u) => OTHER_MAKERS.some(([name]) => name === u));
  return { ...q, operation: 'unsold', constraints: maker ? q.constraints : {} };
}

/** Words that ask what a gigabyte costs, or how much storage a dollar buys. */
const PER_CAPACITY =
  /\b(?:per|a|each|every) (?:gb|gig|gigs|gigabyte|tb|terabyte)\b|\b(?:gb|gigs?|tb|storage|space|capacity) (?:per|a|for (?:the|your|my|every)) (?:money|dollar|buck)\b|\bper (?:dollar|buck)\b/;

/** Words that ask what several things come to together. */
const TOTALLING =
  /\b(total|totals|come to|comes to|add up|adds up|altogether|all together|all in|in all|how much (?:for|would|will|is|are|do)|cost me|with shipping|incl(?:uding|\.)? shipping)\b/;

/** How many of a named product the text asks for: a count just before its first mention ("3 × the X", "three of the X"), else one. */
function countOf(text: string, e: Entry, described?: number): number {
  const first = (forms: readonly string[]) =>
    Math.min(...forms.map((m) => text.indexOf(m)).filter((i) => i >= 0), text.length);
  // Named by a model or its name, else where it was described, else by the first of its own words said ("2x the
  // brand-new zephyr drive").
  const named = first([...e.models, e.forms.short]);
  const word = e.name.find((w) => w.length > 2 && !STOP.has(w) && has(text, w));
  const at = named < text.length ? named : (described ?? (word ? first([word]) : named));
  const count = new RegExp(
    String.raw`(?:^|\s)(\d{1,2}|${[...NUMBER_WORDS.keys()].join('|')})(?:\s*[x×]\s*|\s+)(?:(?:kits?|packs?|sets?|units?) )?(?:of\s+)?(?:the\s+|those\s+)?(?:(?!(?:and|plus|or|with)\s)[a-z][a-z0-9.]*\s+){0,3}$`,
  ).exec(text.slice(Math.max(0, at - 40), at))?.[1];
  if (count === undefined) return 1;
  return NUMBER_WORDS.get(count) ?? Number(count);
}

const WHICHEVER_IN_STOCK =
  /\b(?:whichever|which ever|the one (?:that'?s|that is|which is|you have))\b[^.?!]{0,25}\b(?:in stock|available|have)\b/;

/** Of the products discussed, the one a follow-up singles out ("the bigger one", "the first"), else all of them. */
function pick(text: string, products: readonly Entry[]): Entry[] {
  if (products.length < 2) return [...products];
  const by = (attribute: string, direction: 1 | -1, count = 1) => {
    const sorted = [...products].sort(
      (a, b) => direction * ((valueOf(b.product, attribute)?.value ?? 0) - (valueOf(a.product, attribute)?.value ?? 0)),
    );
    return sorted.slice(0, count);
  };
  // "the two bigger ones", "the two cheaper ones".
  const two = /\bthe two (bigger|larger|smaller|cheaper|more expensive)\b/.exec(text)?.[1];
  if (two) return by(/cheap|expensive/.test(two) ? 'price' : 'Capacity', /cheap|small/.test(two) ? -1 : 1, 2);
  if (/\bthe (?:bigger|larger|biggest|largest)\b/.test(text)) return by('Capacity', 1);
  if (/\bthe (?:smaller|smallest)\b/.test(text)) return by('Capacity', -1);
  if (/\bthe (?:cheaper|cheapest|less expensive|least expensive)\b/.test(text)) return by('price', -1);
  if (/\bthe (?:more expensive|most expensive|pricier|priciest|dearer|dearest)\b/.test(text)) return by('price', 1);
  if (/\bthe (?:faster|fastest)\b/.test(text))
    return by(products[0]?.product.specs.find((s) => /speed|read/i.test(s.label))?.label ?? 'price', 1);
  if (/\bthe first( one)?\b/.test(text)) return products.slice(0, 1);
  if (/\bthe (second|other|last)( one)?\b/.test(text)) return products.slice(1, 2);
  if (/\b(it|its|it's|that one|this one)\b/.test(text) && !/\b(they|them|those|these|both|each|either)\b/.test(text))
    return products.slice(0, 1);
  return [...products];
}

/**
 * "The compact one", "the usb one", "the black one": of the products discussed, the ones whose own words begin
 * with the words said, when that singles some out.
 */
function describedAmong(text: string, products: readonly Entry[]): Entry[] | undefined {
  const described = /\bthe ((?:[a-z0-9.-]+ ){0,1}[a-z0-9.-]+) ones?\b/.exec(text)?.[1];
  if (!described || /\b(?:first|second|other|last|same|new|old|right|best|good|two|three)$/.test(described))
    return undefined;
  const said = described.split(' ').filter((w) => w.length >= 3);
  const own = (e: Entry) =>
    words(`${e.forms.name} ${e.specText} ${normalise(e.product.summary)}`).flatMap((w) => [w, ...w.split('-')]);
  // A word for a tag ("cheap": Budget) holds where the tag does.
  const holds = products.filter((e) =>
    said.every((w) =>
      [w, ...(DESCRIBING.get(w) ?? [])].some((x) => own(e).some((o) => o.startsWith(x) || sameWord(o, x))),
    ),
  );
  return said.length > 0 && holds.length > 0 && holds.length < products.length ? holds : undefined;
}

/** Words that rank a kind ("the biggest drive"), not describe one of it; "cheap" describes. */
const RANKING = new Set(
  [...SUPERLATIVES.keys()].flatMap((k) => k.split('|')).filter((w) => !w.includes(' ') && !DESCRIBING.has(w)),
);

/**
 * "The cheap nvme", "the bluetooth dongle with the antenna": a kind said with "the" and words that only some of its
 * products' tags carry (or the lexicon's words for them) names those products.
 */
function describedInKind(
  text: string,
  v: Vocabulary,
): { products: Entry[]; words: string[]; spans: Map<Entry, string> } {
  const found: Entry[] = [];
  const used: string[] = [];
  const spans = new Map<Entry, string>();
  // After "the", or as a side of a comparison ("nano stick vs the other one").
  const phrases =
    /(?:(?:\b(?:vs|versus|or)\s+)?\b(?:the|that|this)\s+|\b(?:vs|versus|or)\s+|(?:^|,\s*)(?=(?:[a-z0-9.-]+ ){1,4}(?:vs|versus|or)\b))((?:(?!(?:vs|or|and|versus|than)\b)[a-z0-9.-]+ ?){1,8})/g;
  for (const m of text.matchAll(phrases)) {
    const span = m[1]?.trim() ?? '';
    // The kind is said first; what follows "that has", "with" describes it.
    const kindPart = span.split(/\b(?:that|which|with|who)\b/)[0] ?? '';
    const kinds = categoriesIn(kindPart, words(kindPart), v);
    const among = v.entries.filter((e) => kinds.includes(e.product.category));
    if (among.length < 2) continue;
    // The words every kind found shares: "usb" in "the 5.4 usb dongle" tells a USB adapter from a card.
    const [first, ...others] = v.categories.filter((c) => kinds.includes(c.name)).map((c) => c.words);
    const kindWords = new Set((first ?? []).filter((w) => others.every((o) => o.includes(w))));
    // Before the kind, any word of it may describe ("the nano bluetooth adapter"); after it, only the lexicon's
    // ("…with the antenna"), as the rest may be what is asked ("does the ram have rgb").
    const all = words(span);
    const kindAt = all.findIndex(
      (w, i) => kindWords.has(w) || CATEGORY_WORDS.has(w) || !!CATEGORY_WORDS.get(`${w} ${all[i + 1] ?? ''}`)?.feature,
    );
    // A noun phrase: a few describing words, then the kind ("the little radio card", not "this is for my son").
    if (kindAt < 0 || kindAt > 3 || all.slice(0, kindAt).some((w) => STOP.has(w) || RANKING.has(w))) continue;
    // A kind's phrase that carries a feature ("micro sd") describes as that feature, not as its words.
    const featured = [...CATEGORY_WORDS].filter(([phrase, rule]) => rule.feature && has(kindPart, phrase));
    const phraseWords = new Set(featured.flatMap(([phrase]) => phrase.split(' ')));
    const said = new Set([
      ...[...all.slice(0, kindAt), ...all.slice(kindAt).filter((w) => DESCRIBING.has(w))]
        .filter((w) => !kindWords.has(w) && !phraseWords.has(w))
        // A size is a threshold on the kind, read elsewhere, not a description.
        .filter((w) => !/^\d+(?:\.\d+)?(?:tb|gb)?$/.test(w) && w !== 'tb' && w !== 'gb')
        .flatMap((w) => [w, ...(DESCRIBING.get(w) ?? [])]),
      ...featured.map(([, rule]) => rule.feature ?? ''),
    ]);
    const tags = (e: Entry) => new Set([...e.name, ...words(normalise(e.product.tags.join(' ')))]);
    // Only words of their names and tags that tell the kind's products apart: carried by some of them, not all.
    const telling = [...said].filter((w) => {
      const holding = among.filter((e) => tags(e).has(w)).length;
      return holding > 0 && holding < among.length;
    });
    const score = (e: Entry) => telling.filter((w) => tags(e).has(w)).length;
    const best = Math.max(0, ...among.map(score));
    const chosen = among.filter((e) => best > 0 && score(e) === best);
    // One product, unless the phrase is plural ("the usb ones with antennas").
    const plural = /\bones\b/.test(span) || new RegExp(`\\b${literal(all[kindAt] ?? '')}e?s\\b`).test(span);
    if (chosen.length > 0 && chosen.length < among.length && (chosen.length === 1 || plural)) {
      found.push(...chosen);
      for (const e of chosen) if (!spans.has(e)) spans.set(e, span);
      used.push(...featured.map(([phrase]) => phrase));
      used.push(...all.filter((w) => DESCRIBING.get(w)?.some((t) => telling.includes(t))));
    }
  }
  return { products: unique(found), words: used, spans };
}

/** "It" or "that one" set beside another product: compared, not replaced. */
const BESIDE_IT =
  /\b(?:between (?:it|that(?: one)?|this(?: one)?) and|(?:it|that one|this one) (?:vs|versus|or)|(?:vs|versus|than|with|to) (?:it|that one|this one)(?![a-z'])|(?:is|was|does) (?:it|that(?: one)?|this(?: one)?) (?:[a-z]+er|more|less|better|worse)\b)/;

/** The product discussed last that is not among the ones named now. */
const besideIt = (named: readonly Entry[], discussed: readonly Entry[]): Entry[] =>
  discussed.filter((e) => !named.includes(e)).slice(0, 1);

/**
 * "The bigger one" when one product was discussed: of its line (else its kind), the nearest one bigger, smaller,
 * cheaper or pricier than it.
 */
function nextOver(text: string, discussed: readonly Entry[], v: Vocabulary): Entry[] | undefined {
  const [one] = discussed;
  const word = /\bthe (bigger|larger|smaller|cheaper|pricier|more expensive)(?: one)?\b/.exec(text)?.[1];
  if (!one || discussed.length !== 1 || !word) return undefined;
  const attribute = /bigger|larger|smaller/.test(word) ? 'Capacity' : 'price';
  const up = /bigger|larger|pricier|expensive/.test(word) ? 1 : -1;
  const figure = (e: Entry) => valueOf(e.product, attribute)?.value;
  const own = figure(one);
  if (own === undefined) return undefined;
  const line = sameKind([one], v).filter((e) => e.product.line === one.product.line);
  for (const among of [line, sameKind([one], v)]) {
    const beyond = among
      .filter((e) => (figure(e) ?? own) * up > own * up)
      .sort((a, b) => ((figure(a) ?? 0) - (figure(b) ?? 0)) * up);
    if (beyond[0]) return [beyond[0]];
  }
  return undefined;
}

/** Every product of the kinds of these. */
const sameKind = (products: readonly Entry[], v: Vocabulary): Entry[] => {
  const kinds = new Set(products.map((e) => e.product.category));
  return kinds.size === 0 ? [] : v.entries.filter((e) => kinds.has(e.product.category));
};

/** The same model at another capacity ("and the 4tb?"), from the products discussed. */
function variant(products: readonly Entry[], capacity: number, v: Vocabulary): Entry[] {
  const models = new Set(products.flatMap((e) => [...e.models].filter((m) => /[a-z]/.test(m))));
  const family = [...models].flatMap((m) => v.byWord.get(m) ?? []);
  return [...new Set(family)].filter((e) => e.capacity === capacity);
}

/** Categories the question names, by their own words, widened or narrowed by the lexicon's words for them. */
function categoriesIn(text: string, ws: readonly string[], v: Vocabulary): string[] {
  const asked = new Set(ws);
  const scored = v.categories.map((c) => ({
    name: c.name,
    hits: c.words.filter((w) => asked.has(w) || (w.length > 4 && ws.some((x) => sameWord(x, w)))).length,
    head: c.words.at(-1) ?? '',
    all: c.words.length,
  }));
  const whole = scored.filter((c) => c.hits === c.all);
  let found = whole.length > 0 ? whole.filter((c) => c.all === Math.max(...whole.map((w) => w.all))) : [];
  if (found.length === 0) found = scored.filter((c) => c.hits > 0 && asked.has(c.head));
  let names = found.map((c) => c.name);
  for (const [phrase, rule] of CATEGORY_WORDS) {
    // "memory cards": a two-word kind's plural names it too (a one-word one's plural may be a verb or another word).
    if (!has(text, phrase) && !(phrase.includes(' ') && has(text, `${phrase}s`))) continue;
    const lower = (n: string) => normalise(n);
    if (rule.include) {
      const exact = v.categories.filter((c) => lower(c.name) === rule.include).map((c) => c.name);
      const within = v.categories.filter((c) => lower(c.name).includes(rule.include ?? '')).map((c) => c.name);
      const include = exact.length > 0 ? exact : within;
      if (names.length === 0) names = include;
      else if (names.some((n) => include.includes(n))) names = names.filter((n) => include.includes(n));
      // A two-word name for a kind ("bluetooth card") outweighs its last word's categories ("card").
      else if (phrase.includes(' ') && include.length > 0) names = include;
    }
    if (rule.exclude) names = names.filter((n) => !lower(n).includes(rule.exclude ?? ''));
  }
  return unique(names);
}

/** The attributes asked about: spec labels by their own words first, then the lexicon's words for them. */
/**
 * The question without what names its products, which says nothing of what is asked ("the KX9 RGB kit" does not
 * ask about lighting): their full names, their SKUs, and every run of two or more of their name words ("the tri-band
 * magnetic-base"). A run's last word that ends the question is kept: "MX20 PCIe bluetooth?" asks about Bluetooth.
 */
function withoutNames(text: string, products: readonly Entry[], v: Vocabulary): string {
  let t = text;
  for (const e of products) t = t.replaceAll(e.forms.name, ' ').replaceAll(e.forms.sku, ' ');
  const own = new Set(products.flatMap((e) => [...e.name, e.product.brand]));
  const naming = (w: string) => own.has(stem(w)) || w.split('-').every((part) => own.has(stem(part)));
  const tokens = [...t.matchAll(/[a-z0-9]+(?:[.-][a-z0-9]+)*/g)];
  const blank: [number, number][] = [];
  for (let i = 0; i < tokens.length;) {
    let j = i;
    while (j < tokens.length && naming(tokens[j]?.[0] ?? '')) {
      const gap = t.slice((tokens[j]?.index ?? 0) + (tokens[j]?.[0].length ?? 0), tokens[j + 1]?.index ?? t.length);
      j += 1;
      if (!/^\s*$/.test(gap)) break;
    }
    if (j - i >= 2) {
      const last = tokens[j - 1];
      // A run's last word asks when it ends the question ("MX20 PCIe bluetooth?") or begins an attribute's name
      // with the word after it ("… bluetooth version"); a compound of the name ("magnetic-base") never does.
      const next = tokens[j]?.[0] ?? '';
      const word = last?.[0] ?? '';
      const ends =
        last !== undefined &&
        !word.includes('-') &&
        (/^[\s?.!]*$/.test(t.slice((last.index ?? 0) + word.length)) ||
          ATTRIBUTE_WORDS.has(`${word} ${next}`) ||
          v.labels.some((l) => l.label.toLowerCase() === `${word} ${next}`));
      const end = ends ? (last.index ?? 0) : (last?.index ?? 0) + (last?.[0].length ?? 0);
      blank.push([tokens[i]?.index ?? 0, end]);
    }
    i = Math.max(j, i + 1);
  }
  for (const [from, to] of blank.reverse()) t = `${t.slice(0, from)}${' '.repeat(to - from)}${t.slice(to)}`;
  return t;
}

/** "In that range", "my price range": a span of prices, not a spec's reach. */
const PRICE_RANGE =
  /\b(?:(?:in|within|of) (?:that|this|my|the|your|a) (?:price |budget )?range|(?:price|budget) range)\b/g;

function attributesIn(text: string, v: Vocabulary, products: readonly Entry[]): string[] {
  const t = withoutNames(text.replace(PRICE_RANGE, ' '), products, v);
  const categoryWords = new Set(products.flatMap((e) => words(normalise(e.product.category))));
  const ws = words(t);
  const asked = new Set(ws);
  const hits: { labels: string[]; at: number; generic: boolean; category: boolean; label?: boolean }[] = [];
  const add = (labels: string[], phrase: string, at: number, label = false) =>
    hits.push({
      labels,
      at,
      generic: labels.length > 2,
      category: words(phrase).every((w) => categoryWords.has(w)),
      label,
    });
  for (const l of v.labels) {
    const own = l.words.filter((w) => !STOP.has(w));
    if (own.length > 0 && own.every((w) => asked.has(w) || (w.length >= 5 && ws.some((x) => sameWord(x, w))))) {
      const at = Math.max(0, t.indexOf(own[0] ?? ''));
      add([l.label], l.label.toLowerCase(), own.length > 1 ? at - 1000 : at, true);
    }
  }
  for (const [phrase, labels] of ATTRIBUTE_WORDS) {
    if (has(t, phrase)) add([...labels], phrase, t.indexOf(phrase) - phrase.length / 100);
    else if (phrase.length >= 5 && !phrase.includes(' ')) {
      // One slip in a long word ("heasink", "bluetoth").
      // Not a shopper's word for a kind of product ("drives" is no slip of "drivers").
      const slip = ws.find((w) => sameWord(w, phrase) && !CATEGORY_WORDS.has(w.replace(/s$/, '')));
      if (slip) add([...labels], phrase, t.indexOf(slip));
    }
  }
  // "fast" means whichever speed a product has, unless the question names one ("write speed"); the product's own
  // category ("the antenna's gain") asks about it only when nothing else is asked.
  const specific = hits.some((h) => !h.generic);
  if (hits.some((h) => !h.category)) hits.splice(0, hits.length, ...hits.filter((h) => !h.category));
  const known = new Set([...v.labels.map((l) => l.label), 'price', 'stock']);
  const carried = (label: string) =>
    label === 'price' || label === 'stock' || products.some((e) => e.product.specs.some((s) => s.label === label));
  const chosen = hits
    .filter((h) => !(specific && h.generic))
    .sort((a, b) => a.at - b.at)
    .flatMap((h) => {
      const labels = h.labels.filter((l) => known.has(l));
      // Named products: the one label of the word's list they carry. A search: every label, in order.
      return products.length > 0 ? labels.filter(carried).slice(0, 1) : labels;
    });
  // Nothing they carry asked, but a label named outright ("its warranty"): still asked, so the reply says it is not
  // listed rather than answering something else.
  const outright = hits.find((h) => h.label && !(specific && h.generic))?.labels[0];
  if (products.length > 0 && chosen.length === 0 && outright) chosen.push(outright);
  // Price and stock rank last: "the in-stock SSD with the most cache" ranks by cache.
  const unique_ = unique(chosen);
  return [
    ...unique_.filter((l) => l !== 'price' && l !== 'stock'),
    ...unique_.filter((l) => l === 'price' || l === 'stock'),
  ];
}

/**
 * What is asked of named products beyond their specs' labels: the words left once their names, the attributes'
 * and categories' words and the asking words are taken out, that some product's own sentences hold (passages.ts).
 */
/** Words that frame a question or describe the shopper's setting, never a product's detail. */
const FRAME: ReadonlySet<string> = new Set(
  `has come include included bundled box inside ship ships plus enough extra each same only under over out up down back
  still even actually already other another more less most least much lot really pretty quite sure right able around
  build board pc laptop desktop machine rig system computer setup case room home office need use used using help
  make made give go going sit put keep stay work thing stuff way day time year week better worse well order
  ordering buy buying purchase today tomorrow now soon left option options version kind`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that set products side by side. */
const COMPARING = /\b(?:or|vs|versus|between|compare|than)\b/;

/** A yes-or-no question ("is it…", "and does the X have…"). */
const YES_NO = /^(?:(?:and|so|ok|also|but)\s+)?(?:is|does|has)\b/;

/** The spec labels whose values, of the products asked about, hold a word of the question that is not theirs by name. */
function labelsHolding(text: string, products: readonly Entry[], v: Vocabulary): string[] {
  const own = new Set(products.flatMap((e) => [...e.name, ...e.models]));
  const asked = words(withoutNames(text, products, v)).filter(
    (w) => w.length >= 4 && /^[a-z]/.test(w) && !own.has(w) && !STOP.has(w) && !ASKING.has(w) && v.isFeature(w),
  );
  const held = (value: string) => {
    const ws = words(normalise(value)).flatMap((w) => [w, ...w.split('-')]);
    return asked.some((w) => ws.includes(w));
  };
  return unique(products.flatMap((e) => e.product.specs.filter((s) => held(s.value)).map((s) => s.label))).slice(0, 2);
}

function aboutIn(text: string, products: readonly Entry[], v: Vocabulary): string[] {
  const taken = new Set([
    ...products.flatMap((e) => [...e.name, ...e.models]),
    ...v.categories.flatMap((c) => c.words),
    ...v.labels.flatMap((l) => l.words),
    ...brandIds,
  ]);
  const tagged = (w: string) => products.some((e) => e.product.tags.some((t) => normalise(t) === w));
  // An attribute's word is taken when the products carry the attribute: its value answers it.
  const carried = (w: string) =>
    (ATTRIBUTE_WORDS.get(w) ?? []).some(
      (l) => l === 'price' || l === 'stock' || products.some((e) => e.product.specs.some((s) => s.label === l)),
    );
  const left = words(withoutNames(text, products, v)).filter(
    (w) =>
      w.length >= 3 &&
      /^[a-z]/.test(w) &&
      !taken.has(w) &&
      !STOP.has(w) &&
      !ASKING.has(w) &&
      !FRAME.has(w) &&
      !CATEGORY_WORDS.has(w) &&
      // A feature asked yes-or-no of the one product whose tag it is ("is a heatsink fitted?").
      (!v.isFeature(w) || (YES_NO.test(text) && products.length === 1 && tagged(w))) &&
      !carried(w) &&
      !SUPERLATIVES.has(w) &&
      !FIT_WORDS.test(w),
  );
  // A slip of a taken word ("sequntial") is taken too.
  return detailWords(left, v).filter((w) => !taken.has(w) && !carried(w));
}

/** "cheapest", "fastest", "best", "more …": which way to rank and, when the word says, by what. */
/**
 * "Which reads quicker, and what is the price difference": after the first figure a
 * comparison is decided by, the others its words name (at most two more), each compared in turn.
 */
function secondsIn(text: string, first: readonly string[], products: readonly Entry[]): string[] {
  // The word's own label that every product compared carries ("faster" is a card's Max speed, a drive's read).
  const carried = (labels: readonly string[]) =>
    labels.find((l) => products.every((e) => e.product.specs.some((s) => s.label === l))) ?? labels[0];
  const more = [...SUPERLATIVES]
    .filter(([phrase, value]) => value.attribute && has(text, phrase))
    // A word for the first figure itself ("quicker reads" beside Sequential read) adds nothing.
    .filter(([, value]) => !value.attribute?.some((a) => first.includes(a)))
    .map(([, value]) => carried(value.attribute ?? []) ?? '');
  const price = /\b(how much more|how much less|price difference|cost difference|how much cheaper|pricier)\b/.test(
    text,
  );
  const seconds = [...more, ...(price ? ['price'] : [])].filter((a) => a && !first.includes(a));
  return [...first, ...unique(seconds).slice(0, 2)];
}

function superlativeIn(text: string): { direction: 'max' | 'min'; attribute?: string[] } | undefined {
  let best: { direction: 'max' | 'min'; attribute?: string[]; length: number } | undefined;
  // "At least 2 TB" is a threshold, not "the least".
  const asked = text.replace(/\b(?:at least|no less than)\b/g, ' ');
  for (const [phrase, value] of SUPERLATIVES)
    if (has(asked, phrase) && (!best || phrase.length > best.length)) best = { ...value, length: phrase.length };
  if (!best) return undefined;
  return { direction: best.direction, ...(best.attribute ? { attribute: best.attribute } : {}) };
}

/**
 * A budget written without a currency sign ("under 60", "have 120 in all", "40 tops", "won't pay more than 25",
 * "70-ish", "can spend 80"): the dollars, whether it is approximate, and where the figure stands in the text.
 */
function bareBudgetIn(text: string): { dollars: number; around: boolean; at: number; end: number } | undefined {
  for (const [pattern, around] of BARE_BUDGETS) {
    const m = pattern.exec(text);
    const figure = m?.slice(1).find((n) => n !== undefined);
    if (!m || figure === undefined) continue;
    const at = m.index + m[0].lastIndexOf(figure);
    return { dollars: Number(figure), around, at, end: at + figure.length };
  }
  return undefined;
}

const NOT_MONEY = String.raw`(?!\s*(?:tb|gb|mb|m\b|dbi|mhz|mt|gbps|mbps|x\b|×|of\b|units?|gen\b))`;
const BARE_BUDGETS: readonly (readonly [RegExp, boolean])[] = [
  [
    new RegExp(
      String.raw`\b(?:under|below|less than|max(?:imum)?|up to|budget(?: is| of)?(?: like| around| about)?|no more than|within)\s+(\d{2,4})\b${NOT_MONEY}`,
    ),
    false,
  ],
  [
    new RegExp(
      String.raw`\b(?:got|have|spend|spending|pay)\s+(?:about |around |like |only )?(\d{2,4})\b${NOT_MONEY}|\b(\d{2,4})\s+(?:max|tops|total|or less|budget)\b|\b(?:don'?t|do not|not|never|won'?t)\b[^.?!]{0,30}\b(?:spend|pay)\s+(?:more than|over|above)\s+(\d{1,4})\b|\b(?:can|could) (?:only )?(?:do|afford|manage) (\d{2,4})\b${NOT_MONEY}|\bfor (?:about |around )?(\d{2,4})\s*[?.!]*\s*$`,
    ),
    false,
  ],
  [/\b(\d{2,4})\s?-?ish\b/, true],
];

/** Budget, price floor, stock, features and thresholds the question sets. */
function constraintsIn(text: string, v: Vocabulary, categories: string[], attributes: string[]): Constraints {
  const c: Constraints = {};
  if (categories.length > 0) c.categories = categories;
  const brand = brandIds.find((b) => has(text, b));
  if (brand) c.brand = brand;
  for (const { cents, index } of moneyIn(text)) {
    const before = text.slice(Math.max(0, index - 30), index);
    // "won't go over $40" is a ceiling.
    if (/\b(?:don'?t|do not|not|never|wont|won'?t|no)\b[^.?!]{0,30}\b(?:more than|over|above)\s*$/.test(before))
      c.maxPrice = cents;
    else if (/\b(over|above|more than|at least|from|min(?:imum)?)\s*$/.test(before)) c.minPrice = cents;
    else if (/\baround|about|roughly|~\s*$/.test(before)) c.maxPrice = Math.round(cents * 1.1);
    else c.maxPrice = cents;
  }
  const bare = bareBudgetIn(text);
  if (bare && c.maxPrice === undefined) c.maxPrice = Math.round(bare.dollars * 100 * (bare.around ? 1.1 : 1));
  if (/\b(in stock|available now|ships? (?:now|today)|can i get (?:it|one) now|right now)\b/.test(text))
    c.inStock = true;
  // "it has no M.2": what the machine lacks is not a feature wanted.
  const features = words(text)
    .flatMap((w) => v.features.get(w) ?? [])
    .filter((f) => has(text, f) && !categories.some((n) => has(normalise(n), f)) && !has(text, `no ${f}`));
  const kept = features.filter((f) => !features.some((g) => g !== f && g.includes(f)));
  // "a microSD card" narrows to the cards that say so; "microSD or SD" names the whole kind as well.
  for (const [phrase, { feature, include }] of CATEGORY_WORDS) {
    if (!feature || kept.includes(feature) || !has(text, phrase)) continue;
    const rest = text.replaceAll(phrase, ' ');
    const wider = [...CATEGORY_WORDS].some(
      ([other, rule]) => rule.include === include && !rule.feature && has(rest, other),
    );
    if (!wider) kept.push(feature);
  }
  const denied = [...text.matchAll(RULED_OUT)].flatMap((m) => (v.features.has(m[1] ?? '') ? [m[1] ?? ''] : []));
  // "Does either have EXPO?": a feature asked about is no feature the search requires ("do you have…" is).
  const asked = (f: string) =>
    new RegExp(
      `\\b(?:does|do|is|are|can)\\b(?! (?:you|u|ya|y'all|we)\\b)[a-z ]{0,25}\\b(?:have|has|support|supports|come with|carry|offer)\\s+(?:an? |the )?${literal(f)}\\b`,
    ).test(text);
  const wanted = kept.filter((f) => !denied.some((d) => f.startsWith(d)) && !asked(f));
  if (wanted.length > 0) c.features = wanted.slice(0, 8);
  // "A card with V30": of the kinds a word names, those whose products carry the features wanted.
  const carrying = c.categories?.filter((n) =>
    v.entries.some((e) => e.product.category === n && wanted.every((f) => has(e.text, f))),
  );
  if (wanted.length > 0 && carrying && carrying.length > 0) c.categories = carrying;
  if (denied.length > 0) c.excluded = unique(denied).slice(0, 8);
  const thresholds = thresholdsIn(text, v, attributes);
  if (thresholds.length > 0) c.thresholds = thresholds;
  return c;
}

/** "Not a USB dongle", "without RGB": a feature the shopper rules out, the word just after the one that rules it out. */
const RULED_OUT =
  /\b(?:not|without|except|other than|rather than|instead of)(?: an?| the| any)? ([a-z0-9][a-z0-9.-]*)/g;

/** "at least 1 TB", "over 5,000 MB/s", "2tb or more": a figure, which way, and the attribute its unit belongs to. */
function thresholdsIn(text: string, v: Vocabulary, attributes: readonly string[]): Threshold[] {
  const found: Threshold[] = [];
  const clean = text.replace(/(\d),(\d{3})\b/g, '$1$2');
  for (const f of figuresIn(clean)) {
    const label = labelFor(f, v, attributes, clean);
    if (!label) continue;
    const at = f.at ?? 0;
    const before = clean.slice(Math.max(0, at - 25), at);
    const after = clean.slice(at, at + 30);
    if (
      /\b(at least|min(?:imum)?|over|above|more than|from|bigger than|faster than|no less than)\s*$/.test(before) ||
      /\b(or more|or bigger|or faster|or higher|\+|plus|minimum)\b/.test(after)
    )
      found.push({ attribute: label, op: '>=', value: f.value });
    else if (
      /\b(at most|max(?:imum)?|under|below|less than|up to|smaller than|no more than)\s*$/.test(before) ||
      /\b(or less|or smaller|or lower|max)\b/.test(after)
    )
      found.push({ attribute: label, op: '<=', value: f.value });
    else if (label === 'Capacity')
      found.push({ attribute: label, op: '>=', value: f.value }, { attribute: label, op: '<=', value: f.value });
    // "A drive with a 4 year warranty": a figure a product is to have is a floor.
    else if (/\b(?:with|has|having|offers?|carries)\s+(?:an?\s+)?$/.test(before))
      found.push({ attribute: label, op: '>=', value: f.value });
  }
  return found;
}

/** The spec label a figure's unit belongs to: one the question names with that unit, else the first that has it. */
function labelFor(f: Figure, v: Vocabulary, attributes: readonly string[], text: string): string | undefined {
  const fitting = v.labels.filter((l) => l.dimensions.has(f.dimension)).map((l) => l.label);
  // "a sequential write of at least 130 MB/s": the label named just before the figure.
  const before = text.slice(Math.max(0, (f.at ?? 0) - 40), f.at ?? 0);
  // A label that is also a kind's name ("an antenna with at least 8 dBi") names what is looked among, not the figure.
  const kinds = new Set(v.categories.map((c) => stem(normalise(c.name))));
  const named = fitting
    .filter((label) => !kinds.has(stem(normalise(label))))
    .map((label) => ({ label, at: before.lastIndexOf(label.toLowerCase()) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => b.at - a.at)[0];
  return named?.label ?? attributes.find((a) => fitting.includes(a)) ?? fitting[0];
}

/** The shopper's machine, as far as the question describes it. */
const OTHER_SLOTS: Readonly<Record<string, string>> = {
  msata: 'mSATA',
  'u.2': 'U.2',
  cfexpress: 'CFexpress',
  compactflash: 'CompactFlash',
  'cf card': 'CompactFlash',
  xqd: 'XQD',
  'sd express': 'SD Express',
};

/** Motherboard chipsets and sockets by maker: AM4 and AM5 boards; Intel's 300 to 700 series and their sockets. */
const AMD_BOARD = /\b(am4|am5|[abx][345689][257]0e?)\b/;
const INTEL_BOARD = /\b([zbh][3-7][1-9]0|b365|lga ?1[12][05]0|lga ?1[27]00)\b/;
/** Intel's 300, 400 and 500 series boards take DDR4 only (the 600 and 700 series come either way). */
const DDR4_INTEL_BOARD = /\b([zbh][345][1-9]0|b365)\b/;

function hostIn(text: string): Host | undefined {
  const host: Host = {};
  const machine = HARDWARE.find((h) => h.host && h.words.test(text));
  if (machine?.host) Object.assign(host, machine.host);
  const windows = /\b(?:windows|win)\s?(7|8|8\.1|10|11)\b/.exec(text);
  const mac = /\bmac ?os\s?(\d+(?:\.\d+)?)\b/.exec(text) ?? /\bosx\s?(\d+(?:\.\d+)?)\b/.exec(text);
  const macName = [...MACOS_NAMES].find(([name]) => has(text, name));
  const linux = /\b(?:linux|kernel)\s?(\d+\.\d+)\b/.exec(text);
  if (windows) host.os = `Windows ${windows[1]}`;
  else if (/\bwindows\b/.test(text)) host.os = 'Windows';
  else if (mac) host.os = `macOS ${mac[1]}`;
  else if (macName) host.os = `macOS ${macName[1]}`;
  else if (linux) host.os = `Linux ${linux[1]}`;
  else if (/\b(linux|ubuntu|debian|fedora|arch|mint|pop!?_?os|steamos)\b/.test(text)) host.os = 'Linux';
  else if (/\bchrome ?os|chromebook\b/.test(text)) host.os = 'ChromeOS';
  else if (/\b(mac ?os|osx)\b/.test(text)) host.os = 'macOS';
  if (AMD_BOARD.test(text) || /\b(amd|ryzen|threadripper)\b/.test(text)) host.platform = 'AMD';
  else if (INTEL_BOARD.test(text) || /\b(intel|core i[3579]|i[3579]-?\d{4,5}|lga ?1[27]00)\b/.test(text))
    host.platform = 'Intel';
  if (/\brp-sma\b/.test(text)) host.bus = 'RP-SMA';
  const m2 = /\bm\.2 (2230|2242|2280)\b/.exec(text);
  if (m2) host.formFactor = `M.2 ${m2[1]}`;
  if (
    /\b2\.5(?:(?:-inch|"| inch| in)\s+(?:drive\s+|sata\s+|ssd\s+|hard\s+)?(?:bay|slot|drive|disk|hdd)|\s+(?:drive\s+)?(?:bay|slot))\b/.test(
      text,
    ) &&
    !/\bno\s+(?:free\s+|spare\s+)?2\.5/.test(text)
  )
    host.takes = [...(host.takes ?? []), '2.5-inch'];
  // Slots and cards none of our products is made for: the machine takes only that, so nothing of ours fits it.
  const other = /\b(msata|u\.2|cfexpress|compactflash|cf card|xqd|sd express)\b/.exec(text)?.[1];
  if (other && /\b(only|just)\b/.test(text)) host.takes = [...(host.takes ?? []), OTHER_SLOTS[other] ?? other];
  const memory =
    /\bddr([45])(?![-\d])\s+(?:[a-z-]+\s+)?(?:board|motherboard|mobo|slots?|system|pc|build|desktop)\b/.exec(text);
  if (memory) host.bus = memory[1] === '4' ? 'DDR4' : 'DDR5';
  // Asked about memory, the socket says which: AM5 boards take DDR5 only, AM4 boards DDR4 only.
  else if (/\b(ram|memory|ddr[45]|dimms?|kits?)\b/.test(text)) {
    if (/\b(am5|[xb]6[57]0e?|a620|[xb]8[57]0e?)\b/.test(text)) host.bus = 'DDR5';
    else if (/\b(am4|[xb][345][57]0|a[345]20)\b/.test(text) || DDR4_INTEL_BOARD.test(text)) host.bus = 'DDR4';
  }
  if (/\b(?:key|keyed) e\b|\be[- ]key\b/.test(text)) host.key = 'E';
  else if (/\b(?:key|keyed) m\b|\bm[- ]key\b/.test(text)) host.key = 'M';
  const pcie = /\bpcie (\d)\.0\b/.exec(text);
  if (
    pcie &&
    /\b(slot|motherboard|mobo|board|supports?|only)\b|\bmy (?:[a-z0-9.]+ ){0,3}(?:desktop|pc|laptop|machine|computer|rig|build|system)\b/.test(
      text,
    )
  ) {
    host.bus = 'PCIe';
    host.generation = Number(pcie[1]);
  }
  // A USB port's speed, when the shopper gives it ("a 5 Gbps socket", "USB 3.2 Gen 2 only"): its Gbps.
  const gbps = /\b(\d+)\s?gbps\b/.exec(text);
  const usb = /\b(?:usb|port|usb-c|usb-a|thunderbolt)\b/.test(text) && !/\b(?:wifi|router|wireless)\b/.test(text);
  const version =
    /\busb (3\.2 gen ?2x2|3\.2 gen ?2|3\.1 gen ?2|3\.\d gen ?1|3(?:\.0)?|2(?:\.0)?)\b(?![.0-9]*\s*headers?)/.exec(
      text,
    )?.[1];
  const speed =
    gbps && usb
      ? Number(gbps[1])
      : version
        ? /2x2/.test(version)
          ? 20
          : /gen ?2/.test(version)
            ? 10
            : version.startsWith('2')
              ? 0.48
              : 5
        : undefined;
  if (speed !== undefined && host.bus === undefined) {
    host.bus = 'USB';
    host.generation = speed;
  }
  if (/\b(pcie x1|x1 slot|x4 slot|x16 slot|pcie slot|spare pcie|free pcie|open pcie|expansion slot)\b/.test(text)) {
    host.takes = [...(host.takes ?? []), 'PCIe x1 card'];
  }
  if (
    /\b(usb-a|usb port|usb 3(?:\.\d)?|usb 2(?:\.0)?|usb slot)\b(?![.0-9]*\s*headers?)/.test(text) &&
    !/\bonly usb-c\b/.test(text)
  )
    host.takes = [...(host.takes ?? []), 'USB adapter'];
  // Any USB port takes a portable drive (its cables are USB-C to C and to A).
  if (
    /\b(usb-c|usb-a|usb port|usb 3(?:\.\d)?|usb 2(?:\.0)?|thunderbolt)\b(?![.0-9]*\s*headers?)/.test(text) &&
    !host.takes?.includes('Portable')
  )
    host.takes = [...(host.takes ?? []), 'Portable'];
  // "no free USB header", "no M.2 Key E slot", "no 2.5-inch drive bay": what the machine lacks, in the words of the
  // products' needs (the fit check looks for every word in a need).
  const lacks =
    /\b(?:no|without|don'?t have (?:a|an|any)?|doesn'?t have (?:a|an|any)?|lacks? (?:a|an)?)\s+(?:free |spare |open |internal |available )?((?:[a-z0-9.-]+ ){0,3}?(?:slots?|ports?|bays?|headers?|connectors?|pcie|usb-a|reader))\b/.exec(
      text,
    );
  const lacking = lacks?.[1]
    ?.replace(/(slot|port|bay|header|connector)s\b/g, '$1')
    .replace(/\b(?:memory card|sd card|card) (?:slot|reader)|\bcard reader\b/, 'sd slot')
    .replace(/\b(?:9-pin |usb 2\.0 )*header\b/, 'usb header')
    .replace(/^pcie$/, 'pcie slot')
    .replace(/^(?:usb-a|usb port)$/, 'usb-a port')
    .replace(/\bdrive bay\b/, 'bay')
    .replace(/\busb usb\b/, 'usb');
  // "the USB 2.0 headers are all used up": lacking, said the other way round.
  const used =
    /\b((?:usb 2\.0 |9-pin |usb )?headers?|pcie slots?|m\.2 slots?|usb-a ports?)\b[^.?!]{0,30}\b(?:all used|all taken|used up|taken|occupied|full)\b/.exec(
      text,
    )?.[1];
  if (lacking) host.lacks = lacking;
  else if (used) host.lacks = used.replace(/s\b/g, '').replace(/^(?:usb 2\.0 |9-pin |usb )?header$/, 'usb header');
  else if (/\bonly (?:has |have )?(?:usb-c|thunderbolt)\b/.test(text)) host.lacks = 'usb-a port';
  // "No free PCIe slot" names the slot it lacks, not one it takes.
  if (host.lacks?.includes('pcie')) host.takes = host.takes?.filter((t) => t !== 'PCIe x1 card');
  if (host.takes?.length === 0) delete host.takes;
  if (host.takes && host.formFactor) delete host.takes;
  return Object.keys(host).length > 0 ? host : undefined;
}

/** Makers and kinds of hardware the store does not sell, named as something wanted (not as the shopper's machine). */
function unsoldIn(text: string, ourCategory: boolean, v: Vocabulary): string[] {
  const makers = OTHER_MAKERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  const asksFor =
    /\b(sell|selling|carry|stock|have|got|buy|grab|purchase|order|need|want|looking for|recommend|get|any|offer|price of|how much (?:is|are)|cheapest|best)\b/;
  // A kind of hardware is wanted only when asked for ("do you sell monitors", "recommend a laptop"); "a laptop
  // running Linux", "my Ryzen CPU" describe the shopper's machine.
  const asking = new RegExp(
    // "Recommend for my laptop": what the shopper's own is for, not a laptop wanted.
    `${asksFor.source}\\s+(?:(?:a|an|any|some|the|good|cheap|new|decent)\\s+)?(?:(?!my\\b|our\\b|for\\b)[a-z0-9-]+\\s+){0,3}$`,
  );
  // Or named anywhere in a message that asks for something, unless as the shopper's own ("my monitor is 4K").
  // "both bays are taken by the HDD and a DVD drive": what fills the shopper's machine is theirs too, and so is what
  // a purchase is for ("memory for a DDR5 motherboard").
  const own =
    /\b(?:my|our|the|its|his|her|their|this|that|(?:with|has|have|had|in|into|on|for|replace|replacing) an?)\s+(?:[a-z0-9."-]+\s+){0,3}$|\b(?:used|taken|occupied|full)\s*(?:up\s*)?(?:by\s+|with\s+)?[(:-]?\s*(?:an?\s+|the\s+)?$/;
  // Each time a kind is said: "mine broke, got another like it?" asks for the second.
  const wanted = (h: Hardware) => [...text.matchAll(new RegExp(h.words.source, 'g'))].some((m) => wantedAt(h, m.index));
  const wantedAt = (h: Hardware, at: number) => {
    if (ourCategory && h.host) return false;
    const before = text.slice(Math.max(0, at - 30), at);
    // "the monitor is only 1080p": said of the shopper's own, as its subject.
    const said = /^[a-z -]*?\s+(?:is|isn'?t|are|has|only|supports?|does|doesn'?t)\b/.test(text.slice(at, at + 30));
    // "got a webcam, keyboard and speakers here": a list of what the shopper has.
    // "inside the tower", "behind the monitor": a place in the shopper's setting, never asked for.
    const place = /\b(?:open|opening|inside|into|under|behind|next to|on top of)\s+(?:the|my|a|an|our)?\s*$/.test(
      before,
    );
    const theirs =
      own.test(before) ||
      said ||
      /\b(?:i'?ve got|i have|i own|i use|got an?\b[^.?!]*,)[^.?!]*$/.test(text.slice(Math.max(0, at - 80), at));
    // A message that only names a thing ("a long ethernet cable, 15 m") asks for it.
    const bare = !/\b(?:is|are|was|were|has|have|had|do|does|did|will|would|can|could|take|ill|i'll|each)\b/.test(text);
    const anywhere = !h.host && !theirs && (asksFor.test(text) || /\?/.test(text) || bare);
    return (asking.test(before) && !place) || (anywhere && !place);
  };
  const kinds = HARDWARE.filter(wanted)
    // A kind the catalogue has a category for is ours, whatever the list says.
    .filter((h) => !v.categories.some((c) => c.words.join(' ') === words(normalise(h.name)).join(' ')))
    .map((h) => {
      const m = h.words.exec(text);
      return { name: h.name, at: m?.index ?? 0, end: (m?.index ?? 0) + (m?.[0].length ?? 0) };
    });
  // "laptop RAM" is the memory, not a laptop too: a kind whose words stand inside another's is that one.
  const outer = kinds.filter(
    (k) => !kinds.some((o) => o !== k && o.at <= k.at && o.end >= k.end && o.end - o.at > k.end - k.at),
  );
  return unique([...makers, ...outer.map((k) => k.name)]);
}

/** Model-like words that match no product ("zq900", "990 pro"): said back honestly rather than guessed at. */
function unknownModels(text: string, v: Vocabulary): string[] {
  const models = v.models;
  const candidates = text.match(/\b[a-z]{1,4}-?\d{2,5}[a-z]{0,3}\b/g) ?? [];
  return (
    candidates
      .filter((c) => !/^(?:ddr|pcie|wifi|usb|bt|v|u|a|cl|x|m|i|win|gen|rtx|gtx|rx|ps|sata|uhs)\d/.test(c))
      // A board's chipset ("z790", "b650e") is the shopper's machine, not a product of ours they are asking for.
      .filter((c) => !AMD_BOARD.test(c) && !INTEL_BOARD.test(c))
      .filter((c) => !/^\d|^\d+(?:tb|gb|mb|mm|m|g)$/.test(c) && !models.has(c) && !models.has(c.replace('-', '')))
      .slice(0, 3)
  );
}
