// A page's own address as React state: history.pushState and replaceState fire no event of their own, so a page that
// changes its address says so with this one, and the back and forward buttons are heard through popstate.
const ADDRESS_EVENT = 'page-address';

/** Subscribes to address changes, for useSyncExternalStore. */
export function subscribeToAddress(onChange: () => void): () => void {
  addEventListener('popstate', onChange);
  addEventListener(ADDRESS_EVENT, onChange);
  return () => {
    removeEventListener('popstate', onChange);
    removeEventListener(ADDRESS_EVENT, onChange);
  };
}

/** Moves to `url` (a new history entry, or in place with `replace`) and tells the subscribers. */
export function goTo(url: string, { replace = false } = {}): void {
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  dispatchEvent(new Event(ADDRESS_EVENT));
}
