import { expect, JOURNEY, test } from '../support/test.ts';

test(
  'the drawer opens, has the accordions, locks scrolling, closes on Escape and returns focus',
  JOURNEY,
  async ({ page }) => {
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
  },
);

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

test('the open drawer covers the chat button, and its Cart link shows the cart count', async ({ page }) => {
  await page.goto('/products/fenvi-be200-wifi7');
  await page.locator('[data-product-actions]').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/to your cart/)).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible();
  // Whatever is on top where the chat button sits belongs to the drawer or its backdrop, not the button.
  const box = await page.locator('[data-chat-launcher]').boundingBox();
  if (!box) throw new Error('no chat button');
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-chat-launcher]') === null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
});
