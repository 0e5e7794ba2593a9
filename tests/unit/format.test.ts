// Prices and the store's dates. Unit tests run with TZ=America/New_York (vitest.config.ts): the literals below are
// what a shopper there sees.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, groupDigits } from '~/domain/catalog/format';
import { plural } from '~/features/search/format';
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

describe('groupDigits and plural', () => {
  it('group a count as en-US does, for any count', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (n) => groupDigits(n) === n.toLocaleString('en-US')),
      { numRuns: 5000 },
    );
    for (const n of [0, 999, 1000, 999_999, 1_000_000]) expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });
  it('name one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'product')).toBe('1 product');
    expect(plural(0, 'result')).toBe('0 results');
    expect(plural(1204, 'product')).toBe('1,204 products');
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

describe('the store’s dates, written by hand', () => {
  const MM_DD_YY = { month: '2-digit', day: '2-digit', year: '2-digit' } as const;
  // Spaces as the browser writes them: some ICU versions put a narrow no-break space before AM and PM.
  const intl = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat('en-US', options);
    return (date: Date) => format.format(date).replace(/\u202f/g, ' ');
  };
  const calendar = intl({ ...MM_DD_YY, timeZone: 'UTC' });
  const local = intl(MM_DD_YY);
  const localTime = intl({ ...MM_DD_YY, hour: 'numeric', minute: '2-digit' });
  // Any moment a store could show (1900 to 2200), both sides of every daylight-saving change, midnight and noon.
  const moments = fc.date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2200-12-31T23:59:59Z'),
    noInvalidDate: true,
  });

  it('write what Intl writes in en-US, for any moment', () => {
    fc.assert(
      fc.property(moments, (date) => {
        expect(formatCalendarDate(date)).toBe(calendar(date));
        expect(formatLocalDate(date)).toBe(local(date));
        expect(formatLocalDateTime(date)).toBe(localTime(date));
      }),
      { numRuns: 5000 },
    );
    for (const at of ['2026-03-08T06:59:00Z', '2026-03-08T07:00:00Z', '2026-11-01T05:00:00Z', '2026-11-01T06:00:00Z'])
      expect(formatLocalDateTime(at)).toBe(localTime(new Date(at)));
    for (const at of ['2026-11-27T05:00:00Z', '2026-11-27T17:00:00Z', '2026-11-27T04:59:00Z'])
      expect(formatLocalDateTime(at)).toBe(localTime(new Date(at)));
  });
});
