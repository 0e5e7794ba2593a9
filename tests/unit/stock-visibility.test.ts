// What a request reads of the catalogue: only the products it names (no listing of every stored edit), hidden
// products left out, and /api/stock silent about a hidden product's level.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import type { Product } from '../../src/domain/catalog/schema.ts';
import { editableFields, type StoredEdit } from '../../src/domain/editor/schema.ts';
import type { JsonStore } from '../../src/server/blobs.ts';
import { handleStock } from '../../src/server/inventory/handler.ts';
import { createInventory } from '../../src/server/inventory/inventory.ts';
import { editedProducts } from '../../src/server/catalogue/live.ts';
import { productEditsRepository } from '../../src/server/products/repository.ts';
import { memoryStore } from '../support/memory-store.ts';

const [shown, hidden, other] = catalogue() as [Product, Product, Product];
const silent = { error: () => undefined };

function editOf(product: Product, changes: Partial<StoredEdit['fields']>): StoredEdit {
  return {
    sku: product.sku,
    version: 1,
    fields: { ...editableFields(product), ...changes },
    updatedAt: '2026-11-01T00:00:00.000Z',
    updatedBy: 'editor@example.com',
    changed: Object.keys(changes) as StoredEdit['changed'],
  };
}

/** The edits store, counting what is listed: a request must not list every product's edits. */
async function editsWith(edits: StoredEdit[]) {
  const { store } = memoryStore();
  const listed: string[] = [];
  const counting: JsonStore = {
    ...store,
    keys: (prefix) => {
      listed.push(prefix);
      return store.keys(prefix);
    },
  };
  const repository = productEditsRepository(counting, silent);
  for (const edit of edits) await repository.append(edit);
  return { repository, listed };
}

describe('editedProducts', () => {
  it('answers the named products with their edits, without hidden or unknown ones, reading only their edits', async () => {
    const { repository, listed } = await editsWith([
      editOf(shown, { price: 1234 }),
      editOf(hidden, { hidden: true }),
      editOf(other, { name: 'Not asked for' }),
    ]);
    const products = await editedProducts(repository, [shown.sku, hidden.sku, 'no-such-sku', shown.sku]);
    expect(products.map((p) => [p.sku, p.price])).toEqual([[shown.sku, 1234]]);
    expect(listed.toSorted()).toEqual([`products/${hidden.sku}/`, `products/${shown.sku}/`].toSorted());
    expect((await editedProducts(repository, [hidden.sku], { hidden: true })).map((p) => p.sku)).toEqual([hidden.sku]);
  });
});

describe('GET /api/stock and hidden products', () => {
  it('leaves a hidden product out, stored level or not', async () => {
    const { repository } = await editsWith([editOf(hidden, { hidden: true })]);
    const inventory = createInventory({
      store: memoryStore().store,
      initial: async (sku) => catalogue().find((p) => p.sku === sku)?.stock,
      log: silent,
    });
    await inventory.set(hidden.sku, 7);
    const response = await handleStock(new Request(`https://store.test/api/stock?skus=${shown.sku},${hidden.sku}`), {
      inventory,
      visible: async (skus) => new Set((await editedProducts(repository, skus)).map((p) => p.sku)),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { levels: Record<string, number> };
    expect(body.levels).toEqual({ [shown.sku]: shown.stock });
  });
});
