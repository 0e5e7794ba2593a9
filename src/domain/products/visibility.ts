// Whether shoppers may see a product: the one rule every answer that names products applies (the product files, the
// stock answer, orders, the assistant, the build's listings), so a product an editor hides leaves them all alike.
import type { Product } from '../catalog/schema.ts';
import { applyEdit } from '../editor/overlay.ts';
import type { StoredEdit } from '../editor/schema.ts';

/** The product as shoppers meet it: the catalogue's values with its newest stored edit (if any) laid over them. */
export function withEdit(product: Product, edit: Pick<StoredEdit, 'fields'> | null | undefined): Product {
  return edit ? applyEdit(product, edit.fields) : product;
}

/** Whether shoppers may see a product whose edits are already laid over it: the newest edit's `hidden` wins. */
export const isVisible = (product: Pick<Product, 'hidden'>): boolean => !product.hidden;

/** Whether shoppers may see `product` given its newest stored edit (none: the catalogue's own flag). */
export const isVisibleWith = (product: Product, edit: Pick<StoredEdit, 'fields'> | null | undefined): boolean =>
  isVisible(withEdit(product, edit));
