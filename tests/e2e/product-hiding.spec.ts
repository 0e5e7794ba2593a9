// Hiding a product is immediate for what the server answers (docs/content-editing.md#what-changes-at-once): once an
// editor's save hides it, its `/products/<sku>.json` names no name, price or stock, /api/stock leaves it out, a cart
// that holds it drops the line, and the cart page's shelf (built with the page) no longer offers it, with no build in
// between. The products are used by no other browser test, and are put back to their catalogue values around the tests.
import { catalogue } from '../../src/server/catalogue/files.ts';
import { editableFields } from '../../src/domain/editor/schema.ts';
import { offline } from '../support/auth.ts';
import { ensureEditor, saveAsEditor } from '../support/editor.ts';
import { expect, test, type Page } from '../support/test.ts';

// Listed, in stock, and not among the featured products the cart page is built with.
const SKU = 'fenvi-ax900-usb-nano';
const product = catalogue().find((p) => p.sku === SKU);
if (!product) throw new Error(`${SKU} is not in the catalogue`);
const catalogFields = editableFields(product);
// Among the featured products the cart page's shelf is built with (src/pages/drag_drop.astro).
const FEATURED_SKU = 'fenvi-bt54-pcie';
const featured = catalogue().find((p) => p.sku === FEATURED_SKU);
if (!featured) throw new Error(`${FEATURED_SKU} is not in the catalogue`);

const restore = async (baseURL: string | undefined) => {
  await ensureEditor();
  await saveAsEditor(baseURL ?? '', SKU, () => catalogFields);
  await saveAsEditor(baseURL ?? '', FEATURED_SKU, () => editableFields(featured));
};
// Both tests save products and put them back: one after the other.
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ baseURL }) => restore(baseURL));
test.afterAll(async ({ baseURL }) => restore(baseURL));

/** The product's file and its stock as the page's own requests get them (same origin, same cache). */
async function answers(page: Page) {
  return page.evaluate(async (sku) => {
    const file = await fetch(`/products/${sku}.json`);
    const stock = await fetch(`/api/stock?skus=${sku}`);
    return {
      status: file.status,
      cache: file.headers.get('Cache-Control'),
      file: (await file.json()) as Record<string, unknown>,
      levels: ((await stock.json()) as { levels: Record<string, number> }).levels,
    };
  }, SKU);
}

test('a product an editor hides leaves its file, the stock answer and a cart at once', async ({
  page,
  context,
  baseURL,
}) => {
  await offline(context);
  await page.addInitScript(
    ([sku]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ sku, quantity: 1 }] }));
    },
    [SKU],
  );
  await page.goto('/drag_drop');
  const cartItems = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(cartItems.filter({ has: page.getByRole('link', { name: product.name, exact: true }) })).toHaveCount(1);
  const before = await answers(page);
  expect(before).toMatchObject({ status: 200, file: { sku: SKU, name: product.name, price: product.price } });
  expect(before.cache).toBe('public, max-age=0, must-revalidate');
  expect(Object.keys(before.levels)).toEqual([SKU]);

  await saveAsEditor(baseURL ?? '', SKU, (fields) => ({ ...fields, hidden: true }));

  const after = await answers(page);
  expect(after.status).toBe(200);
  expect(after.file).toEqual({
    sku: SKU,
    hidden: true,
    brand: before.file['brand'],
    brandName: before.file['brandName'],
    category: before.file['category'],
    image: before.file['image'],
  });
  expect(after.levels).toEqual({});
  await page.reload();
  await expect(page.getByText(`A product in your cart (${SKU}) is no longer sold here and was removed.`)).toBeVisible();
  await expect(cartItems.filter({ has: page.getByRole('link', { name: product.name, exact: true }) })).toHaveCount(0);
});

test('a featured product an editor hides leaves the cart page’s shelf and its search at once', async ({
  page,
  context,
  baseURL,
}) => {
  await offline(context);
  const shelf = page.getByRole('region', { name: 'Shelf' });
  const onShelf = (list: string) =>
    shelf
      .getByRole('list', { name: list })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: featured.name, exact: true }) });
  const search = async () => {
    await shelf.getByLabel('Find more products').fill('Bluetooth 5.4');
    await expect(shelf.getByRole('status').filter({ hasText: /found|match/ })).toBeVisible();
  };
  await page.goto('/drag_drop');
  await expect(onShelf('Featured')).toHaveCount(1);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await search();
  await expect(onShelf('Search results')).toHaveCount(1);

  await saveAsEditor(baseURL ?? '', FEATURED_SKU, (fields) => ({ ...fields, hidden: true }));

  // The page is still the one built before the save, and this browser's cart holds the product.
  await page.evaluate(
    (sku) => localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ sku, quantity: 1 }] })),
    FEATURED_SKU,
  );
  await page.reload();
  const inCart = page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: featured.name, exact: true }) });
  await expect(inCart).toHaveCount(1); // the page is live, its shelf as built
  await expect(onShelf('Featured')).toHaveCount(1);
  // The shopper reaches for the page: the shelf asks which of its products are still sold.
  await shelf.hover();
  await expect(
    page.getByText(`A product in your cart (${FEATURED_SKU}) is no longer sold here and was removed.`),
  ).toBeVisible();
  await expect(inCart).toHaveCount(0);
  await expect(shelf.getByRole('list', { name: 'Featured' }).getByRole('listitem')).toHaveCount(11);
  await expect(onShelf('Featured')).toHaveCount(0);
  await search();
  await expect(shelf.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
  await expect(onShelf('Search results')).toHaveCount(0);
});
