// The catalogue Functions read from disk: validated, versioned by content, and one stable array per version.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueVersion, type Product } from '../../src/domain/catalog/index.ts';
import { catalogue, catalogueSnapshot, productsDirectory, readCatalogue } from '../../src/server/catalogue/files.ts';
import { editableFields, type StoredEdit } from '../../src/domain/editor/schema.ts';
import { liveCatalogue, uneditedCatalogue } from '../../src/server/catalogue/live.ts';
import type { ProductEditsRepository } from '../../src/server/products/repository.ts';

const dirs: string[] = [];
const folder = (files: Record<string, unknown>) => {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  dirs.push(dir);
  for (const [name, value] of Object.entries(files))
    writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const repoFile = (name: string) => readFileSync(join('src/content/products', name), 'utf8');
const [first, second] = catalogue() as [Product, Product];

describe('readCatalogue', () => {
  it('reads every product file in name order, validated, the same as the repository catalogue', () => {
    const snapshot = readCatalogue(
      folder({ 'fenvi.json': repoFile('fenvi.json'), 'biwin.json': repoFile('biwin.json'), 'notes.txt': 'ignored' }),
    );
    expect(snapshot.products).toEqual(catalogue());
    expect(snapshot.version).toBe(catalogueSnapshot().version);
    expect(Object.isFrozen(snapshot.products)).toBe(true);
    expect(catalogueVersion(snapshot.products)).toBe(snapshot.version);
  });

  it('changes version when any product changes', () => {
    const one = readCatalogue(folder({ 'a.json': [first] }));
    const again = readCatalogue(folder({ 'a.json': [first] }));
    const cheaper = readCatalogue(
      folder({ 'a.json': [{ ...first, price: first.price - 1, compareAtPrice: undefined }] }),
    );
    expect(again.version).toBe(one.version);
    expect(cheaper.version).not.toBe(one.version);
  });

  it('fails with the SKU and field of an invalid product, a duplicate SKU or a file that is not a list', () => {
    expect(() => readCatalogue(folder({ 'a.json': [first, { ...second, price: -5 }] }))).toThrow(
      `Invalid product ${second.sku}: price`,
    );
    expect(() => readCatalogue(folder({ 'a.json': [first], 'b.json': [first] }))).toThrow(`Duplicate SKU ${first.sku}`);
    expect(() => readCatalogue(folder({ 'a.json': { products: [] } }))).toThrow(
      'a.json must hold an array of products',
    );
  });
});

describe('productsDirectory', () => {
  it('prefers STORE_PRODUCTS_DIR, then the working directory, then the Lambda task root', () => {
    expect(productsDirectory({ STORE_PRODUCTS_DIR: '/somewhere/products' })).toBe('/somewhere/products');
    expect(productsDirectory({})).toBe(join(process.cwd(), 'src/content/products'));
    const root = folder({});
    expect(() => productsDirectory({ STORE_PRODUCTS_DIR: undefined, LAMBDA_TASK_ROOT: root })).not.toThrow();
  });
});

describe('liveCatalogue', () => {
  const editOf = (product: Product, version: number): StoredEdit => ({
    sku: product.sku,
    version,
    fields: { ...editableFields(product), price: product.price + version, compareAtPrice: null },
    updatedAt: '2026-11-22T12:00:00.000Z',
    updatedBy: 'editor@example.com',
    changed: ['price'],
  });
  const repository = (current: () => StoredEdit[]): ProductEditsRepository =>
    ({
      all: () => Promise.resolve(current()),
      // Moves with every save, as the repository's own stamp does.
      stamp: () => Promise.resolve(JSON.stringify(current().map((edit) => [edit.sku, edit.version]))),
    }) as unknown as ProductEditsRepository;

  it('answers the same array while nothing changed, and a new version after an edit', async () => {
    let edits: StoredEdit[] = [];
    const read = liveCatalogue(
      repository(() => edits),
      0,
    );
    const plain = await read();
    expect(await read()).toBe(plain);
    expect(catalogueVersion(plain)).toBe(catalogueVersion(uneditedCatalogue()));

    edits = [editOf(first, 1)];
    const edited = await read();
    expect(edited).not.toBe(plain);
    expect(edited.find((p) => p.sku === first.sku)?.price).toBe(first.price + 1);
    expect(catalogueVersion(edited)).not.toBe(catalogueVersion(plain));
    expect(await read()).toBe(edited);

    edits = [editOf(first, 2)];
    expect(catalogueVersion(await read())).not.toBe(catalogueVersion(edited));
  });

  it('reads the edits again within its time as soon as an editor saves (a hidden product leaves at once)', async () => {
    let edits: StoredEdit[] = [];
    let reads = 0;
    const counted = repository(() => edits);
    const read = liveCatalogue({ ...counted, all: () => ((reads += 1), counted.all()) }, 60_000);
    const plain = await read();
    expect(await read()).toBe(plain);
    expect(reads).toBe(1);
    edits = [{ ...editOf(first, 1), fields: { ...editOf(first, 1).fields, hidden: true } }];
    const hidden = await read();
    expect(reads).toBe(2);
    expect(hidden.some((p) => p.sku === first.sku)).toBe(false);
  });

  it('keeps the last catalogue when the store fails', async () => {
    const errors: unknown[] = [];
    const read = liveCatalogue(
      repository(() => {
        throw new Error('store down');
      }),
      0,
      { error: (...args: unknown[]) => errors.push(args) },
    );
    expect(await read()).toBe(uneditedCatalogue());
    expect(errors).toHaveLength(1);
  });
});
