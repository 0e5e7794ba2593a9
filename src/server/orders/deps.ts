// Wires the orders API to this deployment: the accounts verifier, the Blobs stores and the effective catalogue.
import { ACCOUNTS_STORE, erasures } from '../auth/erasures.ts';
import { tokenVerifierFromEnv } from '../auth/verify-token.ts';
import { jsonStore } from '../blobs.ts';
import { inventoryFromEnv } from '../inventory/deps.ts';
import type { OrdersDeps } from './handler.ts';
import { orderRepository } from './repository.ts';
import { editedProducts } from '../catalogue/live.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from '../products/repository.ts';

/** The Blobs store that holds every order (site-wide, so orders outlive deploys). */
export const ORDERS_STORE = 'orders';

export function ordersDepsFromEnv(env: Record<string, string | undefined>): OrdersDeps {
  // Read on every request, for the cart's products only: an editor's new price applies to the very next order.
  const edits = productEditsRepository(jsonStore(PRODUCT_EDITS_STORE));
  return {
    verifier: tokenVerifierFromEnv(env),
    orders: orderRepository(jsonStore(ORDERS_STORE)),
    inventory: inventoryFromEnv(),
    catalog: (skus) => editedProducts(edits, skus),
    erasures: erasures(jsonStore(ACCOUNTS_STORE)),
  };
}
