// The cart page's drag-and-drop wiring: sensors (pointer with a small distance, so taps stay taps; touch works through
// pointer events on the handles, which opt out of scrolling; keyboard), what each drop does, and what a screen
// reader hears while dragging. Part of the drag library's chunk (drag.tsx).
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { cartKeyboardCoordinates } from '../dnd-collision.ts';
import { CART_ZONE, REMOVE_ZONE, SHELF_ZONE, dropAction, isLineId, skuOfId, type DropAction } from '../dnd.ts';
import type { Cart } from '../../../domain/cart/schema.ts';
import type { CartProduct } from '../../../domain/products/listed-product.ts';

export interface DropHandlers {
  apply(action: DropAction): void;
  /** The product picked up (its draggable id), or null once it is dropped or the drag is cancelled. */
  onActive(id: UniqueIdentifier | null): void;
}

export const SCREEN_READER_INSTRUCTIONS =
  'To pick up a product, press space or enter on its handle. Use the arrow keys to move it onto the cart, between cart items, or onto the shelf or the remove area to take it out of the cart. Press space or enter to drop it, or escape to cancel. Every drag also has a button: Add, Move up, Move down and Remove.';

export function useCartDnd(cart: Cart, products: ReadonlyMap<string, CartProduct>, handlers: DropHandlers) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cartKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier | null | undefined) => products.get(skuOfId(id) ?? '')?.name ?? 'The product';
  const position = (id: UniqueIdentifier) => cart.lines.findIndex((line) => line.sku === skuOfId(id)) + 1;
  const place = (id: UniqueIdentifier | null | undefined, dragged: UniqueIdentifier): string => {
    if (id === CART_ZONE) return 'the cart. Drop to add it';
    if (id === SHELF_ZONE) return isLineId(dragged) ? 'the shelf. Drop to remove it from the cart' : 'the shelf';
    if (id === REMOVE_ZONE) return 'the remove area. Drop to remove it from the cart';
    if (isLineId(id) && id) {
      return isLineId(dragged)
        ? `position ${position(id)} of ${cart.lines.length} in the cart`
        : `the cart, before ${nameOf(id)}. Drop to add it`;
    }
    return 'no drop area';
  };

  const announcements: Announcements = {
    onDragStart: ({ active: a }) =>
      `Picked up ${nameOf(a.id)}${isLineId(a.id) ? `, item ${position(a.id)} of ${cart.lines.length} in the cart` : ' from the shelf'}.`,
    onDragOver: ({ active: a, over }) => `${nameOf(a.id)} is over ${place(over?.id, a.id)}.`,
    // The outcome (added, moved, removed, and any limit) is announced by the page itself, once it is known.
    onDragEnd: () => undefined,
    onDragCancel: ({ active: a }) => `Cancelled. ${nameOf(a.id)} was not moved.`,
  };

  return {
    sensors,
    accessibility: { announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } },
    onDragStart: (event: DragStartEvent) => handlers.onActive(event.active.id),
    onDragCancel: () => handlers.onActive(null),
    onDragEnd: (event: DragEndEvent) => {
      handlers.onActive(null);
      handlers.apply(dropAction(event.active.id, event.over?.id ?? null, cart));
    },
  };
}
