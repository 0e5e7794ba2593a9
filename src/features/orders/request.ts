// Reads the body of an order or quote request into lines, or one sentence saying what is wrong with it. Each rule the
// issue names (empty, more than 50 lines, quantity outside 1..10, a SKU that is not one) has its own code and message.
import { MAX_LINES, MAX_QUANTITY } from '../cart/index.ts';
import { orderRequestSchema, type OrderRequest } from './schema.ts';

export type RequestErrorCode =
  | 'invalid-request'
  | 'empty-order'
  | 'too-many-lines'
  | 'invalid-line'
  | 'invalid-sku'
  | 'invalid-quantity'
  | 'duplicate-sku';

export type ParsedRequest =
  { ok: true; lines: OrderRequest['lines'] } | { ok: false; code: RequestErrorCode; message: string };

const SHAPE = 'Send a JSON object like {"lines":[{"sku":"biwin-nv7400-1tb","quantity":1}]}.';

export function parseOrderRequest(body: unknown): ParsedRequest {
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    !('lines' in body) ||
    !Array.isArray(body.lines)
  ) {
    return { ok: false, code: 'invalid-request', message: SHAPE };
  }
  const lines: unknown[] = body.lines;
  if (lines.length === 0)
    return { ok: false, code: 'empty-order', message: 'The order is empty: add at least one product.' };
  if (lines.length > MAX_LINES) {
    return {
      ok: false,
      code: 'too-many-lines',
      message: `An order can have at most ${MAX_LINES} lines; this one has ${lines.length}.`,
    };
  }
  const result = orderRequestSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const [, index, field] = issue?.path ?? [];
    const at = typeof index === 'number' ? index : 0;
    const line = lines[at];
    const sku =
      typeof line === 'object' && line !== null && 'sku' in line && typeof line.sku === 'string'
        ? ` (${line.sku})`
        : '';
    if (field === 'quantity') {
      return {
        ok: false,
        code: 'invalid-quantity',
        message: `Line ${at + 1}${sku}: quantity must be a whole number from 1 to ${MAX_QUANTITY}.`,
      };
    }
    if (field === 'sku') {
      return {
        ok: false,
        code: 'invalid-sku',
        message: `Line ${at + 1}: sku must be a product SKU (lower-case letters, digits and dashes).`,
      };
    }
    return {
      ok: false,
      code: 'invalid-line',
      message: `Line ${at + 1} must be an object {"sku": "…", "quantity": 1..${MAX_QUANTITY}}.`,
    };
  }
  const seen = new Set<string>();
  for (const line of result.data.lines) {
    if (seen.has(line.sku)) {
      return {
        ok: false,
        code: 'duplicate-sku',
        message: `${line.sku} appears on more than one line; send each product once with its total quantity.`,
      };
    }
    seen.add(line.sku);
  }
  return { ok: true, lines: result.data.lines };
}
