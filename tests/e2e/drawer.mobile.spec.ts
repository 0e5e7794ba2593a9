import { expect, test } from '@playwright/test';

test('the drawer opens, has the accordions, locks scrolling, closes on Escape and returns focus', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  const store = drawer.getByRole('button', { name: 'Store' });
  await expect(drawer.getByRole('link', { name: 'Fenvi Store' })).toBeHidden();
  await store.click();
  await expect(store).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'Fenvi Store' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Brands' }).click();
  await expect(drawer.getByRole('link', { name: 'Biwin', exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('focus stays inside the open drawer', async ({ page }) => {
  await page.goto('/all');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
});

test('a drawer link navigates', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Brands' }).click();
  await drawer.getByRole('link', { name: 'Fenvi', exact: true }).click();
  await expect(page).toHaveURL(/\/brands\/fenvi$/);
});
