import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true once the React root is live. Roots use it to render the
 * server's state first and this browser's after (localStorage, a portal into <body>) without a hydration mismatch,
 * and to keep buttons that need the React root disabled until then, so an early click is not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
