// The orders desk's side of the desk API (staff only; the Function checks the verified token on every call). Every
// answer is parsed with the schema the Function answers with; every failure is an ApiError
// (src/features/platform/api-client.ts).
import { createApiClient } from '../platform/index.ts';
import {
  deskOrderResponseSchema,
  deskOrdersResponseSchema,
  type DeskAction,
  type DeskFilter,
  type DeskOrder,
  type DeskOrdersPage,
} from '../../domain/orders/desk.ts';

export interface DeskApi {
  /** A page of orders with `filter`, oldest first; `after` is the previous page's `next`. */
  list(filter: DeskFilter, after?: string | null): Promise<DeskOrdersPage>;
  /** Takes the order one step (pack, ship, deliver or cancel); a 409 says it is not that order's next step. */
  step(ref: string, action: DeskAction): Promise<DeskOrder>;
}

export interface DeskApiDeps {
  /** The signed-in user's ID token, or null when nobody is signed in. */
  token: () => Promise<string | null>;
  fetch?: typeof globalThis.fetch;
}

export function createDeskApi({ token, fetch }: DeskApiDeps): DeskApi {
  const client = createApiClient({ token, ...(fetch ? { fetch } : {}) });
  return {
    list: (filter, after) => {
      const query = new URLSearchParams({ status: filter, ...(after ? { after } : {}) });
      return client.json(`/api/desk/orders?${query}`, deskOrdersResponseSchema);
    },
    step: async (ref, action) =>
      (
        await client.json(`/api/desk/orders/${encodeURIComponent(ref)}/${action}`, deskOrderResponseSchema, {
          method: 'POST',
        })
      ).order,
  };
}
