// Inlined just before the cart page's React root (src/pages/drag_drop.astro), so it runs before the root's HTML is
// painted. When this browser holds what the root shows, it marks the root's wrapper data-stored, so the loading state
// shows from the first paint (the page's `bootRoot` marks the root too, but only when it runs, which can be after a
// paint of the empty cart). It sets --stored-cart-lines on <html> to the number of lines in the stored cart,
// and the loading state is as tall as those lines will be (global.css), so the summary and checkout below do not
// jump when the lines appear. Compiled into one small script at build time (lines-paint-script.ts,
// src/integrations/inline-script.ts); it imports only key and limit modules.
import { MAX_LINES } from '../../domain/cart/limits.ts';
import { CART_KEY, CART_PAGE_KEYS } from './keys.ts';

try {
  if (CART_PAGE_KEYS.some((key) => localStorage.getItem(key) !== null))
    document.currentScript?.parentElement?.setAttribute('data-stored', '');
  const stored: unknown = JSON.parse(localStorage.getItem(CART_KEY) ?? 'null');
  const lines =
    typeof stored === 'object' && stored !== null && 'lines' in stored && Array.isArray(stored.lines)
      ? Math.min(stored.lines.length, MAX_LINES)
      : 0;
  if (lines > 0) document.documentElement.style.setProperty('--stored-cart-lines', String(lines));
} catch {
  // Storage disabled or a cart that is not JSON: the loading state keeps its own height, and the React root says why.
}
