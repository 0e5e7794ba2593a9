// Each first press shows its result in the first frame after it (docs/performance.md): the press is dispatched in the
// page and the result checked in the next animation frame, before the browser could run anything a load would need.
// A functional check, not a timing one: a result that waits for a download, a module's evaluation or a later task
// is not there yet in that frame.
import { expect, test, type Locator, type Page } from '../support/test.ts';

/**
 * Presses `button` (a click dispatched in the page, as a tap ends) and answers whether `shown(result)` holds in the
 * first animation frame after it.
 */
async function shownInFirstFrame(button: Locator, result: Locator, shown: string): Promise<boolean> {
  const target = await result.elementHandle();
  return button.evaluate(
    (element, [resultElement, check]) =>
      new Promise<boolean>((resolve) => {
        (element as HTMLElement).click();
        const holds = new Function('el', `return (${check})(el);`) as (el: Element | null) => boolean;
        requestAnimationFrame(() => resolve(holds(resultElement)));
      }),
    [target, shown] as const,
  );
}

/** A page as a visitor meets it: loaded, its network quiet, the browser idle. */
async function settled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

const visible = '(el) => !!el && el.checkVisibility()';
const countIsOne = "(el) => !!el && !el.hidden && el.querySelector('[data-cart-count-number]')?.textContent === '1'";

test('the phone menu opens in the first frame after its press', async ({ page }) => {
  await settled(page, '/');
  const drawer = page.getByRole('dialog', { name: 'Menu', includeHidden: true });
  const pressed = await shownInFirstFrame(page.getByRole('button', { name: 'Open menu' }), drawer, visible);
  expect(pressed).toBe(true);
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
});

/** Holds the chat panel's code back until the returned function is called: the page's copy of the panel answers. */
async function holdPanelCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/mount\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the chat panel shows its greeting and text box in the first frame, and keeps what was typed', async ({
  page,
}) => {
  // The panel's code is held back until the visitor has typed, so the typing meets the page's copy of the panel.
  const release = await holdPanelCode(page);
  await settled(page, '/');
  const panel = page.getByRole('dialog', { name: 'AI shopping assistant', includeHidden: true });
  const box = panel.getByRole('textbox', { name: 'Message', includeHidden: true });
  await box.evaluate((element) => element.setAttribute('data-copy', ''));
  const pressed = await shownInFirstFrame(page.getByRole('button', { name: 'Open AI chat' }), box, visible);
  expect(pressed).toBe(true);
  await expect(panel).toContainText('Hello this is AI Bot. Ask anything!');
  await expect(box).toBeFocused();
  await page.keyboard.type('Wi-Fi 7');
  await expect(panel.locator('textarea[data-copy]')).toHaveValue('Wi-Fi 7');
  release();
  // The live panel has taken over: the same text, the focus still in the box, and typing goes on where it was.
  await expect(panel.locator('textarea:not([data-copy])')).toBeAttached();
  await expect(box).toHaveValue('Wi-Fi 7');
  await expect(box).toBeFocused();
  await page.keyboard.type(' card?');
  await expect(box).toHaveValue('Wi-Fi 7 card?');
});

// The chat's Send shows the shopper's own message in the first frame: the live panel renders it in the press's task,
// and the page's copy of the panel, before the panel's code has arrived, puts it in its conversation itself; the
// panel then sends it as it takes over, once.
test("the chat's Send shows the shopper's message in the first frame, before the panel's code and after it", async ({
  page,
}) => {
  const sent: string[] = [];
  await page.route('**/api/chatbot', async (route) => {
    const body = route.request().postDataJSON() as { messages: { content: string }[] };
    sent.push(body.messages.at(-1)?.content ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ reply: 'Noted.' }) });
  });
  const release = await holdPanelCode(page);
  await settled(page, '/');
  const panel = page.getByRole('dialog', { name: 'AI shopping assistant', includeHidden: true });
  const box = panel.getByRole('textbox', { name: 'Message', includeHidden: true });
  await box.evaluate((element) => element.setAttribute('data-copy', ''));
  await page.getByRole('button', { name: 'Open AI chat' }).click();
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  const says = (text: string) =>
    `(el) => !!el && [...el.querySelectorAll('li')].some((li) => li.textContent === 'You: ${text}')`;
  await box.fill('Wi-Fi 7 card?');
  const send = panel.getByRole('button', { name: 'Send' });
  expect(await shownInFirstFrame(send, conversation, says('Wi-Fi 7 card?'))).toBe(true);
  await expect(panel.locator('textarea[data-copy]')).toHaveValue(''); // the page's copy answered
  release();
  await expect(conversation).toContainText('Noted.');
  await expect(conversation.getByRole('listitem').filter({ hasText: 'You: Wi-Fi 7 card?' })).toHaveCount(1);
  expect(sent).toEqual(['Wi-Fi 7 card?']);
  // The live panel: the next message too.
  await box.fill('And a cable?');
  expect(await shownInFirstFrame(send, conversation, says('And a cable?'))).toBe(true);
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Noted.' })).toHaveCount(2);
  expect(sent).toEqual(['Wi-Fi 7 card?', 'And a cable?']);
});

// Add to cart needs no code beyond the page's own: the press adds to the stored cart in its own task (src/features/cart/
// quick-add.ts), with nothing fetched or evaluated first, and the header badge shows the count in the next frame
// (docs/performance.md). On the cart page a first visit's React root is not live at the first press: the shelf's Add
// is answered without it, the cart shows its loading state, and the root then shows the line, added once.
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
  return scripts;
}
const badgeOf = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Main', includeHidden: true }).locator('[data-cart-count]');

test('Add to cart on a product page changes the header badge in the first frame, with no code fetched', async ({
  page,
}) => {
  await settled(page, '/products/biwin-nv7400-1tb');
  const button = page.locator('[data-product-actions]').getByRole('button', { name: 'Add to cart' });
  const scripts = scriptsFetched(page);
  expect(await shownInFirstFrame(button, badgeOf(page), countIsOne)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 × ' })).toBeVisible();
  expect(scripts).toEqual([]);
  // The next page reads the same cart.
  await page.goto('/drag_drop');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test('Add to cart on a listing card with no touch before it changes the header badge in the first frame', async ({
  page,
}) => {
  await settled(page, '/all');
  const button = page.getByRole('button', { name: /^Add to cart: / }).first();
  const scripts = scriptsFetched(page);
  expect(await shownInFirstFrame(button, badgeOf(page), countIsOne)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 × ' })).toBeVisible();
  expect(scripts).toEqual([]);
});

test("the cart page's first Add counts the product in the first frame, and the cart then shows it once", async ({
  page,
}) => {
  await settled(page, '/drag_drop');
  const button = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  const name = ((await button.textContent()) ?? '').replace(/^Add\s*/, '').replace(/ to cart$/, '');
  expect(await shownInFirstFrame(button, badgeOf(page), countIsOne)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: `Added 1 × ${name}` })).toBeVisible();
  const items = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  // Answered before the root was live and not replayed to it: one of the product, not two.
  await expect(items.getByRole('combobox', { name: `Qty of ${name}` })).toHaveValue('1');
  await expect(badgeOf(page).locator('[data-cart-count-number]')).toHaveText('1');
});

test('sign-in submit shows that it is signing in in the first frame', async ({ page, watch }) => {
  // The account does not exist: the Auth Emulator's refusal is the answer the form then shows.
  watch.allow(/console: /);
  await settled(page, '/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  const submit = form.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeEnabled();
  await form.getByLabel('Email').fill('first-frame@example.com');
  await form.getByLabel('Password').fill('secret-123');
  const pressed = await shownInFirstFrame(submit, submit, "(el) => el.textContent === 'Signing in…'");
  expect(pressed).toBe(true);
});

test('a search keystroke needs no code after the box has the focus', async ({ page }) => {
  await settled(page, '/products/biwin-nv7400-1tb');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Search products' });
  // The box's first focus loads the search code and starts the index's worker.
  const worker = page.waitForRequest(/\/pagefind\/pagefind-worker\.js$/);
  await box.focus();
  await worker;
  await page.waitForTimeout(500);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await box.pressSequentially('nv');
  await expect(page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option').first()).toBeVisible();
  expect(scripts).toEqual([]);
});
