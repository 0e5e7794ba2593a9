import '../platform/zod-jitless.ts';
import { z } from 'zod';
import { brandIds } from './brands.ts';
import { skuSchema } from './sku-schema.ts';

export const brandIdSchema = z.enum(brandIds);
export type BrandId = z.infer<typeof brandIdSchema>;

/** Money is integer cents (USD) so sums never drift. `label` names the amount in its errors. */
const centsOf = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} must be at most $100,000`);
export const centsSchema = centsOf('Price');
export const compareAtCentsSchema = centsOf('Compare-at price');

export const specSchema = z.object({
  label: z.string().trim().min(1, 'Spec name is required').max(60, 'Spec names must be at most 60 characters'),
  value: z.string().trim().min(1, 'Spec value is required').max(200, 'Spec values must be at most 200 characters'),
});
export type Spec = z.infer<typeof specSchema>;

/** The most spec rows and tags a product has (docs/rules.md#product-editing); the editor's form obeys the same. */
export const MAX_SPECS = 30;
export const MAX_TAGS = 20;
/** A summary is one or two sentences for cards and search results; the editor's hint names the same limit. */
export const MAX_SUMMARY_CHARS = 200;
const specsSchema = z.array(specSchema).max(MAX_SPECS, `At most ${MAX_SPECS} spec rows`);
const tagsSchema = z
  .array(z.string().trim().min(1, 'Tags cannot be empty').max(30, 'Tags must be at most 30 characters'))
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags`);

export const productSchema = z
  .object({
    sku: skuSchema,
    brand: brandIdSchema,
    name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
    category: z.string().trim().min(1).max(60),
    line: z.string().trim().min(1).max(60),
    price: centsSchema,
    compareAtPrice: compareAtCentsSchema.optional(),
    stock: z
      .number({ error: 'Stock must be a number' })
      .int('Stock must be a whole number')
      .min(0, 'Stock cannot be negative')
      .max(100_000, 'Stock must be at most 100,000'),
    images: z.array(z.string().regex(/^[a-z0-9-]+\.svg$/)).min(1),
    summary: z
      .string()
      .trim()
      .min(1, 'Summary is required')
      .max(MAX_SUMMARY_CHARS, `Summary must be at most ${MAX_SUMMARY_CHARS} characters`),
    description: z
      .string()
      .trim()
      .min(1, 'Description is required')
      .max(4000, 'Description must be at most 4,000 characters'),
    specs: specsSchema,
    tags: tagsSchema,
    released: z.iso.date(),
    related: z.array(skuSchema).max(12),
    featured: z.boolean().default(false),
    hidden: z.boolean().default(false),
  })
  .refine((p) => p.compareAtPrice === undefined || p.compareAtPrice > p.price, {
    message: 'Compare-at price must be higher than the price',
    path: ['compareAtPrice'],
  });
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

export const brandSchema = z.object({
  id: brandIdSchema,
  name: z.string(),
  tagline: z.string(),
  founded: z.number().int(),
  headquarters: z.string(),
  story: z.array(z.string()).min(1),
  lines: z.array(z.object({ name: z.string(), category: z.string(), text: z.string() })).min(1),
  colors: z.object({ primary: z.string(), accent: z.string() }),
});
export type Brand = z.infer<typeof brandSchema>;

export const policySchema = z.object({
  title: z.string(),
  description: z.string(),
  updated: z.coerce.date(),
});
