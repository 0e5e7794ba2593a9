// The cart page's drag and drop, apart from React: the ids of draggables and drop areas, what a drop means, how the
// keyboard moves a dragged product, and which drop area the pointer is over. Pure where it can be, so it is tested.
import {
  closestCenter,
  closestCorners,
  pointerWithin,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Cart } from './schema.ts';

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

/**
 * Which drop area the pointer is over. The remove area floats above everything, so it wins; between two lines the
 * nearest line counts, so the list keeps making room; outside every area there is no target (a line dropped there
 * is removed). Keyboard drags have no pointer: their coordinates already sit on a target.
 */
export const cartCollision: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) {
    // A dragged line moves between lines, the shelf and the remove area; the cart area itself means nothing to it.
    const line = isLineId(args.active.id);
    return closestCorners({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => !(line && c.id === CART_ZONE)),
    });
  }
  const within = pointerWithin(args);
  const remove = within.find((c) => c.id === REMOVE_ZONE);
  if (remove) return [remove];
  const lines = within.filter((c) => isLineId(c.id));
  if (lines.length) return lines;
  if (within.some((c) => c.id === CART_ZONE)) {
    const nearest = closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => isLineId(c.id)),
    });
    return nearest.length ? nearest.slice(0, 1) : within.filter((c) => c.id === CART_ZONE);
  }
  return within.filter((c) => c.id === SHELF_ZONE);
};

const DIRECTIONS = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'];

/**
 * Arrow keys move a dragged product between drop areas. Cart lines use dnd-kit's sortable movement (which also
 * reaches the shelf and the remove area); shelf products are not sortable, so they step between the cart's lines
 * and its drop area in the arrow's direction.
 */
export const cartKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = args.context;
  if (isLineId(active?.id)) {
    // sortableKeyboardCoordinates reads only get() and getEnabled(); hide the cart area from it (see cartCollision).
    const withoutCart = {
      get: (id: UniqueIdentifier) => droppableContainers.get(id),
      getEnabled: () => droppableContainers.getEnabled().filter((entry) => entry.id !== CART_ZONE),
    } as unknown as typeof droppableContainers;
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...args.context, droppableContainers: withoutCart },
    });
  }
  if (!DIRECTIONS.includes(event.code) || !collisionRect) return undefined;
  event.preventDefault();
  const targets = droppableContainers.getEnabled().filter((entry) => {
    const rect = droppableRects.get(entry.id);
    if (!rect || !(isLineId(entry.id) || entry.id === CART_ZONE)) return false;
    if (event.code === 'ArrowDown') return rect.top > collisionRect.top;
    if (event.code === 'ArrowUp') return rect.top < collisionRect.top;
    if (event.code === 'ArrowLeft') return rect.left < collisionRect.left;
    return rect.left > collisionRect.left;
  });
  // From the shelf, the first press always reaches the cart, whichever way it points.
  const candidates =
    targets.length || over
      ? targets
      : droppableContainers.getEnabled().filter((entry) => isLineId(entry.id) || entry.id === CART_ZONE);
  const distance = (id: UniqueIdentifier) => {
    const rect = droppableRects.get(id);
    return rect ? Math.hypot(rect.left - collisionRect.left, rect.top - collisionRect.top) : Infinity;
  };
  const ranked = candidates
    .filter((entry) => entry.id !== over?.id)
    .toSorted((a, b) => distance(a.id) - distance(b.id));
  const rect = ranked[0] ? droppableRects.get(ranked[0].id) : undefined;
  return rect ? { x: rect.left, y: rect.top } : undefined;
};
