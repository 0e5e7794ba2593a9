import { useStore } from '@nanostores/react';
import { lazy, Suspense, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
import type { CheckoutProps } from '../../cart/index.ts';
import { isHinted, watchHint } from '../../auth/index.ts';
import { $checkoutError, $checkoutStep } from '../checkout-state.ts';
import SignInToCheckout from './SignInToCheckout.tsx';

// The checkout itself (quote, review, order, its errors, the signed-in user) loads only when the "signed in as" hint
// says someone is signed in, or once a checkout is under way: a signed-out shopper can only sign in first, so their
// cart page downloads neither it nor the auth store (docs/decisions.md#checkout-loads-for-a-signed-in-shopper).
// A failed download (the network dropped, or a deploy replaced the file) must not take the cart down with it: the
// section says so and offers a reload. The page's reload guard (platform/client.ts) may take the failure first and
// reload the page; when it does not, the import resolves to nothing, which counts as a failure too.
type Flow = ComponentType<ComponentProps<typeof import('./CheckoutFlow.tsx').default>>;
const CheckoutFlow = lazy<Flow>(async () => {
  try {
    const loaded: { default: Flow } | undefined = await import('./CheckoutFlow.tsx');
    if (loaded) return loaded;
  } catch (error) {
    console.error('Could not load the checkout', error);
  }
  return { default: CheckoutUnavailable };
});

function CheckoutUnavailable() {
  return (
    <div role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p>Checkout could not load. Your cart is kept.</p>
      <button type="button" className="mt-1 font-semibold underline" onClick={() => location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

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
