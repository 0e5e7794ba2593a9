// Totals and the shipping rule, and that the rule is the one the Terms page and the assistant state.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FREE_SHIPPING_FROM,
  SHIPPING_FEE,
  SHIPPING_RULE,
  shippingFor,
  totalsOf,
} from '../../src/domain/cart/totals.ts';
import { formatPrice } from '../../src/domain/catalog/format.ts';

describe('shipping', () => {
  it('is free from $50.00, $5.99 below, and nothing for an empty cart', () => {
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(1)).toBe(599);
    expect(shippingFor(4999)).toBe(599);
    expect(shippingFor(5000)).toBe(0);
    expect(shippingFor(123_456)).toBe(0);
  });

  it('states the rule with the same numbers', () => {
    expect(SHIPPING_RULE).toBe(
      `Free shipping on orders of ${formatPrice(FREE_SHIPPING_FROM)} or more; otherwise ${formatPrice(SHIPPING_FEE)}.`,
    );
  });

  it('matches the Terms and conditions page', () => {
    const terms = readFileSync(new URL('../../src/content/policies/terms-and-conditions.md', import.meta.url), 'utf8');
    expect(terms).toContain(`free on orders of $${FREE_SHIPPING_FROM / 100} or more`);
    expect(terms).toContain(`flat shipping charge of **${formatPrice(SHIPPING_FEE)}**`);
  });
});

describe('totalsOf', () => {
  it('adds line totals in integer cents', () => {
    expect(
      totalsOf([
        { unitPrice: 7999, quantity: 2 },
        { unitPrice: 1299, quantity: 1 },
      ]),
    ).toEqual({ itemCount: 3, subtotal: 17297, shipping: 0, total: 17297 });
  });

  it('charges shipping under the threshold', () => {
    expect(totalsOf([{ unitPrice: 1299, quantity: 3 }])).toEqual({
      itemCount: 3,
      subtotal: 3897,
      shipping: 599,
      total: 4496,
    });
  });

  it('is all zero for an empty cart', () => {
    expect(totalsOf([])).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, total: 0 });
  });

  it('never drifts: ten lines of $0.10 make exactly $1.00', () => {
    expect(totalsOf(Array.from({ length: 10 }, () => ({ unitPrice: 10, quantity: 1 }))).subtotal).toBe(100);
  });
});
