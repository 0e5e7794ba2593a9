// The product page's live-stock reader accepts only a well-formed level for the SKU it asked about.
import { describe, expect, it } from 'vitest';
import { levelOf } from '../../src/features/catalog/live-stock.ts';
import { stockResponseSchema } from '../../src/domain/catalog/stock-schema.ts';

describe('levelOf', () => {
  it('reads the level of a SKU from an answer of GET /api/stock', () => {
    const answer = { levels: { 'ssd-1tb': 3, card: 0 }, at: '2026-01-01T00:00:00.000Z' };
    expect(stockResponseSchema.safeParse(answer).success).toBe(true);
    expect(levelOf(answer, 'ssd-1tb')).toBe(3);
    expect(levelOf(answer, 'card')).toBe(0);
    expect(levelOf(answer, 'other')).toBeUndefined();
  });
  it.each([
    null,
    'x',
    [],
    {},
    { levels: null },
    { levels: { a: -1 } },
    { levels: { a: 1.5 } },
    { levels: { a: '3' } },
    { levels: { a: Infinity } },
    JSON.parse('{"levels":{"__proto__":{"a":5}}}'),
  ])('ignores %j', (body) => {
    expect(levelOf(body, 'a')).toBeUndefined();
  });
  it('does not read inherited keys', () => {
    expect(levelOf({ levels: {} }, 'constructor')).toBeUndefined();
    expect(levelOf({ levels: {} }, 'toString')).toBeUndefined();
  });
});
