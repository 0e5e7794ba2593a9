import { statusLabel } from '../format.ts';
import type { OrderStatus } from '../../../domain/orders/schema.ts';

/** Each status's colours: open ones green, on their way blue, done grey (text contrast is AA on each). */
const tone: Record<OrderStatus, { badge: string; dot: string }> = {
  placed: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-600' },
  packed: { badge: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-600' },
  shipped: { badge: 'bg-sky-50 text-sky-900 ring-sky-200', dot: 'bg-sky-600' },
  delivered: { badge: 'bg-slate-100 text-ink ring-slate-300', dot: 'bg-ink' },
  cancelled: { badge: 'bg-slate-100 text-ink-muted ring-slate-300', dot: 'bg-slate-400' },
};

export default function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${tone[status].badge}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${tone[status].dot}`} />
      {statusLabel[status]}
    </span>
  );
}
