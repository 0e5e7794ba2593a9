import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.locator('[data-listing-items] > [data-product]:visible');
const prices = async (page: Page) =>
  (await cards(page).locator('p > span.font-bold, td.text-right').allTextContents()).map((t) => Number(t.replace(/[$,]/g, '')));

test('filters the grid by brand and category and keeps the choice in the address', async ({ page }) => {
  await page.goto('/all');
  const total = await cards(page).count();
  expect(total).toBeGreaterThanOrEqual(24);
  await page.getByLabel('Brand').selectOption('fenvi');
  const fenvi = await cards(page).count();
  expect(fenvi).toBeGreaterThan(0);
  expect(fenvi).toBeLessThan(total);
  for (const brand of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-brand')))) expect(brand).toBe('fenvi');
  await expect(page).toHaveURL(/brand=fenvi/);
  await expect(page.getByText(`${fenvi} products`)).toBeVisible();

  await page.getByLabel('Category').selectOption('Antenna');
  for (const category of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-category')))) expect(category).toBe('Antenna');

  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue('Antenna');
  expect(await cards(page).count()).toBeLessThan(fenvi);
});

test('sorts by price, name and newest', async ({ page }) => {
  await page.goto('/biwin');
  await page.getByLabel('Sort by').selectOption('price-asc');
  const ascending = await prices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByLabel('Sort by').selectOption('price-desc');
  const descending = await prices(page);
  expect(descending).toEqual([...ascending].sort((a, b) => b - a));
  await page.getByLabel('Sort by').selectOption('name');
  const names = await cards(page).getByRole('heading').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
});

test('the table view filters too and links back to the grid', async ({ page }) => {
  await page.goto('/all2?category=Memory');
  const rows = cards(page);
  expect(await rows.count()).toBeGreaterThan(0);
  for (const category of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-category')))) expect(category).toBe('Memory');
  await expect(page.getByRole('heading', { name: 'Antenna' })).toBeHidden();
  await page.getByRole('link', { name: 'Grid' }).click();
  await expect(page).toHaveURL(/\/all$/);
});
