// Prices and the store's dates. Unit tests run with TZ=America/New_York (vitest.config.ts): the literals below are
// what a shopper there sees.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '~/domain/catalog/format';
import { formatCalendarDate, formatLocalDate, formatLocalDateTime } from '~/features/platform/dates';

describe('formatPrice', () => {
  it('formats integer cents as US dollars', () => {
    expect(formatPrice(12999)).toBe('$129.99');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(123456789)).toBe('$1,234,567.89');
  });
  it('writes what Intl writes for US dollars, for any whole number of cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => formatPrice(cents) === usd.format(cents / 100)),
      { numRuns: 5000 },
    );
    for (const cents of [0, 1, 99, 100, 999_99, 1000_00, 999_999_99, 1_000_000_00, -1, -100_000])
      expect(formatPrice(cents)).toBe(usd.format(cents / 100));
  });
});

describe('formatCalendarDate', () => {
  it('uses mm/dd/yy', () => {
    expect(formatCalendarDate('2026-03-07')).toBe('03/07/26');
    expect(formatCalendarDate(new Date(Date.UTC(2021, 11, 31, 23, 59)))).toBe('12/31/21');
  });
  it('does not shift a date-only value by time zone (midnight UTC is the evening before in New York)', () => {
    expect(formatCalendarDate('2026-01-01')).toBe('01/01/26');
  });
  it('refuses an invalid date', () => {
    expect(() => formatCalendarDate('not a date')).toThrow(RangeError);
  });
});

describe('formatLocalDate and formatLocalDateTime', () => {
  it('read the moment in the viewer’s zone', () => {
    expect(formatLocalDate('2026-01-01T00:00:00.000Z')).toBe('12/31/25');
    expect(formatLocalDateTime('2026-11-22T12:00:00.000Z')).toBe('11/22/26, 7:00 AM');
    // Daylight saving time: UTC-4 in July.
    expect(formatLocalDateTime('2026-07-04T16:05:00.000Z')).toBe('07/04/26, 12:05 PM');
  });
  it('refuse an invalid date', () => {
    expect(() => formatLocalDateTime('soon')).toThrow(RangeError);
  });
});
