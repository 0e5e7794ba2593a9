// How much one account may hold in open (placed, not cancelled) orders: orders cost nothing to place in this store,
// so without a bound one account could take a whole product line and make it read "out of stock" for everyone
// (docs/rules.md#cart-and-orders). Checked by the orders Function, atomically per account.

/** Open orders one account may have at a time. */
export const MAX_OPEN_ORDERS = 5;
/** Units of one product one account may hold across its open orders (two full cart lines). */
export const MAX_OPEN_UNITS_PER_PRODUCT = 20;
