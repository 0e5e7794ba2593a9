// The orders desk's view of orders (staff only): each order with the customer it is for, where it is in the lifecycle
// and who took each step. Parsed by the desk page with the schemas the desk Function answers with.
import * as z from 'zod/mini';
import { OPEN_STATUSES } from './lifecycle.ts';
import { orderSchema, orderStatusSchema, orderStepSchema, type OrderStatus } from './schema.ts';

/** An order's address on the desk: its creation time in ms (13 digits, oldest sorts first) and its id. */
export const DESK_REF_PATTERN = /^\d{13}-[a-f0-9]{24}$/;

/** What the desk lists: the open orders (not yet shipped), one status, or every order. */
export const deskFilters = ['open', 'placed', 'packed', 'shipped', 'delivered', 'cancelled', 'all'] as const;
export const deskFilterSchema = z.enum(deskFilters);
export type DeskFilter = z.infer<typeof deskFilterSchema>;
/** The statuses a filter lists; null for every order. */
export const statusesOf = (filter: DeskFilter): readonly OrderStatus[] | null =>
  filter === 'all' ? null : filter === 'open' ? OPEN_STATUSES : [filter];

/** The steps staff take from the desk, as the last segment of POST /api/desk/orders/{ref}/{action}. */
export const deskActions = { pack: 'packed', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled' } as const;
export type DeskAction = keyof typeof deskActions;
export const isDeskAction = (value: string): value is DeskAction => Object.hasOwn(deskActions, value);

export const deskOrderSchema = z.extend(orderSchema, {
  ref: z.string().check(z.regex(DESK_REF_PATTERN)),
  customer: z.object({ email: z.optional(z.string()), name: z.optional(z.string()) }),
  history: z.array(z.extend(orderStepSchema, { email: z.optional(z.string()) })),
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;

export const deskOrdersResponseSchema = z.object({
  orders: z.array(deskOrderSchema),
  /** Where the next page starts (a ref), or null on the last page. */
  next: z.nullable(z.string()),
});
export type DeskOrdersPage = z.infer<typeof deskOrdersResponseSchema>;
export const deskOrderResponseSchema = z.object({ order: deskOrderSchema });

/** The label of each filter on the desk. */
export const deskFilterLabel: Readonly<Record<DeskFilter, string>> = {
  open: 'Open (not yet shipped)',
  placed: 'Placed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  all: 'All orders',
};

/** The button for the step after each status. */
export const nextStepLabel: Readonly<Partial<Record<z.infer<typeof orderStatusSchema>, string>>> = {
  placed: 'Mark packed',
  packed: 'Mark shipped',
  shipped: 'Mark delivered',
};
export const ACTION_OF_STATUS: Readonly<Partial<Record<z.infer<typeof orderStatusSchema>, DeskAction>>> = {
  packed: 'pack',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
};

export const DESK_PAGE_SIZE = 25;
