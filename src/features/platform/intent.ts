// Work that can wait for the visitor: no imports, so a content page's script that uses it stays tiny.

/**
 * The signs that a visitor is about to act: a pointer over or down, a touch, a key, a focus. `onFirstIntent` waits for
 * the first anywhere on the page or on one element; `bootRoot` (roots.ts) for the first on a page's React root.
 */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `load` once, on the first sign that the visitor is about to act (INTENT_EVENTS) anywhere on the page, or only
 * on `target` and what it holds, so what it fetches is ready by the click without weighing on the page before any
 * interaction. Returns a function that stops waiting.
 */
export function onFirstIntent(load: () => void, target: EventTarget = document): () => void {
  const once = () => {
    stop();
    load();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, once, true);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
