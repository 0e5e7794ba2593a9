// Orders in the store, one entry per order under its owner's id, plus an index that lists them newest first:
//   users/{uid}/orders/{id}            the order; created create-only as `pending` (the claim on its idempotency
//                                      key), `placed` once its stock is reserved, then along the lifecycle
//                                      (src/domain/orders/lifecycle.ts), every step compare-and-swap
//   users/{uid}/recent/{inv}-{id}      {} for each order, where inv = MAX_TIME - createdAt in ms (13 digits), so
//                                      key order is newest first and a page is read without reading every order
//   desk/{at}-{id}                     {uid} for each order, at = createdAt in ms (13 digits): every order on the
//                                      orders desk, oldest first, across accounts
//   by-status/{status}/{at}-{id}/{uid} {} for each order in `status`: the desk's lists by status, so a list reads the
//                                      orders it shows and not every order ever placed. A step lists the order under
//                                      its new status before it writes that status, and takes it off the old list
//                                      after, so a step that dies between the writes leaves the order on both lists,
//                                      never on neither; a list reads each order and shows it only in the status it
//                                      is in, and drops an entry for a status the order can no longer reach
//                                      (docs/orders.md#the-desks-lists)
//   desk-index                         present once every order is on the lists by status (`indexDesk`): until then
//                                      the desk walks every order, as it did before the lists existed
//   settling/{id}                      an order whose status changed and whose stock has yet to follow (a cancel
//                                      gives its units back, a shipment lets them go), listed before the status
//                                      write, so the sweep finishes what a request that died left
// Separate entries (no shared document to read-modify-write) mean concurrent checkouts of one user never overwrite
// each other, and a lookup under the caller's prefix cannot reach another user's order.
import * as z from 'zod/mini';
import {
  allowedFrom,
  canReach,
  CHURN_WINDOW_MS,
  DESK_REF_PATTERN,
  MAX_CANCELS_PER_WINDOW,
  isOpen,
  MAX_OPEN_ORDERS,
  ORDER_ID_PATTERN,
  ORDERS_CURSOR_PATTERN,
  orderSchema,
  orderStatuses,
  orderStepSchema,
  stepsOf,
  type Actor,
  type Order,
  type OrderStatus,
  type Quote,
} from '../../domain/orders/index.ts';
import { compareAndSwap, type JsonStore } from '../blobs.ts';

/** Who the order is for, as their verified token said when they placed it (the desk shows it to staff). */
export const customerSchema = z.object({ email: z.optional(z.string()), name: z.optional(z.string()) });
/** A step as stored: staff steps keep the staff member's email (shown on the desk, never to the customer). */
const storedStepSchema = z.extend(orderStepSchema, {
  email: z.optional(z.string()),
});
export type StoredStep = z.infer<typeof storedStepSchema>;

export const storedOrderSchema = z.extend(orderSchema, {
  status: z.enum(['pending', 'placed', 'packed', 'shipped', 'delivered', 'cancelled']),
  history: z.optional(z.array(storedStepSchema)),
  uid: z.string().check(z.minLength(1)),
  /** requestFingerprint() of the lines asked for, to tell a replay from a reused idempotency key. */
  requestHash: z.string(),
  /** The claim's own name: the stock holds its checkout takes carry it (src/server/inventory/inventory.ts). */
  claim: z.optional(z.string()),
  /**
   * True when the order's units stay held under its claim until it ships or is cancelled (every order placed since
   * the lifecycle): giving them back or letting them go is then exactly-once by the hold itself. Older orders'
   * units were sold outright at checkout.
   */
  held: z.optional(z.boolean()),
  customer: z.optional(customerSchema),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

export type ClaimOutcome =
  | { kind: 'claimed'; order: StoredOrder; etag: string }
  | { kind: 'replayed'; order: Order }
  | { kind: 'key-reused' }
  /** Another request with this key is placing the order right now. */
  | { kind: 'pending'; order: StoredOrder };
/** A step's outcome: made by this call, found already made (a retry), refused (not a step from here), or no order. */
export type StepOutcome =
  | { kind: 'moved'; order: StoredOrder }
  | { kind: 'already'; order: StoredOrder }
  | { kind: 'illegal'; order: StoredOrder }
  | { kind: 'not-found' };
/** An order whose stock has yet to follow its status (`settling/{id}`). */
export const settlingSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  id: z.string().check(z.regex(ORDER_ID_PATTERN)),
  at: z.iso.datetime(),
});
export type Settling = z.infer<typeof settlingSchema>;
/** One entry of the desk's list: the order, found through `desk/{ref}`. */
export interface DeskEntry {
  ref: string;
  order: StoredOrder;
}
/** What an account holds in open orders: each order's lines by id (`users/{uid}/open`). */
const holdingsSchema = z.object({
  orders: z.record(
    z.string().check(z.regex(ORDER_ID_PATTERN)),
    z.array(z.object({ sku: z.string(), quantity: z.int().check(z.gte(1)) })),
  ),
  /** When this account's recent cancels happened (those within CHURN_WINDOW_MS are kept). */
  cancels: z.optional(z.array(z.iso.datetime())),
});
type Holdings = z.infer<typeof holdingsSchema>;
/** A checkout under way, listed until it settles (`claims/{claim}`), so a sweep finds the ones whose request died. */
export const trackedClaimSchema = z.object({
  claim: z.string(),
  uid: z.string().check(z.minLength(1)),
  id: z.string().check(z.regex(ORDER_ID_PATTERN)),
  at: z.iso.datetime(),
  lines: z.array(z.object({ sku: z.string(), quantity: z.int().check(z.gte(1)) })),
});
export type TrackedClaim = z.infer<typeof trackedClaimSchema>;

export type LimitRefusal =
  | { limit: 'orders'; open: number }
  | { limit: 'cancels'; cancels: number; until: string }
  | { limit: 'units'; sku: string; held: number; share: number; onHand: number };
export type HoldOutcome = { ok: true } | ({ ok: false } & LimitRefusal);

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
  claim(
    uid: string,
    id: string,
    requestHash: string,
    quote: Quote,
    now: Date,
    name: string,
    customer?: z.infer<typeof customerSchema>,
  ): Promise<ClaimOutcome>;
  /** Turns a claim into a placed order, listed from now on. */
  confirm(claimed: StoredOrder, etag: string): Promise<Order>;
  /** Drops a claim whose checkout failed (no stock), so the key can be used again. */
  abandon(order: StoredOrder): Promise<void>;
  list(uid: string, page: { cursor?: string | undefined; limit: number }): Promise<OrdersPage>;
  /**
   * Moves an order to `to` if that is a step of the lifecycle from its status (compare-and-swap, so of two requests
   * only one makes it), recording when and by whom. A retry after the write landed finds it `already` made.
   */
  step(uid: string, id: string, to: OrderStatus, at: Date, by: Actor, email?: string): Promise<StepOutcome>;
  /**
   * Counts an order against its account's limits before it takes stock (MAX_OPEN_ORDERS, and per product `shares`:
   * the fair share of each line's product), refused with what was exceeded; one compare-and-swap write per account,
   * so concurrent checkouts of one account cannot both slip under a limit. Holding an order already held changes
   * nothing.
   */
  hold(
    uid: string,
    id: string,
    lines: ReadonlyArray<{ sku: string; quantity: number }>,
    shares: ReadonlyMap<string, { share: number; onHand: number }>,
    now?: Date,
  ): Promise<HoldOutcome>;
  /**
   * Stops counting an order (shipped, cancelled, or never placed); a cancel (`cancelledAt`) counts against the
   * account's cancels, once: only the call that stops counting the order notes it.
   */
  unhold(uid: string, id: string, cancelledAt?: string): Promise<void>;
  /** The stored record of an order, checkouts under way included. */
  stored(uid: string, id: string): Promise<StoredOrder | null>;
  /** Lists a claim among the checkouts under way, before it takes anything. */
  track(claim: TrackedClaim): Promise<void>;
  /** Takes a settled claim off that list. */
  untrack(claim: string): Promise<void>;
  /** The checkouts under way (or left by a request that died). */
  tracked(): Promise<TrackedClaim[]>;
  /** The ids of every order stored for `uid`, checkouts under way included. */
  ids(uid: string): Promise<string[]>;
  /** Deletes one order and its index entries (an erasure, or the retention sweep); the caller settled its stock. */
  remove(order: StoredOrder): Promise<void>;
  /** Deletes what is left for `uid` once its orders are removed (the open-orders entry, stray index entries). */
  erase(uid: string): Promise<void>;
  /** Lists an order whose stock is about to follow a status change, for the sweep to finish if this request dies. */
  settling(entry: Settling): Promise<void>;
  /** Takes it off that list once its stock has followed. */
  settled(id: string): Promise<void>;
  /** The orders listed as settling. */
  unsettled(): Promise<Settling[]>;
  /**
   * The desk's list of the orders in `statuses` (every order when null), oldest first, from `after` (a ref), created
   * before `before`, as far as `limit` orders that `keep` accepts.
   */
  desk(
    statuses: readonly OrderStatus[] | null,
    page: { after?: string | undefined; before?: Date; limit: number },
    keep?: (order: StoredOrder) => boolean,
  ): Promise<{ entries: DeskEntry[]; next: string | null }>;
  /**
   * Lists every order under its status (orders placed before the lists by status existed), at most `most` orders a
   * call, each call going on from where the last stopped; safe to run again and alongside any step. True when this
   * call finished the lists.
   */
  indexDesk(most?: number): Promise<boolean>;
  /** The order a desk ref names. */
  atDesk(ref: string): Promise<StoredOrder | null>;
}

/** A step that keeps losing compare-and-swap races gives up after this many tries (someone else is writing). */
const STEP_ATTEMPTS = 8;
const MAX_TIME = 9_999_999_999_999;

// Firebase uids are short and URL-safe, but encoding keeps any other issuer's ids from adding path segments.
const userRoot = (uid: string) => `users/${encodeURIComponent(uid).replaceAll('.', '%2E')}/`;
const keyOf = (uid: string, id: string) => `${userRoot(uid)}orders/${id}`;
const indexRoot = (uid: string) => `${userRoot(uid)}recent/`;
/** The index entry's name, which is also the page cursor: it sorts newest first. */
export const cursorOf = (order: Pick<Order, 'id' | 'createdAt'>) =>
  `${String(MAX_TIME - Date.parse(order.createdAt)).padStart(13, '0')}-${order.id}`;

const CLAIMS = 'claims/';
const SETTLING = 'settling/';
const DESK = 'desk/';
export const deskRefOf = (order: Pick<Order, 'id' | 'createdAt'>) =>
  `${String(Date.parse(order.createdAt)).padStart(13, '0')}-${order.id}`;
const deskEntrySchema = z.object({ uid: z.string().check(z.minLength(1)) });
const BY_STATUS = 'by-status/';
const DESK_INDEXED = 'desk-index';
/** How many orders building the lists by status reads at once, and at most in one call (the sweep's, each minute). */
const INDEX_AT_ONCE = 20;
const INDEX_PER_CALL = 2_000;
const DESK_INDEX_FROM = 'desk-index-from';
const userKey = (uid: string) => encodeURIComponent(uid).replaceAll('.', '%2E');
/** The order's entry on the desk's list of `status`. */
const statusKey = (status: OrderStatus, order: Pick<StoredOrder, 'uid' | 'id' | 'createdAt'>) =>
  `${BY_STATUS}${status}/${deskRefOf(order)}/${userKey(order.uid)}`;
/** An entry on a list by status, read from its key; null for a key that is not one. */
function listedOf(status: OrderStatus, key: string): Listed | null {
  const [ref = '', user = '', ...rest] = key.slice(`${BY_STATUS}${status}/`.length).split('/');
  if (rest.length > 0 || !DESK_REF_PATTERN.test(ref) || user === '') return null;
  try {
    return { ref, uid: decodeURIComponent(user), status, key };
  } catch {
    return null;
  }
}
interface Listed {
  ref: string;
  uid: string;
  status: OrderStatus;
  key: string;
}
/**
 * The entries of several lists by status as one list in ref order (oldest first). An order on two of them (a step that
 * died between its writes) comes twice, side by side: only the entry of its current status shows it.
 */
async function* merged(lists: Array<AsyncIterator<Listed>>): AsyncGenerator<Listed> {
  const heads = await Promise.all(lists.map((list) => list.next()));
  for (;;) {
    let at = -1;
    for (const [i, head] of heads.entries()) {
      const best = heads[at];
      if (!head.done && (!best || best.done || head.value.ref < best.value.ref)) at = i;
    }
    const head = heads[at];
    const list = lists[at];
    if (!head || head.done || !list) return;
    yield head.value;
    heads[at] = await list.next();
  }
}
const holdingsKey = (uid: string) => `${userRoot(uid)}open`;
/** Each attempt that loses means another checkout or cancel of the same account made progress. */
const HOLD_ATTEMPTS = 50;

/** The stored holdings; unreadable ones count as none (reported): the stock itself still bounds what is sold. */
function readHoldings(stored: unknown, uid: string, log: Pick<Console, 'error'>): Holdings {
  if (stored === undefined) return { orders: {} };
  const parsed = holdingsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  log.error(`Unreadable open orders ${holdingsKey(uid)}`);
  return { orders: {} };
}

/** Which limit `lines` would take the account past; null when they fit. */
/** The cancels within the window before `now`. */
const recentCancels = (holdings: Holdings, now: number) =>
  (holdings.cancels ?? []).filter((at) => now - Date.parse(at) < CHURN_WINDOW_MS).toSorted();

function limitRefusal(
  holdings: Holdings,
  lines: ReadonlyArray<{ sku: string; quantity: number }>,
  shares: ReadonlyMap<string, { share: number; onHand: number }>,
  now: number,
): LimitRefusal | null {
  const cancels = recentCancels(holdings, now);
  if (cancels.length >= MAX_CANCELS_PER_WINDOW) {
    const oldest = cancels[cancels.length - MAX_CANCELS_PER_WINDOW] ?? new Date(now).toISOString();
    return {
      limit: 'cancels',
      cancels: cancels.length,
      until: new Date(Date.parse(oldest) + CHURN_WINDOW_MS).toISOString(),
    };
  }
  const open = Object.values(holdings.orders);
  if (open.length >= MAX_OPEN_ORDERS) return { limit: 'orders', open: open.length };
  for (const line of lines) {
    const held = open.flat().reduce((sum, l) => (l.sku === line.sku ? sum + l.quantity : sum), 0);
    const { share, onHand } = shares.get(line.sku) ?? { share: 0, onHand: 0 };
    if (held + line.quantity > share) return { limit: 'units', sku: line.sku, held, share, onHand };
  }
  return null;
}

/** The order as the owner sees it: the stored record without the bookkeeping fields (and staff's emails). */
export function publicOrder(stored: StoredOrder): Order {
  const {
    uid: _uid,
    requestHash: _hash,
    claim: _claim,
    held: _held,
    customer: _customer,
    history: _history,
    status,
    ...rest
  } = stored;
  const steps = stepsOf({ ...stored, status: status === 'pending' ? 'placed' : status, history: undefined });
  return {
    ...rest,
    status: status === 'pending' ? 'placed' : status,
    history: (stored.history ?? steps).map(({ status: reached, at, by }) => ({ status: reached, at, by })),
  };
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

  const atDesk = async (ref: string): Promise<StoredOrder | null> => {
    if (!DESK_REF_PATTERN.test(ref)) return null;
    const entry = await store.get(`${DESK}${ref}`);
    const parsed = deskEntrySchema.safeParse(entry?.value);
    if (!parsed.success) return null;
    const found = await read(parsed.data.uid, ref.slice(14));
    return found && found.order.status !== 'pending' && deskRefOf(found.order) === ref ? found.order : null;
  };

  /** Takes an order off every list: its own, the desk's and the desk's by status. */
  const unlist = async (order: StoredOrder) => {
    await store.delete(`${indexRoot(order.uid)}${cursorOf(order)}`);
    await store.delete(`${DESK}${deskRefOf(order)}`);
    await Promise.all(orderStatuses.map((status) => store.delete(statusKey(status, order))));
  };

  // Once the lists by status hold every order they stay that way, so an instance asks only until it has seen so.
  let isIndexed = false;
  const indexed = async () => (isIndexed ||= (await store.get(DESK_INDEXED)) !== null);

  /** The entries of the list of `status` after `after` and before `end` (a ref's time), oldest first. */
  async function* listed(status: OrderStatus, after: string | undefined, end: string | undefined) {
    for await (const page of store.pages(`${BY_STATUS}${status}/`)) {
      for (const key of page) {
        const entry = listedOf(status, key);
        if (!entry || (after !== undefined && entry.ref <= after)) continue;
        if (end !== undefined && entry.ref.slice(0, 13) >= end) return;
        yield entry;
      }
    }
  }

  /** The order an entry lists, if it is in that status now; an entry it can never be shown for again is dropped. */
  const shown = async (entry: Listed): Promise<StoredOrder | null> => {
    const found = await read(entry.uid, entry.ref.slice(14));
    const order = found && deskRefOf(found.order) === entry.ref ? found.order : null;
    if (order?.status === entry.status) return order;
    // Pending (being placed) or an earlier status: a step to this one may be under way, so the entry stays.
    if (order && (order.status === 'pending' || canReach(order.status, entry.status))) return null;
    await store.delete(entry.key).catch((error: unknown) => log.error(`Could not drop ${entry.key}`, error));
    return null;
  };

  /** Every order on the desk from `after`, oldest first, reading each: the list of all orders, and the lists by status until they exist. */
  async function walkDesk(
    accept: (order: StoredOrder) => boolean,
    { after, end, limit }: { after: string | undefined; end: string | undefined; limit: number },
  ) {
    const entries: DeskEntry[] = [];
    let last: string | null = null;
    for await (const page of store.pages(DESK)) {
      for (const key of page) {
        const ref = key.slice(DESK.length);
        if (!DESK_REF_PATTERN.test(ref) || (after !== undefined && ref <= after)) continue;
        if (end !== undefined && ref.slice(0, 13) >= end) return { entries, next: null };
        if (entries.length === limit) return { entries, next: last };
        const order = await atDesk(ref);
        last = ref;
        if (order && accept(order)) entries.push({ ref, order });
      }
    }
    return { entries, next: null };
  }

  return {
    async find(uid, id) {
      const found = await read(uid, id);
      return found && found.order.status !== 'pending' ? publicOrder(found.order) : null;
    },
    async lookup(uid, id, requestHash) {
      const found = await read(uid, id);
      return found ? outcomeOf(found.order, requestHash) : null;
    },
    async claim(uid, id, requestHash, quote, now, name, customer) {
      const claim: StoredOrder = {
        id,
        status: 'pending',
        createdAt: now.toISOString(),
        ...quote,
        uid,
        requestHash,
        claim: name,
        held: true,
        ...(customer ? { customer } : {}),
      };
      if (await store.create(keyOf(uid, id), claim)) {
        const written = await read(uid, id);
        if (written) return { kind: 'claimed', order: written.order, etag: written.etag };
      }
      const found = await read(uid, id);
      // Claimed and dropped again in between: the caller starts over.
      return found ? outcomeOf(found.order, requestHash) : { kind: 'pending', order: claim };
    },
    async confirm(claimed, etag) {
      // Listed first: an order stored as placed is always on its owner's list and the desk's.
      await store.create(`${indexRoot(claimed.uid)}${cursorOf(claimed)}`, {});
      await store.create(`${DESK}${deskRefOf(claimed)}`, { uid: claimed.uid });
      await store.create(statusKey('placed', claimed), {});
      const placed: StoredOrder = {
        ...claimed,
        status: 'placed',
        history: [{ status: 'placed', at: claimed.createdAt, by: 'customer' }],
      };
      if (!(await store.replace(keyOf(claimed.uid, claimed.id), placed, etag))) {
        throw new Error(`Order ${claimed.id} changed while it was being placed`);
      }
      return publicOrder(placed);
    },
    async abandon(order) {
      await store.delete(keyOf(order.uid, order.id));
      await unlist(order);
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
    async step(uid, id, to, at, by, email) {
      for (let attempt = 0; attempt < STEP_ATTEMPTS; attempt += 1) {
        const found = await read(uid, id);
        if (!found) return { kind: 'not-found' };
        const { order } = found;
        const from = order.status;
        if (from === 'pending') return { kind: 'not-found' };
        if (from === to) return { kind: 'already', order };
        if (!allowedFrom(to).includes(from)) return { kind: 'illegal', order };
        // On the new list before the status changes, off the old one after: never on neither.
        await store.create(statusKey(to, order), {});
        const step: StoredStep = { status: to, at: at.toISOString(), by, ...(email ? { email } : {}) };
        const moved: StoredOrder = {
          ...order,
          status: to,
          history: [...stepsOf({ ...order, status: from }), step],
          ...(to === 'cancelled' ? { cancelledAt: step.at } : {}),
        };
        if (await store.replace(keyOf(uid, id), moved, found.etag)) {
          await store.delete(statusKey(from, order));
          return { kind: 'moved', order: moved };
        }
      }
      throw new Error(`Order ${id} kept changing while it was being moved to ${to}`);
    },
    async stored(uid, id) {
      return (await read(uid, id))?.order ?? null;
    },
    async track(claim) {
      await store.create(`${CLAIMS}${claim.claim}`, claim);
    },
    async untrack(claim) {
      await store.delete(`${CLAIMS}${claim}`);
    },
    async tracked() {
      const keys = await store.keys(CLAIMS);
      const entries = await Promise.all(keys.map(async (key) => ({ key, entry: await store.get(key) })));
      return entries.flatMap(({ key, entry }) => {
        const parsed = trackedClaimSchema.safeParse(entry?.value);
        if (parsed.success && `${CLAIMS}${parsed.data.claim}` === key) return [parsed.data];
        if (entry) log.error(`Unreadable checkout record ${key}`);
        return [];
      });
    },
    async ids(uid) {
      const root = `${userRoot(uid)}orders/`;
      return (await store.keys(root)).map((key) => key.slice(root.length)).filter((id) => ORDER_ID_PATTERN.test(id));
    },
    async hold(uid, id, lines, shares, now = new Date()) {
      const outcome = await compareAndSwap<HoldOutcome>(
        store,
        holdingsKey(uid),
        (stored) => {
          const holdings = readHoldings(stored, uid, log);
          if (holdings.orders[id]) return { result: { ok: true } };
          const refusal = limitRefusal(holdings, lines, shares, now.getTime());
          if (refusal) return { result: { ok: false, ...refusal } };
          const next: Holdings = {
            ...holdings,
            orders: { ...holdings.orders, [id]: lines.map(({ sku, quantity }) => ({ sku, quantity })) },
          };
          return { next, result: { ok: true } };
        },
        HOLD_ATTEMPTS,
      );
      if (!outcome) throw new Error(`The open orders of ${userRoot(uid)} kept changing`);
      return outcome.result;
    },
    async unhold(uid, id, cancelledAt) {
      const outcome = await compareAndSwap(
        store,
        holdingsKey(uid),
        (stored) => {
          const holdings = readHoldings(stored, uid, log);
          if (!holdings.orders[id]) return { result: true };
          const { [id]: _gone, ...rest } = holdings.orders;
          const cancels = cancelledAt
            ? [...recentCancels(holdings, Date.parse(cancelledAt)), cancelledAt]
            : holdings.cancels;
          return { next: { orders: rest, ...(cancels?.length ? { cancels } : {}) }, result: true };
        },
        HOLD_ATTEMPTS,
      );
      if (!outcome) throw new Error(`The open orders of ${userRoot(uid)} kept changing`);
    },
    async remove(order) {
      // The record first: a list skips (or drops) an entry whose record is gone, but a record left without its
      // entries would be on no list, so neither the desk nor the sweep's pruning would find it again.
      await store.delete(keyOf(order.uid, order.id));
      await unlist(order);
    },
    async erase(uid) {
      await store.delete(holdingsKey(uid));
      for (const part of ['recent/', 'orders/']) {
        const keys = await store.keys(`${userRoot(uid)}${part}`);
        await Promise.all(keys.map((key) => store.delete(key)));
      }
    },
    async settling(entry) {
      await store.create(`${SETTLING}${entry.id}`, entry);
    },
    async settled(id) {
      await store.delete(`${SETTLING}${id}`);
    },
    async unsettled() {
      const keys = await store.keys(SETTLING);
      const entries = await Promise.all(keys.map(async (key) => ({ key, entry: await store.get(key) })));
      return entries.flatMap(({ key, entry }) => {
        const parsed = settlingSchema.safeParse(entry?.value);
        if (parsed.success && `${SETTLING}${parsed.data.id}` === key) return [parsed.data];
        if (entry) log.error(`Unreadable settling record ${key}`);
        return [];
      });
    },
    async desk(statuses, { after, before, limit }, keep = () => true) {
      const end = before === undefined ? undefined : String(before.getTime()).padStart(13, '0');
      if (statuses === null || !(await indexed())) {
        const accept = (order: StoredOrder) =>
          (statuses === null || statuses.includes(order.status as OrderStatus)) && keep(order);
        return walkDesk(accept, { after, end, limit });
      }
      // Each list is read only from `after` to `before`, a page at a time; an entry whose order is not in the status
      // it is listed under is skipped (a step under way or one that died), and dropped once it can never be.
      const entries: DeskEntry[] = [];
      let last: string | null = null;
      let batch: Listed[] = [];
      const settle = async () => {
        const found = await Promise.all(batch.map(async (entry) => ({ entry, order: await shown(entry) })));
        for (const { entry, order } of found) {
          last = entry.ref;
          if (order && keep(order)) entries.push({ ref: entry.ref, order });
        }
        batch = [];
      };
      for await (const entry of merged(statuses.map((status) => listed(status, after, end)))) {
        if (entries.length === limit) return { entries, next: last };
        batch.push(entry);
        // Read as many orders at once as the page still needs.
        if (batch.length >= limit - entries.length) await settle();
      }
      await settle();
      return { entries, next: null };
    },
    async indexDesk(most = INDEX_PER_CALL) {
      if (await indexed()) return false;
      // Resumed from where the last call stopped, so a store of any size is listed a bounded part per call.
      const progress = await store.get(DESK_INDEX_FROM);
      const from = z.object({ after: z.string() }).safeParse(progress?.value);
      const after = from.success ? from.data.after : '';
      let listed = 0;
      for await (const page of store.pages(DESK)) {
        const refs = page
          .map((key) => key.slice(DESK.length))
          .filter((ref) => DESK_REF_PATTERN.test(ref) && ref > after);
        // A few at a time: a page holds up to a thousand keys.
        for (let at = 0; at < refs.length;) {
          const chunk = refs.slice(at, at + Math.min(INDEX_AT_ONCE, most - listed));
          at += chunk.length;
          await Promise.all(
            chunk.map(async (ref) => {
              const order = await atDesk(ref);
              if (order && order.status !== 'pending') await store.create(statusKey(order.status, order), {});
            }),
          );
          listed += chunk.length;
          if (listed >= most) {
            const next = { after: chunk.at(-1) };
            if (progress) await store.replace(DESK_INDEX_FROM, next, progress.etag);
            else await store.create(DESK_INDEX_FROM, next);
            return false;
          }
        }
      }
      await store.create(DESK_INDEXED, { at: new Date().toISOString() });
      await store.delete(DESK_INDEX_FROM);
      isIndexed = true;
      return true;
    },
    atDesk,
  };
}

/** True when the order still holds its units (not yet shipped, not cancelled). */
export const holdsStock = (order: Pick<StoredOrder, 'status'>) => order.status !== 'pending' && isOpen(order.status);
