import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { CheckoutProps } from '../../cart/components/CartPage.tsx';
import { $user } from '../../auth/index.ts';
import { $checkoutError, $checkoutStep } from '../checkout-state.ts';
import SignInToCheckout from './SignInToCheckout.tsx';

// The checkout itself (quote, review, order, its errors) loads only for a signed-in shopper, or once a checkout is
// under way: a signed-out visitor can only sign in first, so their cart page does not download it
// (docs/decisions.md#islands-hydrate-on-first-interaction).
const CheckoutFlow = lazy(() => import('./CheckoutFlow.tsx'));

/** Checkout: signed out, a link to sign in and come back; signed in, the store's quote for the cart, then the order. */
export default function Checkout(props: CheckoutProps) {
  const user = useStore($user, { ssr: () => null });
  const step = useStore($checkoutStep);
  const error = useStore($checkoutError);
  const started = step.kind !== 'idle' || error !== null;
  return (
    <section aria-labelledby="checkout-heading" className="rounded-3xl border border-slate-200 bg-white p-5">
      <h2 id="checkout-heading" className="text-xl font-bold">
        Checkout
      </h2>
      {user || started ? (
        <Suspense fallback={<p className="mt-3 text-sm text-ink-muted">Loading checkout…</p>}>
          <CheckoutFlow {...props} user={user} />
        </Suspense>
      ) : (
        <SignInToCheckout />
      )}
    </section>
  );
}
