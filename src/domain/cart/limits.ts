// The cart's numbers, with no dependencies: the header badge and the Add-to-cart boot script on every content page
// import these without pulling in zod.

/**
 * Version of the stored shape; src/features/cart/storage.ts migrates older ones and drops newer ones it cannot read.
 */
export const CART_VERSION = 1;
/** The most of one product per order line (docs/rules.md#cart-and-orders). */
export const MAX_QUANTITY = 10;
/** The most lines an order may have; the orders Function refuses more. */
export const MAX_LINES = 50;

/** The most of a product one line may hold: 10, or fewer when fewer are in stock. */
export const maxQuantityFor = (stock: number) => Math.max(0, Math.min(MAX_QUANTITY, Math.floor(stock)));
