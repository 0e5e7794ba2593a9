// Order formatting. Unit tests run with TZ=America/New_York (vitest.config.ts), so the expected strings are literal.
import { describe, expect, it } from 'vitest';
import { itemsSummary, orderNumber } from '../../src/features/orders/format.ts';
import { formatLocalDate } from '../../src/features/platform/index.ts';

describe('order formatting', () => {
  it('runs in the fixed non-UTC zone these literals assume', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  });

  it('writes dates as mm/dd/yy in the shopper’s time zone', () => {
    // 03:30 UTC on March 2 is still March 1 in New York.
    expect(formatLocalDate('2026-03-02T03:30:00.000Z')).toBe('03/01/26');
    expect(formatLocalDate('2026-03-02T05:00:00.000Z')).toBe('03/02/26');
    expect(formatLocalDate('2026-12-24T12:00:00.000Z')).toBe('12/24/26');
    // New Year's Eve in New York is already the new year in UTC.
    expect(formatLocalDate('2027-01-01T04:59:00.000Z')).toBe('12/31/26');
    expect(() => formatLocalDate('yesterday')).toThrow(RangeError);
  });

  it('numbers orders by the start of their id', () => {
    expect(orderNumber('0a1b2c3d4e5f60718293a4b5')).toBe('0A1B2C3D');
  });

  it('summarises the items', () => {
    const line = (name: string, quantity: number) => ({ sku: 'x', name, quantity, unitPrice: 1, lineTotal: quantity });
    expect(itemsSummary({ lines: [line('SSD', 2)] })).toBe('2 × SSD');
    expect(itemsSummary({ lines: [line('SSD', 2), line('Card', 1), line('Stick', 1), line('Antenna', 4)] })).toBe(
      '2 × SSD, 1 × Card and 2 more',
    );
  });
});
