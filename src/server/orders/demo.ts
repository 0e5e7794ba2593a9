// The demo's orders: `npm start` gives the demo editor a few orders in each status of the lifecycle, so the orders
// desk and the orders page have something to show on a fresh machine (scripts/seed-auth-emulator.mjs). Placed and
// stepped through the same code as real ones, under fixed idempotency keys, so starting again changes nothing.
import type { CartLine } from '../../domain/cart/index.ts';
import type { OrderStatus } from '../../domain/orders/index.ts';
import type { CheckoutDeps } from './checkout.ts';
import { placeOrder } from './checkout.ts';
import { orderIdFor, requestFingerprint } from './ids.ts';
import { stepOrder } from './lifecycle.ts';

/** The steps from `placed` to each status. */
const PATH: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: [],
  packed: ['packed'],
  shipped: ['packed', 'shipped'],
  delivered: ['packed', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
};

/** Two orders still to pack, one packed, one shipped, one delivered, one cancelled (within the open-order limit). */
export const DEMO_STATUSES: readonly OrderStatus[] = [
  'placed',
  'placed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
];

export interface DemoCustomer {
  uid: string;
  email: string;
  name: string;
}

/**
 * Places one order per DEMO_STATUSES for `customer` (one unit of a product from `skus` each) and takes it to its
 * status, as `staff` would on the desk. Returns the statuses the orders are in.
 */
export async function seedDemoOrders(
  customer: DemoCustomer,
  skus: readonly string[],
  staff: string,
  deps: CheckoutDeps,
): Promise<OrderStatus[]> {
  const reached: OrderStatus[] = [];
  for (const [index, status] of DEMO_STATUSES.entries()) {
    const lines: CartLine[] = [{ sku: skus[index % skus.length] ?? '', quantity: 1 }];
    const id = await orderIdFor(customer.uid, `demo-order-${String(index + 1).padStart(8, '0')}`);
    const placed = await placeOrder(customer.uid, id, await requestFingerprint(lines), lines, deps, {
      email: customer.email,
      name: customer.name,
    });
    if (placed.kind !== 'created' && placed.kind !== 'replayed')
      throw new Error(`Demo order ${index + 1}: ${placed.kind}`);
    let current: OrderStatus = placed.order.status;
    // A step taken by an earlier start is `illegal` or `already` now: the order keeps where it got to.
    for (const to of PATH[status]) {
      const outcome = await stepOrder(customer.uid, id, to, to === 'cancelled' ? 'customer' : 'staff', deps, staff);
      if (outcome.kind === 'moved' || outcome.kind === 'already') current = to;
    }
    reached.push(current);
  }
  return reached;
}
