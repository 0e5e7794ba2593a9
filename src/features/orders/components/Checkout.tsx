import { useStore } from '@nanostores/react';
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type { CheckoutProps } from '../../cart/index.ts';
import { $user, isHinted, watchHint } from '../../auth/index.ts';
import { $checkoutError, $checkoutStep } from '../checkout-state.ts';
import CheckoutStart from './CheckoutStart.tsx';
import SignInToCheckout from './SignInToCheckout.tsx';

// The checkout itself (quote, review, order, its errors, confirming the sign-in) loads when a signed-in shopper presses
// Check out, not with the page: until then the section shows who is signed in (from the "signed in as" hint) and the
// button, as the checkout does, and the press shows at once that it is getting the store's price, which waits on the
// network anyway. Its code, and Firebase behind it, would otherwise be the heaviest part of a signed-in cart's load
// (docs/performance.md). A signed-out shopper can only sign in first
// (docs/decisions.md#checkout-loads-for-a-signed-in-shopper).
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

function CheckoutUnavailable({ onLive }: { onLive: () => void }) {
  // In the place of the checkout: the section's copy of it goes (Checkout).
  useLayoutEffect(onLive, [onLive]);
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
  const user = useStore($user, { ssr: () => null });
  const step = useStore($checkoutStep);
  const error = useStore($checkoutError);
  const started = step.kind !== 'idle' || error !== null;
  // Until the checkout's code is live, this section shows its start, and a press of Check out ('requested') both
  // loads that code and shows that the checkout is under way.
  const [live, setLive] = useState(false);
  const signedOut = <SignInToCheckout href={signInHref} />;
  return (
    <section aria-labelledby="checkout-heading" className="rounded-3xl border border-slate-200 bg-white p-5">
      <h2 id="checkout-heading" className="text-xl font-bold">
        Checkout
      </h2>
      {(hinted || started) && !live && user ? (
        <CheckoutStart
          user={user}
          empty={props.lines.length === 0}
          quoting={step.kind === 'requested'}
          onCheckout={() => props.lines.length > 0 && $checkoutStep.set({ kind: 'requested' })}
        />
      ) : (
        !live && !started && signedOut
      )}
      {started && (
        <Suspense fallback={null}>
          <CheckoutFlow {...props} onLive={() => setLive(true)} signedOut={signedOut} />
        </Suspense>
      )}
    </section>
  );
}
