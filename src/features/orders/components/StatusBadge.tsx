import { statusLabel } from '../format.ts';
import type { OrderStatus } from '../../../domain/orders/schema.ts';

export default function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
        status === 'placed'
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
          : 'bg-slate-100 text-ink-muted ring-1 ring-slate-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${status === 'placed' ? 'bg-emerald-600' : 'bg-slate-400'}`}
      />
      {statusLabel[status]}
    </span>
  );
}
