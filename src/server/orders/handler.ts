// The orders API, behind one Function (netlify/functions/orders.mts, whose `config.path` patterns give `params`):
//   GET  /api/orders              the caller's orders, newest first, a page at a time (?cursor=&limit=)
//   POST /api/orders              place an order (Idempotency-Key header required)
//   DELETE /api/orders            erase every order of the caller (the profile page, before it deletes the account)
//   POST /api/orders/quote        price a cart without placing it
//   GET  /api/orders/{id}         one of the caller's orders
//   POST /api/orders/{id}/cancel  cancel it while it is not yet shipped (409 after)
// Every route needs a verified Firebase ID token. Errors are problem details (src/server/http.ts) whose type names
// what is wrong ("not-found", "out-of-stock", "idempotency-key-reused", …).
import {
  type PricingProduct,
  parseOrderRequest,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_ORDERS_PAGE_SIZE,
  ORDERS_CURSOR_PATTERN,
  ORDERS_PAGE_SIZE,
  type OrderRequest,
} from '../../domain/orders/index.ts';
import { requireUser } from '../auth/require-user.ts';
import type { TokenVerifier, VerifiedUser } from '../auth/verify-token.ts';
import { json, methodNotAllowed, problem, readJsonBody } from '../http.ts';
import type { Inventory } from '../inventory/inventory.ts';
import type { Erasures } from '../auth/erasures.ts';
import { placeOrder, priceWithStock, type CheckoutDeps, type Placed, type StockRefusal } from './checkout.ts';
import { orderIdFor, requestFingerprint } from './ids.ts';
import { eraseOrders, stepOrder } from './lifecycle.ts';
import { publicOrder, type LimitRefusal, type OrderRepository, type StepOutcome } from './repository.ts';

/** 50 lines of `{"sku":…,"quantity":10}` are under 5 KB; 16 KB leaves room for extra fields a client adds. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface OrdersDeps {
  /** Null when no Firebase project is configured: every route answers 503. */
  verifier: TokenVerifier | null;
  orders: OrderRepository;
  /** Stock levels, taken by placed orders and given back by cancelled ones. */
  inventory: Inventory;
  /** The products of `skus` orders are priced from (with any stored edits; hidden and unknown ones left out). */
  catalog: (skus: readonly string[]) => Promise<readonly PricingProduct[]>;
  /** Accounts whose data was erased: their earlier tokens are refused. */
  erasures?: Erasures;
  now?: () => Date;
  log?: Pick<Console, 'error'>;
}

const notFound = () => problem(404, 'There is no such order in your account.', { code: 'not-found' });

/** The path parameters of the Function's routes: `/api/orders/:id` and `/api/orders/:id/:action`. */
export interface OrdersParams {
  id?: string | undefined;
  action?: string | undefined;
}

type Route =
  | { name: 'orders' }
  | { name: 'quote' }
  | { name: 'order'; id: string }
  | { name: 'cancel'; id: string }
  | { name: 'unknown' };

const ALLOWED: Readonly<Record<Exclude<Route['name'], 'unknown'>, readonly string[]>> = {
  orders: ['GET', 'POST', 'DELETE'],
  quote: ['POST'],
  order: ['GET'],
  cancel: ['POST'],
};

/** Which endpoint the matched path parameters name ("quote" is a word of the API, never an order id: ids are hex). */
export function routeOf({ id, action }: OrdersParams): Route {
  if (id === undefined) return { name: 'orders' };
  if (action === undefined) return id === 'quote' ? { name: 'quote' } : { name: 'order', id };
  return action === 'cancel' ? { name: 'cancel', id } : { name: 'unknown' };
}

export async function handleOrders(request: Request, params: OrdersParams, deps: OrdersDeps): Promise<Response> {
  const log = deps.log ?? console;
  const route = routeOf(params);
  if (route.name === 'unknown') return problem(404, 'There is no such orders endpoint.', { code: 'not-found' });
  if (!ALLOWED[route.name].includes(request.method)) return methodNotAllowed(ALLOWED[route.name]);

  const caller = await requireUser(request, deps.verifier, deps.erasures);
  if (!caller.ok) return caller.response;
  try {
    switch (route.name) {
      case 'orders':
        if (request.method === 'DELETE') return await erase(caller.user, deps);
        return request.method === 'GET'
          ? await list(request, caller.user, deps)
          : await place(request, caller.user, deps);
      case 'quote':
        return await quote(request, deps);
      case 'order': {
        const order = await deps.orders.find(caller.user.uid, route.id);
        return order ? json(200, { order }) : notFound();
      }
      case 'cancel':
        return await cancel(route.id, caller.user, deps);
    }
  } catch (error) {
    log.error('Orders failed', error);
    return problem(500, 'The orders service failed unexpectedly. Please try again.', { code: 'internal' });
  }
}

type Lines = { ok: true; lines: OrderRequest['lines'] } | { ok: false; response: Response };

async function readLines(request: Request): Promise<Lines> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body;
  const parsed = parseOrderRequest(body.value);
  return parsed.ok
    ? { ok: true, lines: parsed.lines }
    : { ok: false, response: problem(400, parsed.message, { code: parsed.code, errors: parsed.errors }) };
}

export const checkoutDeps = (deps: Omit<OrdersDeps, 'verifier'>): CheckoutDeps => ({
  ...deps,
  now: () => now(deps),
  log: deps.log ?? console,
});

/** 409: the stock cannot serve a line. Names the product and what is left, so the cart can offer that many. */
function outOfStock({ sku, name, available, asked }: StockRefusal): Response {
  const left =
    available === 0 ? `${name} is out of stock` : `Only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left`;
  return problem(409, `${left}; you asked for ${asked}.`, { code: 'out-of-stock', extensions: { sku, available } });
}

/** 409: the order would take the account past one of its limits (src/domain/orders/limits.ts). */
function overLimit(refusal: LimitRefusal, name: string): Response {
  if (refusal.limit === 'cancels') {
    return problem(
      409,
      `You cancelled ${refusal.cancels} orders in the last 24 hours, the most one account may. You can check out again from ${refusal.until} (UTC).`,
      { code: 'order-limit', extensions: { ...refusal } },
    );
  }
  if (refusal.limit === 'orders') {
    return problem(
      409,
      `You already have ${refusal.open} orders that have not shipped yet, the most one account may have at a time. A slot frees up as soon as one of them ships, or when you cancel one; then check out again.`,
      { code: 'order-limit', extensions: { ...refusal } },
    );
  }
  const product = name || refusal.sku;
  const more = refusal.share - refusal.held;
  const detail = `So that everyone gets a fair share of ${product}, one account may hold at most ${refusal.share} in orders not yet shipped while ${refusal.onHand} ${refusal.onHand === 1 ? 'is' : 'are'} on hand; you have ${refusal.held}${more > 0 ? `, so you can order ${more} more` : ''}.`;
  return problem(409, detail, { code: 'order-limit', extensions: { ...refusal } });
}

/** 409: the step is not one from the order's status (src/domain/orders/lifecycle.ts). */
export function illegalStepProblem(from: string, detail: string): Response {
  return problem(409, detail, { code: 'illegal-transition', extensions: { orderStatus: from } });
}

/** 422: a line names no product (or one not sold); the type is the refusal's kind, `sku` names the line. */
const refused = ({ kind, message, sku }: { kind: string; message: string; sku?: string | undefined }) =>
  problem(422, message, { code: kind, extensions: { sku } });

async function list(request: Request, user: VerifiedUser, deps: OrdersDeps): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const cursor = params.get('cursor') || undefined;
  const limitText = params.get('limit');
  const limit = limitText === null || limitText === '' ? ORDERS_PAGE_SIZE : Number(limitText);
  if (cursor !== undefined && !ORDERS_CURSOR_PATTERN.test(cursor)) {
    return problem(400, 'cursor must be the nextCursor of an earlier page.', { code: 'invalid-cursor' });
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ORDERS_PAGE_SIZE) {
    return problem(400, `limit must be a whole number from 1 to ${MAX_ORDERS_PAGE_SIZE}.`, { code: 'invalid-limit' });
  }
  return json(200, await deps.orders.list(user.uid, { cursor, limit }));
}

async function quote(request: Request, deps: OrdersDeps): Promise<Response> {
  const read = await readLines(request);
  if (!read.ok) return read.response;
  const priced = await priceWithStock(read.lines, deps);
  if (priced.ok) return json(200, { quote: priced.quote });
  return priced.kind === 'stock' ? outOfStock(priced.refusal) : refused(priced);
}

async function place(request: Request, user: VerifiedUser, deps: OrdersDeps): Promise<Response> {
  // Anyone can sign up with any address; an order needs one its owner has proved (Google's are proved already).
  if (!user.emailVerified) {
    return problem(
      403,
      `Confirm your email address before you check out: open the link we sent to ${user.email ?? 'your address'} (your profile page sends a new one), then check out again.`,
      { code: 'email-not-verified' },
    );
  }
  const key = request.headers.get('Idempotency-Key') ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return problem(
      400,
      'Send an Idempotency-Key header (16 to 128 letters, digits, dashes or underscores, e.g. a UUID) so a retried checkout cannot order twice.',
      { code: 'idempotency-key' },
    );
  }
  const read = await readLines(request);
  if (!read.ok) return read.response;
  const id = await orderIdFor(user.uid, key);
  const fingerprint = await requestFingerprint(read.lines);
  // Kept with the order for the desk: who to pack it for (docs/orders.md#what-is-kept).
  const customer = { ...(user.email ? { email: user.email } : {}), ...(user.name ? { name: user.name } : {}) };
  return placed(await placeOrder(user.uid, id, fingerprint, read.lines, checkoutDeps(deps), customer));
}

function placed(outcome: Placed): Response {
  if ('ok' in outcome) {
    if (outcome.kind === 'limit') return overLimit(outcome.refusal, outcome.name);
    return outcome.kind === 'stock' ? outOfStock(outcome.refusal) : refused(outcome);
  }
  switch (outcome.kind) {
    case 'created':
      return json(201, { order: outcome.order }, { Location: `/api/orders/${outcome.order.id}` });
    case 'replayed':
      return json(200, { order: outcome.order }, { 'Idempotent-Replayed': 'true' });
    case 'key-reused':
      return problem(
        409,
        'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
        { code: 'idempotency-key-reused' },
      );
    case 'busy':
      return problem(
        409,
        'This checkout is still being placed by an earlier request. Look at your orders in a moment.',
        {
          code: 'checkout-in-progress',
          headers: { 'Retry-After': '2' },
        },
      );
  }
}

async function cancel(id: string, user: VerifiedUser, deps: OrdersDeps): Promise<Response> {
  // Cancelling an order that is already cancelled answers with it as stored (and finishes what a first try left).
  return stepAnswer(await stepOrder(user.uid, id, 'cancelled', 'customer', checkoutDeps(deps)));
}

/** The answer to a step of an order's lifecycle, as its owner sees the order. */
function stepAnswer(outcome: StepOutcome): Response {
  switch (outcome.kind) {
    case 'not-found':
      return notFound();
    case 'illegal':
      return illegalStepProblem(
        outcome.order.status,
        `This order has ${outcome.order.status === 'shipped' ? 'shipped' : `been ${outcome.order.status}`} and can no longer be cancelled.`,
      );
    default:
      return json(200, { order: publicOrder(outcome.order) });
  }
}

/**
 * Erases the caller's orders. The erasure's time is kept only once they are gone (tokens issued before it are refused
 * from then on), so a failed erasure never locks its owner out of trying again; a second pass then erases what a
 * checkout racing the first one placed.
 */
async function erase(user: VerifiedUser, deps: OrdersDeps): Promise<Response> {
  const erased = await eraseOrders(user.uid, checkoutDeps(deps));
  await deps.erasures?.record(user.uid, now(deps));
  return json(200, { erased: erased + (await eraseOrders(user.uid, checkoutDeps(deps))) });
}

const now = (deps: Pick<OrdersDeps, 'now'>) => (deps.now ? deps.now() : new Date());
