import CartPage from '../../cart/components/CartPage.tsx';
import type { CartProduct } from '../../../domain/products/listed-product.ts';
import Checkout from './Checkout.tsx';

/**
 * /drag_drop's React root: the cart page with the orders checkout in it. Composed here, in the feature that depends on
 * the cart, so the cart never imports orders. `signInHref` is the sign-in link back to the cart, made by the page at
 * build time, so a signed-out visit does not download the sign-in address checks to make it again.
 */
export default function CartCheckoutPage({ featured, signInHref }: { featured: CartProduct[]; signInHref: string }) {
  return <CartPage featured={featured} checkout={(props) => <Checkout {...props} signInHref={signInHref} />} />;
}
