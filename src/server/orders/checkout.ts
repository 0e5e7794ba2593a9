// Placing and cancelling orders with their stock. One request per idempotency key wins the claim on the order's id
// and alone takes the stock; every other request with that key waits for the claim to settle and answers with the
// stored order, so all answers agree with what is stored. A cancel returns the stock only from the request whose
// write changed the status.
import {
  priceOrder,
  type PricingProduct,
  type Order,
  type OrderRequest,
  type Quote,
} from '../../features/orders/index.ts';
import { overlayStock, type Inventory } from '../inventory/inventory.ts';
import type { LimitRefusal, OrderRepository } from './repository.ts';

/** How long a request waits for a concurrent one with the same key before answering 409. */
const SETTLE_MS = 10_000;
/** A claim this old was left by a request that died mid-checkout; it is dropped so the key works again. */
const ABANDONED_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type StockRefusal = { sku: string; name: string; available: number; asked: number };
export type Priced =
  | { ok: true; quote: Quote }
  | { ok: false; kind: 'unknown-sku'; sku: string; message: string }
  | { ok: false; kind: 'stock'; refusal: StockRefusal };
export type Placed =
  | { kind: 'created'; order: Order }
  | { kind: 'replayed'; order: Order }
  | { kind: 'key-reused' }
  | { kind: 'busy' }
  | { ok: false; kind: 'limit'; refusal: LimitRefusal; name: string }
  | Exclude<Priced, { ok: true }>;

export interface CheckoutDeps {
  orders: OrderRepository;
  inventory: Inventory;
  /** The products of `skus`, as orders are priced from them (hidden and unknown ones left out). */
  catalog: (skus: readonly string[]) => Promise<readonly PricingProduct[]>;
  now: () => Date;
  log: Pick<Console, 'error'>;
}

/** Prices lines from the catalogue with live stock; prices a client sent are never read. */
export async function priceWithStock(
  lines: OrderRequest['lines'],
  deps: Pick<CheckoutDeps, 'inventory' | 'catalog'>,
): Promise<Priced> {
  const catalog = await deps.catalog(lines.map((line) => line.sku));
  const levels = await deps.inventory.levels(
    lines.map((line) => line.sku).filter((sku) => catalog.some((p) => p.sku === sku)),
  );
  const live = overlayStock(catalog, levels);
  const priced = priceOrder(lines, live);
  if (priced.ok) return priced;
  if (priced.code === 'unknown-sku')
    return { ok: false, kind: 'unknown-sku', sku: priced.sku, message: priced.message };
  const product = live.find((p) => p.sku === priced.sku);
  const asked = lines.find((line) => line.sku === priced.sku)?.quantity ?? 0;
  return {
    ok: false,
    kind: 'stock',
    refusal: { sku: priced.sku, name: product?.name ?? priced.sku, available: Math.max(0, product?.stock ?? 0), asked },
  };
}

export async function placeOrder(
  uid: string,
  id: string,
  requestHash: string,
  lines: OrderRequest['lines'],
  deps: CheckoutDeps,
): Promise<Placed> {
  const started = Date.now();
  for (let round = 0; ; round += 1) {
    // A retry gets the order it already placed, even if a price or the stock has changed since: look before pricing.
    const earlier = await deps.orders.lookup(uid, id, requestHash);
    if (earlier?.kind === 'replayed' || earlier?.kind === 'key-reused') return earlier;
    if (earlier?.kind === 'pending') {
      if (Date.now() - Date.parse(earlier.order.createdAt) > ABANDONED_MS) {
        deps.log.error(`Dropping the abandoned checkout claim ${id}`);
        await deps.orders.abandon(earlier.order);
        continue;
      } else if (Date.now() - started > SETTLE_MS) {
        return { kind: 'busy' };
      } else {
        await sleep(Math.min(200, 20 + 10 * round));
        continue;
      }
    }
    const priced = await priceWithStock(lines, deps);
    if (!priced.ok) return priced;
    const claim = await deps.orders.claim(uid, id, requestHash, priced.quote, deps.now());
    if (claim.kind !== 'claimed') {
      if (claim.kind === 'pending') continue;
      return claim;
    }
    // The account's limits first: a refused order takes no stock, not even for a moment.
    let held;
    try {
      held = await deps.orders.hold(uid, id, lines);
    } catch (error) {
      await deps.orders.abandon(claim.order);
      throw error;
    }
    if (!held.ok) {
      await deps.orders.abandon(claim.order);
      const { ok: _ok, ...refusal } = held;
      const name = refusal.limit === 'units' ? priced.quote.lines.find((l) => l.sku === refusal.sku)?.name : undefined;
      return { ok: false, kind: 'limit', refusal, name: name ?? '' };
    }
    let reserved;
    try {
      reserved = await deps.inventory.reserve(lines);
    } catch (error) {
      await deps.orders
        .unhold(uid, id)
        .catch((cause: unknown) => deps.log.error(`Could not stop counting ${id}`, cause));
      await deps.orders.abandon(claim.order);
      throw error;
    }
    if (!reserved.ok) {
      await deps.orders.unhold(uid, id);
      await deps.orders.abandon(claim.order);
      const line = priced.quote.lines.find((l) => l.sku === reserved.sku);
      return {
        ok: false,
        kind: 'stock',
        refusal: {
          sku: reserved.sku,
          name: line?.name ?? reserved.sku,
          available: reserved.available,
          asked: line?.quantity ?? 0,
        },
      };
    }
    try {
      return { kind: 'created', order: await deps.orders.confirm(claim.order, claim.etag) };
    } catch (error) {
      // The store failed, or a claim judged abandoned was dropped while this request was slow: unless the order is
      // stored as placed after all, it was not placed, so its units go back and its key is free for a retry.
      const stored = await deps.orders.lookup(uid, id, requestHash).catch(() => null);
      if (stored?.kind === 'replayed') return { kind: 'created', order: stored.order };
      await deps.inventory
        .release(lines)
        .catch((cause: unknown) => deps.log.error(`Could not return the stock of unplaced order ${id}`, cause));
      await deps.orders
        .unhold(uid, id)
        .catch((cause: unknown) => deps.log.error(`Could not stop counting unplaced order ${id}`, cause));
      // Only this request's own claim is dropped: a newer claim on the key belongs to a retry that is under way.
      if (stored?.kind === 'pending' && stored.order.createdAt === claim.order.createdAt)
        await deps.orders
          .abandon(claim.order)
          .catch((cause: unknown) => deps.log.error(`Could not drop the claim of unplaced order ${id}`, cause));
      throw error;
    }
  }
}

export type Cancelled = { kind: 'cancelled'; order: Order } | { kind: 'not-found' };

export async function cancelOrder(uid: string, id: string, deps: CheckoutDeps): Promise<Cancelled> {
  const outcome = await deps.orders.cancel(uid, id, deps.now());
  if (outcome.kind === 'not-found') return outcome;
  if (outcome.kind === 'cancelled') {
    // The order is cancelled either way; units that cannot be returned are reported for a person to fix.
    await deps.inventory
      .release(outcome.order.lines)
      .catch((error: unknown) => deps.log.error(`Could not return the stock of order ${id}`, error));
  }
  // A cancelled order no longer counts against its account (again, when a first try could not say so).
  await deps.orders.unhold(uid, id).catch((error: unknown) => deps.log.error(`Could not stop counting ${id}`, error));
  return { kind: 'cancelled', order: outcome.order };
}

/**
 * Erases everything stored for `uid` (the account is being deleted): open orders are cancelled first, so their
 * units go back to stock exactly as a cancel would give them back, then every record and index entry is deleted.
 * Returns how many orders there were.
 */
export async function eraseOrders(uid: string, deps: CheckoutDeps): Promise<number> {
  const ids = await deps.orders.ids(uid);
  for (const id of ids) await cancelOrder(uid, id, deps);
  await deps.orders.erase(uid);
  return ids.length;
}
