import type { ClientDirective } from 'astro';

/**
 * `client:interaction` hydrates an island on the first pointer, keyboard or focus interaction with it, so a page
 * downloads no framework code until a visitor reaches for the island. A click that arrives before hydration is held,
 * marked on the element at once (`data-pending`, for instant feedback), and replayed when the island is live.
 */
const interaction: ClientDirective = (load, _options, el) => {
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
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    target.setAttribute('data-pending', '');
    void start();
  };

  el.addEventListener('click', hold, true);
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const) {
    el.addEventListener(type, () => void start(), { once: true, passive: true });
  }
};

export default interaction;
