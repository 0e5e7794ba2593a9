// The tools the model answers with instead of a catalogue dump: search the catalogue, get a product, compare
// products, read a policy, quote shipping for a cart. Each tool's arguments come from the model and are parsed like
// any untrusted input; a bad call gets an `{error}` result the model can read and recover from, never an exception.
import { z } from 'zod';
import { brandIds, checkFit, hostSchema, productPath, type Product } from '../../domain/catalog/index.ts';
import { maxQuantityFor, MAX_QUANTITY, totalsOf } from '../../domain/cart/index.ts';
import { errorSentence } from '../../domain/errors/index.ts';
import { routes } from '../../domain/site/index.ts';
import type { ToolCall, ToolSpec } from '../openai.ts';
import { brandName, stockWords } from './facts.ts';
import { policyAnswerText, policyFacts, type PolicyTopic } from './policies.ts';
import { catalogIndex, parseQuery, searchProducts } from './search.ts';

const MAX_RESULTS = 8;
/** A tool result longer than this is cut: the model's context is not the place for bulk data. */
const MAX_RESULT_CHARS = 6_000;

const skuArg = z.string().trim().toLowerCase().max(64);
const POLICY_NAMES = [
  'shipping',
  'returns',
  'warranty',
  'privacy',
  'pricing',
  'chat',
  'orders',
] as const satisfies readonly PolicyTopic[];

const usd = z.number().nonnegative().describe('USD');
// Strict objects: the JSON Schema the model reads then says additionalProperties: false, and arguments it was not
// offered are refused rather than silently dropped.
const searchArgs = z.strictObject({
  text: z.string().max(200).optional().describe('Words to search for, e.g. "wifi 7 card" or "nv7400 2tb"'),
  brand: z.enum(brandIds).optional(),
  category: z.string().max(60).optional().describe('One of the categories the store sells'),
  minPrice: usd.optional(),
  maxPrice: usd.optional(),
  inStock: z.boolean().optional(),
});
const productArgs = z.strictObject({ sku: skuArg });
const compareArgs = z.strictObject({ skus: z.array(skuArg).min(2).max(3) });
const policyArgs = z.strictObject({ name: z.enum(POLICY_NAMES) });
const shippingArgs = z.strictObject({
  lines: z
    .array(z.strictObject({ sku: skuArg, quantity: z.number().int().min(1).max(1_000) }))
    .min(1)
    .max(20),
});
const fitArgs = z.object({ skus: z.array(skuArg).min(1).max(8), host: hostSchema });
const passageArgs = z.object({ question: z.string().min(1).max(300) });

type Result = Record<string, unknown>;

interface Tool<A> {
  description: string;
  /** Parses the model's arguments, and (as JSON Schema) tells the model what they are: one schema, never two. */
  args: z.ZodType<A>;
  run: (args: A, catalog: readonly Product[]) => Result;
}

/** A tool with its arguments' type tied to its schema; the table below holds them all alike. */
const tool = <A>(t: Tool<A>): Tool<unknown> => t as Tool<unknown>;

const TOOLS: Readonly<Record<string, Tool<unknown>>> = {
  fit_check: tool({
    description:
      "Whether products fit the shopper's machine: a slot's size (M.2 2230/2280, 2.5-inch), a slot's PCIe generation or a USB port's Gbps, memory type, OS, AMD/Intel platform, or something the machine lacks (USB header). Returns yes / no / depends with the reason for each SKU.",
    args: fitArgs,
    run: ({ skus, host }, catalog) => ({
      checks: skus.map((sku) => {
        const product = catalogIndex(catalog).bySku.get(sku);
        return product
          ? { sku, ...(checkFit(product, host) ?? { verdict: 'unknown' }) }
          : { sku, error: 'no such product' };
      }),
    }),
  }),
  policy_passage: tool({
    description:
      "The policy pages' passages that answer a question in the shopper's words, with Yes or No when the shopper's case meets or fails a condition (a time window, before shipping, a minimum age).",
    args: passageArgs,
    run: ({ question }) => ({
      answer: policyAnswerText(question, []) ?? `No policy passage matches; see ${routes.terms} and ${routes.privacy}.`,
    }),
  }),
  search_catalog: tool({
    description:
      'Search the store catalogue. Returns up to 8 matching products with SKU, name, category, price in USD, stock and key specs. Prices are in dollars.',
    args: searchArgs,
    run: (a, catalog) => {
      const query = parseQuery([a.text ?? '', a.category ?? ''].join(' '), catalog);
      if (a.brand) query.brand = a.brand;
      if (a.category) {
        const wanted = a.category.toLowerCase();
        const matching = catalogIndex(catalog)
          .categories.filter((c) => c.name.toLowerCase() === wanted)
          .map((c) => c.name);
        if (matching.length > 0) query.categories = matching;
      }
      if (a.minPrice !== undefined) query.minPrice = Math.round(a.minPrice * 100);
      if (a.maxPrice !== undefined) query.maxPrice = Math.round(a.maxPrice * 100);
      if (a.inStock) query.inStockOnly = true;
      const found = searchProducts(query, catalog).slice(0, MAX_RESULTS);
      return { count: found.length, products: found.map((r) => productSummary(r.product, 4)) };
    },
  }),
  get_product: tool({
    description: 'Everything about one product by SKU: price, stock, summary and all specifications, and its page.',
    args: productArgs,
    run: ({ sku }, catalog) => {
      const product = catalogIndex(catalog).bySku.get(sku);
      if (!product) return { error: `No product with SKU ${sku}; use search_catalog to find one` };
      return {
        ...productSummary(product, 30),
        summary: product.summary,
        released: product.released,
        maxOrderQuantity: maxQuantityFor(product.stock),
      };
    },
  }),
  compare_products: tool({
    description:
      'Two or three products side by side: prices, the price gap and every specification, marking those that differ.',
    args: compareArgs,
    run: ({ skus }, catalog) => {
      const products = skus.map((sku) => catalogIndex(catalog).bySku.get(sku));
      const missing = skus.filter((_, i) => !products[i]);
      if (missing.length > 0) return { error: `Unknown SKU: ${missing.join(', ')}` };
      const found = products.filter((p): p is Product => p !== undefined);
      const labels = [...new Set(found.flatMap((p) => p.specs.map((s) => s.label)))];
      const prices = found.map((p) => p.price);
      return {
        products: found.map((p) => productSummary(p, 0)),
        priceGapUsd: dollars(Math.max(...prices) - Math.min(...prices)),
        specs: labels.map((label) => {
          const values = found.map((p) => p.specs.find((s) => s.label === label)?.value ?? null);
          return { label, values, differs: new Set(values).size > 1 };
        }),
      };
    },
  }),
  read_policy: tool({
    description: 'The store policy on a topic, with the page to link.',
    args: policyArgs,
    run: ({ name }) => {
      const facts = policyFacts().filter((f) => f.topic === name);
      return { text: facts.map((f) => f.text).join(' '), page: facts[0]?.path ?? routes.terms };
    },
  }),
  quote_shipping: tool({
    description: `Subtotal, shipping and total in USD for a cart of products and quantities (at most ${MAX_QUANTITY} of a product, never more than in stock).`,
    args: shippingArgs,
    run: ({ lines: wanted }, catalog) => {
      const problems: string[] = [];
      const lines = wanted.flatMap(({ sku, quantity }) => {
        const product = catalogIndex(catalog).bySku.get(sku);
        if (!product) {
          problems.push(`Unknown SKU ${sku}`);
          return [];
        }
        const most = maxQuantityFor(product.stock);
        if (quantity > most)
          problems.push(
            `${product.name}: at most ${most} can be ordered (stock ${product.stock}, cart limit ${MAX_QUANTITY})`,
          );
        return [{ unitPrice: product.price, quantity: Math.min(quantity, most) }];
      });
      const totals = totalsOf(lines);
      return {
        subtotalUsd: dollars(totals.subtotal),
        shippingUsd: dollars(totals.shipping),
        totalUsd: dollars(totals.total),
        ...(problems.length > 0 ? { problems, note: 'Quantities above were reduced to what can be ordered' } : {}),
      };
    },
  }),
};

/** A tool's parameters as JSON Schema, generated from the zod schema its arguments are parsed with. */
const parametersOf = (schema: z.ZodType) => {
  const { $schema: _, ...parameters } = z.toJSONSchema(schema, { io: 'input' });
  return parameters;
};

export const TOOL_SPECS: readonly ToolSpec[] = Object.entries(TOOLS).map(([name, t]) => ({
  name,
  description: t.description,
  parameters: parametersOf(t.args),
}));

const dollars = (cents: number) => Math.round(cents) / 100;

export function productSummary(p: Product, specs = 6) {
  return {
    sku: p.sku,
    name: p.name,
    brand: brandName(p.brand),
    category: p.category,
    priceUsd: dollars(p.price),
    ...(p.compareAtPrice === undefined ? {} : { wasUsd: dollars(p.compareAtPrice) }),
    stock: p.stock,
    stockLabel: stockWords(p),
    page: productPath(p.sku),
    specs: Object.fromEntries(p.specs.slice(0, specs).map((s) => [s.label, s.value])),
  };
}

/** Runs one tool call; the answer is JSON text for the model, an `{error}` when the call cannot be served. */
export function runTool(call: Pick<ToolCall, 'name' | 'arguments'>, catalog: readonly Product[]): string {
  let args: unknown;
  try {
    args = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
  } catch {
    return JSON.stringify({ error: 'Arguments are not valid JSON' });
  }
  const result = dispatch(call.name, args, catalog);
  const text = JSON.stringify(result);
  return text.length > MAX_RESULT_CHARS ? `${text.slice(0, MAX_RESULT_CHARS)}…(cut)` : text;
}

function dispatch(name: string, args: unknown, catalog: readonly Product[]): Result {
  const found = Object.hasOwn(TOOLS, name) ? TOOLS[name] : undefined;
  if (!found) return { error: `Unknown tool ${name}` };
  const parsed = found.args.safeParse(args);
  if (!parsed.success) return { error: `Invalid arguments: ${errorSentence(parsed.error)}` };
  return found.run(parsed.data, catalog);
}
