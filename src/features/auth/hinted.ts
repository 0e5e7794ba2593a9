// Whether the "signed in as" hint says someone is signed in, as the inline paint script (paint-hint.ts) has marked it on
// <html data-auth="in">: readable without the auth store, its schema or Firebase, so a page that only needs to know
// whether to load its signed-in code pays a few bytes for it.
export const isHinted = (): boolean => document.documentElement.dataset['auth'] === 'in';

/** Calls `listener` whenever the mark changes (a sign-in or sign-out in another tab repaints it); returns the stop. */
export function watchHint(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-auth'] });
  return () => observer.disconnect();
}
