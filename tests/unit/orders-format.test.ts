import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatOrderDate, itemsSummary, orderNumber } from '../../src/features/orders/format.ts';

afterEach(() => vi.unstubAllEnvs());

describe('order formatting', () => {
  it('writes dates as mm/dd/yy in the shopper’s time zone', () => {
    // 03:30 UTC on March 2 is still March 1 in New York.
    const iso = '2026-03-02T03:30:00.000Z';
    const local = new Date(iso);
    const expected = `${String(local.getMonth() + 1).padStart(2, '0')}/${String(local.getDate()).padStart(2, '0')}/${String(local.getFullYear() % 100).padStart(2, '0')}`;
    expect(formatOrderDate(iso)).toBe(expected);
    expect(formatOrderDate('2026-12-24T12:00:00.000Z')).toMatch(/^12\/2[45]\/26$/);
    expect(() => formatOrderDate('yesterday')).toThrow(RangeError);
  });

  it('numbers orders by the start of their id', () => {
    expect(orderNumber('0a1b2c3d4e5f60718293a4b5')).toBe('0A1B2C3D');
  });

  it('summarises the items', () => {
    const line = (name: string, quantity: number) => ({ sku: 'x', name, quantity, unitPrice: 1, lineTotal: quantity });
    expect(itemsSummary({ lines: [line('SSD', 2)] })).toBe('2 × SSD');
    expect(itemsSummary({ lines: [line('SSD', 2), line('Card', 1), line('Stick', 1), line('Antenna', 4)] })).toBe('2 × SSD, 1 × Card and 2 more');
  });
});
