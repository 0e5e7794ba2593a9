import { useStore } from '@nanostores/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CheckoutProps } from '../../cart/components/CartPage.tsx';
import { isHinted, watchHint } from '../../auth/index.ts';
import { $checkoutError, $checkoutStep } from '../checkout-state.ts';
import SignInToCheckout from './SignInToCheckout.tsx';

// The checkout itself (quote, review, order, its errors, the signed-in user) loads only when the "signed in as" hint
// says someone is signed in, or once a checkout is under way: a signed-out shopper can only sign in first, so their
// cart page downloads neither it nor the auth store (docs/decisions.md#checkout-loads-for-a-signed-in-shopper).
const CheckoutFlow = lazy(() => import('./CheckoutFlow.tsx'));

/** Checkout: signed out, a link to sign in and come back; signed in, the store's quote for the cart, then the order. */
export default function Checkout({ signInHref, ...props }: CheckoutProps & { signInHref: string }) {
  const hinted = useSyncExternalStore(watchHint, isHinted, () => false);
  const step = useStore($checkoutStep);
  const error = useStore($checkoutError);
  const started = step.kind !== 'idle' || error !== null;
  return (
    <section aria-labelledby="checkout-heading" className="rounded-3xl border border-slate-200 bg-white p-5">
      <h2 id="checkout-heading" className="text-xl font-bold">
        Checkout
      </h2>
      {hinted || started ? (
        <Suspense fallback={<p className="mt-3 text-sm text-ink-muted">Loading checkout…</p>}>
          <CheckoutFlow {...props} signedOut={<SignInToCheckout href={signInHref} />} />
        </Suspense>
      ) : (
        <SignInToCheckout href={signInHref} />
      )}
    </section>
  );
}
