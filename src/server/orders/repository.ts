// Orders in the store, one entry per order under its owner's id, plus an index that lists them newest first:
//   users/{uid}/orders/{id}            the order; created create-only as `pending` (the claim on its idempotency
//                                      key), `placed` once its stock is reserved, later `cancelled`
//   users/{uid}/recent/{inv}-{id}      {} for each order, where inv = MAX_TIME - createdAt in ms (13 digits), so
//                                      key order is newest first and a page is read without reading every order
// Separate entries (no shared document to read-modify-write) mean concurrent checkouts of one user never overwrite
// each other, and a lookup under the caller's prefix cannot reach another user's order.
import * as z from 'zod/mini';
import {
  ORDER_ID_PATTERN,
  ORDERS_CURSOR_PATTERN,
  orderSchema,
  type Order,
  type Quote,
} from '../../features/orders/index.ts';
import type { JsonStore } from '../blobs.ts';

export const storedOrderSchema = z.extend(orderSchema, {
  status: z.enum(['pending', 'placed', 'cancelled']),
  uid: z.string().check(z.minLength(1)),
  /** requestFingerprint() of the lines asked for, to tell a replay from a reused idempotency key. */
  requestHash: z.string(),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

export type ClaimOutcome =
  | { kind: 'claimed'; order: StoredOrder; etag: string }
  | { kind: 'replayed'; order: Order }
  | { kind: 'key-reused' }
  /** Another request with this key is placing the order right now. */
  | { kind: 'pending'; order: StoredOrder };
export type CancelOutcome =
  { kind: 'cancelled'; order: Order } | { kind: 'already-cancelled'; order: Order } | { kind: 'not-found' };
export interface OrdersPage {
  orders: Order[];
  /** Where the next page starts, or null on the last page. */
  nextCursor: string | null;
}

export interface OrderRepository {
  find(uid: string, id: string): Promise<Order | null>;
  /** What this id already names: the order (or a refusal of a different cart), a checkout in progress, or null. */
  lookup(uid: string, id: string, requestHash: string): Promise<ClaimOutcome | null>;
  /** Claims the id for this checkout (create-only): exactly one concurrent request gets `claimed`. */
  claim(uid: string, id: string, requestHash: string, quote: Quote, now: Date): Promise<ClaimOutcome>;
  /** Turns a claim into a placed order, listed from now on. */
  confirm(claimed: StoredOrder, etag: string): Promise<Order>;
  /** Drops a claim whose checkout failed (no stock), so the key can be used again. */
  abandon(order: StoredOrder): Promise<void>;
  list(uid: string, page: { cursor?: string | undefined; limit: number }): Promise<OrdersPage>;
  /** Cancels a placed order; only the request whose write wins gets `cancelled` (and returns the stock). */
  cancel(uid: string, id: string, now: Date): Promise<CancelOutcome>;
  /** The ids of every order stored for `uid`, checkouts under way included. */
  ids(uid: string): Promise<string[]>;
  /** Deletes everything stored for `uid` (orders and their index); the caller returns open orders' stock first. */
  erase(uid: string): Promise<void>;
}

/** A cancel that keeps losing compare-and-swap races gives up after this many tries (someone else is writing). */
const CANCEL_ATTEMPTS = 8;
const MAX_TIME = 9_999_999_999_999;

// Firebase uids are short and URL-safe, but encoding keeps any other issuer's ids from adding path segments.
const userRoot = (uid: string) => `users/${encodeURIComponent(uid).replaceAll('.', '%2E')}/`;
const keyOf = (uid: string, id: string) => `${userRoot(uid)}orders/${id}`;
const indexRoot = (uid: string) => `${userRoot(uid)}recent/`;
/** The index entry's name, which is also the page cursor: it sorts newest first. */
export const cursorOf = (order: Pick<Order, 'id' | 'createdAt'>) =>
  `${String(MAX_TIME - Date.parse(order.createdAt)).padStart(13, '0')}-${order.id}`;

/** The order as the owner sees it: the stored record without the bookkeeping fields. */
export function publicOrder(stored: StoredOrder): Order {
  const { uid: _uid, requestHash: _hash, status, ...rest } = stored;
  return { ...rest, status: status === 'cancelled' ? 'cancelled' : 'placed' };
}

export function orderRepository(store: JsonStore, log: Pick<Console, 'error'> = console): OrderRepository {
  const read = async (uid: string, id: string) => {
    if (!ORDER_ID_PATTERN.test(id)) return null;
    const entry = await store.get(keyOf(uid, id));
    if (!entry) return null;
    const parsed = storedOrderSchema.safeParse(entry.value);
    // A record that no longer parses is reported and treated as absent rather than failing every list of this user.
    if (!parsed.success || parsed.data.uid !== uid || parsed.data.id !== id) {
      log.error(`Unreadable order record ${keyOf(uid, id)}`);
      return null;
    }
    return { order: parsed.data, etag: entry.etag };
  };

  const outcomeOf = (order: StoredOrder, requestHash: string): ClaimOutcome => {
    if (order.requestHash !== requestHash) return { kind: 'key-reused' };
    return order.status === 'pending' ? { kind: 'pending', order } : { kind: 'replayed', order: publicOrder(order) };
  };

  return {
    async find(uid, id) {
      const found = await read(uid, id);
      return found && found.order.status !== 'pending' ? publicOrder(found.order) : null;
    },
    async lookup(uid, id, requestHash) {
      const found = await read(uid, id);
      return found ? outcomeOf(found.order, requestHash) : null;
    },
    async claim(uid, id, requestHash, quote, now) {
      const claim: StoredOrder = { id, status: 'pending', createdAt: now.toISOString(), ...quote, uid, requestHash };
      if (await store.create(keyOf(uid, id), claim)) {
        const written = await read(uid, id);
        if (written) return { kind: 'claimed', order: written.order, etag: written.etag };
      }
      const found = await read(uid, id);
      // Claimed and dropped again in between: the caller starts over.
      return found ? outcomeOf(found.order, requestHash) : { kind: 'pending', order: claim };
    },
    async confirm(claimed, etag) {
      await store.create(`${indexRoot(claimed.uid)}${cursorOf(claimed)}`, {});
      const placed: StoredOrder = { ...claimed, status: 'placed' };
      if (!(await store.replace(keyOf(claimed.uid, claimed.id), placed, etag))) {
        throw new Error(`Order ${claimed.id} changed while it was being placed`);
      }
      return publicOrder(placed);
    },
    async abandon(order) {
      await store.delete(`${indexRoot(order.uid)}${cursorOf(order)}`);
      await store.delete(keyOf(order.uid, order.id));
    },
    async list(uid, { cursor, limit }) {
      const root = indexRoot(uid);
      const names: string[] = [];
      // One more than asked, to know whether there is a next page; the index is read only as far as needed.
      for await (const page of store.pages(root)) {
        for (const key of page) {
          const name = key.slice(root.length);
          if (ORDERS_CURSOR_PATTERN.test(name) && (cursor === undefined || name > cursor)) names.push(name);
        }
        if (names.length > limit) break;
      }
      const slice = names.slice(0, limit);
      const found = await Promise.all(slice.map((name) => read(uid, name.slice(14))));
      const orders = found.flatMap((entry) =>
        entry && entry.order.status !== 'pending' ? [publicOrder(entry.order)] : [],
      );
      const last = slice.at(-1);
      return { orders, nextCursor: names.length > limit && last ? last : null };
    },
    async cancel(uid, id, now) {
      for (let attempt = 0; attempt < CANCEL_ATTEMPTS; attempt += 1) {
        const found = await read(uid, id);
        if (!found || found.order.status === 'pending') return { kind: 'not-found' };
        if (found.order.status === 'cancelled') return { kind: 'already-cancelled', order: publicOrder(found.order) };
        const cancelled: StoredOrder = { ...found.order, status: 'cancelled', cancelledAt: now.toISOString() };
        if (await store.replace(keyOf(uid, id), cancelled, found.etag))
          return { kind: 'cancelled', order: publicOrder(cancelled) };
      }
      throw new Error(`Order ${id} kept changing while it was being cancelled`);
    },
    async ids(uid) {
      const root = `${userRoot(uid)}orders/`;
      return (await store.keys(root)).map((key) => key.slice(root.length)).filter((id) => ORDER_ID_PATTERN.test(id));
    },
    async erase(uid) {
      // The index first: an order listed without its record is skipped, a record without its index entry is not.
      for (const part of ['recent/', 'orders/']) {
        const keys = await store.keys(`${userRoot(uid)}${part}`);
        await Promise.all(keys.map((key) => store.delete(key)));
      }
    },
  };
}
