// The cart page's drag and drop, apart from React and from the drag library (which loads only when the shopper first
// reaches for the page, components/drag.tsx): the ids of draggables and drop areas and what a drop means. Pure, so it
// is tested; the library's types only.
import type { UniqueIdentifier } from '@dnd-kit/core';
import type { Cart } from '../../domain/cart/schema.ts';

/** The cart's drop area (the list and its empty state). */
export const CART_ZONE = 'zone:cart';
/** The shelf: dropping a cart line here takes it out of the cart. */
export const SHELF_ZONE = 'zone:shelf';
/** The remove area that appears while a line is dragged. */
export const REMOVE_ZONE = 'zone:remove';

export const lineId = (sku: string) => `line:${sku}`;
export const shelfId = (sku: string) => `shelf:${sku}`;
export const isLineId = (id: UniqueIdentifier | null | undefined) => typeof id === 'string' && id.startsWith('line:');

/** The product a draggable or line id names. */
export function skuOfId(id: UniqueIdentifier | null | undefined): string | null {
  if (typeof id !== 'string') return null;
  const match = /^(?:line|shelf):(.+)$/.exec(id);
  return match?.[1] ?? null;
}

export type DropAction =
  | { type: 'add'; sku: string; index: number }
  | { type: 'move'; sku: string; from: number; to: number }
  | { type: 'remove'; sku: string }
  | { type: 'none' };

/**
 * What dropping `activeId` on `overId` does. A shelf product dropped on the cart is added (before the line it was
 * dropped on); a line dropped on another line moves there; a line dropped on the shelf, the remove area or outside
 * every drop area (overId null, a pointer drop) leaves the cart.
 */
export function dropAction(activeId: UniqueIdentifier, overId: UniqueIdentifier | null, cart: Cart): DropAction {
  const sku = skuOfId(activeId);
  if (!sku) return { type: 'none' };
  const indexOf = (id: UniqueIdentifier | null) => cart.lines.findIndex((line) => line.sku === skuOfId(id));
  if (String(activeId).startsWith('shelf:')) {
    if (overId === CART_ZONE) return { type: 'add', sku, index: cart.lines.length };
    if (isLineId(overId)) return { type: 'add', sku, index: Math.max(0, indexOf(overId)) };
    return { type: 'none' };
  }
  const from = indexOf(activeId);
  if (from < 0) return { type: 'none' };
  if (overId === null || overId === SHELF_ZONE || overId === REMOVE_ZONE) return { type: 'remove', sku };
  if (isLineId(overId)) {
    const to = indexOf(overId);
    return to >= 0 && to !== from ? { type: 'move', sku, from, to } : { type: 'none' };
  }
  return { type: 'none' };
}
