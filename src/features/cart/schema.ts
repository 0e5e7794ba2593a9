// The cart as stored in localStorage. zod/mini keeps the parser small: it ships on every page that can add to cart.
import * as z from 'zod/mini';
import { CART_VERSION, MAX_LINES, MAX_QUANTITY, SKU_MAX_LENGTH, SKU_PATTERN } from './limits.ts';

export { CART_VERSION, MAX_LINES, MAX_QUANTITY, SKU_MAX_LENGTH, SKU_PATTERN };

export const skuSchema = z.string().check(z.maxLength(SKU_MAX_LENGTH), z.regex(SKU_PATTERN));
export const quantitySchema = z.int().check(z.gte(1), z.lte(MAX_QUANTITY));

export const cartLineSchema = z.object({ sku: skuSchema, quantity: quantitySchema });
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  version: z.literal(CART_VERSION),
  lines: z.array(cartLineSchema).check(z.maxLength(MAX_LINES)),
});
export type Cart = z.infer<typeof cartSchema>;

export const emptyCart = (): Cart => ({ version: CART_VERSION, lines: [] });
