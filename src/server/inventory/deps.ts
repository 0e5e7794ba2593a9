// Wires the inventory to this deployment: the Blobs store, and the edited catalogue for SKUs without a level yet.
import { jsonStore, type BlobsConnection } from '../blobs.ts';
import { editedProducts } from '../catalogue/live.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from '../products/repository.ts';
import { createInventory, INVENTORY_STORE, type Inventory } from './inventory.ts';

/** The catalogue's stock only matters until a SKU's first change writes its level, so a minute-old copy is enough. */
const INITIAL_MAX_AGE_MS = 60_000;

export function inventoryFromEnv(connection?: BlobsConnection): Inventory {
  const edits = productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, connection));
  const known = new Map<string, { at: number; stock: number | undefined }>();
  return createInventory({
    store: jsonStore(INVENTORY_STORE, connection),
    // Where a level starts, before any is stored: the product's stock as edited, hidden or not (an editor sets the
    // stock of a hidden product too). Only this SKU's edits are read.
    initial: async (sku) => {
      const cached = known.get(sku);
      if (cached && Date.now() - cached.at < INITIAL_MAX_AGE_MS) return cached.stock;
      const stock = (await editedProducts(edits, [sku], { hidden: true }))[0]?.stock;
      known.set(sku, { at: Date.now(), stock });
      return stock;
    },
  });
}

/** Which of `skus` a shopper may see: SKUs of the catalogue that no editor has hidden. */
export function visibleSkusFromEnv(connection?: BlobsConnection): (skus: readonly string[]) => Promise<Set<string>> {
  const edits = productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, connection));
  return async (skus) => new Set((await editedProducts(edits, skus)).map((product) => product.sku));
}
