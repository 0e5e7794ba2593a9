import type { Product } from '../catalog/index.ts';
import { editableKeys, type EditableKey, type ProductEditFields, type StoredEdit } from './schema.ts';

/** Applies one edit's fields to a product; the edit wins field by field. */
export function applyEdit(product: Product, fields: ProductEditFields): Product {
  const { compareAtPrice, maxPerCustomer, ...rest } = fields;
  const { compareAtPrice: _old, maxPerCustomer: _oldCap, ...base } = product;
  // An edit saved before the cap was editable (undefined) keeps the product's own.
  const cap = maxPerCustomer === undefined ? product.maxPerCustomer : maxPerCustomer;
  return {
    ...base,
    ...rest,
    ...(compareAtPrice === null ? {} : { compareAtPrice }),
    ...(cap === null || cap === undefined ? {} : { maxPerCustomer: cap }),
  };
}

/**
 * The effective catalogue: stored edits laid over the repository's products. An edit for a SKU the catalogue no
 * longer has is ignored. Hidden products stay in the result (flagged) so callers decide: listings drop them.
 */
export function overlayEdits(products: readonly Product[], edits: readonly StoredEdit[]): Product[] {
  const bySku = new Map(edits.map((edit) => [edit.sku, edit]));
  return products.map((product) => {
    const edit = bySku.get(product.sku);
    return edit ? applyEdit(product, edit.fields) : product;
  });
}

/** Which editable fields differ between two states, for the change history. */
export function changedKeys(before: ProductEditFields, after: ProductEditFields): EditableKey[] {
  return editableKeys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

export type VersionCheck = { ok: true } | { ok: false; current: number };

/** Optimistic concurrency: a save must start from the version that is stored now (0: never edited). */
export function checkVersion(current: number, expected: number): VersionCheck {
  return current === expected ? { ok: true } : { ok: false, current };
}
