import CartPage from '../../cart/components/CartPage.tsx';
import type { CartProduct } from '../../cart/index.ts';
import Checkout from './Checkout.tsx';

/**
 * /drag_drop's island: the cart page with the orders checkout in it. Composed here, in the feature that depends on
 * the cart, so the cart never imports orders.
 */
export default function CartCheckoutPage({ featured }: { featured: CartProduct[] }) {
  return <CartPage featured={featured} Checkout={Checkout} />;
}
