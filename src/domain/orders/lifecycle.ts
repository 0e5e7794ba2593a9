// The fulfilment lifecycle, once: which step follows which, who may take it, and which statuses still hold stock and
// count against the account's open-order limit (docs/orders.md). The orders and desk Functions decide with these, the
// desk and the orders page show them.
import type { Order, OrderStatus, OrderStep } from './schema.ts';

/** The step staff take next from each status (none after delivery or a cancel). */
export const NEXT_STATUS: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  placed: 'packed',
  packed: 'shipped',
  shipped: 'delivered',
};

/** Not yet shipped: its units are held for it, it can be cancelled, and it counts against the open-order limit. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['placed', 'packed'];
export const isOpen = (status: OrderStatus) => OPEN_STATUSES.includes(status);

/** Its life is over: kept for the retention period, then pruned (docs/orders.md#what-is-kept). */
export const FINISHED_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** The statuses an order may reach `to` from; everything else is a 409. */
export function allowedFrom(to: OrderStatus): readonly OrderStatus[] {
  if (to === 'cancelled') return OPEN_STATUSES;
  return Object.entries(NEXT_STATUS).flatMap(([from, next]) => (next === to ? [from as OrderStatus] : []));
}

/** Whether an order in `from` can still come to be in `to` by steps of the lifecycle (`from` itself included). */
export function canReach(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || allowedFrom(to).some((before) => canReach(from, before));
}

/** Why `from → to` is not a step of the lifecycle, as a sentence; null when it is one. */
export function illegalStep(from: OrderStatus, to: OrderStatus): string | null {
  if (allowedFrom(to).includes(from)) return null;
  if (to === 'cancelled')
    return `This order is ${from} and can no longer be cancelled: only orders not yet shipped can.`;
  const next = NEXT_STATUS[from];
  return next
    ? `This order is ${from}: its next step is ${next}, not ${to}.`
    : `This order is ${from}: it has no further steps.`;
}

/** The steps of an order as stored, or the ones an order stored before the lifecycle implies. */
export function stepsOf(order: Pick<Order, 'status' | 'createdAt' | 'cancelledAt' | 'history'>): OrderStep[] {
  if (order.history && order.history.length > 0) return order.history;
  const placed: OrderStep = { status: 'placed', at: order.createdAt, by: 'customer' };
  return order.status === 'cancelled'
    ? [placed, { status: 'cancelled', at: order.cancelledAt ?? order.createdAt, by: 'customer' }]
    : [placed];
}

/** When the order reached its current status. */
export const statusDate = (order: Pick<Order, 'status' | 'createdAt' | 'cancelledAt' | 'history'>): string =>
  stepsOf(order).findLast((step) => step.status === order.status)?.at ?? order.createdAt;
