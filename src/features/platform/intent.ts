// Work that can wait for the visitor: no imports, so a content page's script that uses it stays tiny.

/**
 * Runs `load` once, on the first sign that the visitor is about to act (a pointer over or down, a touch, a key, a
 * focus), so what it fetches is ready by the click without weighing on the page before any interaction.
 */
export function onFirstIntent(load: () => void): () => void {
  const events = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  const once = () => {
    stop();
    load();
  };
  const stop = () => {
    for (const type of events) document.removeEventListener(type, once, true);
  };
  for (const type of events) document.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
