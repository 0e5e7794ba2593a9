// How an interactive page's React root starts (docs/architecture.md#how-client-code-starts). Root.astro renders its
// component on the server; the page's script calls `bootRoot`, which loads React and the component when the root is
// needed and hydrates the server's HTML. This file holds no React: a page whose root waits for an
// interaction downloads none until then.
// First: on the development server, React Fast Refresh wraps every component module and throws unless its preamble
// ran before, and the component's module loads beside React's below. In builds this module is empty.
import '@vitejs/plugin-react/preamble';
import type { ComponentType } from 'react';
import { INTENT_EVENTS } from './intent.ts';
import { yieldToMain } from './yield.ts';

/** When a root starts. */
export interface RootStart {
  /**
   * `idle`: once the browser is idle after the page loaded. `interaction`: on the first pointer, key or focus on the
   * root (a press that arrives before it is live is held, marked `data-pending` at once, and replayed), or earlier as
   * `stored` and `events` say: for a page whose server HTML is already what a first visit sees.
   */
  on: 'idle' | 'interaction';
  /**
   * localStorage keys holding this browser's state for the root (a cart, a sign-in hint). While any of them holds a
   * value the server's HTML cannot be what the visitor should see, so the root starts once the browser is idle, and
   * carries `data-stored` from the start (CSS shows its loading state).
   */
  stored?: readonly string[];
  /** Window events after which the root starts (such as another part of the page changing that state). */
  events?: readonly string[];
}

type RootComponent<P> = Promise<{ default: ComponentType<P> }>;

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) requestIdleCallback(run);
  else setTimeout(run, 200);
};

function holdsAny(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false; // storage disabled: nothing stored
  }
}

/**
 * Answers a press that arrives before the root is live, without React, in the press's own task: returns true when it
 * did (the press is then not replayed), false to leave it to the root.
 */
export type EarlyPress = (target: HTMLElement, host: HTMLElement) => boolean;

/**
 * Starts the page's root (the `[data-root]` element Root.astro renders) when its `start` says: loads React and the
 * component `load` imports, and hydrates the server's HTML with the props the server rendered it with. A press before
 * the root is live is answered by `early` when it can, and otherwise held and replayed once the root is live.
 */
export function bootRoot<P extends object>(load: () => RootComponent<P>, early?: EarlyPress): void {
  const host = document.querySelector<HTMLElement>('[data-root]');
  if (!host) return;
  // Written by Root.astro: when to start, and the props and useId prefix it rendered the component with.
  const start = JSON.parse(host.dataset['start'] ?? '{"on":"idle"}') as RootStart;
  const props = JSON.parse(host.dataset['props'] ?? '{}') as P;
  const idPrefix = host.dataset['idPrefix'] ?? '';
  let started = false;
  let live = false;
  let held: HTMLElement | null = null;

  const begin = async () => {
    if (started) return;
    started = true;
    try {
      const [{ hydrate }, { default: Component }] = await Promise.all([import('./react-root.tsx'), load()]);
      // Evaluating React and the component is one task; hydrating starts in the next.
      await yieldToMain();
      hydrate(host, Component, props, idPrefix);
    } catch (error) {
      started = false; // the next interaction tries again
      held?.removeAttribute('data-pending');
      held = null;
      console.error('Could not start the page', error);
      return;
    }
    live = true;
    host.removeEventListener('click', hold, true);
    if (held) {
      const target = held;
      held = null;
      // Let React attach its handlers before the replayed press reaches them.
      requestAnimationFrame(() => {
        target.removeAttribute('data-pending');
        target.click();
      });
    }
  };
  const hold = (event: Event) => {
    if (live) return;
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement>('button, a, [role="button"]') : null;
    // A link inside the root is a link before it is live too.
    if (!target || target.matches('a[href]:not([role="button"])')) return;
    event.preventDefault();
    event.stopPropagation();
    void begin();
    if (early?.(target, host)) return;
    held = target;
    target.setAttribute('data-pending', '');
  };

  if (start.on === 'idle') {
    whenIdle(() => void begin());
    return;
  }
  const { stored = [], events = [] } = start;
  host.addEventListener('click', hold, true);
  for (const type of INTENT_EVENTS) host.addEventListener(type, () => void begin(), { passive: true });
  for (const type of events) addEventListener(type, () => void begin());
  if (stored.length === 0) return;
  addEventListener('storage', (event) => {
    if (event.key === null || stored.includes(event.key)) void begin();
  });
  if (holdsAny(stored)) {
    host.setAttribute('data-stored', '');
    whenIdle(() => void begin());
  }
}
