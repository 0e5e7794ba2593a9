// Filters and sorts on the listings work over the whole catalogue (from the search index), stay in the address,
// and page through their own results.
import { expect, JOURNEY, test, type Page } from '../support/test.ts';

const results = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');
const summary = (page: Page) => page.getByRole('form', { name: 'Filter and sort' }).locator('[data-listing-count]');
const firstPrice = (text: string) => Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
const pricesOf = async (page: Page) => (await results(page).allTextContents()).map(firstPrice);

test('filters the grid by brand and category and keeps the choice in the address', JOURNEY, async ({ page }) => {
  await page.goto('/all');
  await page.getByLabel('Brand').selectOption('fenvi');
  await expect(page).toHaveURL(/\?brand=fenvi$/);
  await expect(summary(page)).toHaveText('14 products');
  for (const text of await results(page).allTextContents()) expect(text).toMatch(/^Fenvi · /);

  await page.getByLabel('Category').selectOption('Antenna');
  await expect(page).toHaveURL(/\?brand=fenvi&category=Antenna$/);
  await expect(summary(page)).toHaveText('3 products');
  for (const text of await results(page).allTextContents()) expect(text).toMatch(/^Fenvi · Antenna/);

  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue('Antenna');
  await expect(results(page)).toHaveCount(3);
  // Back to the unfiltered static page.
  await page.goBack();
  await expect(summary(page)).toHaveText('14 products');
});

test('sorts by price and name over the brand store', JOURNEY, async ({ page }) => {
  await page.goto('/biwin');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(results(page)).toHaveCount(14);
  const ascending = await pricesOf(page);
  expect(ascending).toHaveLength(14);
  expect(ascending).toEqual(ascending.toSorted((a, b) => a - b));
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect.poll(() => pricesOf(page)).toEqual(ascending.toSorted((a, b) => b - a));
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  await expect
    .poll(async () => {
      const names = await results(page).getByRole('heading').allTextContents();
      return names.length === 14 && names.every((n, i) => i === 0 || (names[i - 1] ?? '').localeCompare(n, 'en') <= 0);
    })
    .toBe(true);
});

test('a filter by key spec and price band', async ({ page }) => {
  await page.goto('/all?capacity=2+TB');
  await expect(summary(page)).toHaveText('3 products');
  for (const text of await results(page).allTextContents()) expect(text).toMatch(/2 TB/);
  await page.getByRole('combobox', { name: /^Price/ }).selectOption('200-plus');
  await expect(page).toHaveURL(/\/all\?price=200-plus&capacity=2\+TB$/);
  await expect(summary(page)).toHaveText('1 product');
  await expect(results(page)).toHaveText([/NV14000 2 TB/]);
});

test('a sorted view pages through the whole catalogue with its own pagination', async ({ page }) => {
  await page.goto('/all?sort=price-asc');
  await expect(summary(page)).toHaveText('28 products, page 1 of 2');
  await expect(results(page)).toHaveCount(24);
  const first = await pricesOf(page);
  const pages = page.getByRole('navigation', { name: 'Pages of results' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?sort=price-asc&page=2$/);
  await expect(summary(page)).toHaveText('28 products, page 2 of 2');
  await expect(results(page)).toHaveCount(4);
  const second = await pricesOf(page);
  expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));
  // The page is in the address: a reload (or a shared link) shows the same page.
  await page.reload();
  await expect(results(page)).toHaveCount(4);
  await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Previous' }).click();
  await expect(results(page)).toHaveCount(24);
});

test('the table view filters too and links back to the grid with the same filters', async ({ page }) => {
  await page.goto('/all2?category=Memory');
  const rows = page.getByRole('region', { name: 'Comparison' }).getByRole('row');
  await expect(rows).toHaveCount(4); // header and three modules
  for (const text of (await rows.allTextContents()).slice(1)) expect(text).toMatch(/Memory/);
  await expect(page.getByRole('heading', { name: 'Antenna' })).toBeHidden();
  await page.getByRole('link', { name: 'Grid' }).click();
  await expect(page).toHaveURL(/\/all\?category=Memory$/);
  await expect(results(page)).toHaveCount(3);
});

const productNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test.describe('pagination, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/all has numbered pages of 24 with rel next/prev and a canonical URL each', async ({ page }) => {
    await page.goto('/all');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/all$/);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', /\/all\/2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
    await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const first = await productNames(page);
    expect(first).toHaveLength(24);
    const total = Number(
      /of (\d+) products/.exec((await page.getByText(/^Showing 1–24 of \d+ products$/).textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(24);

    await pagination(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/all\/2$/);
    await expect(page).toHaveTitle(/^All Products, page 2 of 2 \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/all\/2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', /\/all$/);
    await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const second = await productNames(page);
    expect(second).toHaveLength(total - 24);
    expect(new Set([...first, ...second]).size).toBe(total);
    await expect(page.getByText(`Showing 25–${total} of ${total} products`)).toBeVisible();

    await pagination(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/all$/);
    expect(await productNames(page)).toEqual(first);
  });

  test('the table view has the same pages and its Grid link keeps the page', async ({ page }) => {
    await page.goto('/all/2');
    const grid = await productNames(page);
    await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Table' }).click();
    await expect(page).toHaveURL(/\/all2\/2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', /\/all2$/);
    const rows = await page.getByRole('main').getByRole('rowheader').allTextContents();
    expect(rows.toSorted()).toEqual(grid.toSorted());
    await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Grid' }).click();
    await expect(page).toHaveURL(/\/all\/2$/);
  });

  test('a brand store with one page has no page links', async ({ page }) => {
    await page.goto('/fenvi');
    await expect(pagination(page)).toHaveCount(0);
    await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
    await expect(page.getByText(/^Showing 1–\d+ of \d+ products$/)).toBeVisible();
  });
});
