import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the island is live. Buttons that need the island stay
 * disabled until then, so a click or an Enter that beats hydration is not silently lost (or sent as a plain form post).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
