// Inlined just before the cart page's island (src/pages/drag_drop.astro), so it runs before the island's HTML is
// painted: it sets --stored-cart-lines on <html> to the number of lines in this browser's stored cart, and the
// island's loading state is as tall as those lines will be (global.css), so the summary and checkout below do not
// jump when the lines appear. Compiled into one small script at build time (lines-paint-script.ts,
// src/integrations/inline-script.ts); it imports only modules without imports of their own.
import { MAX_LINES } from '../../domain/cart/limits.ts';
import { CART_KEY } from './keys.ts';

try {
  const stored: unknown = JSON.parse(localStorage.getItem(CART_KEY) ?? 'null');
  const lines =
    typeof stored === 'object' && stored !== null && 'lines' in stored && Array.isArray(stored.lines)
      ? Math.min(stored.lines.length, MAX_LINES)
      : 0;
  if (lines > 0) document.documentElement.style.setProperty('--stored-cart-lines', String(lines));
} catch {
  // Storage disabled or a cart that is not JSON: the loading state keeps its own height, and the island says why.
}
