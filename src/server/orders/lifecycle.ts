// An order's steps after checkout (placed → packed → shipped → delivered, cancelled before shipping), with the stock
// following each one. Every call here can fail, time out after its write landed, or stop half-way, and be called
// again: the status moves by compare-and-swap (a retry finds it `already` moved), and the stock follows from the
// status alone, through the order's hold in the stock entries (given back by `undo`, let go by `commit`, each once
// whatever the number of calls). An order whose stock has yet to follow is listed under `settling/` before its status
// changes, so the sweep finishes what a request that died left. docs/orders.md says why.
import { allowedFrom, FINISHED_STATUSES, statusDate, type Actor, type OrderStatus } from '../../domain/orders/index.ts';
import { ABANDONED_MS, type CheckoutDeps } from './checkout.ts';
import type { StepOutcome, StoredOrder } from './repository.ts';

/** Statuses a step to which moves stock: a cancel gives the units back, a shipment lets them go. */
const MOVES_STOCK: readonly OrderStatus[] = ['cancelled', 'shipped'];

/** How long a finished (delivered or cancelled) order is kept before the sweep prunes it (docs/orders.md). */
export const RETENTION_DAYS: Readonly<Record<'delivered' | 'cancelled', number>> = { delivered: 365, cancelled: 30 };
const DAY_MS = 86_400_000;
/** How many orders one sweep prunes at most (the next run, a minute later, goes on). */
const PRUNE_PER_RUN = 100;

/**
 * Makes the stock agree with the order's status, and stops counting a shipped or cancelled order against its account.
 * Each part is safe to repeat, so a retry, the sweep and an erasure may all call it for the same order.
 */
export async function followStock(order: StoredOrder, deps: Pick<CheckoutDeps, 'orders' | 'inventory'>) {
  if (order.status === 'cancelled') {
    if (order.held && order.claim) await deps.inventory.undo(order.claim, order.lines);
  } else if (order.status === 'shipped' || order.status === 'delivered') {
    if (order.held && order.claim) await deps.inventory.commit(order.claim, order.lines);
  } else return;
  await deps.orders.unhold(order.uid, order.id, order.status === 'cancelled' ? order.cancelledAt : undefined);
  await deps.orders.settled(order.id);
}

/**
 * Takes an order one step (`to`), by the customer, the store or staff (`email` kept for staff). A step already taken
 * answers `already` and finishes what it left; a step that is not one from the order's status answers `illegal`.
 */
export async function stepOrder(
  uid: string,
  id: string,
  to: OrderStatus,
  by: Actor,
  deps: CheckoutDeps,
  email?: string,
): Promise<StepOutcome> {
  const before = await deps.orders.stored(uid, id);
  if (!before || before.status === 'pending') return { kind: 'not-found' };
  if (before.status === to) {
    await followStock(before, deps);
    return { kind: 'already', order: before };
  }
  if (!allowedFrom(to).includes(before.status)) return { kind: 'illegal', order: before };
  const now = deps.now();
  if (MOVES_STOCK.includes(to)) await deps.orders.settling({ uid, id, at: now.toISOString() });
  const outcome = await deps.orders.step(uid, id, to, now, by, email);
  if (outcome.kind === 'moved' && to === 'cancelled' && !outcome.order.held) {
    // An order placed before units were held per order: its units were sold outright, so only the request whose
    // write cancelled it gives them back (not exactly-once if this request dies here; orders placed since are).
    await deps.inventory
      .release(outcome.order.lines)
      .catch((error: unknown) => deps.log.error(`Could not return the stock of order ${id}`, error));
  }
  if (outcome.kind === 'moved' || outcome.kind === 'already') await followStock(outcome.order, deps);
  return outcome;
}

/**
 * Erases every order of `uid` (the account is being deleted): open orders are cancelled, so their units go back
 * exactly as a cancel gives them back, finished ones have their stock settled, then every record and index entry
 * is deleted. Safe to call again after any failure. Returns how many orders there were.
 */
export async function eraseOrders(uid: string, deps: CheckoutDeps): Promise<number> {
  const ids = await deps.orders.ids(uid);
  for (const id of ids) {
    const stored = await deps.orders.stored(uid, id);
    if (!stored) continue;
    if (stored.status === 'pending') {
      // A checkout under way: what it holds goes back now (and again, harmlessly, when the sweep finds it listed).
      if (stored.claim) await deps.inventory.undo(stored.claim, stored.lines);
      continue;
    }
    if (stored.status === 'placed' || stored.status === 'packed')
      await stepOrder(uid, id, 'cancelled', 'customer', deps);
    else await followStock(stored, deps);
    await deps.orders.remove(stored);
  }
  await deps.orders.erase(uid);
  return ids.length;
}

/**
 * The scheduled sweep's share of the lifecycle: finishes the stock of orders whose request died after their status
 * changed (listed under `settling/` for longer than ABANDONED_MS), then prunes finished orders kept past their
 * retention. Returns how many orders it settled and pruned.
 */
export async function sweepOrders(deps: CheckoutDeps, now: Date): Promise<{ settled: number; pruned: number }> {
  let settled = 0;
  for (const entry of await deps.orders.unsettled()) {
    if (now.getTime() - Date.parse(entry.at) <= ABANDONED_MS) continue;
    try {
      const stored = await deps.orders.stored(entry.uid, entry.id);
      // A status write that never landed leaves nothing to follow; a removed order had its stock settled first.
      if (stored) await followStock(stored, deps);
      await deps.orders.settled(entry.id);
      settled += 1;
    } catch (error) {
      deps.log.error(`Could not settle the stock of order ${entry.id}`, error);
    }
  }
  let pruned = 0;
  // The desk's lists by status are built once, before the first sweep that prunes from them.
  await deps.orders.indexDesk();
  const expired = (order: StoredOrder) =>
    FINISHED_STATUSES.includes(order.status as OrderStatus) &&
    now.getTime() - Date.parse(statusDate({ ...order, status: order.status as OrderStatus })) >
      RETENTION_DAYS[order.status as 'delivered' | 'cancelled'] * DAY_MS;
  // An order is due no sooner than its retention after it was created: each finished list is read only as far as
  // orders that old, oldest first.
  const due: StoredOrder[] = [];
  for (const status of ['cancelled', 'delivered'] as const) {
    const before = new Date(now.getTime() - RETENTION_DAYS[status] * DAY_MS);
    const page = await deps.orders.desk([status], { limit: PRUNE_PER_RUN - due.length, before }, expired);
    due.push(...page.entries.map((entry) => entry.order));
    if (due.length === PRUNE_PER_RUN) break;
  }
  for (const order of due) {
    try {
      await followStock(order, deps);
      await deps.orders.remove(order);
      pruned += 1;
    } catch (error) {
      deps.log.error(`Could not prune order ${order.id}`, error);
    }
  }
  return { settled, pruned };
}
