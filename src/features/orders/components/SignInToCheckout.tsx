/** What checkout shows a signed-out shopper: a way to sign in and come back to the cart (`href`). */
export default function SignInToCheckout({ href }: { href: string }) {
  return (
    <div className="mt-3">
      <p className="text-sm text-ink-muted">Checking out needs an account, so your orders are kept for you.</p>
      <a href={href} className="btn btn-primary mt-3 w-full">
        Sign in to check out
      </a>
    </div>
  );
}
