import type { ReactNode } from 'react';
import { formatPrice } from '../../../domain/catalog/index.ts';
import type { Totals } from '../../../domain/cart/totals.ts';

interface Props {
  /** Integer cents (USD), as totalsOf, a quote or an order has them. */
  totals: Pick<Totals, 'subtotal' | 'shipping' | 'total'>;
  /** The list's own classes: where it sits and how large it reads. */
  className: string;
  /** The classes of each row. */
  rowClassName?: string;
  /** Added to the total's row, which stands out. */
  totalClassName: string;
  /** The classes of the subtotal's and the shipping's amounts. */
  valueClassName?: string;
  subtotalLabel?: ReactNode;
  totalLabel?: string;
  /** Shown instead of the shipping amount (an empty cart ships nothing yet: "—"). */
  shippingText?: string | undefined;
}

/** Subtotal, shipping ("Free" at 0) and total as a description list: the cart's summary, the checkout, an order. */
export default function TotalsList({
  totals,
  className,
  rowClassName = 'flex justify-between gap-4',
  totalClassName,
  valueClassName,
  subtotalLabel = 'Subtotal',
  totalLabel = 'Total',
  shippingText,
}: Props) {
  return (
    <dl className={className}>
      <div className={rowClassName}>
        <dt>{subtotalLabel}</dt>
        <dd className={valueClassName}>{formatPrice(totals.subtotal)}</dd>
      </div>
      <div className={rowClassName}>
        <dt>Shipping</dt>
        <dd className={valueClassName}>
          {shippingText ?? (totals.shipping === 0 ? 'Free' : formatPrice(totals.shipping))}
        </dd>
      </div>
      <div className={`${rowClassName} ${totalClassName}`}>
        <dt>{totalLabel}</dt>
        <dd>{formatPrice(totals.total)}</dd>
      </div>
    </dl>
  );
}
