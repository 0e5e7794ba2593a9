import type { KeyboardEvent } from 'react';
import type { DragHandle } from './drag-kit.ts';
import { GripIcon } from './icons.tsx';

interface Props {
  /** The kit's handle props (inert until the drag library has loaded). */
  handle: Pick<DragHandle, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
  label: string;
  /** Its width and anything else its place needs, after the shared look. */
  className: string;
  disabled?: boolean;
  /** Runs instead of the library's own key handling (which it may call on). */
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** The grip a cart line or a shelf product is dragged by, with a pointer, a touch or the keyboard. */
export default function DragHandleButton({
  handle: { attributes, listeners, setActivatorNodeRef },
  label,
  className,
  disabled,
  onKeyDown,
}: Props) {
  return (
    <button
      ref={setActivatorNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      {...(onKeyDown ? { onKeyDown } : {})}
      disabled={disabled}
      aria-label={label}
      className={`grid h-11 cursor-grab touch-none place-items-center rounded-lg text-ink-muted hover:bg-surface-alt active:cursor-grabbing ${className}`}
    >
      <GripIcon />
    </button>
  );
}
