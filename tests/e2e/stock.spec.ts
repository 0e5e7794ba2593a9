// Live stock: the product page is built with the catalogue's stock and brought up to date from /api/stock, the
// levels orders take from; an order for the last unit shows as out of stock at once, and a cancel brings it back.
import { expect, test } from '../support/test.ts';
import { createAccount, idTokenFor, offline, uniqueEmail } from '../support/auth.ts';

const SKU = 'fenvi-bt53-usb-long-range'; // one in stock in the catalogue

test.beforeEach(async ({ context }) => {
  await offline(context);
});

test('a product page shows the live stock: the last unit ordered, then returned by a cancel', async ({
  page,
  baseURL,
}) => {
  const account = { email: uniqueEmail('last-unit'), password: 'secret-123' };
  await createAccount(account);
  const token = await idTokenFor(account);
  const api = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, baseURL), { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  const details = page.getByRole('main').getByRole('article').first();
  const label = details.locator('[data-stock-label]');
  // The page reads the live level on the shopper's first intent, such as a pointer over it.
  const readLiveStock = async () => {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/stock');
    await details.hover();
    expect((await answered).status()).toBe(200);
  };

  await page.goto(`/products/${SKU}`);
  await expect(details.getByText('Only 1 left')).toBeVisible();
  const placed = await api('/api/orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ lines: [{ sku: SKU, quantity: 1 }] }),
  });
  expect(placed.status).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string } };
  try {
    const again = await api('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ lines: [{ sku: SKU, quantity: 1 }] }),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      type: 'tag:biwin-fenvi.store,2026:problem:out-of-stock',
      status: 409,
      sku: SKU,
      available: 0,
    });
    await page.reload();
    // Built with one in stock, the page says so until it reads the live level.
    await expect(label).toHaveText('Only 1 left');
    await readLiveStock();
    await expect(label).toHaveText('Out of stock');
    await expect(details.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  } finally {
    expect((await api(`/api/orders/${order.id}/cancel`, { method: 'POST' })).status).toBe(200);
  }
  await page.reload();
  await readLiveStock();
  await expect(label).toHaveText('Only 1 left');
  await expect(details.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled();
});
