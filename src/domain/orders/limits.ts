// How much one account may hold in open (not yet shipped) orders: orders cost nothing to place in this store, so
// without a bound one account could take a whole product line and make it read "out of stock" for everyone
// (docs/rules.md#cart-and-orders, docs/orders.md#fair-shares). Checked by the orders Function, atomically per account.

/** Open orders one account may have at a time. */
export const MAX_OPEN_ORDERS = 5;
/** Units of one product one account may hold across its open orders, at most (two full cart lines). */
export const MAX_OPEN_UNITS_PER_PRODUCT = 20;
/** Of the units on hand when an account orders, it may hold at most this share. */
export const FAIR_SHARE_DIVISOR = 4;

/**
 * The most units of one product one account may hold in open orders: a quarter of the units on hand when it orders
 * (at least one, so a last unit can still be sold), or the product's own cap (an editor's `maxPerCustomer`, else
 * MAX_OPEN_UNITS_PER_PRODUCT), whichever is smaller.
 */
export function fairShare(onHand: number, cap: number = MAX_OPEN_UNITS_PER_PRODUCT): number {
  return Math.max(1, Math.min(cap, Math.floor(Math.max(0, onHand) / FAIR_SHARE_DIVISOR)));
}

/**
 * Orders one account may cancel in CHURN_WINDOW_MS before it must wait to check out again: placing and cancelling
 * in a loop would otherwise grow the stored orders without bound and hold stock back from everyone in turns.
 */
export const MAX_CANCELS_PER_WINDOW = 30;
export const CHURN_WINDOW_MS = 24 * 60 * 60 * 1000;
