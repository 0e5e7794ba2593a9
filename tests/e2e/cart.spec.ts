// The cart without an account: Add to cart on product pages and cards, the header's count, and /drag_drop's drag and
// drop with the mouse and the keyboard. Roles and names only, as a shopper (or a screen reader) finds things.
import { expect, JOURNEY, test, type Locator, type Page } from '../support/test.ts';
import { axeViolations } from '../support/axe.ts';

const NV7400 = 'Biwin Black Opal NV7400 1 TB PCIe 4.0 NVMe SSD';
const BE200 = 'Fenvi BE200 Wi-Fi 7 PCIe Card with Bluetooth 5.4';
const BT54 = 'Fenvi Bluetooth 5.4 USB Adapter';

const cartLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });
const cartItems = (page: Page) => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
const line = (page: Page, name: string) =>
  cartItems(page).filter({ has: page.getByRole('link', { name, exact: true }) });

/** Puts a cart in localStorage before the page's scripts run (once per test, so later reloads keep what the page did). */
async function seedCart(page: Page, lines: Array<{ sku: string; quantity: number }>, raw?: string) {
  await page.addInitScript(
    ([value]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cart', value ?? '');
    },
    [raw ?? JSON.stringify({ version: 1, lines })],
  );
}

/**
 * The drag library loads when the shopper first reaches for the page (here: the focus or the pointer on a handle), and
 * a handle is live once it carries the library's role description ("draggable" on the shelf, "sortable" in the cart).
 */
const live = (handle: Locator) => expect(handle).toHaveAttribute('aria-roledescription', /^(draggable|sortable)$/);

/**
 * Picks a handle up with the keyboard. The drag library listens for the next keys from a timer it sets at pick-up, and
 * the browser may run key events before timers, so the next key waits for a timer set after it.
 */
async function pickUp(handle: Locator) {
  await handle.focus();
  await live(handle);
  await expect(handle).toBeFocused();
  await handle.page().keyboard.press('Space');
  await handle.page().evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Drags with real mouse movements: press, move in steps (the sensor waits for 5 px), release. */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.hover();
  await live(from);
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('Nothing to drag from or to');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}

test('adds two products from their pages, and the header counts them on every page', async ({ page }) => {
  await page.goto('/products/biwin-nv7400-1tb');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added 2 × ${NV7400} to your cart.` })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart (2 items)');

  await page.goto('/products/fenvi-be200-wifi7');
  await expect(cartLink(page)).toHaveAccessibleName('Cart (2 items)');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added 1 × ${BE200} to your cart.` })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart (3 items)');

  await page.goto('/privacy-policy');
  await expect(cartLink(page)).toHaveAccessibleName('Cart (3 items)');
  await cartLink(page).click();
  await expect(line(page, NV7400).getByLabel(/Qty/)).toHaveValue('2');
  await expect(line(page, BE200).getByLabel(/Qty/)).toHaveValue('1');
});

test('never adds more than the stock or 10, and a sold-out product cannot be added', async ({ page }) => {
  // Two are in stock.
  await page.goto('/products/biwin-go-p20-2tb');
  await expect(page.getByLabel('Quantity').locator('option')).toHaveText(['1', '2']);
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(
    'You already have 2 × Biwin Go P20 2 TB Portable SSD in your cart; only 2 are in stock.',
  );
  await expect(cartLink(page)).toHaveAccessibleName('Cart (2 items)');

  await page.goto('/products/biwin-a3-512gb');
  await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);
});

test('adds from a listing card with a confirmation naming the product', async ({ page }) => {
  await page.goto('/fenvi');
  await page.getByRole('button', { name: `Add to cart: ${BT54}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added 1 × ${BT54} to your cart.` })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart (1 item)');
});

test('the empty cart says so and links to the store, with no cart code until the shopper reaches for it', async ({
  page,
}) => {
  const cartCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/CartCheckoutPage.')) cartCode.push(request.url());
  });
  await page.goto('/drag_drop');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByText('Loading your cart…')).toBeHidden();
  await expect(page.getByRole('link', { name: 'browse the store' })).toHaveAttribute('href', '/all');
  await expect(page.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute(
    'href',
    '/login?next=/drag_drop',
  );
  // Nothing stored: the server's HTML is the whole page until the first interaction, and that first click counts.
  await page.waitForLoadState('networkidle');
  expect(cartCode).toEqual([]);
  await page.getByRole('button', { name: `Add ${BT54} to cart` }).click();
  await expect(cartItems(page)).toHaveCount(1);
  await expect(cartLink(page)).toHaveAccessibleName('Cart (1 item)');
  expect(cartCode).toHaveLength(1);
});

test(
  'drags a shelf product into the cart with the mouse, and removes a line with the keyboard',
  JOURNEY,
  async ({ page }) => {
    await seedCart(page, [{ sku: 'biwin-nv7400-1tb', quantity: 1 }]);
    await page.goto('/drag_drop');
    await expect(cartItems(page)).toHaveCount(1);
    await expect(page.getByText(/^Subtotal \(1 item\)/)).toBeVisible();

    const shelf = page.getByRole('region', { name: 'Shelf' });
    // Found by the shelf's search, the product sits at the top of the shelf, beside the cart.
    await shelf.getByLabel('Find more products').fill('bluetooth 5.4 usb');
    const found = shelf.getByRole('list', { name: 'Search results' });
    await drag(page, found.getByRole('button', { name: `Drag ${BT54} to the cart` }), line(page, NV7400));
    await expect(cartItems(page)).toHaveCount(2);
    // Dropped on the first line, so it goes before it.
    await expect(cartItems(page).first()).toContainText(BT54);
    await expect(page.getByRole('status').filter({ hasText: `Added 1 × ${BT54} to your cart.` })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart (2 items)');
    // $79.99 + $12.99 = $92.98, free shipping from $50.00.
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$92.98');
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Free');

    // Keyboard only: Tab to the Remove button and press Enter.
    const remove = line(page, NV7400).getByRole('button', { name: `Remove ${NV7400} from cart` });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(cartItems(page)).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: `Removed ${NV7400} from your cart.` })).toBeVisible();
    // Under $50.00: $12.99 + $5.99 shipping.
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$18.98');

    // The drag handle takes Delete too, and Undo puts the line back.
    await line(page, BT54)
      .getByRole('button', { name: `Reorder ${BT54}` })
      .focus();
    await page.keyboard.press('Delete');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cartItems(page)).toHaveCount(1);

    await page.reload();
    await expect(cartItems(page)).toHaveCount(1);
  },
);

test('a returning cart shows without the drag library, which joins on the first touch and keeps what was typed', async ({
  page,
}) => {
  // The library is held back until the shopper has started typing, so that the page is rebuilt under it mid-word.
  let release = () => {};
  const typing = new Promise<void>((resolve) => (release = resolve));
  const library: string[] = [];
  await page.route(/\/_astro\/drag\.[\w-]+\.js$/, async (route) => {
    library.push(route.request().url());
    await typing;
    await route.continue();
  });
  await seedCart(page, [
    { sku: 'biwin-nv7400-1tb', quantity: 1 },
    { sku: 'fenvi-be200-wifi7', quantity: 1 },
  ]);
  await page.goto('/drag_drop');
  await expect(cartItems(page)).toHaveCount(2);
  // Not with the page: taking it in re-renders every line, work that would weigh on the load (docs/performance.md).
  await page.waitForLoadState('networkidle');
  expect(library).toEqual([]);
  // Until it arrives a handle is a plain button.
  const reorder = line(page, BE200).getByRole('button', { name: `Reorder ${BE200}` });
  await expect(reorder).not.toHaveAttribute('aria-roledescription');

  // The shopper's first touch asks for it, and it arrives while they type in the shelf's search: the page is rebuilt
  // under it, and the box keeps its text, its focus and its results.
  const box = page.getByLabel('Find more products');
  await box.focus();
  await expect.poll(() => library.length).toBe(1);
  await page.keyboard.type('bluetooth');
  release();
  await page.keyboard.type(' 5.4 usb');
  await live(reorder);
  expect(library).toHaveLength(1);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('bluetooth 5.4 usb');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: BT54 })).toBeVisible();
  await line(page, BE200)
    .getByRole('button', { name: `Move ${BE200} up` })
    .click();
  await expect(cartItems(page).first()).toContainText(BE200);
});

test('reorders with a keyboard drag and with the Move buttons, and drags a line out to remove it', async ({ page }) => {
  await seedCart(page, [
    { sku: 'biwin-nv7400-1tb', quantity: 1 },
    { sku: 'fenvi-be200-wifi7', quantity: 1 },
    { sku: 'fenvi-bt54-usb', quantity: 3 },
  ]);
  await page.goto('/drag_drop');
  await expect(cartItems(page)).toHaveCount(3);

  // Space picks up, an arrow moves, Space drops; a screen reader hears each step.
  await pickUp(line(page, NV7400).getByRole('button', { name: `Reorder ${NV7400}` }));
  await expect(page.getByText(`${NV7400} is over position 1 of 3 in the cart.`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`${NV7400} is over position 2 of 3 in the cart.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(cartItems(page).nth(1)).toContainText(NV7400);
  await expect(cartItems(page).first()).toContainText(BE200);

  await line(page, BT54)
    .getByRole('button', { name: `Move ${BT54} up` })
    .click();
  await expect(cartItems(page).nth(1)).toContainText(BT54);
  await expect(page.getByRole('status').filter({ hasText: `Moved ${BT54} to position 2 of 3.` })).toBeVisible();

  // A line dropped on the shelf leaves the cart.
  await drag(
    page,
    line(page, BE200).getByRole('button', { name: `Reorder ${BE200}` }),
    page.getByRole('heading', { name: 'Shelf' }),
  );
  await expect(cartItems(page)).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: `Removed ${BE200} from your cart.` })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart (4 items)');
});

test('keyboard drags: a shelf product into the cart, a line onto the remove area', async ({ page }) => {
  await seedCart(page, [
    { sku: 'biwin-nv7400-1tb', quantity: 1 },
    { sku: 'fenvi-be200-wifi7', quantity: 1 },
  ]);
  await page.goto('/drag_drop');
  await expect(cartItems(page)).toHaveCount(2);

  await pickUp(page.getByRole('button', { name: `Drag ${BT54} to the cart` }));
  await expect(page.getByText(`${BT54} is over the shelf.`)).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(new RegExp(`^${BT54} is over the cart, before .+\\. Drop to add it\\.$`))).toBeAttached();
  await page.keyboard.press('Space');
  await expect(cartItems(page)).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: `Added 1 × ${BT54} to your cart.` })).toBeVisible();

  await pickUp(line(page, BE200).getByRole('button', { name: `Reorder ${BE200}` }));
  await expect(page.getByText(`${BE200} is over position`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`${BE200} is over the remove area. Drop to remove it from the cart.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(cartItems(page)).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: `Removed ${BE200} from your cart.` })).toBeVisible();
  // The focus moves on from the removed line, in the next frame: to a remaining line's Remove button.
  await expect(page.locator('[data-action="remove"]:focus')).toHaveCount(1);

  // Escape puts a picked-up line back.
  await pickUp(line(page, NV7400).getByRole('button', { name: `Reorder ${NV7400}` }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Cancelled. ${NV7400} was not moved.`)).toBeAttached();
  await expect(cartItems(page)).toHaveCount(2);
});

test('/drag_drop has no axe violations, empty and filled', async ({ page }) => {
  // Two full axe scans of the cart page, with a search between them.
  test.slow();
  const check = async () => {
    expect(await axeViolations(page)).toEqual([]);
  };
  await page.goto('/drag_drop');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await check();
  await page.getByRole('button', { name: `Add ${BT54} to cart` }).click();
  // Not among the featured products: the shelf's search finds it.
  await page.getByLabel('Find more products').fill('nv7400 1tb');
  await page.getByRole('button', { name: `Add ${NV7400} to cart` }).click();
  await expect(cartItems(page)).toHaveCount(2);
  await check();
});

test('drops bad stored lines with a notice instead of breaking the page', async ({ page, watch }) => {
  // A retired product's file is gone: that 404 is how the cart learns to drop its line.
  watch.allow(/^404 \/products\/retired-product\.json$/);
  // The stored lines' products come from their own small files, not from the search index.
  const searchIndex: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) searchIndex.push(request.url());
  });
  await seedCart(
    page,
    [],
    JSON.stringify({
      version: 1,
      lines: [
        { sku: 'biwin-nv7400-1tb', quantity: 1 },
        { sku: 'fenvi-be200-wifi7', quantity: -3 },
        { sku: 'retired-product', quantity: 1 },
        { sku: 'biwin-go-p20-2tb', quantity: 9 },
      ],
    }),
  );
  await page.goto('/drag_drop');
  await expect(page.getByText('1 item in your saved cart could not be read and was removed.')).toBeVisible();
  await expect(
    page.getByText('A product in your cart (retired-product) is no longer sold here and was removed.'),
  ).toBeVisible();
  await expect(
    page.getByText('Only 2 of Biwin Go P20 2 TB Portable SSD can be ordered now; your cart has been changed to 2.'),
  ).toBeVisible();
  await expect(cartItems(page)).toHaveCount(2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart (3 items)');
  expect(searchIndex).toEqual([]);
});

test('a product the store cannot look up stays in the cart, and the page says why it is not listed', async ({
  page,
  watch,
}) => {
  watch.allow(/^console: Could not look up the cart’s products/);
  await seedCart(page, [
    { sku: 'biwin-nv7400-1tb', quantity: 2 },
    { sku: 'fenvi-bt54-usb', quantity: 1 },
  ]);
  // Both tries of the product's file fail, as when the store does not answer.
  await page.route('**/products/biwin-nv7400-1tb.json', (route) => route.abort());
  await page.goto('/drag_drop');
  await expect(
    page.getByText('Some products in your cart could not load, so they are not listed. They stay in your cart'),
  ).toBeVisible();
  await expect(cartItems(page)).toHaveCount(1);
  await expect(cartLink(page)).toHaveAccessibleName('Cart (3 items)');
  // Once the store answers again, a reload lists it.
  await page.unroute('**/products/biwin-nv7400-1tb.json');
  await page.reload();
  await expect(cartItems(page)).toHaveCount(2);
});

test('corrupt stored data empties the cart with a notice', async ({ page }) => {
  await seedCart(page, [], '{"version":1,"lines":[{"sku":');
  await page.goto('/drag_drop');
  await expect(page.getByText('Your saved cart could not be read, so it was emptied.')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
