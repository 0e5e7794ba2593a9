// The cart as stored in localStorage. zod/mini keeps the parser small: it ships on every page that can add to cart.
import * as z from 'zod/mini';
import { skuSchema } from '../catalog/index.ts';
import { CART_VERSION, MAX_LINES, MAX_QUANTITY } from './limits.ts';

export const quantitySchema = z.int().check(z.gte(1), z.lte(MAX_QUANTITY));

export const cartLineSchema = z.object({ sku: skuSchema, quantity: quantitySchema });
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  version: z.literal(CART_VERSION),
  lines: z.array(cartLineSchema).check(z.maxLength(MAX_LINES)),
});
export type Cart = z.infer<typeof cartSchema>;

export const emptyCart = (): Cart => ({ version: CART_VERSION, lines: [] });
