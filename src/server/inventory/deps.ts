// Wires the inventory to this deployment: the Blobs store, and the edited catalogue for SKUs without a level yet.
import { jsonStore, type BlobsConnection } from '../blobs.ts';
import { editedCatalogue } from '../catalogue/live.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from '../products/repository.ts';
import { isVisible } from '../../domain/products/visibility.ts';
import { createInventory, INVENTORY_STORE, type Inventory } from './inventory.ts';

/**
 * The inventory: where a level starts, before any is stored, is the product's stock as edited, hidden or not (an
 * editor sets the stock of a hidden product too). The edits are read again only when an editor has saved since.
 */
export function inventoryFromEnv(connection?: BlobsConnection): Inventory {
  const products = editedCatalogue(productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, connection)));
  return createInventory({
    store: jsonStore(INVENTORY_STORE, connection),
    initial: async (sku) => (await products.read()).get(sku)?.stock,
  });
}

/**
 * What GET /api/stock needs per request: which of `skus` a shopper may see (SKUs of the catalogue no editor has
 * hidden, as of the last save: a product hidden a moment ago is left out at once) and their live levels. The
 * edits are read once per request at most (one small read when nothing was saved since the last request).
 */
export function stockFromEnv(connection?: BlobsConnection): {
  visible: (skus: readonly string[]) => Promise<Set<string>>;
  inventory: Inventory;
} {
  const products = editedCatalogue(productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, connection)));
  const inventory = createInventory({
    store: jsonStore(INVENTORY_STORE, connection),
    // The request read the edits a moment ago to decide what is visible.
    initial: async (sku) => (await products.last()).get(sku)?.stock,
  });
  return {
    inventory,
    visible: async (skus) => {
      const edited = await products.read();
      return new Set(
        skus.filter((sku) => {
          const product = edited.get(sku);
          return product !== undefined && isVisible(product);
        }),
      );
    },
  };
}
