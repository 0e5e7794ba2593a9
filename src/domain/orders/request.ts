// Reads the body of an order or quote request into lines, or one sentence saying what is wrong with it and the field
// at fault. Each rule of docs/rules.md#cart-and-orders (empty, more than 50 lines, quantity outside 1..10, a SKU that
// is not one) has its own code and message.
import { MAX_LINES, MAX_QUANTITY } from '../cart/index.ts';
import { fieldErrors, type FieldErrors } from '../errors/index.ts';
import { orderRequestSchema, type OrderRequest } from './schema.ts';

export type RequestErrorCode =
  | 'invalid-request'
  | 'empty-order'
  | 'too-many-lines'
  | 'invalid-line'
  | 'invalid-sku'
  | 'invalid-quantity'
  | 'duplicate-sku';

/** A refusal: its problem code, one sentence, and the message per field path ("lines.1.quantity") for `errors`. */
export type RequestError = { ok: false; code: RequestErrorCode; message: string; errors: FieldErrors };
export type ParsedRequest = { ok: true; lines: OrderRequest['lines'] } | RequestError;

const SHAPE = 'Send a JSON object like {"lines":[{"sku":"biwin-nv7400-1tb","quantity":1}]}.';

const refuse = (code: RequestErrorCode, message: string, errors: FieldErrors): RequestError => ({
  ok: false,
  code,
  message,
  errors,
});

export function parseOrderRequest(body: unknown): ParsedRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse('invalid-request', SHAPE, { _form: SHAPE });
  }
  if (!('lines' in body) || !Array.isArray(body.lines)) return refuse('invalid-request', SHAPE, { lines: SHAPE });
  const lines: unknown[] = body.lines;
  if (lines.length === 0) {
    const message = 'The order is empty: add at least one product.';
    return refuse('empty-order', message, { lines: message });
  }
  if (lines.length > MAX_LINES) {
    const message = `An order can have at most ${MAX_LINES} lines; this one has ${lines.length}.`;
    return refuse('too-many-lines', message, { lines: message });
  }
  const result = orderRequestSchema.safeParse(body);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    // The sentence is about the first field at fault: "lines.2.quantity", "lines.2.sku" or the line itself.
    const [, index, field] = (Object.keys(errors)[0] ?? '').split('.');
    const at = Number(index) || 0;
    const line = lines[at];
    const sku =
      typeof line === 'object' && line !== null && 'sku' in line && typeof line.sku === 'string'
        ? ` (${line.sku})`
        : '';
    if (field === 'quantity') {
      return refuse(
        'invalid-quantity',
        `Line ${at + 1}${sku}: quantity must be a whole number from 1 to ${MAX_QUANTITY}.`,
        errors,
      );
    }
    if (field === 'sku') {
      return refuse(
        'invalid-sku',
        `Line ${at + 1}: sku must be a product SKU (lower-case letters, digits and dashes).`,
        errors,
      );
    }
    return refuse(
      'invalid-line',
      `Line ${at + 1} must be an object {"sku": "…", "quantity": 1..${MAX_QUANTITY}}.`,
      errors,
    );
  }
  const seen = new Set<string>();
  for (const [index, line] of result.data.lines.entries()) {
    if (seen.has(line.sku)) {
      const message = `${line.sku} appears on more than one line; send each product once with its total quantity.`;
      return refuse('duplicate-sku', message, { [`lines.${index}.sku`]: message });
    }
    seen.add(line.sku);
  }
  return { ok: true, lines: result.data.lines };
}
