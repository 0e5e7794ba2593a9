import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { catalogue } from '~/server/catalogue/files';
import type { Product } from '~/domain/catalog/schema';
import { applyEdit, changedKeys, checkVersion, overlayEdits } from '~/domain/editor/overlay';
import {
  editableFields,
  fieldErrors,
  productEditFieldsSchema,
  productEditRequestSchema,
  type StoredEdit,
} from '~/domain/editor/schema';

const [first, second] = catalogue() as [Product, Product];

function stored(product: Product, overrides: Partial<ReturnType<typeof editableFields>>, version = 1): StoredEdit {
  return {
    sku: product.sku,
    version,
    fields: { ...editableFields(product), ...overrides },
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: 'editor@example.com',
    changed: [],
  };
}

describe('overlayEdits', () => {
  it('lets the edit win field by field and leaves other products alone', () => {
    const result = overlayEdits([first, second], [stored(first, { price: 1234, stock: 7, name: 'Renamed' })]);
    expect(result[0]).toMatchObject({
      sku: first.sku,
      price: 1234,
      stock: 7,
      name: 'Renamed',
      brand: first.brand,
      images: first.images,
    });
    expect(result[1]).toEqual(second);
  });
  it('keeps a hidden product flagged so listings can drop it', () => {
    const result = overlayEdits([first, second], [stored(second, { hidden: true })]);
    expect(result.find((p) => p.sku === second.sku)?.hidden).toBe(true);
    expect(result.filter((p) => !p.hidden).map((p) => p.sku)).toEqual([first.sku]);
  });
  it('ignores an edit for a SKU the catalogue does not have', () => {
    const ghost = { ...stored(first, { price: 1 }), sku: 'no-such-sku' };
    expect(overlayEdits([first], [ghost])).toEqual([first]);
  });
  it('removes a sale when the compare-at price is cleared', () => {
    const onSale = { ...first, price: 1000, compareAtPrice: 2000 };
    const edited = applyEdit(onSale, { ...editableFields(onSale), compareAtPrice: null });
    expect('compareAtPrice' in edited).toBe(false);
  });
});

describe('checkVersion', () => {
  it('accepts a save from the stored version (0 when never edited)', () => {
    expect(checkVersion(0, 0)).toEqual({ ok: true });
    expect(checkVersion(3, 3)).toEqual({ ok: true });
  });
  it('refuses a stale version and reports the current one', () => {
    expect(checkVersion(4, 3)).toEqual({ ok: false, current: 4 });
    expect(checkVersion(0, 2)).toEqual({ ok: false, current: 0 });
  });
});

describe('edit validation', () => {
  const valid = editableFields(first);
  const errorsFor = (fields: unknown) => {
    const result = productEditFieldsSchema.safeParse(fields);
    return result.success ? {} : fieldErrors(result.error);
  };
  it('accepts the catalogue values', () => {
    expect(errorsFor(valid)).toEqual({});
  });
  it('names each bad field', () => {
    const errors = errorsFor({ ...valid, price: -5, stock: 100_001, name: '', specs: [{ label: 'Speed', value: '' }] });
    expect(errors.price).toBe('Price cannot be negative');
    expect(errors.stock).toBe('Stock must be at most 100,000');
    expect(errors.name).toBe('Name is required');
    expect(errors['specs.0.value']).toBe('Spec value is required');
  });
  it('gives any one tag’s error as "tags", and drops a request’s wrapper from the paths', () => {
    expect(errorsFor({ ...valid, tags: ['ok', ''] })).toEqual({ tags: 'Tags cannot be empty' });
    const wrapped = z
      .object({ fields: productEditFieldsSchema })
      .safeParse({ fields: { ...valid, name: '', tags: [''] } });
    expect(wrapped.success ? {} : fieldErrors(wrapped.error, 'fields')).toEqual({
      name: 'Name is required',
      tags: 'Tags cannot be empty',
    });
  });
  it('refuses a non-numeric price and an unknown field', () => {
    expect(errorsFor({ ...valid, price: 'ten' }).price).toBe('Price must be a number');
    expect(Object.keys(errorsFor({ ...valid, sku: 'other' }))).toContain('_form');
  });
  it('refuses a compare-at price that is not above the price', () => {
    expect(errorsFor({ ...valid, price: 5000, compareAtPrice: 5000 }).compareAtPrice).toMatch(/higher than the price/);
  });
  it('needs a whole, non-negative version and the stock level the form was loaded with', () => {
    expect(productEditRequestSchema.safeParse({ version: -1, fields: valid, stockSeen: 3 }).success).toBe(false);
    expect(productEditRequestSchema.safeParse({ version: 2, fields: valid, stockSeen: 3 }).success).toBe(true);
    expect(productEditRequestSchema.safeParse({ version: 2, fields: valid }).success).toBe(false);
    expect(productEditRequestSchema.safeParse({ version: 2, fields: valid, stockSeen: -1 }).success).toBe(false);
  });
});

describe('changedKeys', () => {
  it('lists the fields that differ', () => {
    const before = editableFields(first);
    expect(changedKeys(before, { ...before, price: before.price + 1, tags: [...before.tags, 'new'] })).toEqual([
      'price',
      'tags',
    ]);
    expect(changedKeys(before, editableFields(first))).toEqual([]);
  });
});
