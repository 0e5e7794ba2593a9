// What the cart page's items and drop areas ask of drag and drop, without the drag library: the page renders with the
// inert kit below, and the library (drag.tsx) loads when the shopper first reaches for the page and provides the live
// kit. CartPage remounts everything under the kit when it changes, so a component only ever calls one kit's hooks.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** A draggable item: the props of its handle, its element, and how it moves while a list makes room. */
export interface DragHandle {
  /** The library's ARIA attributes for the handle (a <button> already, so without a role). */
  attributes: Partial<Omit<DraggableAttributes, 'role'>>;
  listeners: DraggableSyntheticListeners;
  setNodeRef(element: HTMLElement | null): void;
  setActivatorNodeRef(element: HTMLElement | null): void;
  style: { transform?: string | undefined; transition?: string | undefined };
  isDragging: boolean;
}

/** A drop area: its element, and whether something dragged is over it. */
export interface DropArea {
  setNodeRef(element: HTMLElement | null): void;
  isOver: boolean;
}

export interface DragKit {
  /** The handle, shelf product or line with this id (disabled: cannot be picked up). */
  useDraggable(id: string, disabled: boolean): DragHandle;
  useSortable(id: string): DragHandle;
  useDroppable(id: string): DropArea;
  /** The cart's lines, in order, as a list they are sorted within. */
  SortableList: ComponentType<{ ids: string[]; children: ReactNode }>;
}

const noRef = () => undefined;
const INERT_HANDLE: DragHandle = {
  attributes: {},
  listeners: undefined,
  setNodeRef: noRef,
  setActivatorNodeRef: noRef,
  style: {},
  isDragging: false,
};
const NO_DROP: DropArea = { setNodeRef: noRef, isOver: false };

/** Before the library has loaded: handles and drop areas render, nothing moves. Plain functions, no React hooks. */
export const inertKit: DragKit = {
  useDraggable: () => INERT_HANDLE,
  useSortable: () => INERT_HANDLE,
  useDroppable: () => NO_DROP,
  SortableList: ({ children }) => children,
};

export const DragKitContext = createContext<DragKit>(inertKit);

export const useDragKit = (): DragKit => useContext(DragKitContext);
