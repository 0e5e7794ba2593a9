// The catalogue's schemas, for the content collections, the Functions and the editor's form alike. zod/mini: these
// reach the browser with the editor, and every React root shares one chunk of zod's core, so classic zod here would
// grow every React root's download (docs/decisions.md#zodmini-in-the-browser).
import * as z from 'zod/mini';
import { brandIds } from './brands.ts';
import { skuSchema } from './sku-schema.ts';

export const brandIdSchema = z.enum(brandIds);
export type BrandId = z.infer<typeof brandIdSchema>;

/** A trimmed string of 1..max characters, with a message for each bound (none when the field is not a form's). */
const text = (max: number, messages?: { required: string; tooLong: string }) =>
  z.string().check(z.trim(), z.minLength(1, messages?.required), z.maxLength(max, messages?.tooLong));

/** Money is integer cents (USD) so sums never drift. `label` names the amount in its errors. */
const centsOf = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .check(
      z.int(`${label} must be a whole number of cents`),
      z.gte(0, `${label} cannot be negative`),
      z.lte(10_000_000, `${label} must be at most $100,000`),
    );
export const centsSchema = centsOf('Price');
export const compareAtCentsSchema = centsOf('Compare-at price');

export const specSchema = z.object({
  label: text(60, { required: 'Spec name is required', tooLong: 'Spec names must be at most 60 characters' }),
  value: text(200, { required: 'Spec value is required', tooLong: 'Spec values must be at most 200 characters' }),
});
export type Spec = z.infer<typeof specSchema>;

/** The most spec rows and tags a product has (docs/rules.md#product-editing); the editor's form obeys the same. */
export const MAX_SPECS = 30;
export const MAX_TAGS = 20;
/** A summary is one or two sentences for cards and search results; the editor's hint names the same limit. */
export const MAX_SUMMARY_CHARS = 200;
const specsSchema = z.array(specSchema).check(z.maxLength(MAX_SPECS, `At most ${MAX_SPECS} spec rows`));
const tagsSchema = z
  .array(text(30, { required: 'Tags cannot be empty', tooLong: 'Tags must be at most 30 characters' }))
  .check(z.maxLength(MAX_TAGS, `At most ${MAX_TAGS} tags`));

/**
 * What fitting a product into a machine depends on: its physical form, the bus it uses (with the PCIe generation, or
 * a USB port's Gbps, where speed depends on it), the M.2 key, the operating systems it supports and what it needs
 * from the host. The assistant's fit check and the product page read it (fit.ts).
 */
export const fitSchema = z.object({
  formFactor: text(40),
  bus: z.enum(['PCIe', 'SATA', 'USB', 'DDR4', 'DDR5', 'SD', 'RP-SMA']),
  generation: z.optional(z.number().check(z.positive())),
  key: z.optional(z.enum(['M', 'E'])),
  os: z.optional(z.array(text(60)).check(z.maxLength(10))),
  needs: z.optional(z.array(text(120)).check(z.maxLength(6))),
});
export type Fit = z.infer<typeof fitSchema>;

export const productSchema = z
  .object({
    sku: skuSchema,
    brand: brandIdSchema,
    name: text(120, { required: 'Name is required', tooLong: 'Name must be at most 120 characters' }),
    category: text(60),
    line: text(60),
    price: centsSchema,
    compareAtPrice: z.optional(compareAtCentsSchema),
    stock: z
      .number({ error: 'Stock must be a number' })
      .check(
        z.int('Stock must be a whole number'),
        z.gte(0, 'Stock cannot be negative'),
        z.lte(100_000, 'Stock must be at most 100,000'),
      ),
    images: z.array(z.string().check(z.regex(/^[a-z0-9-]+\.svg$/))).check(z.minLength(1)),
    summary: text(MAX_SUMMARY_CHARS, {
      required: 'Summary is required',
      tooLong: `Summary must be at most ${MAX_SUMMARY_CHARS} characters`,
    }),
    description: text(4000, {
      required: 'Description is required',
      tooLong: 'Description must be at most 4,000 characters',
    }),
    specs: specsSchema,
    tags: tagsSchema,
    released: z.iso.date(),
    related: z.array(skuSchema).check(z.maxLength(12)),
    featured: z._default(z.boolean(), false),
    hidden: z._default(z.boolean(), false),
    /** The most units one account may hold in open orders, when an editor caps it below the fair share's default. */
    maxPerCustomer: z.optional(
      z
        .number({ error: 'Limit per customer must be a number' })
        .check(z.int('Limit per customer must be a whole number'), z.gte(1, 'Limit per customer must be at least 1')),
    ),
    fit: z.optional(fitSchema),
  })
  .check(
    z.refine((p) => p.compareAtPrice === undefined || p.compareAtPrice > p.price, {
      message: 'Compare-at price must be higher than the price',
      path: ['compareAtPrice'],
    }),
  );
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
