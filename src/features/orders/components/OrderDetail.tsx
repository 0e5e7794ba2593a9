import { useEffect, useRef, useState } from 'react';
import TotalsList from '../../cart/components/TotalsList.tsx';
import { formatPrice, productPath } from '../../../domain/catalog/index.ts';
import { orderNumber, statusLabel } from '../format.ts';
import type { Order } from '../../../domain/orders/schema.ts';
import { isOpen, stepsOf } from '../../../domain/orders/lifecycle.ts';
import StatusBadge from './StatusBadge.tsx';
import { formatLocalDate } from '../../platform/index.ts';
import { routes } from '../../../domain/site/index.ts';

interface Props {
  order: Order;
  onBack: () => void;
  onCancel: (id: string) => Promise<void>;
}

/** One order: its lines, totals, status and each step's date; an order not yet shipped can be cancelled (after a confirmation). */
export default function OrderDetail({ order, onBack, onCancel }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => heading.current?.focus(), [order.id]);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const cancel = async () => {
    if (cancelling) return;
    setCancelling(true);
    try {
      await onCancel(order.id);
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  };

  return (
    <article aria-labelledby="order-title" className="rounded-3xl border border-slate-200 bg-white p-5 sm:p-8">
      <a
        href={routes.orders}
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
        className="text-sm font-semibold text-fenvi underline underline-offset-2"
      >
        ← All orders
      </a>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 id="order-title" ref={heading} tabIndex={-1} className="text-2xl font-extrabold">
          Order {orderNumber(order.id)}
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted" aria-label="Order progress">
        {stepsOf(order).map((step) => (
          <li key={`${step.status}-${step.at}`}>
            {statusLabel[step.status]} <time dateTime={step.at}>{formatLocalDate(step.at)}</time>
          </li>
        ))}
      </ol>

      <table className="mt-6 w-full text-left text-sm sm:text-base">
        <caption className="sr-only">Items in order {orderNumber(order.id)}</caption>
        <thead className="border-b border-slate-200 text-ink-muted">
          <tr>
            <th scope="col" className="py-2 font-semibold">
              Product
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="hidden py-2 pl-3 text-right font-semibold sm:table-cell">
              Price
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku} className="border-b border-slate-100">
              <td className="py-2 pr-3">
                <a href={productPath(line.sku)} className="font-medium underline-offset-2 hover:underline">
                  {line.name}
                </a>
              </td>
              <td className="py-2 pl-3 text-right">{line.quantity}</td>
              <td className="hidden py-2 pl-3 text-right sm:table-cell">{formatPrice(line.unitPrice)}</td>
              <td className="py-2 pl-3 text-right font-semibold">{formatPrice(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsList
        totals={order}
        className="ml-auto mt-4 grid max-w-xs gap-1"
        rowClassName="flex justify-between gap-6"
        totalClassName="text-lg font-bold"
      />

      {isOpen(order.status) && (
        <div className="mt-6 border-t border-slate-200 pt-5">
          {confirming ? (
            <div role="group" aria-labelledby="cancel-question" className="rounded-2xl bg-red-50 p-4">
              <p id="cancel-question" className="font-semibold text-red-900">
                Cancel order {orderNumber(order.id)}? This cannot be undone.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  ref={confirmButton}
                  type="button"
                  onClick={() => void cancel()}
                  aria-disabled={cancelling}
                  className="btn bg-biwin text-white hover:bg-red-800 aria-disabled:opacity-70"
                >
                  {cancelling ? 'Cancelling…' : 'Yes, cancel order'}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(false)}
                  disabled={cancelling}
                  className="btn btn-ghost"
                >
                  Keep order
                </button>
              </div>
            </div>
          ) : (
            <button type="button" onClick={() => setConfirming(true)} className="btn btn-ghost text-biwin">
              Cancel order
            </button>
          )}
        </div>
      )}
    </article>
  );
}
