// The orders API, behind one Function (netlify/functions/orders.mts):
//   GET  /api/orders              the caller's orders, newest first
//   POST /api/orders              place an order (Idempotency-Key header required)
//   POST /api/orders/quote        price a cart without placing it
//   GET  /api/orders/{id}         one of the caller's orders
//   POST /api/orders/{id}/cancel  cancel it while it is `placed`
// Every route needs a verified Firebase ID token. Errors are `{error, code}` with one sentence saying what is wrong.
import { priceOrder, type PricingProduct } from '../../features/orders/pricing.ts';
import { parseOrderRequest } from '../../features/orders/request.ts';
import type { OrderRequest, Quote } from '../../features/orders/schema.ts';
import { requireUser } from '../auth/require-user.ts';
import type { TokenVerifier, VerifiedUser } from '../auth/verify-token.ts';
import { json, readJsonBody } from '../http.ts';
import { IDEMPOTENCY_KEY_PATTERN, orderIdFor, requestFingerprint } from './ids.ts';
import type { OrderRepository } from './repository.ts';

/** 50 lines of `{"sku":…,"quantity":10}` are under 5 KB; 16 KB leaves room for extra fields a client adds. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface OrdersDeps {
  /** Null when no Firebase project is configured: every route answers 503. */
  verifier: TokenVerifier | null;
  orders: OrderRepository;
  /** The catalogue orders are priced from (the effective one, with any stored edits). */
  catalog: () => Promise<readonly PricingProduct[]>;
  now?: () => Date;
  log?: Pick<Console, 'error'>;
}

export function problem(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { error: message, code }, headers);
}

const notFound = () => problem(404, 'not-found', 'There is no such order in your account.');
const methodNotAllowed = (allow: string) => problem(405, 'method-not-allowed', `Use ${allow.replace(', ', ' or ')} here.`, { Allow: allow });

type Route = { name: 'orders' } | { name: 'quote' } | { name: 'order'; id: string } | { name: 'cancel'; id: string } | { name: 'unknown' };

/** Which endpoint a path names (a trailing slash is tolerated). */
export function routeOf(pathname: string): Route {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== 'api' || parts[1] !== 'orders') return { name: 'unknown' };
  const [, , id, action, ...rest] = parts;
  if (id === undefined) return { name: 'orders' };
  if (rest.length) return { name: 'unknown' };
  if (id === 'quote' && action === undefined) return { name: 'quote' };
  // Ids are hex; anything else (including undecodable escapes) simply names no order.
  if (action === undefined) return { name: 'order', id };
  if (action === 'cancel') return { name: 'cancel', id };
  return { name: 'unknown' };
}

export async function handleOrders(request: Request, deps: OrdersDeps): Promise<Response> {
  const log = deps.log ?? console;
  const route = routeOf(new URL(request.url).pathname);
  const allowed: Record<Route['name'], string> = { orders: 'GET, POST', quote: 'POST', order: 'GET', cancel: 'POST', unknown: '' };
  if (route.name === 'unknown') return problem(404, 'not-found', 'There is no such orders endpoint.');
  if (!allowed[route.name].split(', ').includes(request.method)) return methodNotAllowed(allowed[route.name]);

  const caller = await requireUser(request, deps.verifier);
  if (!caller.ok) return caller.response;
  try {
    switch (route.name) {
      case 'orders':
        return request.method === 'GET' ? json(200, { orders: await deps.orders.list(caller.user.uid) }) : await place(request, caller.user, deps);
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
    return problem(500, 'internal', 'The orders service failed unexpectedly. Please try again.');
  }
}

type Lines = { ok: true; lines: OrderRequest['lines'] } | { ok: false; response: Response };
type Quoted = { ok: true; quote: Quote } | { ok: false; response: Response };

async function readLines(request: Request): Promise<Lines> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body;
  const parsed = parseOrderRequest(body.value);
  return parsed.ok ? { ok: true, lines: parsed.lines } : { ok: false, response: problem(400, parsed.code, parsed.message) };
}

/** Prices lines from the catalogue; prices a client sent are never read. */
async function priceLines(lines: OrderRequest['lines'], deps: OrdersDeps): Promise<Quoted> {
  const priced = priceOrder(lines, await deps.catalog());
  if (!priced.ok) return { ok: false, response: json(422, { error: priced.message, code: priced.code, sku: priced.sku }) };
  return { ok: true, quote: priced.quote };
}

async function quote(request: Request, deps: OrdersDeps): Promise<Response> {
  const read = await readLines(request);
  if (!read.ok) return read.response;
  const priced = await priceLines(read.lines, deps);
  return priced.ok ? json(200, { quote: priced.quote }) : priced.response;
}

async function place(request: Request, user: VerifiedUser, deps: OrdersDeps): Promise<Response> {
  const key = request.headers.get('Idempotency-Key') ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return problem(
      400,
      'idempotency-key',
      'Send an Idempotency-Key header (16 to 128 letters, digits, dashes or underscores, e.g. a UUID) so a retried checkout cannot order twice.',
    );
  }
  const read = await readLines(request);
  if (!read.ok) return read.response;
  const id = await orderIdFor(user.uid, key);
  const fingerprint = await requestFingerprint(read.lines);
  // A retry gets the order it already placed, even if a price or the stock has changed since: look before pricing.
  const earlier = await deps.orders.replay(user.uid, id, fingerprint);
  if (earlier) return placed(earlier);
  const priced = await priceLines(read.lines, deps);
  if (!priced.ok) return priced.response;
  return placed(await deps.orders.create(user.uid, id, fingerprint, priced.quote, now(deps)));
}

function placed(outcome: Awaited<ReturnType<OrderRepository['create']>>): Response {
  switch (outcome.kind) {
    case 'created':
      return json(201, { order: outcome.order }, { Location: `/api/orders/${outcome.order.id}` });
    case 'replayed':
      return json(200, { order: outcome.order }, { 'Idempotent-Replayed': 'true' });
    case 'key-reused':
      return problem(409, 'idempotency-key-reused', 'This Idempotency-Key was already used for a different order. Use a new key for a new order.');
  }
}

async function cancel(id: string, user: VerifiedUser, deps: OrdersDeps): Promise<Response> {
  const outcome = await deps.orders.cancel(user.uid, id, now(deps));
  switch (outcome.kind) {
    case 'cancelled':
      return json(200, { order: outcome.order });
    case 'not-found':
      return notFound();
    case 'not-placed':
      return problem(409, 'not-cancellable', `This order is already ${outcome.order.status}; only a placed order can be cancelled.`);
  }
}

const now = (deps: OrdersDeps) => (deps.now ? deps.now() : new Date());
