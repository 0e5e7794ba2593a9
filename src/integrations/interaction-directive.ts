import type { ClientDirective } from 'astro';
import { INTENT_EVENTS } from '../features/platform/index.ts';

/** `client:interaction={…}`: what, besides an interaction, makes the island start (see the directive below). */
export interface InteractionOptions {
  /**
   * localStorage keys holding this browser's state for the island (a cart, a sign-in hint). While any of them holds
   * a value the server's HTML cannot be what the visitor should see, so the island starts as soon as the browser is
   * idle, and the island element carries `data-stored` from the start (CSS can show a loading state for it).
   */
  stored?: readonly string[];
  /** Window events after which the island starts (such as another island's change to the state above). */
  events?: readonly string[];
}

const isOptions = (value: unknown): value is InteractionOptions =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function holdsAny(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false; // storage disabled: nothing stored
  }
}

/**
 * `client:interaction` hydrates an island on the first pointer, keyboard or focus interaction with it, so a page
 * downloads no framework code until a visitor reaches for the island. A click that arrives before hydration is held,
 * marked on the element at once (`data-pending`, for instant feedback), and replayed when the island is live. With
 * options it also starts when this browser has stored state for it, or on named events ({@link InteractionOptions}).
 */
const interaction: ClientDirective = (load, options, el) => {
  const { stored = [], events = [] } = isOptions(options.value) ? options.value : {};
  let started = false;
  let hydrated = false;
  let held: HTMLElement | null = null;

  const start = async () => {
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', hold, true);
    if (held) {
      const target = held;
      held = null;
      // Let React attach its handlers before the replayed click reaches them.
      requestAnimationFrame(() => {
        target.removeAttribute('data-pending');
        target.click();
      });
    }
  };

  const hold = (event: Event) => {
    if (hydrated) return;
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement>('button, a, [role="button"]') : null;
    // A link inside the island is a link before hydration too.
    if (!target || target.matches('a[href]:not([role="button"])')) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    target.setAttribute('data-pending', '');
    void start();
  };

  el.addEventListener('click', hold, true);
  for (const type of INTENT_EVENTS) {
    el.addEventListener(type, () => void start(), { once: true, passive: true });
  }
  for (const type of events) addEventListener(type, () => void start(), { once: true });
  if (stored.length === 0) return;
  addEventListener('storage', (event) => {
    if (event.key === null || stored.includes(event.key)) void start();
  });
  if (holdsAny(stored)) {
    el.setAttribute('data-stored', '');
    if ('requestIdleCallback' in window) requestIdleCallback(() => void start());
    else setTimeout(() => void start(), 200);
  }
};

export default interaction;
