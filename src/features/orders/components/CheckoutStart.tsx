import type { AuthUser } from '../../auth/index.ts';

/**
 * A signed-in shopper's checkout before it starts: who is signed in, and Check out. Checkout.tsx shows it until the
 * checkout's code has loaded (on the shopper's first reach for it), CheckoutFlow.tsx after, so the two look the same.
 */
export default function CheckoutStart({
  user,
  empty,
  quoting = false,
  onCheckout,
}: {
  user: AuthUser;
  empty: boolean;
  quoting?: boolean;
  onCheckout: () => void;
}) {
  return (
    <div className="mt-3">
      <p className="text-sm text-ink-muted">Signed in as {user.displayName?.trim() || user.email || 'you'}.</p>
      <button
        type="button"
        onClick={onCheckout}
        aria-disabled={empty || quoting}
        className="btn btn-primary mt-3 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        {quoting ? 'Getting the store’s price…' : 'Check out'}
      </button>
      {empty && <p className="mt-2 text-sm text-ink-muted">Add a product to check out.</p>}
    </div>
  );
}
