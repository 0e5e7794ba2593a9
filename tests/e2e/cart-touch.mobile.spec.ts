// Drag and drop by touch on a phone (Pixel 7 emulation): a finger on a drag handle moves a shelf product into the
// cart. Real touch events through the DevTools protocol, since Playwright's touchscreen only taps.
import { expect, test, type Locator, type Page } from '../support/test.ts';

const BT54 = 'Fenvi Bluetooth 5.4 USB Adapter';
const NV7400 = 'Biwin Black Opal NV7400 1 TB PCIe 4.0 NVMe SSD';

async function touchDrag(page: Page, from: Locator, to: Locator) {
  const client = await page.context().newCDPSession(page);
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  if (!a) throw new Error('No drag handle');
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  // Move a little first (the sensor waits for 5 px), then to the target, re-reading it as the page auto-scrolls.
  await client.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: [{ x: start.x + 8, y: start.y - 8 }],
  });
  for (let i = 0; i < 40; i += 1) {
    const b = await to.boundingBox();
    if (!b) throw new Error('No drop target');
    const target = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    const step = {
      x: start.x + ((target.x - start.x) * (i + 1)) / 40,
      y: start.y + ((target.y - start.y) * (i + 1)) / 40,
    };
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [step] });
  }
  const b = await to.boundingBox();
  if (!b) throw new Error('No drop target');
  await client.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: [{ x: b.x + b.width / 2, y: b.y + b.height / 2 }],
  });
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('drags a shelf product into the cart with a finger', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ sku: 'biwin-nv7400-1tb', quantity: 1 }] }));
    // Recently viewed first on the shelf, so the product is near the top of the page's shelf.
    localStorage.setItem('recently-viewed', JSON.stringify(['fenvi-bt54-usb']));
  });
  await page.goto('/drag_drop');
  const items = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await page.setViewportSize({ width: 412, height: 1400 }); // both the cart and the shelf's first products on screen
  const handle = page.getByRole('region', { name: 'Shelf' }).getByRole('button', { name: `Drag ${BT54} to the cart` });
  // The drag library joins at the shopper's first touch.
  await page.getByRole('heading', { name: 'Your cart' }).tap();
  await expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
  await touchDrag(page, handle, items.filter({ hasText: NV7400 }));
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: `Added 1 × ${BT54} to your cart.` })).toBeVisible();
});
