import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from '~/features/catalog/format';

describe('formatPrice', () => {
  it('formats integer cents as US dollars', () => {
    expect(formatPrice(12999)).toBe('$129.99');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(123456789)).toBe('$1,234,567.89');
  });
});

describe('formatDate', () => {
  it('uses mm/dd/yy', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/26');
    expect(formatDate(new Date(Date.UTC(2021, 11, 31, 23, 59)))).toBe('12/31/21');
  });
  it('does not shift a date-only value by time zone', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/26');
  });
  it('refuses an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
