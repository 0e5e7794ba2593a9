import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { CheckoutProps } from '../../cart/index.ts';
import { ApiError, onFirstIntent } from '../../platform/index.ts';
import { routes } from '../../../domain/site/index.ts';
import { ordersApi } from '../load-api.ts';
import { cartSignature, checkoutKeyFor, forgetCheckoutKey } from '../idempotency.ts';
import { $authReady, $user, confirmUser, loginPathFor } from '../../auth/index.ts';
import { $checkoutError, $checkoutStep, checkoutBusy as busy, type CheckoutStep as Step } from '../checkout-state.ts';
import { Placed, Review } from './CheckoutSteps.tsx';

/**
 * Checkout for a signed-in shopper (Checkout.tsx loads it once someone is signed in): the store's quote for the cart,
 * then the order. The idempotency key travels with every attempt, so a retry or a double click cannot order twice.
 */
export default function CheckoutFlow({
  lines,
  estimate,
  onPlaced,
  signedOut,
}: CheckoutProps & { signedOut: ReactNode }) {
  const user = useStore($user, { ssr: () => null });
  const authReady = useStore($authReady);
  const state = useStore($checkoutStep);
  const error = useStore($checkoutError);
  const setStep = (next: Step) => $checkoutStep.set(next);
  const setError = (next: { message: string; signIn: boolean } | null) => $checkoutError.set(next);
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const signature = cartSignature(lines);

  // The hint says someone is signed in: confirm it with Firebase (it may have expired elsewhere), on the shopper's
  // first sign of intent rather than with the page: starting Firebase is the heaviest script a signed-in cart runs
  // (docs/performance.md), and a press of Check out confirms it anyway, its quote needing the session's token.
  useEffect(() => {
    if (!user || authReady) return;
    return onFirstIntent(() =>
      confirmUser().catch((cause: unknown) => console.warn('Could not confirm sign-in', cause)),
    );
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
        <div className="mt-3">
          <p className="text-sm text-ink-muted">Signed in as {user.displayName?.trim() || user.email || 'you'}.</p>
          <button
            type="button"
            onClick={() => void startCheckout()}
            aria-disabled={lines.length === 0 || step.kind === 'quoting'}
            className="btn btn-primary mt-3 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {step.kind === 'quoting' ? 'Getting the store’s price…' : 'Check out'}
          </button>
          {lines.length === 0 && <p className="mt-2 text-sm text-ink-muted">Add a product to check out.</p>}
        </div>
      )}
    </>
  );
}
