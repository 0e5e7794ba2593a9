import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError, loadFailure, useHydrated } from '../../platform/index.ts';
import { routes } from '../../../domain/site/index.ts';
import { ordersApi } from '../load-api.ts';
import { orderNumber } from '../format.ts';
import { $user, confirmUser, loginPathFor } from '../../auth/index.ts';
import { ORDER_ID_PATTERN, type Order } from '../../../domain/orders/schema.ts';
import { goTo, subscribeToAddress } from '../../platform/address.ts';

// What a signed-in user sees loads with their orders: a signed-out visitor, shown the sign-in prompt, never fetches it.
const OrderDetail = lazy(() => import('./OrderDetail.tsx'));
const OrderList = lazy(() => import('./OrderList.tsx'));

type View =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'error'; message: string }
  | { kind: 'orders'; orders: Order[]; nextCursor: string | null };

/** The order the address names (`?order=<id>`), if it looks like one. */
function orderInUrl(): string | null {
  const id = new URLSearchParams(location.search).get('order');
  return id && ORDER_ID_PATTERN.test(id) ? id : null;
}

/** Confirms the user with Firebase, then reads their orders. */
async function loadOrders(): Promise<View> {
  try {
    const user = await confirmUser();
    if (!user) return { kind: 'signed-out' };
    return { kind: 'orders', ...(await (await ordersApi()).list()) };
  } catch (cause) {
    return loadFailure(cause, {
      log: 'Could not load orders',
      message: 'We could not load your orders. Please try again.',
    });
  }
}

/** /orders2: signed in, the orders newest first and one order's details with cancel; signed out, a prompt to sign in. */
export default function OrdersPage() {
  const hydrated = useHydrated();
  const hint = useStore($user, { ssr: () => null });
  const [loaded, setView] = useState<View>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // Signed out by the hint: nothing to load, and no need to fetch Firebase at all.
  const view: View = hydrated && !hint ? { kind: 'signed-out' } : loaded;
  const selected = useSyncExternalStore(subscribeToAddress, orderInUrl, () => null);
  const [status, setStatus] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);

  // Signed in by the hint: confirm it with Firebase, then load the orders (again on "Try again", or for another
  // account). Keyed on the uid: Firebase's confirmation rewrites the hint with an equal copy, which is no reason to
  // drop a list already on its way and ask for it again.
  const signedInAs = hint?.uid ?? null;
  useEffect(() => {
    if (!hydrated || !signedInAs) return;
    let current = true;
    void loadOrders().then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, [hydrated, signedInAs, attempt]);

  const open = (id: string | null) => {
    goTo(id ? `?order=${id}` : location.pathname);
    if (!id) requestAnimationFrame(() => document.getElementById('orders-title')?.focus());
  };

  const replace = (order: Order) =>
    setView((current) => {
      if (current.kind !== 'orders') return current;
      // An order opened by its address may be on a page not loaded yet: keep it, in date order.
      const known = current.orders.some((o) => o.id === order.id);
      const orders = known
        ? current.orders.map((o) => (o.id === order.id ? order : o))
        : [...current.orders, order].toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { ...current, orders };
    });

  // The list may be a moment old: read the opened order afresh.
  useEffect(() => {
    if (!selected || view.kind !== 'orders') return;
    ordersApi()
      .then((api) => api.get(selected))
      .then(replace, () => undefined);
  }, [selected, view.kind]);

  const loadMore = async () => {
    if (view.kind !== 'orders' || !view.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await (await ordersApi()).list(view.nextCursor);
      setView((current) => {
        if (current.kind !== 'orders') return current;
        const known = new Set(current.orders.map((o) => o.id));
        return {
          kind: 'orders',
          orders: [...current.orders, ...page.orders.filter((o) => !known.has(o.id))],
          nextCursor: page.nextCursor,
        };
      });
      setStatus(
        page.orders.length ? `${page.orders.length} more ${page.orders.length === 1 ? 'order' : 'orders'} shown.` : '',
      );
    } catch (cause) {
      setStatus(cause instanceof ApiError ? cause.message : 'We could not load more orders. Please try again.');
    } finally {
      setLoadingMore(false);
    }
  };

  const cancel = async (id: string) => {
    try {
      const order = await (await ordersApi()).cancel(id);
      replace(order);
      setStatus(`Order ${orderNumber(id)} is cancelled.`);
    } catch (cause) {
      setStatus(cause instanceof ApiError ? cause.message : 'The order could not be cancelled. Please try again.');
      const fresh = await ordersApi()
        .then((api) => api.get(id))
        .catch(() => null);
      if (fresh) replace(fresh);
    }
  };

  const chosen = view.kind === 'orders' && selected ? view.orders.find((order) => order.id === selected) : undefined;

  return (
    <div className="grid gap-4">
      <p role="status" className="empty:hidden rounded-2xl bg-ink px-4 py-3 text-sm font-medium text-white">
        {status}
      </p>
      {!hydrated ? (
        // Before the React root is live the server's HTML holds both states: the page shows "Loading" only when this
        // browser holds a sign-in hint for the React root to confirm (global.css, keyed on the React root's
        // data-stored).
        <>
          <Loading data-if-stored />
          <SignInPrompt data-unless-stored />
        </>
      ) : view.kind === 'checking' ? (
        <Loading />
      ) : view.kind === 'signed-out' ? (
        <SignInPrompt />
      ) : view.kind === 'error' ? (
        <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p>{view.message}</p>
          <button
            type="button"
            onClick={() => {
              setView({ kind: 'checking' });
              setAttempt((n) => n + 1);
            }}
            className="btn btn-ghost mt-3"
          >
            Try again
          </button>
        </div>
      ) : selected && !chosen ? (
        <div className="rounded-3xl border border-slate-200 bg-white p-8">
          <p className="text-lg font-semibold">There is no such order in your account.</p>
          <button type="button" onClick={() => open(null)} className="btn btn-ghost mt-3">
            Show all orders
          </button>
        </div>
      ) : chosen ? (
        <Suspense fallback={<Loading />}>
          <OrderDetail order={chosen} onBack={() => open(null)} onCancel={cancel} />
        </Suspense>
      ) : (
        <Suspense fallback={<Loading />}>
          <OrderList orders={view.orders} onOpen={open} />
          {view.nextCursor ? (
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={loadingMore}
              aria-busy={loadingMore}
              className="btn btn-ghost justify-self-center"
            >
              {loadingMore ? 'Loading more orders…' : 'Load more orders'}
            </button>
          ) : null}
        </Suspense>
      )}
    </div>
  );
}

/** What a signed-out visitor sees: a prompt to sign in, back to this page. */
function SignInPrompt(props: { 'data-unless-stored'?: boolean }) {
  return (
    <div
      className="grid min-h-48 place-items-center rounded-3xl border border-slate-200 bg-white p-8 text-center"
      {...props}
    >
      <div>
        <p className="text-lg font-semibold">Sign in to see your orders.</p>
        <p className="mt-1 text-ink-muted">Your orders are kept with your account.</p>
        <a href={loginPathFor(routes.orders)} className="btn btn-primary mt-4">
          Sign in
        </a>
      </div>
    </div>
  );
}

/** Shown while the orders load. */
function Loading(props: { 'data-if-stored'?: boolean }) {
  return (
    <p
      className="grid min-h-48 place-items-center rounded-3xl border border-slate-200 bg-white text-ink-muted"
      aria-busy="true"
      {...props}
    >
      Loading your orders…
    </p>
  );
}
