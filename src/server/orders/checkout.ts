// Placing orders with their stock. One request per idempotency key wins the claim on the order's id and alone takes
// the stock; every other request with that key waits for the claim to settle and answers with the stored order, so
// all answers agree with what is stored. A placed order's units stay held under its claim (in the stock entries,
// src/server/inventory/inventory.ts) until it ships or is cancelled: ./lifecycle.ts moves them.
import {
  fairShare,
  priceOrder,
  type PricingProduct,
  type Order,
  type OrderRequest,
  type Quote,
} from '../../domain/orders/index.ts';
import { overlayStock, type Inventory } from '../inventory/inventory.ts';
import {
  publicOrder,
  type LimitRefusal,
  type OrderRepository,
  type StoredOrder,
  type customerSchema,
} from './repository.ts';
import type * as z from 'zod/mini';

/** How long a request waits for a concurrent one with the same key before answering 409. */
const SETTLE_MS = 10_000;
/**
 * A claim this old was left by a request that died mid-checkout (a Function runs for at most a minute, so its
 * request cannot still be writing): its units go back and the key works again.
 */
export const ABANDONED_MS = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type StockRefusal = { sku: string; name: string; available: number; asked: number };
export type Priced =
  | { ok: true; quote: Quote; shares: Map<string, { share: number; onHand: number }> }
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
  if (priced.ok) {
    // The fair share of each product, from the units on hand now (docs/orders.md#fair-shares).
    const shares = new Map(
      live.map((product) => [
        product.sku,
        { share: fairShare(product.stock, product.maxPerCustomer), onHand: product.stock },
      ]),
    );
    return { ...priced, shares };
  }
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
  customer?: z.infer<typeof customerSchema>,
): Promise<Placed> {
  const started = Date.now();
  for (let round = 0; ; round += 1) {
    // A retry gets the order it already placed, even if a price or the stock has changed since: look before pricing.
    const earlier = await deps.orders.lookup(uid, id, requestHash);
    if (earlier?.kind === 'replayed' || earlier?.kind === 'key-reused') return earlier;
    if (earlier?.kind === 'pending') {
      if (Date.now() - Date.parse(earlier.order.createdAt) > ABANDONED_MS) {
        deps.log.error(`Recovering the abandoned checkout claim ${id}`);
        await recoverClaim(earlier.order, deps);
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
    // Listed before the claim is written, so a request that dies at any point after this leaves a trace to sweep.
    const name = crypto.randomUUID();
    const at = deps.now();
    await deps.orders.track({ claim: name, uid, id, at: at.toISOString(), lines });
    const claim = await deps.orders.claim(uid, id, requestHash, priced.quote, at, name, customer);
    if (claim.kind !== 'claimed') {
      await deps.orders.untrack(name);
      if (claim.kind === 'pending') continue;
      return claim;
    }
    return await settle(claim.order, claim.etag, lines, priced, deps);
  }
}

/**
 * Takes a claimed checkout to its end. Every step that takes something is undone on a failure here, and what a
 * request that dies cannot undo is found by the sweep (sweepClaims): the claim is listed before anything is taken,
 * and its units are held under its name until the order is placed.
 */
async function settle(
  order: StoredOrder,
  etag: string,
  lines: OrderRequest['lines'],
  { quote, shares }: { quote: Quote; shares: Map<string, { share: number; onHand: number }> },
  deps: CheckoutDeps,
): Promise<Placed> {
  const { uid, id } = order;
  const name = order.claim ?? '';
  // The account's limits first: a refused order takes no stock, not even for a moment.
  const held = await deps.orders.hold(uid, id, lines, shares, deps.now()).catch(async (error: unknown) => {
    await dropClaim(order, lines, deps);
    throw error;
  });
  if (!held.ok) {
    await dropClaim(order, lines, deps);
    const { ok: _ok, ...refusal } = held;
    const product = refusal.limit === 'units' ? quote.lines.find((l) => l.sku === refusal.sku)?.name : undefined;
    return { ok: false, kind: 'limit', refusal, name: product ?? '' };
  }
  const reserved = await deps.inventory.reserve(lines, name).catch(async (error: unknown) => {
    await dropClaim(order, lines, deps);
    throw error;
  });
  if (!reserved.ok) {
    await dropClaim(order, lines, deps);
    const line = quote.lines.find((l) => l.sku === reserved.sku);
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
  let placed: Order;
  try {
    placed = await deps.orders.confirm(order, etag);
  } catch (error) {
    // The store failed, or the claim was recovered as abandoned while this request was slow: unless the order is
    // stored as placed after all, it was not placed, so its units go back and its key is free for a retry.
    const stored = await deps.orders.stored(uid, id).catch(() => null);
    if (stored?.claim === name && stored.status !== 'pending') {
      await forgetClaim(name, lines, deps);
      return { kind: 'created', order: publicOrder(stored) };
    }
    await dropClaim(order, lines, deps);
    throw error;
  }
  await forgetClaim(name, lines, deps);
  return { kind: 'created', order: placed };
}

/**
 * The order is placed: the claim leaves the list of checkouts under way (a sweep finishes it else). Its units stay
 * held under the claim's name until the order ships (commit) or is cancelled (undo).
 */
async function forgetClaim(name: string, _lines: OrderRequest['lines'], deps: CheckoutDeps): Promise<void> {
  try {
    await deps.orders.untrack(name);
  } catch (error) {
    deps.log.error(`Could not settle the checkout ${name}; the sweep will`, error);
  }
}

/**
 * A checkout that will not be placed: its held units go back (exactly once: a hold is given back only while it is
 * there), it stops counting against the account, its claim is dropped so the key works again, and it leaves the
 * list. Left for the sweep when a step fails: each is safe to repeat.
 */
async function dropClaim(order: StoredOrder, lines: OrderRequest['lines'], deps: CheckoutDeps): Promise<void> {
  try {
    if (order.claim) await deps.inventory.undo(order.claim, lines);
    await deps.orders.unhold(order.uid, order.id);
    const stored = await deps.orders.stored(order.uid, order.id);
    // Only this claim is dropped: a newer one on the key belongs to a retry that is under way.
    if (stored?.status === 'pending' && stored.claim === order.claim) await deps.orders.abandon(order);
    if (order.claim) await deps.orders.untrack(order.claim);
  } catch (error) {
    deps.log.error(`Could not undo the checkout ${order.id}; the sweep will`, error);
  }
}

/**
 * A claim still pending after ABANDONED_MS was left by a request that died (a Function runs for at most a minute):
 * nothing else can be writing for it, so its units go back and its key is freed.
 */
async function recoverClaim(order: StoredOrder, deps: CheckoutDeps): Promise<void> {
  if (order.claim) await deps.inventory.undo(order.claim, order.lines);
  await deps.orders.unhold(order.uid, order.id);
  await deps.orders.abandon(order);
  if (order.claim) await deps.orders.untrack(order.claim);
}

/**
 * Settles every checkout whose request died (listed for longer than ABANDONED_MS): an order that was placed keeps its
 * units held (its lifecycle moves them), anything else gives its held units back. Returns how many it settled.
 */
export async function sweepClaims(deps: CheckoutDeps, now: Date): Promise<number> {
  let settled = 0;
  for (const tracked of await deps.orders.tracked()) {
    if (now.getTime() - Date.parse(tracked.at) <= ABANDONED_MS) continue;
    try {
      const stored = await deps.orders.stored(tracked.uid, tracked.id);
      if (stored?.claim === tracked.claim && stored.status === 'pending') await recoverClaim(stored, deps);
      else if (stored?.claim === tracked.claim) await deps.orders.untrack(tracked.claim);
      else {
        // Dropped, erased or replaced by a retry's claim: whatever it still holds was never sold.
        await deps.inventory.undo(tracked.claim, tracked.lines);
        await deps.orders.untrack(tracked.claim);
      }
      settled += 1;
    } catch (error) {
      deps.log.error(`Could not settle the checkout ${tracked.claim}`, error);
    }
  }
  return settled;
}
