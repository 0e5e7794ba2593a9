// GET /api/stock?skus=a,b — live stock levels for the product pages, the cart and anyone else who shows stock.
// Public (stock is shown to everyone); SKUs the catalogue does not have are left out of the answer.
import { MAX_LINES } from '../../features/cart/index.ts';
import { skuSchema, type StockResponse } from '../../features/catalog/index.ts';
import { json, methodNotAllowed, problem } from '../http.ts';
import type { Inventory } from './inventory.ts';

export interface StockDeps {
  inventory: Inventory;
  now?: () => Date;
}

/** As many SKUs as a cart can hold lines. */
export const MAX_SKUS = MAX_LINES;

export async function handleStock(request: Request, deps: StockDeps): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed(['GET']);
  const raw = new URL(request.url).searchParams.get('skus') ?? '';
  const skus = [...new Set(raw.split(',').filter((sku) => sku !== ''))];
  if (skus.length === 0) return problem(400, 'Name the products: ?skus=sku-1,sku-2');
  if (skus.length > MAX_SKUS) return problem(400, `Ask for at most ${MAX_SKUS} SKUs at a time.`);
  const invalid = skus.find((sku) => !skuSchema.safeParse(sku).success);
  if (invalid !== undefined) return problem(400, 'Every SKU must be lower-case letters, digits and dashes.');
  const levels = await deps.inventory.levels(skus);
  const answer: StockResponse = { levels: Object.fromEntries(levels), at: (deps.now?.() ?? new Date()).toISOString() };
  return json(200, answer);
}
