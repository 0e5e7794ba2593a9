import { expect, test, type Page } from '@playwright/test';

const GREETING = 'Hello this is AI Bot. Ask anything!';
const FAILURE = '⚠️ Failed to get response from AI.';

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open AI chat' }).click();
  const panel = page.getByRole('dialog', { name: 'AI shopping assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });

test('opens with the greeting, sends with Enter and Send, and never sends a blank message', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/chatbot', async (route) => {
    calls += 1;
    await route.continue();
  });
  await page.goto('/');
  const panel = await openChat(page);
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  await expect(conversation(page)).toContainText(GREETING);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeFocused();

  await input.fill('   ');
  await input.press('Enter');
  await panel.getByRole('button', { name: 'Send' }).click();
  expect(calls).toBe(0);
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);

  // The real Function answers; with no API key configured that is the offline assistant.
  await input.fill('Do you have a Wi-Fi 7 card?');
  await input.press('Enter');
  await expect(conversation(page)).toContainText('Do you have a Wi-Fi 7 card?');
  await expect(conversation(page)).toContainText('Offline assistant');
  await expect(conversation(page).getByRole('link', { name: /BE200/ }).first()).toHaveAttribute('href', /^\/products\/fenvi-be200/);

  await input.fill('What is the cheapest Biwin SSD?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(conversation(page)).toContainText('What is the cheapest Biwin SSD?');
  await expect.poll(() => calls).toBe(2);
});

test('renders code blocks, code-like text, line breaks and numbered lines as bullets, and never raw HTML', async ({ page }) => {
  const reply = [
    'Here is how:',
    '```js',
    'console.log("hi")',
    '```',
    '1. First item',
    '2. Second item',
    'line one',
    'line two <img src=x onerror="window.__xss=1">',
  ].join('\n');
  await page.route('**/api/chatbot', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ reply }) }));
  await page.goto('/all');
  const panel = await openChat(page);
  await panel.getByRole('textbox', { name: 'Message' }).fill('show me');
  await panel.getByRole('button', { name: 'Send' }).click();
  const answer = conversation(page).getByRole('listitem').filter({ hasText: 'Here is how:' });
  await expect(answer.locator('pre code')).toHaveText('console.log("hi")');
  await expect(answer).toContainText('js');
  await expect(answer.getByRole('list').getByRole('listitem')).toHaveText(['First item', 'Second item']);
  await expect(answer.locator('br').first()).toBeAttached();
  await expect(answer.locator('img')).toHaveCount(0);
  await expect(answer).toContainText('<img src=x');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('shows the failure message and logs an error when the Function fails', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/chatbot', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
  await page.goto('/');
  const panel = await openChat(page);
  await panel.getByRole('textbox', { name: 'Message' }).fill('hello?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(conversation(page)).toContainText(FAILURE);
  expect(errors.length).toBeGreaterThan(0);
});

test('Clear goes back to the single greeting, the close icon closes, and the conversation survives navigation', async ({ page }) => {
  await page.route('**/api/chatbot', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"reply":"Sure thing."}' }));
  await page.goto('/');
  const panel = await openChat(page);
  await panel.getByRole('textbox', { name: 'Message' }).fill('remember me');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(conversation(page)).toContainText('Sure thing.');

  await page.goto('/brands/fenvi');
  await expect(page.getByRole('dialog', { name: 'AI shopping assistant' })).toBeVisible();
  await expect(conversation(page)).toContainText('remember me');
  await expect(conversation(page)).toContainText('Sure thing.');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  await expect(conversation(page)).toHaveText(new RegExp(GREETING.replace(/[.!?]/g, '\\$&')));

  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('dialog', { name: 'AI shopping assistant' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open AI chat' })).toBeFocused();
});

test('the message area is capped at 24rem and scrolls to the newest message', async ({ page }) => {
  const long = Array.from({ length: 40 }, (_, i) => `Line ${i + 1}`).join('\n');
  await page.route('**/api/chatbot', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ reply: long }) }));
  await page.goto('/');
  const panel = await openChat(page);
  await panel.getByRole('textbox', { name: 'Message' }).fill('a long answer please');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(conversation(page)).toContainText('Line 40');
  const box = await conversation(page).evaluate((el) => ({
    maxHeight: getComputedStyle(el).maxHeight,
    overflowY: getComputedStyle(el).overflowY,
    height: el.getBoundingClientRect().height,
    scrolled: el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
  }));
  expect(box.maxHeight).toBe('384px');
  expect(box.overflowY).toBe('auto');
  expect(box.height).toBeLessThanOrEqual(384);
  expect(box.scrolled).toBe(true);
});
