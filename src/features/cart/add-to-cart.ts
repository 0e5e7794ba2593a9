// "Add to cart" on product pages and listing cards, without a framework and without the cart store: the press adds to
// the stored cart in its own task (quick-add.ts: the cart's rule for an add and its reader, about 2 KB that load with
// the page), so the header badge and the confirmation show in the next frame, with nothing to fetch or evaluate first
// (docs/performance.md). It also records the product page as recently viewed.
import { recordViewed } from './recent.ts';
import { addMessage } from './lines.ts';
import { addToStoredCart } from './quick-add.ts';
import { onFirstIntent } from '../platform/intent.ts';
import { routes } from '../../domain/site/index.ts';

interface Target {
  sku: string;
  name: string;
  stock: number;
}

function targetOf(el: HTMLElement): Target | null {
  const { sku, name, stock } = el.dataset;
  if (!sku || !name || stock === undefined) return null;
  return { sku, name, stock: Number(stock) };
}

/** The page-wide confirmation for listing cards (a product page shows its own, next to the button). */
function toast(): HTMLElement {
  let region = document.querySelector<HTMLElement>('[data-cart-toast]');
  if (!region) {
    region = document.createElement('div');
    region.dataset['cartToast'] = '';
    region.setAttribute('role', 'status');
    region.className =
      'pointer-events-none fixed inset-x-4 bottom-24 z-tooltip mx-auto max-w-md rounded-xl bg-ink px-4 py-3 text-sm font-medium text-white shadow-xl empty:hidden [&_a]:pointer-events-auto [&_a]:underline';
    document.body.append(region);
  }
  return region;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

function announce(region: HTMLElement, message: string, ok: boolean): void {
  const text = document.createElement('span');
  text.textContent = `${message} `;
  region.replaceChildren(text);
  if (ok) {
    const link = document.createElement('a');
    link.href = routes.cart;
    link.textContent = 'View cart';
    region.append(link);
  }
  if (region.dataset['cartToast'] !== undefined) {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => region.replaceChildren(), 6000);
  }
}

function add(control: HTMLElement, quantity: number): void {
  const target = targetOf(control);
  if (!target) return;
  // A product page shows its confirmation next to the button; listing cards share the page-wide one.
  const region = control.querySelector<HTMLElement>('[data-add-status]') ?? toast();
  try {
    const result = addToStoredCart(target.sku, quantity, target.stock);
    announce(region, addMessage(target.name, result), result.added > 0);
  } catch (error) {
    console.error('Add to cart failed', error);
    announce(region, `${target.name} could not be added. Please try again.`, false);
  }
}

export function bootAddToCart(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-cart-control][data-record-view]')) {
    const sku = el.dataset['sku'];
    if (sku) recordViewed(sku);
  }
  // The cards' confirmation region is in the page before its first message, as a live region must be to be read.
  if (document.querySelector('form[data-cart-control]:not(:has([data-add-status]))')) onFirstIntent(() => void toast());
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-cart-control]')) return;
    event.preventDefault();
    const quantity = Number(new FormData(form).get('quantity') ?? 1);
    add(form, Number.isFinite(quantity) ? quantity : 1);
  });
}
