// Site search: the header box suggests products as you type (forgiving case, spacing and small typos), works as a
// combobox from the keyboard, loads nothing until it is focused, and submits to /search, which filters like the
// listings and tells visitors without JavaScript where to go instead.
import { expect, JOURNEY, test, type Page } from '../support/test.ts';

const BE200 = 'Fenvi BE200 Wi-Fi 7 PCIe Card with Bluetooth 5.4';
const BE200_M2 = 'Fenvi BE200 Wi-Fi 7 M.2 2230 Module';
const NV7400_2TB = 'Biwin Black Opal NV7400 2 TB PCIe 4.0 NVMe SSD';

const box = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option');

test('suggests products as you type, forgiving case, spacing and typos', JOURNEY, async ({ page }) => {
  await page.goto('/');
  await box(page).fill('be200');
  await expect(suggestions(page).first()).toContainText(/Fenvi BE200/);
  await expect(suggestions(page).filter({ hasText: BE200 })).toHaveCount(1);
  await expect(suggestions(page).filter({ hasText: BE200_M2 })).toHaveCount(1);

  await box(page).fill('wifi 7 card');
  await expect(suggestions(page).first()).toContainText(BE200);

  await box(page).fill('nv 7400 2tb');
  await expect(suggestions(page).first()).toContainText(NV7400_2TB);
  await expect(suggestions(page).first()).toContainText(/\$139\.99.*In stock/);
  // The picture is decorative beside the name (alt=""), so it has no role to find it by.
  await expect(suggestions(page).first().locator('img')).toHaveAttribute('src', /\.svg/);

  await box(page).fill('BLUETOTH  adaptr');
  await expect(suggestions(page).first()).toContainText(/Fenvi Bluetooth 5\.\d .*Adapter/);
  await expect(page.getByRole('status').filter({ hasText: /products? found/ })).toBeAttached();

  await box(page).fill('zzzzqqq');
  await expect(page.getByRole('status').filter({ hasText: 'No products match “zzzzqqq”' })).toBeAttached();
});

test('works as a combobox from the keyboard', JOURNEY, async ({ page }) => {
  await page.goto('/all');
  await box(page).focus();
  await page.keyboard.type('nv7400');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions(page)).toHaveCount(4); // three drives and "See all"
  await page.keyboard.press('ArrowDown');
  const first = suggestions(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
  await page.keyboard.press('ArrowUp'); // wraps to "See all"
  await expect(suggestions(page).last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).toHaveValue('nv7400');
  await page.keyboard.press('ArrowDown'); // reopens
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const name = (await suggestions(page).first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/biwin-nv7400-\dtb$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.split('$')[0] ?? '');
});

test('each keystroke shows its suggestions, or that it is searching, in its own frame', async ({ page }) => {
  await page.goto('/products/biwin-nv7400-1tb');
  await box(page).focus();
  await box(page).pressSequentially('n');
  // The keystrokes below are measured from the box's own listener: its code, asked for on focus, must have arrived
  // (text typed before then is searched when it arrives, which is a different path).
  await expect(box(page).locator('xpath=ancestor::form')).toHaveAttribute('data-enhanced', '');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false'); // one character suggests nothing yet
  // A character typed in the page, and the popup read in the first animation frame after its input event: the
  // keystroke's own frame, before the browser could run a search's later tasks.
  const type = (text: string) =>
    box(page).evaluate(
      (input, typed) =>
        new Promise<{ expanded: string | null; status: string; options: number }>((resolve) => {
          const field = input as HTMLInputElement;
          field.value += typed;
          field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: typed }));
          requestAnimationFrame(() => {
            const form = field.form;
            resolve({
              expanded: field.getAttribute('aria-expanded'),
              status: form?.querySelector('[role="status"]')?.textContent ?? '',
              options: form?.querySelectorAll('[role="option"]').length ?? 0,
            });
          });
        }),
      text,
    );
  const first = await type('v');
  expect(first.expanded).toBe('true');
  expect(first.options > 0 || first.status === 'Searching…').toBe(true);
  await expect(suggestions(page).first()).toContainText(/NV7400|NV3500/);
  await expect(page.getByRole('status').filter({ hasText: /products? found/ })).toBeAttached();
  // The next keystrokes narrow the suggestions to the NV7400 drives (three, and "See all").
  for (const key of '7400') {
    const frame = await type(key);
    expect(frame.expanded).toBe('true');
    expect(frame.options > 0 || frame.status === 'Searching…').toBe(true);
  }
  await expect(suggestions(page)).toHaveCount(4);
  await expect(suggestions(page).first()).toContainText('NV7400');
  await expect(page.getByRole('status').filter({ hasText: '3 products found' })).toBeAttached();
});

test('loads the search code and index only when the box is first focused', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/products/biwin-nv7400-1tb');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.startsWith('/pagefind/') || /combobox/.test(path))).toEqual([]);
  await box(page).focus();
  await expect.poll(() => requested.some((path) => path === '/pagefind/pagefind.js')).toBe(true);
  // The built chunk (/_astro/combobox.<hash>.js) or, on the development server, the source module.
  expect(requested.some((path) => /\/combobox\.(?:[\w-]+\.js|ts)$/.test(path))).toBe(true);
});

test('Enter submits the box to /search before any script has run', async ({ page }) => {
  // No script at all: the box is a plain GET form.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/brands/fenvi');
  await box(page).fill('wifi 6e');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=wifi\+6e$/);
});

test('/search shows the results with the listings’ filters, kept in the address', JOURNEY, async ({ page }) => {
  await page.goto('/search?q=wifi&brand=fenvi&sort=price-asc');
  const form = page.getByRole('form', { name: 'Filter and sort' });
  await expect(form.getByLabel('Search')).toHaveValue('wifi');
  await expect(form.getByLabel('Brand')).toHaveValue('fenvi');
  await expect(form.getByLabel('Sort by')).toHaveValue('price-asc');
  const results = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  const prices = (await results.allTextContents()).map((t) => Number(/\$([\d.]+)/.exec(t)?.[1]));
  expect(prices).toEqual(prices.toSorted((a, b) => a - b));
  await form.getByLabel('Category').selectOption('USB Wi-Fi Adapter');
  await expect(page).toHaveURL(/\/search\?q=wifi&brand=fenvi&category=USB\+Wi-Fi\+Adapter&sort=price-asc$/);
  await expect(results).toHaveCount(3);
  await form.getByLabel('Search').fill('axe3000');
  await form.getByLabel('Search').press('Enter');
  await expect(results).toHaveText([/Fenvi AXE3000/]);
  await expect(form.locator('[data-listing-count]')).toHaveText('1 product for “axe3000”');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the box still reaches /search, which points to the listings', async ({ page }) => {
    await page.goto('/');
    await box(page).fill('be200');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=be200$/);
    await expect(page.getByRole('heading', { name: 'Search needs JavaScript' })).toBeVisible();
    await page.getByRole('link', { name: 'All Products', exact: true }).last().click();
    await expect(page).toHaveURL(/\/all$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  });
});

test('the cart shelf finds products in the whole catalogue and adds them', async ({ page }) => {
  await page.goto('/drag_drop');
  const shelf = page.getByRole('region', { name: 'Shelf' });
  await expect(shelf.getByRole('heading', { name: 'Featured' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible(); // shown once the page is live
  await shelf.getByLabel('Find more products').fill('mc200');
  const found = shelf.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Biwin Flash MC200');
  const name = (await found.getByRole('link').textContent()) ?? '';
  await found.getByRole('button', { name: `Add ${name} to cart` }).click();
  const items = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.getByRole('link', { name, exact: true })).toBeVisible();
  // After a reload the cart's product comes from the index, though the page does not embed it.
  await page.reload();
  await expect(items.getByRole('link', { name, exact: true })).toBeVisible();
});
