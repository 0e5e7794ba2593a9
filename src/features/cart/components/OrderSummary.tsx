import { formatPrice } from '../../../domain/catalog/index.ts';
import { FREE_SHIPPING_FROM, SHIPPING_RULE, type Totals } from '../../../domain/cart/totals.ts';
import TotalsList from './TotalsList.tsx';

/** Subtotal, shipping (with the rule) and total of the cart, in USD, from the prices this page was built with. */
export default function OrderSummary({ totals }: { totals: Totals }) {
  const toFree = FREE_SHIPPING_FROM - totals.subtotal;
  return (
    <section aria-labelledby="summary-heading" className="rounded-3xl border border-slate-200 bg-white p-5">
      <h2 id="summary-heading" className="text-xl font-bold">
        Order summary
      </h2>
      <TotalsList
        totals={totals}
        className="mt-4 grid gap-2"
        totalClassName="border-t border-slate-200 pt-2 text-lg font-bold"
        valueClassName="font-semibold"
        subtotalLabel={`Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`}
        shippingText={totals.itemCount === 0 ? '—' : undefined}
      />
      <p className="mt-3 text-sm text-ink-muted">
        {SHIPPING_RULE}
        {totals.itemCount > 0 && toFree > 0 && <> Add {formatPrice(toFree)} more to ship free.</>} Prices in US dollars;
        no sales tax is charged in this demo store.
      </p>
    </section>
  );
}
