// A product page's Add to cart controls, held to the live stock its page reads after the build
// (src/features/catalog/live-stock.ts). Its own module, so listing pages' Add to cart script does not carry it.
import { maxQuantityFor } from '../../domain/cart/limits.ts';

/** Holds a product's Add to cart controls to a newer stock level: fewer quantities, or Out of stock. */
export function capToStock(root: ParentNode, sku: string, level: number): void {
  for (const control of root.querySelectorAll<HTMLElement>(`[data-cart-control][data-sku="${CSS.escape(sku)}"]`)) {
    if (control.dataset['stock'] === undefined) continue;
    control.dataset['stock'] = String(level);
    const max = maxQuantityFor(level);
    const select = control.querySelector('select');
    if (select) for (const option of [...select.options]) if (Number(option.value) > max) option.remove();
    const submit = control.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit && max === 0) {
      submit.disabled = true;
      submit.textContent = 'Out of stock';
    }
  }
}
