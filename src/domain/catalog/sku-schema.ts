// The SKU rule as a schema, for the catalogue, the cart, orders and edits alike. zod/mini (which full zod objects
// accept as a field) keeps it small in the cart's and the orders' browser bundles.
import * as z from 'zod/mini';
import { SKU_MAX_LENGTH, SKU_PATTERN } from './sku.ts';

export const skuSchema = z
  .string()
  .check(
    z.regex(SKU_PATTERN, 'SKU must be lower-case letters, digits and dashes'),
    z.maxLength(SKU_MAX_LENGTH, `SKU must be at most ${SKU_MAX_LENGTH} characters`),
  );
