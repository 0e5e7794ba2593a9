// What the cart page needs of a checkout; the orders feature provides it (orders/components/CartCheckoutPage.tsx).
import type { CartLine } from '../../domain/cart/schema.ts';

export interface CheckoutProps {
  lines: readonly CartLine[];
  /** The page's own estimate, to say when the store's quote differs from it. */
  estimate: number;
  /** Called once the store has confirmed the order is stored: only then is the cart emptied. */
  onPlaced: () => void;
}
