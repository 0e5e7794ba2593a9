// The typed question between the shopper's words and the catalogue (docs/assistant.md): the offline assistant reads a
// conversation into a ChatQuery, and the model's `query_catalogue` tool takes the same schema, so both are answered by
// one executor over the same data. Attributes are the catalogue's own spec labels, plus `price` and `stock`.
import * as z from 'zod/mini';
import { hostSchema } from '../catalog/fit.ts';
import { skuSchema } from '../catalog/sku-schema.ts';

/** What is asked of the products: a value, which is more, the best under constraints, a total, a fit, a policy… */
export const chatOperations = [
  'value',
  'compare',
  'rank',
  'total',
  'fit',
  'policy',
  'unsold',
  'refuse',
  'brand',
  'greeting',
  'unknown',
] as const;
export const chatOperationSchema = z.enum(chatOperations);
export type ChatOperation = z.infer<typeof chatOperationSchema>;

/** A figure the products must reach: "at least 1 TB", "over 5,000 MB/s". `value` is in the attribute's base unit. */
export const thresholdSchema = z.object({
  attribute: z.string().check(z.maxLength(60)),
  op: z.enum(['>=', '<=']),
  value: z.number(),
});
export type Threshold = z.infer<typeof thresholdSchema>;

export const constraintsSchema = z.object({
  /** Price bounds in cents. */
  maxPrice: z.optional(z.number().check(z.nonnegative())),
  minPrice: z.optional(z.number().check(z.nonnegative())),
  /** The catalogue's own category names. */
  categories: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(20))),
  brand: z.optional(z.string().check(z.maxLength(30))),
  inStock: z.optional(z.boolean()),
  /** Words every product must carry in its name, category, tags or specs ("ddr5", "wifi 6e", "microsd"). */
  features: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(8))),
  /** Words no product may carry ("not a USB dongle", "no RGB", "a PC with no M.2"). */
  excluded: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(8))),
  thresholds: z.optional(z.array(thresholdSchema).check(z.maxLength(6))),
});
export type Constraints = z.infer<typeof constraintsSchema>;

export const chatQuerySchema = z.object({
  operation: chatOperationSchema,
  /** The products referred to, by SKU, in the order the shopper named them. */
  products: z.array(skuSchema).check(z.maxLength(12)),
  /** Spec labels as the catalogue writes them ("Sequential read"), or `price`, `stock`. */
  attributes: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(8)),
  /** For compare and rank: the most (`max`) or the least (`min`) of the first attribute. */
  direction: z.optional(z.enum(['max', 'min'])),
  constraints: constraintsSchema,
  /**
   * For a total of kinds ("a 1 TB NVMe and a Wi-Fi 7 card for $150"), alone or beside the products named ("the X
   * plus a microSD card"): each kind's constraints.
   */
  parts: z.optional(z.array(constraintsSchema).check(z.minLength(1), z.maxLength(4))),
  /** For a total of several named products (then of each kind in `parts`): how many of each, in that order. */
  quantities: z.optional(z.array(z.number().check(z.int(), z.positive(), z.maximum(10_000))).check(z.maxLength(12))),
  /** For a total: how many units. */
  quantity: z.optional(z.number().check(z.int(), z.positive(), z.maximum(10_000))),
  /** For a fit: the shopper's machine, as far as they describe it. */
  host: z.optional(hostSchema),
  /** Words the specs have no label for ("cradle", "heatsink"): looked up in the products' own sentences. */
  about: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(8))),
  /** For a policy question: the shopper's words, retrieved against the policy pages. */
  question: z.optional(z.string().check(z.maxLength(1_000))),
  /** What the shopper asked for that the store does not sell ("graphics cards", "Samsung"). */
  unsold: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(6))),
  /** Why part of the message is refused: other people's data, deception, instructions, professional advice, off-topic. */
  refused: z.optional(
    z.array(z.enum(['privacy', 'deception', 'instructions', 'advice', 'offtopic'])).check(z.maxLength(5)),
  ),
  /** What the shopper named that matches nothing in the catalogue (a model, a spec), said back honestly. */
  unknown: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(6))),
});
export type ChatQuery = z.infer<typeof chatQuerySchema>;
