import { useDroppable } from '@dnd-kit/core';
import { REMOVE_ZONE } from '../dnd.ts';
import { TrashIcon } from './icons.tsx';

/** Floats at the bottom of the screen while a cart line is dragged: drop the line here to remove it. */
export default function RemoveZone({ name }: { name: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: REMOVE_ZONE });
  return (
    <div
      ref={setNodeRef}
      className={`fixed inset-x-4 bottom-4 z-overlay mx-auto flex max-w-xl items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-5 font-semibold shadow-xl transition-colors ${
        isOver ? 'border-biwin bg-biwin text-white' : 'border-biwin bg-white text-biwin'
      }`}
    >
      <TrashIcon />
      Drop here to remove {name}
    </div>
  );
}
