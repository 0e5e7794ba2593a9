// Every way an order request can be wrong, and the sentence that says so.
import { describe, expect, it } from 'vitest';
import { parseOrderRequest } from '../../src/domain/orders/request.ts';

const line = (sku: unknown, quantity: unknown) => ({ sku, quantity });

describe('parseOrderRequest', () => {
  it('accepts 1 to 50 lines of SKU and quantity 1..10, dropping anything else', () => {
    expect(parseOrderRequest({ lines: [{ sku: 'a-1', quantity: 10, price: 0 }], total: 1 })).toEqual({
      ok: true,
      lines: [{ sku: 'a-1', quantity: 10 }],
    });
    const fifty = Array.from({ length: 50 }, (_, i) => line(`p-${i}`, 1));
    expect(parseOrderRequest({ lines: fifty }).ok).toBe(true);
  });

  const cases: Array<[string, unknown, string, string]> = [
    [
      'not an object',
      'lines',
      'invalid-request',
      'Send a JSON object like {"lines":[{"sku":"biwin-nv7400-1tb","quantity":1}]}.',
    ],
    ['null', null, 'invalid-request', 'Send a JSON object like {"lines":[{"sku":"biwin-nv7400-1tb","quantity":1}]}.'],
    [
      'an array',
      [line('a', 1)],
      'invalid-request',
      'Send a JSON object like {"lines":[{"sku":"biwin-nv7400-1tb","quantity":1}]}.',
    ],
    [
      'no lines',
      { items: [] },
      'invalid-request',
      'Send a JSON object like {"lines":[{"sku":"biwin-nv7400-1tb","quantity":1}]}.',
    ],
    ['empty', { lines: [] }, 'empty-order', 'The order is empty: add at least one product.'],
    [
      '51 lines',
      { lines: Array.from({ length: 51 }, (_, i) => line(`p-${i}`, 1)) },
      'too-many-lines',
      'An order can have at most 50 lines; this one has 51.',
    ],
    [
      'quantity 0',
      { lines: [line('a-1', 0)] },
      'invalid-quantity',
      'Line 1 (a-1): quantity must be a whole number from 1 to 10.',
    ],
    [
      'quantity 11',
      { lines: [line('a-1', 1), line('b-2', 11)] },
      'invalid-quantity',
      'Line 2 (b-2): quantity must be a whole number from 1 to 10.',
    ],
    [
      'negative quantity',
      { lines: [line('a-1', -5)] },
      'invalid-quantity',
      'Line 1 (a-1): quantity must be a whole number from 1 to 10.',
    ],
    [
      'fractional quantity',
      { lines: [line('a-1', 2.5)] },
      'invalid-quantity',
      'Line 1 (a-1): quantity must be a whole number from 1 to 10.',
    ],
    [
      'missing quantity',
      { lines: [{ sku: 'a-1' }] },
      'invalid-quantity',
      'Line 1 (a-1): quantity must be a whole number from 1 to 10.',
    ],
    [
      'a SKU with a slash',
      { lines: [line('a/b', 1)] },
      'invalid-sku',
      'Line 1: sku must be a product SKU (lower-case letters, digits and dashes).',
    ],
    [
      'a numeric SKU',
      { lines: [line(42, 1)] },
      'invalid-sku',
      'Line 1: sku must be a product SKU (lower-case letters, digits and dashes).',
    ],
    [
      'a line that is a string',
      { lines: ['a-1'] },
      'invalid-line',
      'Line 1 must be an object {"sku": "…", "quantity": 1..10}.',
    ],
    [
      'the same SKU twice',
      { lines: [line('a-1', 1), line('a-1', 2)] },
      'duplicate-sku',
      'a-1 appears on more than one line; send each product once with its total quantity.',
    ],
  ];
  it.each(cases)('refuses %s', (_name, body, code, message) => {
    expect(parseOrderRequest(body)).toEqual({ ok: false, code, message, errors: expect.any(Object) });
  });

  it("names the field at fault for the problem's errors, in the schema helper's words", () => {
    expect(parseOrderRequest({ lines: [line('a-1', 1), line('b-2', 11)] })).toMatchObject({
      errors: { 'lines.1.quantity': expect.any(String) },
    });
    expect(parseOrderRequest({ lines: [line('a/b', 1)] })).toMatchObject({
      errors: { 'lines.0.sku': 'SKU must be lower-case letters, digits and dashes' },
    });
    expect(parseOrderRequest({ lines: [] })).toMatchObject({
      errors: { lines: 'The order is empty: add at least one product.' },
    });
    expect(parseOrderRequest({ lines: [line('a-1', 1), line('a-1', 2)] })).toMatchObject({
      errors: { 'lines.1.sku': expect.stringMatching(/more than one line/) },
    });
  });
});
