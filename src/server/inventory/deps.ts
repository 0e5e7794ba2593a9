// Wires the inventory to this deployment: the Blobs store, and the effective catalogue for SKUs without a level yet.
import { jsonStore, type BlobsConnection } from '../blobs.ts';
import { cachedCatalog } from '../products/catalog.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from '../products/repository.ts';
import { createInventory, INVENTORY_STORE, type Inventory } from './inventory.ts';

/** The catalogue's stock only matters until a SKU's first change writes its level, so a minute-old copy is enough. */
const INITIAL_MAX_AGE_MS = 60_000;

export function inventoryFromEnv(connection?: BlobsConnection): Inventory {
  // Without the stock overlay: this is where a level starts, before any is stored.
  const catalog = cachedCatalog(
    productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, connection)),
    INITIAL_MAX_AGE_MS,
    console,
    null,
  );
  return createInventory({
    store: jsonStore(INVENTORY_STORE, connection),
    initial: async (sku) => (await catalog()).find((product) => product.sku === sku)?.stock,
  });
}
