import type { RefObject } from 'react';
import TotalsList from '../../cart/components/TotalsList.tsx';
import { formatPrice } from '../../../domain/catalog/index.ts';
import { orderNumber } from '../format.ts';
import type { Order, Quote } from '../../../domain/orders/schema.ts';
import { formatLocalDate } from '../../platform/index.ts';
import { routes } from '../../../domain/site/index.ts';

interface ReviewProps {
  quote: Quote;
  estimate: number;
  placing: boolean;
  onPlace: () => void;
  onBack: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The store's quote for the cart, with Place order; its heading takes the focus when it appears. */
export function Review({ quote, estimate, placing, onPlace, onBack, headingRef }: ReviewProps) {
  return (
    <div className="mt-3">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        Review your order
      </h3>
      <p className="text-sm text-ink-muted">The store’s price for your cart, just now:</p>
      <ul className="mt-3 grid gap-1 text-sm" aria-label="Items in this order">
        {quote.lines.map((line) => (
          <li key={line.sku} className="flex justify-between gap-3">
            <span>
              {line.quantity} × {line.name}
            </span>
            <span className="font-semibold">{formatPrice(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <TotalsList
        totals={quote}
        className="mt-3 grid gap-1 border-t border-slate-200 pt-3 text-sm"
        totalClassName="text-base font-bold"
        totalLabel="Order total"
      />
      {quote.total !== estimate && (
        <p className="mt-2 text-sm font-medium text-amber-800">
          The store’s prices have changed since this page was made; the total above is what you pay.
        </p>
      )}
      <div className="mt-4 grid gap-2">
        <button
          type="button"
          onClick={onPlace}
          aria-disabled={placing}
          className="btn btn-primary w-full aria-disabled:cursor-progress aria-disabled:opacity-70"
        >
          {placing ? 'Placing your order…' : 'Place order'}
        </button>
        <button type="button" onClick={onBack} disabled={placing} className="btn btn-ghost w-full">
          Change cart
        </button>
      </div>
    </div>
  );
}

/** The confirmation, once the store has stored the order. */
export function Placed({ order, headingRef }: { order: Order; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className="mt-3 rounded-2xl bg-emerald-50 p-4 text-emerald-950">
      <h3 ref={headingRef} tabIndex={-1} className="font-bold">
        Thank you! Your order is placed.
      </h3>
      <p className="mt-1 text-sm">
        Order {orderNumber(order.id)} · {formatLocalDate(order.createdAt)} · {formatPrice(order.total)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={routes.orders} className="btn btn-primary">
          View your orders
        </a>
        <a href={routes.all} className="btn btn-ghost">
          Keep shopping
        </a>
      </div>
    </div>
  );
}
