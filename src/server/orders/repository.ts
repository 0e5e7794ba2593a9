// Orders in the store, one entry per order under its owner's id: `users/{uid}/orders/{id}`. Separate entries (no
// shared index to read-modify-write) mean concurrent checkouts by one user can never overwrite each other, and a
// lookup under the caller's prefix cannot reach another user's order.
import * as z from 'zod/mini';
import { ORDER_ID_PATTERN, orderSchema, type Order, type Quote } from '../../features/orders/schema.ts';
import type { JsonStore } from '../blobs.ts';

export const storedOrderSchema = z.extend(orderSchema, {
  uid: z.string().check(z.minLength(1)),
  /** requestFingerprint() of the lines asked for, to tell a replay from a reused idempotency key. */
  requestHash: z.string(),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

export type PlaceOutcome = { kind: 'created'; order: Order } | { kind: 'replayed'; order: Order } | { kind: 'key-reused' };
export type CancelOutcome = { kind: 'cancelled'; order: Order } | { kind: 'not-found' } | { kind: 'not-placed'; order: Order };

export interface OrderRepository {
  find(uid: string, id: string): Promise<Order | null>;
  /** Where a retry looks first: the order this id already names, or null. */
  replay(uid: string, id: string, requestHash: string): Promise<PlaceOutcome | null>;
  create(uid: string, id: string, requestHash: string, quote: Quote, now: Date): Promise<PlaceOutcome>;
  list(uid: string): Promise<Order[]>;
  cancel(uid: string, id: string, now: Date): Promise<CancelOutcome>;
}

/** How many entries a list reads at once. */
const READ_CONCURRENCY = 8;
/** A cancel that keeps losing compare-and-swap races gives up after this many tries (someone else is writing). */
const CANCEL_ATTEMPTS = 4;

// Firebase uids are short and URL-safe, but encoding keeps any other issuer's ids from adding path segments.
const prefixOf = (uid: string) => `users/${encodeURIComponent(uid)}/orders/`;
const keyOf = (uid: string, id: string) => `${prefixOf(uid)}${id}`;

/** The order as the owner sees it: the stored record without the bookkeeping fields. */
export function publicOrder(stored: StoredOrder): Order {
  const { uid: _uid, requestHash: _hash, ...order } = stored;
  return order;
}

export function orderRepository(store: JsonStore, log: Pick<Console, 'error'> = console): OrderRepository {
  const read = async (uid: string, id: string) => {
    if (!ORDER_ID_PATTERN.test(id)) return null;
    const entry = await store.get(keyOf(uid, id));
    if (!entry) return null;
    const parsed = storedOrderSchema.safeParse(entry.value);
    // A record that no longer parses is reported and treated as absent rather than failing every list of this user.
    if (!parsed.success || parsed.data.uid !== uid) {
      log.error(`Unreadable order record ${keyOf(uid, id)}`);
      return null;
    }
    return { order: parsed.data, etag: entry.etag };
  };

  const replay = async (uid: string, id: string, requestHash: string): Promise<PlaceOutcome | null> => {
    const found = await read(uid, id);
    if (!found) return null;
    return found.order.requestHash === requestHash ? { kind: 'replayed', order: publicOrder(found.order) } : { kind: 'key-reused' };
  };

  return {
    async find(uid, id) {
      const found = await read(uid, id);
      return found ? publicOrder(found.order) : null;
    },
    replay,
    async create(uid, id, requestHash, quote, now) {
      const stored: StoredOrder = { id, status: 'placed', createdAt: now.toISOString(), ...quote, uid, requestHash };
      if (await store.create(keyOf(uid, id), stored)) return { kind: 'created', order: publicOrder(stored) };
      // Another request with the same key got there first: answer with its order.
      const outcome = await replay(uid, id, requestHash);
      if (!outcome) throw new Error(`Order ${id} exists but cannot be read`);
      return outcome;
    },
    async list(uid) {
      const prefix = prefixOf(uid);
      const ids = (await store.keys(prefix)).map((key) => key.slice(prefix.length));
      const orders: Order[] = [];
      for (let i = 0; i < ids.length; i += READ_CONCURRENCY) {
        const batch = await Promise.all(ids.slice(i, i + READ_CONCURRENCY).map((id) => read(uid, id)));
        for (const found of batch) if (found) orders.push(publicOrder(found.order));
      }
      return orders.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },
    async cancel(uid, id, now) {
      for (let attempt = 0; attempt < CANCEL_ATTEMPTS; attempt += 1) {
        const found = await read(uid, id);
        if (!found) return { kind: 'not-found' };
        if (found.order.status !== 'placed') return { kind: 'not-placed', order: publicOrder(found.order) };
        const cancelled: StoredOrder = { ...found.order, status: 'cancelled', cancelledAt: now.toISOString() };
        // Cancelling is the only write to an existing order, so even an unconditional write (local Blobs, which
        // gives no etag) can only race with another cancel, which writes the same status.
        if (await store.replace(keyOf(uid, id), cancelled, found.etag)) return { kind: 'cancelled', order: publicOrder(cancelled) };
      }
      throw new Error(`Order ${id} kept changing while it was being cancelled`);
    },
  };
}
