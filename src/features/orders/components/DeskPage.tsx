import { useStore } from '@nanostores/react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { $user, confirmUser, idToken, loginPathFor } from '../../auth/index.ts';
import { ApiError, formatLocalDateTime, useHydrated } from '../../platform/index.ts';
import { formatPrice } from '../../../domain/catalog/index.ts';
import {
  ACTION_OF_STATUS,
  deskFilterLabel,
  deskFilters,
  deskFilterSchema,
  isOpen,
  NEXT_STATUS,
  nextStepLabel,
  type DeskAction,
  type DeskFilter,
  type DeskOrder,
} from '../../../domain/orders/index.ts';
import { routes } from '../../../domain/site/index.ts';
import { orderNumber, statusLabel } from '../format.ts';
import StatusBadge from './StatusBadge.tsx';
import { goTo, subscribeToAddress } from '../../platform/address.ts';

type View =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'not-staff'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'orders'; orders: DeskOrder[]; next: string | null };

const deskApi = () => import('../desk-api.ts').then(({ createDeskApi }) => createDeskApi({ token: idToken }));

/** The filter the address names (`?status=`), open orders when it names none. */
function filterInUrl(): DeskFilter {
  const parsed = deskFilterSchema.safeParse(new URLSearchParams(location.search).get('status') ?? 'open');
  return parsed.success ? parsed.data : 'open';
}

async function loadDesk(filter: DeskFilter): Promise<View> {
  try {
    const user = await confirmUser();
    if (!user) return { kind: 'signed-out' };
    return { kind: 'orders', ...(await (await deskApi()).list(filter)) };
  } catch (cause) {
    if (cause instanceof ApiError && cause.kind === 'signed-out') return { kind: 'signed-out' };
    if (cause instanceof ApiError && cause.code === 'not-staff') return { kind: 'not-staff', message: cause.message };
    if (!(cause instanceof ApiError)) console.error('Could not load the orders desk', cause);
    return {
      kind: 'error',
      message: cause instanceof ApiError ? cause.message : 'We could not load the orders. Please try again.',
    };
  }
}

/** /desk: staff see open orders oldest first, filter them by status and take each one its next step. */
export default function DeskPage() {
  const hydrated = useHydrated();
  const hint = useStore($user, { ssr: () => null });
  const filter = useSyncExternalStore(subscribeToAddress, filterInUrl, () => 'open' as const);
  const [loaded, setView] = useState<View>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const view: View = hydrated && !hint ? { kind: 'signed-out' } : loaded;
  const signedInAs = hint?.uid ?? null;

  useEffect(() => {
    if (!hydrated || !signedInAs) return;
    let current = true;
    void loadDesk(filter).then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, [hydrated, signedInAs, filter, attempt]);

  const choose = (next: DeskFilter) => {
    goTo(next === 'open' ? routes.desk : `${routes.desk}?status=${next}`, { replace: true });
    setStatus('');
    setView({ kind: 'checking' });
  };
  const reload = () => {
    setView({ kind: 'checking' });
    setAttempt((n) => n + 1);
  };

  const loadMore = async () => {
    if (view.kind !== 'orders' || !view.next) return;
    try {
      const page = await (await deskApi()).list(filter, view.next);
      setView({ kind: 'orders', orders: [...view.orders, ...page.orders], next: page.next });
    } catch (cause) {
      setStatus(cause instanceof ApiError ? cause.message : 'We could not load more orders. Please try again.');
    }
  };

  const step = async (order: DeskOrder, action: DeskAction) => {
    if (busy) return;
    setBusy(order.ref);
    try {
      const moved = await (await deskApi()).step(order.ref, action);
      setView((current) =>
        current.kind === 'orders'
          ? { ...current, orders: current.orders.map((o) => (o.ref === moved.ref ? moved : o)) }
          : current,
      );
      setStatus(`Order ${orderNumber(moved.id)} is ${statusLabel[moved.status].toLowerCase()}.`);
    } catch (cause) {
      setStatus(cause instanceof ApiError ? cause.message : 'That step failed. Please try again.');
      // Someone else may have moved it: show the orders as they are now.
      setAttempt((n) => n + 1);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-4">
      <p role="status" className="empty:hidden rounded-2xl bg-ink px-4 py-3 text-sm font-medium text-white">
        {status}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="grid gap-1 text-sm font-semibold">
          Show
          <select
            value={filter}
            onChange={(event) => choose(deskFilterSchema.parse(event.target.value))}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal"
          >
            {deskFilters.map((value) => (
              <option key={value} value={value}>
                {deskFilterLabel[value]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-ghost" onClick={reload}>
          Refresh
        </button>
      </div>
      <Body view={view} filter={filter} busy={busy} onStep={step} onRetry={reload} />
      {view.kind === 'orders' && view.next ? (
        <button type="button" className="btn btn-ghost justify-self-center" onClick={() => void loadMore()}>
          Load more orders
        </button>
      ) : null}
    </div>
  );
}

interface BodyProps {
  view: View;
  filter: DeskFilter;
  busy: string | null;
  onStep: (order: DeskOrder, action: DeskAction) => Promise<void>;
  onRetry: () => void;
}

function Body({ view, filter, busy, onStep, onRetry }: BodyProps) {
  switch (view.kind) {
    case 'checking':
      return <Panel busy>Loading the orders…</Panel>;
    case 'signed-out':
      return (
        <Panel>
          <p className="text-lg font-semibold">Sign in with a staff account to run the orders desk.</p>
          <a href={loginPathFor(routes.desk)} className="btn btn-primary mt-4">
            Sign in
          </a>
        </Panel>
      );
    case 'not-staff':
      return (
        <Panel>
          <p className="text-lg font-semibold">The orders desk is for store staff.</p>
          <p className="mt-1 text-ink-muted">{view.message}</p>
        </Panel>
      );
    case 'error':
      return (
        <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p>{view.message}</p>
          <button type="button" onClick={onRetry} className="btn btn-ghost mt-3">
            Try again
          </button>
        </div>
      );
    case 'orders':
      return view.orders.length === 0 ? (
        <Panel>
          <p className="text-lg font-semibold">No orders to show.</p>
          <p className="mt-1 text-ink-muted">
            {filter === 'open' ? 'Every order has shipped or been cancelled.' : `No order is ${filter} right now.`}
          </p>
        </Panel>
      ) : (
        <ol className="grid gap-4" aria-label="Orders, oldest first">
          {view.orders.map((order) => (
            <li key={order.ref}>
              <DeskCard order={order} busy={busy === order.ref} onStep={onStep} />
            </li>
          ))}
        </ol>
      );
  }
}

function Panel({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div
      aria-busy={busy || undefined}
      className="grid min-h-40 place-items-center rounded-3xl border border-slate-200 bg-white p-6 text-center sm:p-8"
    >
      <div>{children}</div>
    </div>
  );
}

const actorLabel = (step: DeskOrder['history'][number]) =>
  step.by === 'staff' ? (step.email ?? 'staff') : step.by === 'customer' ? 'the customer' : 'the store';

function DeskCard({
  order,
  busy,
  onStep,
}: {
  order: DeskOrder;
  busy: boolean;
  onStep: (order: DeskOrder, action: DeskAction) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const next = NEXT_STATUS[order.status];
  const nextAction = next && ACTION_OF_STATUS[next];
  const heading = `order-${order.id}`;
  const customer = order.customer.name ?? order.customer.email ?? 'A customer';
  return (
    <article aria-labelledby={heading} className="grid gap-4 rounded-3xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={heading} className="text-lg font-bold">
            Order {orderNumber(order.id)}
          </h2>
          <StatusBadge status={order.status} />
        </div>
        <p className="text-xl font-extrabold">
          <span className="sr-only">Total </span>
          {formatPrice(order.total)}
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        For <span className="font-semibold text-ink">{customer}</span>
        {order.customer.name && order.customer.email ? ` (${order.customer.email})` : ''} · placed{' '}
        <time dateTime={order.createdAt}>{formatLocalDateTime(order.createdAt)}</time>
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items in order {orderNumber(order.id)}</caption>
        <thead className="border-b border-slate-200 text-ink-muted">
          <tr>
            <th scope="col" className="py-1.5 font-semibold">
              Product
            </th>
            <th scope="col" className="hidden py-1.5 pl-3 font-semibold sm:table-cell">
              SKU
            </th>
            <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku} className="border-b border-slate-100">
              <td className="py-1.5 pr-3 font-medium">{line.name}</td>
              <td className="hidden py-1.5 pl-3 font-mono text-xs text-ink-muted sm:table-cell">{line.sku}</td>
              <td className="py-1.5 pl-3 text-right font-semibold">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="grid gap-1 text-sm text-ink-muted" aria-label={`Steps of order ${orderNumber(order.id)}`}>
        {order.history.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            <span className="font-semibold text-ink">{statusLabel[step.status]}</span>{' '}
            <time dateTime={step.at}>{formatLocalDateTime(step.at)}</time> by {actorLabel(step)}
          </li>
        ))}
      </ol>
      {(nextAction || isOpen(order.status)) && (
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {next && nextAction && (
            <button
              type="button"
              className="btn btn-primary"
              aria-disabled={busy || undefined}
              onClick={() => void onStep(order, nextAction)}
            >
              {nextStepLabel[order.status]}
              <span className="sr-only"> order {orderNumber(order.id)}</span>
            </button>
          )}
          {isOpen(order.status) &&
            (confirming ? (
              <button
                type="button"
                className="btn bg-biwin text-white hover:bg-red-800"
                aria-disabled={busy || undefined}
                onClick={() => void onStep(order, 'cancel').finally(() => setConfirming(false))}
              >
                Yes, cancel order {orderNumber(order.id)}
              </button>
            ) : (
              <button type="button" className="btn btn-ghost text-biwin" onClick={() => setConfirming(true)}>
                Cancel order<span className="sr-only"> {orderNumber(order.id)}</span>
              </button>
            ))}
        </div>
      )}
    </article>
  );
}
