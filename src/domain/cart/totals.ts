// Money for a cart or an order: line totals, subtotal, shipping and total, in integer cents (USD). Shared by the cart
// page's estimate and the orders Function's quote, so the two can never disagree on the rule.
import { formatPrice } from '../catalog/index.ts';

/** Shipping is free from this subtotal up (docs/rules.md#cart-and-orders; Terms and conditions, "Shipping"). */
export const FREE_SHIPPING_FROM = 5_000;
/** The flat charge below that. */
export const SHIPPING_FEE = 599;
/** The rule in the shopper's words, shown beside the shipping line. */
export const SHIPPING_RULE = `Free shipping on orders of ${formatPrice(FREE_SHIPPING_FROM)} or more; otherwise ${formatPrice(SHIPPING_FEE)}.`;

export interface Totals {
  itemCount: number;
  subtotal: number;
  shipping: number;
  total: number;
}

/** An empty cart ships nothing, so it costs nothing. */
export function shippingFor(subtotal: number): number {
  if (subtotal <= 0) return 0;
  return subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}

export function totalsOf(lines: ReadonlyArray<{ unitPrice: number; quantity: number }>): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shipping = shippingFor(subtotal);
  return { itemCount, subtotal, shipping, total: subtotal + shipping };
}
