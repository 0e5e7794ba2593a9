import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page's React root has hydrated (its first effects ran): a component mounted after that has no server
 * HTML to match, so it starts at true. Hence a component inside a Suspense boundary that hydrates after the root (a
 * lazy one the server rendered) must not call the hook: it would start at true over HTML rendered with false.
 */
let rootLive = false;

/**
 * False in the server's HTML and while React hydrates it, true once the React root is live. Roots use it to render the
 * server's state first and this browser's after (localStorage, a portal into <body>) without a hydration mismatch,
 * and to keep buttons that need the React root disabled until then, so an early click is not lost. The switch renders
 * in a transition, which React splits into slices that leave the main thread free between them (docs/decisions.md#the-switch-to-this-browsers-state-renders-in-slices).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(rootLive);
  useEffect(() => {
    rootLive = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
