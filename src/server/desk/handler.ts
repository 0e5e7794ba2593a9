// The orders desk's API, for staff only (a verified email in ADMIN_EMAILS, as for the product editor), behind one
// Function (netlify/functions/desk.mts):
//   GET  /api/desk/orders?status=&after=&limit=   orders oldest first, by status (`open`: not yet shipped)
//   GET  /api/desk/orders/{ref}                    one order, with its customer and every step
//   POST /api/desk/orders/{ref}/{action}           pack, ship, deliver or cancel it (409 when that is not its next step)
// Errors are problem details (src/server/http.ts). Staff are checked on every request from the verified token alone.
import {
  deskActions,
  deskFilterSchema,
  DESK_PAGE_SIZE,
  DESK_REF_PATTERN,
  illegalStep,
  isDeskAction,
  statusesOf,
  stepsOf,
  type DeskOrder,
} from '../../domain/orders/index.ts';
import { requireUser } from '../auth/require-user.ts';
import type { TokenVerifier } from '../auth/verify-token.ts';
import { json, methodNotAllowed, problem } from '../http.ts';
import { checkoutDeps, illegalStepProblem, type OrdersDeps } from '../orders/handler.ts';
import { stepOrder } from '../orders/lifecycle.ts';
import { deskRefOf, publicOrder, type StoredOrder } from '../orders/repository.ts';
import { isEditor } from '../products/handler.ts';

export interface DeskDeps extends Omit<OrdersDeps, 'verifier'> {
  /** Null when no Firebase project is configured: every route answers 503. */
  verifier: TokenVerifier | null;
  /** Verified emails of staff (ADMIN_EMAILS). */
  staff: ReadonlySet<string>;
}

/** The path parameters of the Function's routes: `/api/desk/orders/:ref` and `/api/desk/orders/:ref/:action`. */
export interface DeskParams {
  ref?: string | undefined;
  action?: string | undefined;
}

export const MAX_DESK_PAGE_SIZE = 100;

const notFound = () => problem(404, 'There is no such order.', { code: 'not-found' });

/** The order as the desk shows it: the customer's view plus who it is for and who took each step. */
export function deskOrder(order: StoredOrder): DeskOrder {
  const status = order.status === 'pending' ? 'placed' : order.status;
  return {
    ...publicOrder(order),
    ref: deskRefOf(order),
    customer: order.customer ?? {},
    history: order.history ?? stepsOf({ ...order, status, history: undefined }),
  };
}

export async function handleDesk(request: Request, { ref, action }: DeskParams, deps: DeskDeps): Promise<Response> {
  const log = deps.log ?? console;
  const allowed = action !== undefined ? ['POST'] : ['GET'];
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);

  // Who is asking comes first: nobody but staff learns even whether an order exists.
  const caller = await requireUser(request, deps.verifier, deps.erasures);
  if (!caller.ok) return caller.response;
  if (!isEditor(caller.user, deps.staff)) {
    return problem(
      403,
      'The orders desk is for store staff: ask the store owner to add your verified email to ADMIN_EMAILS.',
      { code: 'not-staff' },
    );
  }
  if (ref !== undefined && !DESK_REF_PATTERN.test(ref)) return notFound();
  if (action !== undefined && !isDeskAction(action)) {
    return problem(404, 'There is no such desk action: use pack, ship, deliver or cancel.', { code: 'not-found' });
  }
  try {
    if (ref === undefined) return await list(request, deps);
    const order = await deps.orders.atDesk(ref);
    if (!order) return notFound();
    if (action === undefined) return json(200, { order: deskOrder(order) });
    const to = deskActions[action as keyof typeof deskActions];
    const email = caller.user.email ?? caller.user.uid;
    const outcome = await stepOrder(order.uid, order.id, to, 'staff', checkoutDeps(deps), email);
    if (outcome.kind === 'not-found') return notFound();
    if (outcome.kind === 'illegal') {
      const from = outcome.order.status === 'pending' ? 'placed' : outcome.order.status;
      return illegalStepProblem(from, illegalStep(from, to) ?? `This order is ${from}.`);
    }
    return json(200, { order: deskOrder(outcome.order) });
  } catch (error) {
    log.error('Desk failed', error);
    return problem(500, 'The orders desk failed unexpectedly. Please try again.', { code: 'internal' });
  }
}

async function list(request: Request, deps: DeskDeps): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const filter = deskFilterSchema.safeParse(params.get('status') ?? 'open');
  if (!filter.success) {
    return problem(400, `status must be one of ${deskFilterSchema.options.join(', ')}.`, {
      code: 'invalid-status',
      errors: { status: 'Unknown status' },
    });
  }
  const after = params.get('after') || undefined;
  if (after !== undefined && !DESK_REF_PATTERN.test(after)) {
    return problem(400, 'after must be the `next` of an earlier page.', { code: 'invalid-cursor' });
  }
  const limitText = params.get('limit');
  const limit = limitText === null || limitText === '' ? DESK_PAGE_SIZE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_DESK_PAGE_SIZE) {
    return problem(400, `limit must be a whole number from 1 to ${MAX_DESK_PAGE_SIZE}.`, { code: 'invalid-limit' });
  }
  const page = await deps.orders.desk(statusesOf(filter.data), { after, limit });
  return json(200, { orders: page.entries.map(({ order }) => deskOrder(order)), next: page.next });
}
