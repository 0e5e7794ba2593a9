// The header's cart badge on every page: a few hundred bytes of plain script, no framework and no zod. It paints
// every [data-cart-count] from localStorage now, when another tab changes the cart, when this tab's store does
// (CART_EVENT), and when the page comes back from the back/forward cache.
import { cartItemCount } from './count.ts';
import { CART_EVENT, CART_KEY } from './keys.ts';

function read(): string | null {
  try {
    return localStorage.getItem(CART_KEY);
  } catch {
    return null; // storage disabled: no cart to count
  }
}

export function paintCartCount(root: ParentNode = document): void {
  const count = cartItemCount(read());
  for (const badge of root.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.hidden = count === 0;
    const number = badge.querySelector('[data-cart-count-number]');
    const label = badge.querySelector('[data-cart-count-label]');
    if (number) number.textContent = count > 99 ? '99+' : String(count);
    if (label) label.textContent = `(${count} ${count === 1 ? 'item' : 'items'})`;
  }
}

export function bootCartCount(): void {
  const paint = () => paintCartCount();
  paint();
  addEventListener('storage', (event) => {
    if (event.key === CART_KEY || event.key === null) paint();
  });
  addEventListener(CART_EVENT, paint);
  addEventListener('pageshow', paint);
}
