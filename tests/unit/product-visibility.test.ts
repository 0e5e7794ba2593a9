// The one visibility rule (src/domain/products/visibility.ts): the newest stored edit's `hidden` decides, and with no
// edit the catalogue's own flag does; the catalogue's lists and the stock answer apply that same rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalog/schema.ts';
import { editableFields, type StoredEdit } from '../../src/domain/editor/schema.ts';
import { isVisible, isVisibleWith, withEdit } from '../../src/domain/products/visibility.ts';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { visibleCatalogue } from '../../src/server/catalogue/live.ts';

const products = catalogue();
const [first] = products as [Product];

const editOf = (product: Product, hidden: boolean): StoredEdit => ({
  sku: product.sku,
  version: 1,
  fields: { ...editableFields(product), hidden },
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'editor@example.com',
  changed: ['hidden'],
});

describe('isVisibleWith', () => {
  it('follows the edit when there is one, else the catalogue', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.boolean(), { nil: undefined }), (ownHidden, editHidden) => {
        const product = { ...first, hidden: ownHidden };
        const edit = editHidden === undefined ? null : editOf(product, editHidden);
        expect(isVisibleWith(product, edit)).toBe(editHidden === undefined ? !ownHidden : !editHidden);
      }),
    );
  });

  it('is the flag of the product with its edit laid over it', () => {
    const edit = editOf(first, true);
    expect(withEdit(first, edit).hidden).toBe(true);
    expect(isVisible(withEdit(first, edit))).toBe(false);
    expect(withEdit(first, null)).toBe(first);
  });
});

describe('visibleCatalogue', () => {
  it('leaves out exactly the products the rule hides, whichever are hidden by edit', () => {
    fc.assert(
      fc.property(fc.subarray(products.slice(0, 40) as Product[]), fc.boolean(), (chosen, hidden) => {
        const edits = chosen.map((product) => editOf(product, hidden));
        const byEdit = new Map(edits.map((edit) => [edit.sku, edit]));
        const expected = products.filter((product) => isVisibleWith(product, byEdit.get(product.sku)));
        expect(visibleCatalogue(edits).map((product) => product.sku)).toEqual(expected.map((product) => product.sku));
      }),
      { numRuns: 30 },
    );
  });
});
