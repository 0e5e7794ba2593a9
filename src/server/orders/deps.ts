// Wires the orders API to this deployment: the accounts verifier, the Blobs stores and the effective catalogue.
import { tokenVerifierFromEnv } from '../auth/verify-token.ts';
import { jsonStore } from '../blobs.ts';
import { inventoryFromEnv } from '../inventory/deps.ts';
import type { OrdersDeps } from './handler.ts';
import { orderRepository } from './repository.ts';
import { effectiveCatalog } from '../products/catalog.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from '../products/repository.ts';

/** The Blobs store that holds every order (site-wide, so orders outlive deploys). */
export const ORDERS_STORE = 'orders';

export function ordersDepsFromEnv(env: Record<string, string | undefined>): OrdersDeps {
  // Read on every request: an editor's new price applies to the very next order.
  const edits = productEditsRepository(jsonStore(PRODUCT_EDITS_STORE));
  return {
    verifier: tokenVerifierFromEnv(env),
    orders: orderRepository(jsonStore(ORDERS_STORE)),
    inventory: inventoryFromEnv(),
    catalog: () => effectiveCatalog(edits),
  };
}
