import { expect, test } from '../support/test.ts';

test('every header and footer link reaches its page', async ({ page, request }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  // Dropdown links are hidden until hovered, so read every anchor, not just the visible ones.
  const hrefs = await header.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      '/',
      '/all',
      '/fenvi',
      '/biwin',
      '/orders2',
      '/brands/fenvi',
      '/brands/biwin',
      '/drag_drop',
      '/login',
    ]),
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  // Every page the header and footer link to answers 200 (the header also holds the signed-in avatar's /profile).
  for (const href of [...hrefs, '/privacy-policy', '/terms-and-conditions']) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('the Store dropdown opens on hover', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: 'Fenvi Store' });
  await expect(link).toBeHidden();
  await nav.getByRole('button', { name: 'Store' }).hover();
  await expect(link).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Store' })).toHaveAttribute('aria-expanded', 'true');
  await link.click();
  await expect(page).toHaveURL(/\/fenvi$/);
});

test('the Brands dropdown opens on keyboard focus and closes on Escape', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const brands = nav.getByRole('button', { name: 'Brands' });
  await brands.focus();
  const biwin = nav.getByRole('link', { name: 'Biwin', exact: true });
  await expect(biwin).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(biwin).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(brands).toBeFocused();
  await expect(biwin).toBeHidden();
  await expect(brands).toHaveAttribute('aria-expanded', 'false');
});
