// The cart page's shelf "Add" pressed before the page's React root is live (a first visit starts the root on the first
// touch, and React takes longer than a frame to arrive and evaluate on a slow phone): the press adds to the stored cart
// in its own task (quick-add.ts), so the header badge counts it in the next frame, the cart shows its loading state
// where it was empty, and the root, once live, reads the cart with the line in it (docs/performance.md). The
// confirmation goes to the page's status region (src/pages/drag_drop.astro), which is in the HTML from the start.
import type { EarlyPress } from '../platform/roots.ts';
import { addMessage } from './lines.ts';
import { addToStoredCart } from './quick-add.ts';

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Answers a shelf item's Add (ShelfItem.tsx writes its data-shelf-add, data-name and data-stock). */
export const addFromShelf: EarlyPress = (target, host) => {
  const { shelfAdd: sku, name, stock } = target.dataset;
  if (!sku || !name || stock === undefined) return false;
  let result;
  try {
    result = addToStoredCart(sku, 1, Number(stock));
  } catch {
    return false; // storage cannot be used: the root's own store answers the press once it is live
  }
  // The lines come with the root: until then its loading state stands where the empty cart was (global.css), as tall
  // as they will be (paint-lines.ts sets the same property on <html> before the first paint; set here on the root, it
  // restyles the root alone, not the whole page, in the press's frame).
  host.setAttribute('data-stored', '');
  host.style.setProperty('--stored-cart-lines', String(result.cart.lines.length));
  const status = document.querySelector('[data-shelf-status]');
  if (status) {
    status.textContent = addMessage(name, result);
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => (status.textContent = ''), 6000);
  }
  return true;
};
