// "Add to cart" on product pages and listing cards, without a framework: this boot script is tiny, and the cart store
// (nanostores and zod) is fetched on the visitor's first sign of intent (a pointer over or down, a touch, a key, a
// focus), so that it is usually in place by the click, and the press changes the cart and the badge in its own task.
// Not once the browser is idle after the load: evaluating it there was a long task in every such page's load
// (docs/performance.md). It also records the product page as recently viewed.
import { recordViewed } from './recent.ts';
import { onFirstIntent } from '../platform/intent.ts';
import { routes } from '../../domain/site/index.ts';

type CartCode = [typeof import('./store.ts'), typeof import('./lines.ts')];
let loading: Promise<CartCode> | undefined;
/** The store's code once it has arrived: a press then runs without waiting for a promise. */
let loaded: CartCode | undefined;
function loadCart(): Promise<CartCode> {
  loading ??= Promise.all([import('./store.ts'), import('./lines.ts')]).then((code) => {
    // Listened to from now on, the stored cart is read and checked once, here, and not again by the press (an unheard
    // store reads its value anew on each use).
    code[0].$cart.listen(() => undefined);
    return (loaded = code);
  });
  loading.catch(() => (loading = undefined)); // the next press tries again
  return loading;
}

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

async function add(control: HTMLElement, button: HTMLElement, quantity: number): Promise<void> {
  const target = targetOf(control);
  if (!target || button.getAttribute('aria-disabled') === 'true') return;
  // Feedback at once; aria-disabled rather than disabled keeps the focus on the button.
  button.setAttribute('aria-disabled', 'true');
  button.dataset['pending'] = '';
  const region = control.querySelector<HTMLElement>('[data-add-status]') ?? toast();
  try {
    const [{ addToCart }, { addMessage }] = loaded ?? (await loadCart());
    const result = addToCart(target.sku, quantity, target.stock);
    announce(region, addMessage(target.name, result), result.added > 0);
  } catch (error) {
    console.error('Add to cart failed', error);
    announce(region, `${target.name} could not be added. Please try again.`, false);
  } finally {
    button.removeAttribute('aria-disabled');
    delete button.dataset['pending'];
  }
}

export function bootAddToCart(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-cart-control][data-record-view]')) {
    const sku = el.dataset['sku'];
    if (sku) recordViewed(sku);
  }
  if (document.querySelector('form[data-cart-control]')) {
    const prefetch = () => {
      // The cards' confirmation region is in the page before its first message, as a live region must be to be read.
      if (document.querySelector('form[data-cart-control]:not(:has([data-add-status]))')) toast();
      void loadCart().catch(() => undefined);
    };
    onFirstIntent(prefetch);
  }
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-cart-control]')) return;
    event.preventDefault();
    const button = form.querySelector<HTMLElement>('button[type="submit"]');
    const quantity = Number(new FormData(form).get('quantity') ?? 1);
    if (button) void add(form, button, Number.isFinite(quantity) ? quantity : 1);
  });
}
