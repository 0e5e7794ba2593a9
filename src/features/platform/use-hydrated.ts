import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true once the island is live. Islands use it to render the
 * server's state first and this browser's after (localStorage, a portal into <body>) without a hydration mismatch,
 * and to keep buttons that need the island disabled until then, so an early click is not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
