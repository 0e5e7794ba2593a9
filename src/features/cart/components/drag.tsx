// The drag library and everything that needs it, in one chunk the cart page loads when the shopper first reaches for
// it (use-drag-library.ts): the live kit for the items and drop areas, the context around the page, the floating
// remove area and the dragged product's picture under the pointer.
import { DndContext, DragOverlay, useDraggable, useDroppable, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { cartCollision } from '../dnd-collision.ts';
import { isLineId, skuOfId } from '../dnd.ts';
import type { Cart } from '../../../domain/cart/schema.ts';
import type { CartProduct } from '../../../domain/products/listed-product.ts';
import { DragKitContext, type DragHandle, type DragKit } from './drag-kit.ts';
import ProductThumb from './ProductThumb.tsx';
import RemoveZone from './RemoveZone.tsx';
import { useCartDnd, type DropHandlers } from './use-cart-dnd.ts';

/** The kit's view of a draggable or sortable item (useSortable answers with what useDraggable does, and more). */
function handleOf(
  dragged: Pick<
    ReturnType<typeof useDraggable>,
    'attributes' | 'listeners' | 'setNodeRef' | 'setActivatorNodeRef' | 'transform' | 'isDragging'
  >,
  transition?: string | null,
): DragHandle {
  // A <button> is a button already; dnd-kit's role="button" is for handles that are not.
  const { role: _role, ...attributes } = dragged.attributes;
  return {
    attributes,
    listeners: dragged.listeners,
    setNodeRef: dragged.setNodeRef,
    setActivatorNodeRef: dragged.setActivatorNodeRef,
    style: { transform: CSS.Translate.toString(dragged.transform), transition: transition ?? undefined },
    isDragging: dragged.isDragging,
  };
}

function useLiveDraggable(id: string, disabled: boolean): DragHandle {
  return handleOf(useDraggable({ id, disabled }));
}

function useLiveSortable(id: string): DragHandle {
  const sortable = useSortable({ id });
  return handleOf(sortable, sortable.transition);
}

function useLiveDroppable(id: string) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return { setNodeRef, isOver };
}

const liveKit: DragKit = {
  useDraggable: useLiveDraggable,
  useSortable: useLiveSortable,
  useDroppable: useLiveDroppable,
  SortableList: ({ ids, children }) => (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  ),
};

interface Props extends DropHandlers {
  cart: Cart;
  products: ReadonlyMap<string, CartProduct>;
  /** The product picked up, as DropHandlers.onActive last reported it. */
  active: UniqueIdentifier | null;
  children: ReactNode;
}

/** Drag and drop around the cart page: sensors, drops, announcements, the remove area and the dragged picture. */
export function DragRoot({ cart, products, active, apply, onActive, children }: Props) {
  const dnd = useCartDnd(cart, products, { apply, onActive });
  const dragged = products.get(skuOfId(active) ?? '') ?? null;
  return (
    <DragKitContext.Provider value={liveKit}>
      <DndContext
        sensors={dnd.sensors}
        collisionDetection={cartCollision}
        accessibility={dnd.accessibility}
        onDragStart={dnd.onDragStart}
        onDragEnd={dnd.onDragEnd}
        onDragCancel={dnd.onDragCancel}
      >
        {children}
        {isLineId(active) && dragged && <RemoveZone name={dragged.name} />}
        <DragOverlay zIndex={1100}>
          {dragged && (
            <div className="flex max-w-sm cursor-grabbing items-center gap-3 rounded-2xl border border-slate-300 bg-white p-3 shadow-2xl">
              <ProductThumb product={dragged} size="sm" />
              <p className="font-semibold leading-snug">{dragged.name}</p>
            </div>
          )}
        </DragOverlay>
      </DndContext>
    </DragKitContext.Provider>
  );
}
