// When the cart page loads its drag library (drag.tsx): on the shopper's first sign of intent after the React root is
// live (a pointer over or down, a touch, a key, a focus; platform/intent.ts), not once the browser is idle: taking it
// in re-renders every line, work that would weigh on the page's load (docs/performance.md). Until then the page is the whole cart
// without drag and drop, so a returning shopper's cart shows without the library's weight. Taking the library in
// remounts the page's items under it (drag-kit.ts), so the swap waits for a press in progress to finish (its click must
// land on the element it started on) and gives the focus back.
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { onFirstIntent } from '../../platform/index.ts';

export type DragLibrary = typeof import('./drag.tsx');

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Where the focus was before the swap: the index of its control among the page's focusables, and a text box's
 * selection counted from the end of its text. The swap renders a moment after it is asked for, and keys typed in
 * between insert at the caret: they change the text before the caret, never the distance from the caret to the end.
 */
interface Focus {
  at: number;
  fromEnd: readonly [number, number] | null;
}

const textBox = (element: Element | null | undefined) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;

function selectionFromEnd(element: Element | null): Focus['fromEnd'] {
  const box = textBox(element);
  if (!box || box.selectionStart === null || box.selectionEnd === null) return null;
  return [box.value.length - box.selectionStart, box.value.length - box.selectionEnd];
}

/** The drag library once loaded, else null. `root` holds the page, for the focus to be found again after the swap. */
export function useDragLibrary(hydrated: boolean, root: RefObject<HTMLElement | null>): DragLibrary | null {
  const [library, setLibrary] = useState<DragLibrary | null>(null);
  const focus = useRef<Focus | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    let pressed = 0;
    let waiting: DragLibrary | null = null;
    const swap = (loaded: DragLibrary) => {
      if (!live) return;
      const focusables = [...(root.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const at = focusables.findIndex((element) => element === document.activeElement);
      focus.current = at < 0 ? null : { at, fromEnd: selectionFromEnd(document.activeElement) };
      // In a transition: the remount is React work in slices, not one long task once the browser is idle.
      startTransition(() => setLibrary(() => loaded));
    };
    const down = () => {
      pressed += 1;
    };
    const up = () => {
      pressed = Math.max(0, pressed - 1);
      const loaded = waiting;
      // The click follows the release in the same task: swap after it.
      if (pressed === 0 && loaded) setTimeout(() => swap(loaded));
      if (pressed === 0) waiting = null;
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    let asked = false;
    const load = () => {
      if (asked) return;
      asked = true;
      import('./drag.tsx')
        .then((loaded) => {
          if (pressed > 0) waiting = loaded;
          else swap(loaded);
        })
        .catch((error: unknown) => console.error('Could not load drag and drop; the buttons still work', error));
    };
    const stop = onFirstIntent(load);
    return () => {
      live = false;
      stop();
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, [hydrated, root]);

  // Give the focus back to the control that had it, now rendered anew under the library, with its caret where it was
  // in its text. A layout effect runs in the same task as the commit that removed the old control, so no keystroke
  // falls between.
  useLayoutEffect(() => {
    const was = focus.current;
    if (!library || !was) return;
    focus.current = null;
    // A control that outlived the swap, or one the shopper moved to while it rendered, keeps the focus.
    if (document.activeElement && document.activeElement !== document.body) return;
    const control = root.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[was.at];
    control?.focus();
    const box = textBox(control);
    if (box && was.fromEnd) {
      const length = box.value.length;
      box.setSelectionRange(Math.max(0, length - was.fromEnd[0]), Math.max(0, length - was.fromEnd[1]));
    }
  }, [library, root]);

  return library;
}
