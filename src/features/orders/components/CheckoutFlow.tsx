import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { CheckoutProps } from '../../cart/index.ts';
import { ApiError } from '../../platform/index.ts';
import { routes } from '../../../domain/site/index.ts';
import { ordersApi } from '../load-api.ts';
import { cartSignature, checkoutKeyFor, forgetCheckoutKey } from '../idempotency.ts';
import { $authReady, $user, confirmUser, loginPathFor } from '../../auth/index.ts';
import { $checkoutError, $checkoutStep, checkoutBusy as busy, type CheckoutStep as Step } from '../checkout-state.ts';
import { Placed, Review } from './CheckoutSteps.tsx';
import CheckoutStart from './CheckoutStart.tsx';

/**
 * Checkout for a signed-in shopper (Checkout.tsx loads it once someone is signed in): the store's quote for the cart,
 * then the order. The idempotency key travels with every attempt, so a retry or a double click cannot order twice.
 */
export default function CheckoutFlow({
  lines,
  estimate,
  onPlaced,
  signedOut,
  onLive,
}: CheckoutProps & { signedOut: ReactNode; onLive: () => void }) {
  const user = useStore($user, { ssr: () => null });
  const authReady = useStore($authReady);
  const state = useStore($checkoutStep);
  const error = useStore($checkoutError);
  const setStep = (next: Step) => $checkoutStep.set(next);
  const setError = (next: { message: string; signIn: boolean } | null) => $checkoutError.set(next);
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const signature = cartSignature(lines);

  // The hint says someone is signed in: confirm it with Firebase (it may have expired elsewhere). This code loads only
  // when the shopper reaches for the checkout (Checkout.tsx), so Firebase does not start with the page.
  useEffect(() => {
    if (user && !authReady) confirmUser().catch((cause: unknown) => console.warn('Could not confirm sign-in', cause));
  }, [user, authReady]);

  // A quote is for the cart it was made for: once the cart changes (here or in another tab), check out again.
  const step: Step = state.kind === 'review' && cartSignature(state.lines) !== signature ? { kind: 'idle' } : state;

  useEffect(() => {
    if (step.kind === 'review' || step.kind === 'placed') focusTarget.current?.focus();
  }, [step.kind]);

  const fail = (cause: unknown) => {
    const known = cause instanceof ApiError ? cause : null;
    if (!known) console.error('Checkout failed', cause);
    setError({
      message: known?.message ?? 'Something went wrong. Please try again.',
      signIn: known?.kind === 'signed-out',
    });
  };

  const startCheckout = async () => {
    if (busy.current || lines.length === 0) return;
    busy.current = true;
    setError(null);
    setStep({ kind: 'quoting' });
    const snapshot = [...lines];
    try {
      const quote = await (await ordersApi()).quote(snapshot);
      setStep({ kind: 'review', quote, lines: snapshot, key: checkoutKeyFor(snapshot) });
    } catch (cause) {
      setStep({ kind: 'idle' });
      fail(cause);
    } finally {
      busy.current = false;
    }
  };

  // Live: Checkout.tsx stops showing its own start of the section, in the same frame. Check out was pressed before
  // this code had loaded: that press starts the checkout now, also before the frame is painted (its first step is
  // synchronous).
  useLayoutEffect(() => {
    onLive();
    if (step.kind !== 'requested') return;
    if (lines.length === 0) setStep({ kind: 'idle' });
    else void startCheckout();
  });

  const placeOrder = async () => {
    if (busy.current || step.kind !== 'review') return;
    busy.current = true;
    setError(null);
    setStep({ ...step, kind: 'placing' });
    try {
      const order = await (await ordersApi()).place(step.lines, step.key);
      forgetCheckoutKey();
      setStep({ kind: 'placed', order });
      onPlaced();
    } catch (cause) {
      // A refusal (stock changed, say) needs a new quote; anything else can be retried with the same key.
      setStep(
        cause instanceof ApiError && (cause.kind === 'rejected' || cause.kind === 'conflict')
          ? { kind: 'idle' }
          : { ...step, kind: 'review' },
      );
      fail(cause);
    } finally {
      busy.current = false;
    }
  };

  return (
    <>
      {error && (
        <div role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{error.message}</p>
          {error.signIn && (
            <a className="mt-1 inline-block font-semibold underline" href={loginPathFor(routes.cart)}>
              Sign in again
            </a>
          )}
        </div>
      )}
      {step.kind === 'placed' ? (
        <Placed order={step.order} headingRef={focusTarget} />
      ) : step.kind === 'review' || step.kind === 'placing' ? (
        <Review
          quote={step.quote}
          estimate={estimate}
          placing={step.kind === 'placing'}
          onPlace={placeOrder}
          onBack={() => setStep({ kind: 'idle' })}
          headingRef={focusTarget}
        />
      ) : !user ? (
        signedOut
      ) : (
        <CheckoutStart
          user={user}
          empty={lines.length === 0}
          quoting={step.kind === 'quoting' || step.kind === 'requested'}
          onCheckout={() => void startCheckout()}
        />
      )}
    </>
  );
}
