// How the drag library finds the drop area under a dragged product, by pointer and by keyboard. Loaded with the
// library (components/drag.tsx), never with the page.
import {
  closestCenter,
  closestCorners,
  pointerWithin,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { CART_ZONE, REMOVE_ZONE, SHELF_ZONE, isLineId } from './dnd.ts';

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
