// The fulfilment journey: a shopper orders, staff pack and ship it from the orders desk (/desk), and the shopper sees
// it shipped on /orders2. Staff are the editor account the test servers list in ADMIN_EMAILS; everyone else who opens
// the desk is told it is for staff.
import { expect, JOURNEY, test, type Locator, type Page } from '../support/test.ts';
import { axeViolations } from '../support/axe.ts';
import { at, createAccount, idTokenFor, offline, signInWithEmail, uniqueEmail } from '../support/auth.ts';
import { EDITOR, ensureEditor } from '../support/editor.ts';

test.beforeEach(async ({ context }) => {
  await offline(context);
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Places an order for one unit of a plentiful product, as the checkout does; its number as the pages show it. */
async function placeOrder(baseURL: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(new URL('/api/orders', baseURL), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await idTokenFor(account)}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ lines: [{ sku: 'fenvi-bt54-usb', quantity: 1 }] }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { order } = (await response.json()) as { order: { id: string } };
  return order.id.slice(0, 8).toUpperCase();
}

/** A busy shop lists older orders first: the one wanted may be a "Load more orders" or two away. */
async function loadUntilShown(page: Page, card: Locator) {
  const more = page.getByRole('button', { name: 'Load more orders' });
  await expect(async () => {
    if (!(await card.isVisible()) && (await more.isVisible())) await more.click();
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test(
  'staff pack and ship an order from the desk, and the shopper sees it shipped',
  JOURNEY,
  async ({ page, browser, baseURL }) => {
    test.slow();
    const shopper = { email: uniqueEmail('desk-shopper'), password: 'secret-123', displayName: 'Desk Shopper' };
    await createAccount(shopper);
    await ensureEditor();
    const number = await placeOrder(baseURL ?? '', shopper);

    await page.goto('/login?next=/desk');
    await signInWithEmail(page, EDITOR);
    await expect(page).toHaveURL(at('/desk'));
    await expect(page.getByRole('heading', { name: 'Orders desk', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Show')).toHaveValue('open');
    const card = page.getByRole('article', { name: `Order ${number}` });
    await loadUntilShown(page, card);
    await expect(card).toContainText('Desk Shopper');
    await expect(card).toContainText(shopper.email);
    await expect(card.getByRole('table', { name: `Items in order ${number}` })).toContainText(
      'Fenvi Bluetooth 5.4 USB Adapter',
    );
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: `Mark packed order ${number}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${number} is packed.` })).toBeVisible();
    await expect(card.getByText('Packed', { exact: true }).first()).toBeVisible();
    await card.getByRole('button', { name: `Mark shipped order ${number}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${number} is shipped.` })).toBeVisible();
    // Shipped, it can no longer be cancelled, and its next step is delivery.
    await expect(card.getByRole('button', { name: `Cancel order ${number}` })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Mark delivered order ${number}` })).toBeVisible();
    await expect(card.getByRole('list', { name: `Steps of order ${number}` }).getByRole('listitem')).toHaveCount(3);

    // It has left the open orders; the shipped filter shows it, and the address keeps the filter.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('article', { name: `Order ${number}` })).toHaveCount(0);
    await page.getByLabel('Show').selectOption('shipped');
    await expect(page).toHaveURL(at('/desk', '?status=shipped'));
    await loadUntilShown(page, page.getByRole('article', { name: `Order ${number}` }));

    const shopperContext = await browser.newContext();
    await offline(shopperContext);
    const shopperPage = await shopperContext.newPage();
    await shopperPage.goto('/login?next=/orders2');
    await signInWithEmail(shopperPage, shopper);
    await expect(shopperPage).toHaveURL(at('/orders2'));
    const mine = shopperPage
      .getByRole('list', { name: 'Your orders' })
      .getByRole('article', { name: `Order ${number}` });
    await expect(mine.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(mine).toContainText(/Shipped \d\d\/\d\d\/\d\d/);
    await mine.getByRole('link', { name: `View details of order ${number}` }).click();
    const progress = shopperPage.getByRole('list', { name: 'Order progress' });
    await expect(progress.getByRole('listitem')).toHaveText([
      /^Placed \d\d\/\d\d\/\d\d$/,
      /^Packed \d\d\/\d\d\/\d\d$/,
      /^Shipped \d\d\/\d\d\/\d\d$/,
    ]);
    await expect(shopperPage.getByRole('button', { name: 'Cancel order', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(shopperPage);
    await shopperContext.close();
  },
);

test('the desk tells a signed-in shopper it is for staff, and a signed-out visitor to sign in', async ({
  page,
  watch,
}) => {
  // The desk API's refusal is the answer this test expects.
  watch.allow(/^403 \/api\/desk\/orders/);
  await page.goto('/desk');
  await expect(page.getByText('Sign in with a staff account to run the orders desk.')).toBeVisible();
  const shopper = { email: uniqueEmail('desk-visitor'), password: 'secret-123' };
  await createAccount(shopper);
  await page.goto('/login?next=/desk');
  await signInWithEmail(page, shopper);
  await expect(page).toHaveURL(at('/desk'));
  await expect(page.getByText('The orders desk is for store staff.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
