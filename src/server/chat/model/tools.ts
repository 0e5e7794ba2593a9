// The tools the model answers with instead of a catalogue dump. query_catalogue takes the same typed ChatQuery the
// offline assistant reads a question into and runs the same executor (../offline/execute.ts), so the model's facts and
// the offline answers cannot disagree; fit_check and policy_passage are that executor's fit and policy operations by
// name; get_product and quote_shipping read one product and price a cart. Each tool's arguments come from the model
// and are parsed like any untrusted input; a bad call gets an `{error}` result the model can read, never an exception.
import { z } from 'zod';
import { hostSchema, productPath, stockLabel, type Product } from '../../../domain/catalog/index.ts';
import { maxQuantityFor, MAX_QUANTITY, totalsOf } from '../../../domain/cart/index.ts';
import { chatQuerySchema, type ChatQuery } from '../../../domain/chat/query.ts';
import { errorSentence } from '../../../domain/errors/index.ts';
import { routes } from '../../../domain/site/index.ts';
import type { ToolCall, ToolSpec } from '../../openai.ts';
import { execute, type Result as Executed } from '../offline/execute.ts';
import { vocabularyOf } from '../offline/vocabulary.ts';

/** A tool result longer than this is cut: the model's context is not the place for bulk data. */
const MAX_RESULT_CHARS = 6_000;

const skuArg = z.string().trim().toLowerCase().max(64);
const productArgs = z.strictObject({ sku: skuArg });
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
  args: z.core.$ZodType<A>;
  run: (args: A, catalog: readonly Product[]) => Result;
}

/** A tool with its arguments' type tied to its schema; the table below holds them all alike. */
const tool = <A>(t: Tool<A>): Tool<unknown> => t as Tool<unknown>;

const bySku = (catalog: readonly Product[], sku: string) => vocabularyOf(catalog).bySku.get(sku)?.product;
const run = (query: ChatQuery, catalog: readonly Product[]) => {
  const { result, details } = execute(query, catalog);
  return toJson(details.length > 0 ? { ...result, details } : result);
};

const TOOLS: Readonly<Record<string, Tool<unknown>>> = {
  query_catalogue: tool({
    description:
      'Answers a typed question over the catalogue: `value` (attributes of the products by SKU: spec labels as the catalogue writes them, or price, stock), `compare` (which of the products has the most/least of the first attribute), `rank` (the best products matching the constraints: categories, brand, price in cents, in stock, feature words like "ddr5", thresholds on spec figures), `total` (quantity × price). `about`: detail words the specs have no label for ("cradle", "heatsink"), answered with the sentences on the product pages that hold them. Returns the products with the figures that decide the answer.',
    args: chatQuerySchema,
    run: (query, catalog) => run(query, catalog),
  }),
  fit_check: tool({
    description:
      "Whether products fit the shopper's machine: a slot's size (M.2 2230/2280, 2.5-inch), a slot's PCIe generation or a USB port's Gbps, memory type, OS, AMD/Intel platform, or something the machine lacks (USB header). Returns yes / no / depends with the reason for each SKU.",
    args: fitArgs,
    run: ({ skus, host }, catalog) => {
      const unknown = skus.filter((sku) => !bySku(catalog, sku));
      if (unknown.length > 0) return { error: `No product with SKU ${unknown.join(', ')}` };
      return run({ operation: 'fit', products: skus, attributes: [], constraints: {}, host }, catalog);
    },
  }),
  policy_passage: tool({
    description:
      "The policy pages' passages that answer a question in the shopper's words, with Yes or No when the shopper's case meets or fails a condition, or what the pages do not say.",
    args: passageArgs,
    run: ({ question }, catalog) => ({
      ...run({ operation: 'policy', products: [], attributes: [], constraints: {}, question }, catalog),
      pages: [routes.terms, routes.privacy],
    }),
  }),
  get_product: tool({
    description: 'Everything about one product by SKU: price, stock, summary and all specifications, and its page.',
    args: productArgs,
    run: ({ sku }, catalog) => {
      const product = bySku(catalog, sku);
      if (!product) return { error: `No product with SKU ${sku}; use query_catalogue to find one` };
      return {
        ...productSummary(product, 30),
        summary: product.summary,
        released: product.released,
        maxOrderQuantity: maxQuantityFor(product.stock),
      };
    },
  }),
  quote_shipping: tool({
    description: `Subtotal, shipping and total in USD for a cart of products and quantities (at most ${MAX_QUANTITY} of a product, never more than in stock).`,
    args: shippingArgs,
    run: ({ lines: wanted }, catalog) => {
      const problems: string[] = [];
      const lines = wanted.flatMap(({ sku, quantity }) => {
        const product = bySku(catalog, sku);
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

/** The executor's result as JSON for the model: products as short summaries, never whole objects. */
function toJson(result: Executed | (Executed & { details: unknown })): Result {
  return JSON.parse(
    JSON.stringify(result, (key, value: unknown) =>
      isProduct(value) ? productSummary(value, key === 'product' ? 0 : 4) : value,
    ),
  ) as Result;
}
const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' && value !== null && 'sku' in value && 'specs' in value && 'price' in value;

/** A tool's parameters as JSON Schema, generated from the zod schema its arguments are parsed with. */
const parametersOf = (schema: z.core.$ZodType) => {
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
    brand: `${p.brand.charAt(0).toUpperCase()}${p.brand.slice(1)}`,
    category: p.category,
    priceUsd: dollars(p.price),
    ...(p.compareAtPrice === undefined ? {} : { wasUsd: dollars(p.compareAtPrice) }),
    stock: p.stock,
    stockLabel: stockLabel(p.stock),
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
  const parsed = z.safeParse(found.args, args);
  if (!parsed.success) return { error: `Invalid arguments: ${errorSentence(parsed.error)}` };
  return found.run(parsed.data, catalog);
}
