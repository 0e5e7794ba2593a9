import * as z from 'zod/mini';
import { fieldErrors as schemaFieldErrors } from '../errors/index.ts';
import { centsSchema, compareAtCentsSchema, productSchema, skuSchema, type Product } from '../catalog/index.ts';

/** The fields an editor may change; everything else (SKU, brand, images, …) comes from the repository. */
export const editableKeys = [
  'name',
  'price',
  'compareAtPrice',
  'stock',
  'summary',
  'description',
  'specs',
  'tags',
  'hidden',
  'maxPerCustomer',
] as const;
export type EditableKey = (typeof editableKeys)[number];

const shape = productSchema.shape;

/** What the editor form submits. A null compare-at price removes the sale. */
export const productEditFieldsSchema = z
  .strictObject({
    name: shape.name,
    price: centsSchema,
    compareAtPrice: z.nullable(compareAtCentsSchema),
    stock: shape.stock,
    summary: shape.summary,
    description: shape.description,
    specs: shape.specs,
    tags: shape.tags,
    hidden: z.boolean(),
    /** The most one account may hold in orders not yet shipped (docs/orders.md#fair-shares); null: the fair share. */
    maxPerCustomer: z.optional(
      z.nullable(
        z
          .number({ error: 'Limit per customer must be a number' })
          .check(
            z.int('Limit per customer must be a whole number'),
            z.gte(1, 'Limit per customer must be at least 1'),
            z.lte(1000, 'Limit per customer must be at most 1,000'),
          ),
      ),
    ),
  })
  .check(
    z.refine((f) => f.compareAtPrice === null || f.compareAtPrice > f.price, {
      message: 'Compare-at price must be higher than the price',
      path: ['compareAtPrice'],
    }),
  );
export type ProductEditFields = z.infer<typeof productEditFieldsSchema>;

/**
 * The body of PUT /api/products/{sku}: the fields, the version the editor started from (0: never edited) and the
 * stock level the form was loaded with. Orders move the level while the form is open, so the stock field is a change
 * only when it differs from `stockSeen`, and that change is made only while the level is still `stockSeen`.
 */
export const productEditRequestSchema = z.object({
  version: z.int().check(z.gte(0)),
  fields: productEditFieldsSchema,
  stockSeen: z.int().check(z.gte(0)),
});
export type ProductEditRequest = z.infer<typeof productEditRequestSchema>;

/**
 * One saved version of a product's edits: the whole editable state after the save, who saved it, when, and which
 * fields it changed. Versions are stored side by side and never overwritten, so they are also the change history.
 */
export const storedEditSchema = z.object({
  sku: skuSchema,
  version: z.int().check(z.gte(1)),
  fields: productEditFieldsSchema,
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().check(z.maxLength(320)),
  changed: z.array(z.enum(editableKeys)),
});
export type StoredEdit = z.infer<typeof storedEditSchema>;

/** GET /api/products/{sku}: the effective editable state and whether the caller may change it. */
export const productStateSchema = z.object({
  sku: skuSchema,
  fields: productEditFieldsSchema,
  /** 0 while the product has never been edited; a save must send the version it started from. */
  version: z.int().check(z.gte(0)),
  updatedAt: z.nullable(z.iso.datetime()),
  /** Who saved the latest version: told to editors only (an editor's address is nobody else's business). */
  updatedBy: z.nullable(z.string()),
  canEdit: z.boolean(),
  /** The repository's values, which "Revert to catalogue values" restores. */
  catalog: productEditFieldsSchema,
});
export type ProductState = z.infer<typeof productStateSchema>;

/** When a saved change reaches the static pages. */
export const liveStatusSchema = z.object({
  /** rebuilding: a build was started now; queued: one starts within a minute; manual: the next deploy. */
  when: z.enum(['rebuilding', 'queued', 'manual']),
  message: z.string(),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;

/** 200 from PUT /api/products/{sku}. */
export const saveResponseSchema = z.extend(productStateSchema, { live: liveStatusSchema });
export type SaveResponse = z.infer<typeof saveResponseSchema>;

/** The editable view of a catalogue product, as the form starts from it. */
export function editableFields(product: Product): ProductEditFields {
  return {
    name: product.name,
    price: product.price,
    compareAtPrice: product.compareAtPrice ?? null,
    stock: product.stock,
    summary: product.summary,
    description: product.description,
    specs: product.specs.map((s) => ({ ...s })),
    tags: [...product.tags],
    hidden: product.hidden,
    maxPerCustomer: product.maxPerCustomer ?? null,
  };
}

/**
 * Field errors keyed by the form's paths ("price", "specs.2.value"), one message each, for inline display. A tag is
 * one comma-separated field, so any tag's error is "tags". `under` drops the request's wrapper ("fields" of a PUT body).
 */
export const fieldErrors = (error: z.core.$ZodError, under?: string): Record<string, string> =>
  schemaFieldErrors(error, { ...(under === undefined ? {} : { under }), wholeFields: ['tags'] });
