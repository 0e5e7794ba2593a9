import { formatPrice } from '../../../domain/catalog/index.ts';
import { itemsSummary, orderNumber, statusLabel } from '../format.ts';
import type { Order } from '../../../domain/orders/schema.ts';
import { statusDate } from '../../../domain/orders/lifecycle.ts';
import StatusBadge from './StatusBadge.tsx';
import { formatLocalDate } from '../../platform/index.ts';
import { routes } from '../../../domain/site/index.ts';

interface Props {
  orders: readonly Order[];
  onOpen: (id: string) => void;
}

/** The shopper's orders, newest first: number, date (mm/dd/yy), status, items and total, each opening its details. */
export default function OrderList({ orders, onOpen }: Props) {
  if (orders.length === 0) {
    return (
      <div className="rounded-3xl border border-slate-200 bg-white p-8 text-center">
        <p className="text-lg font-semibold">You have no orders yet.</p>
        <p className="mt-1 text-ink-muted">
          When you check out, your orders show up here.{' '}
          <a href={routes.all} className="font-semibold text-fenvi underline underline-offset-2">
            Browse the store
          </a>
          .
        </p>
      </div>
    );
  }
  return (
    <ol className="grid gap-4" aria-label="Your orders">
      {orders.map((order) => (
        <li key={order.id}>
          <article
            aria-labelledby={`order-${order.id}`}
            className="grid gap-3 rounded-3xl border border-slate-200 bg-white p-5 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h2 id={`order-${order.id}`} className="text-lg font-bold">
                  Order {orderNumber(order.id)}
                </h2>
                <StatusBadge status={order.status} />
              </div>
              <p className="mt-1 text-sm text-ink-muted">
                Placed <time dateTime={order.createdAt}>{formatLocalDate(order.createdAt)}</time>
                {order.status !== 'placed' && (
                  <>
                    {' '}
                    · {statusLabel[order.status]}{' '}
                    <time dateTime={statusDate(order)}>{formatLocalDate(statusDate(order))}</time>
                  </>
                )}{' '}
                · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
              </p>
              <p className="mt-2 truncate">{itemsSummary(order)}</p>
            </div>
            <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
              <p className="text-xl font-extrabold">
                <span className="sr-only">Total </span>
                {formatPrice(order.total)}
              </p>
              <a
                href={`?order=${order.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(order.id);
                }}
                className="btn btn-ghost"
              >
                View details<span className="sr-only"> of order {orderNumber(order.id)}</span>
              </a>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
