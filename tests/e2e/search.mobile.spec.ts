// The search box in the phone drawer: the same combobox as the header's.
import { expect, JOURNEY, test } from '../support/test.ts';

test('searches from the mobile drawer', JOURNEY, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const box = drawer.getByRole('combobox', { name: 'Search products' });
  await box.fill('be200');
  const options = drawer.getByRole('listbox', { name: 'Suggested products' }).getByRole('option');
  await expect(options.first()).toContainText('Fenvi BE200');
  // Escape closes the suggestions first, then the drawer.
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toBeVisible();
  await box.press('Escape');
  await expect(drawer).toBeHidden();
});
