// Wires the orders API to this deployment: the accounts verifier, the Blobs store and the effective catalogue.
import { loadCatalog } from '../../features/catalog/load.ts';
import { tokenVerifierFromEnv } from '../auth/verify-token.ts';
import { jsonStore } from '../blobs.ts';
import type { OrdersDeps } from './handler.ts';
import { orderRepository } from './repository.ts';

/** The Blobs store that holds every order (site-wide, so orders outlive deploys). */
export const ORDERS_STORE = 'orders';

export function ordersDepsFromEnv(env: Record<string, string | undefined>): OrdersDeps {
  return { verifier: tokenVerifierFromEnv(env), orders: orderRepository(jsonStore(ORDERS_STORE)), catalog: loadCatalog };
}
