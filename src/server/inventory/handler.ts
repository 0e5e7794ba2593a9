// GET /api/stock?skus=a,b — live stock levels for the product pages, the cart and anyone else who shows stock.
// Public (stock is shown to everyone); SKUs the catalogue does not have, and hidden products, are left out of the answer.
import * as z from 'zod/mini';
import { MAX_LINES } from '../../domain/cart/index.ts';
import { skuSchema, type StockResponse } from '../../domain/catalog/index.ts';
import { errorSentence, fieldErrors } from '../../domain/errors/index.ts';
import { json, methodNotAllowed, problem } from '../http.ts';
import type { Inventory } from './inventory.ts';

export interface StockDeps {
  inventory: Inventory;
  /** Which SKUs a shopper may see: a hidden product's stock is not answered, as if it did not exist. */
  visible: (skus: readonly string[]) => Promise<ReadonlySet<string>>;
  now?: () => Date;
}

/** As many SKUs as a cart can hold lines. */
export const MAX_SKUS = MAX_LINES;

/** The query, as a field `skus` (comma-separated, duplicates dropped), so a refusal names it like any field. */
const stockQuerySchema = z.object({
  skus: z
    .array(skuSchema)
    .check(
      z.minLength(1, 'must name the products: ?skus=sku-1,sku-2'),
      z.maxLength(MAX_SKUS, `must name at most ${MAX_SKUS} SKUs at a time`),
    ),
});

export async function handleStock(request: Request, deps: StockDeps): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed(['GET']);
  const raw = new URL(request.url).searchParams.get('skus') ?? '';
  const parsed = stockQuerySchema.safeParse({ skus: [...new Set(raw.split(',').filter((sku) => sku !== ''))] });
  if (!parsed.success) {
    return problem(400, errorSentence(parsed.error), { code: 'invalid-request', errors: fieldErrors(parsed.error) });
  }
  const visible = await deps.visible(parsed.data.skus);
  const levels = await deps.inventory.levels(parsed.data.skus.filter((sku) => visible.has(sku)));
  const answer: StockResponse = { levels: Object.fromEntries(levels), at: (deps.now?.() ?? new Date()).toISOString() };
  return json(200, answer);
}
