// The pages' Content-Security-Policy (src/integrations/csp.ts, netlify.toml) blocks nothing the store itself does:
// every template signed out and signed in, the Google popup flow, the account pages, checkout's pages, the editor and
// the chat. Any violation any page, popup or frame reports fails the test.
import { expect, test, type Page } from '../support/test.ts';
import { at, createAccount, offline, signInWithEmail, signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { watchCsp, type CspWatch } from '../support/csp.ts';
import { EDITOR, ensureEditor } from '../support/editor.ts';
import { CONTENT_PAGES } from '../support/pages.ts';

const ACCOUNT_PAGES = ['/profile', '/orders2', '/drag_drop'];

let csp: CspWatch;
// Each test walks many pages on a machine shared with the rest of the suite.
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ context }) => {
  await offline(context);
  csp = await watchCsp(context);
});
test.afterEach(() => {
  expect(csp.violations).toEqual([]);
});

/** Loads a page and waits until its islands and deferred scripts have had their chance to run. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

// Read as documents rather than visited: signed out, the account pages send the visitor on to /login from script,
// and a visit could race that redirect.
test('every page is sent with the policy, framing refused, and no inline script allowed by keyword', async ({
  request,
}) => {
  for (const path of [...CONTENT_PAGES, '/login', ...ACCOUNT_PAGES]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8,}/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    const html = await response.text();
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc, path).toContain("'sha256-");
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(scriptSrc, path).not.toContain("'unsafe-eval'");
    expect(policy, path).toContain("default-src 'self'");
  }
});

// The unknown address among the content pages is the 404 page, answered with its status.
test.beforeEach(({ watch }) => watch.allow('404 /no-such-page'));

test('signed out, no page reports a violation', async ({ page }) => {
  for (const path of [...CONTENT_PAGES, '/login']) await visit(page, path);
});

test('the Google popup flow, then every account page, report no violation', async ({ page, baseURL }) => {
  await visit(page, '/login');
  await signInWithGoogle(page, { email: uniqueEmail('csp'), name: 'Policy Tester', photo: `${baseURL}/favicon.svg` });
  await expect(page).toHaveURL(at('/profile'));
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  for (const path of [...CONTENT_PAGES, ...ACCOUNT_PAGES]) await visit(page, path);
});

test('the cart with lines, checkout and the orders page report no violation', async ({ page }) => {
  const account = { email: uniqueEmail('csp-orders'), password: 'csp-secret-1' };
  await createAccount(account);
  await visit(page, '/login');
  await signInWithEmail(page, account);
  await expect(page).toHaveURL(at('/profile'));
  await visit(page, '/products/biwin-nv7400-1tb');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await visit(page, '/drag_drop');
  await expect(page.getByRole('link', { name: /NV7400/ }).first()).toBeVisible();
  await visit(page, '/orders2');
});

test('the editor with a product loaded reports no violation', async ({ page }) => {
  await ensureEditor();
  await visit(page, '/login');
  await signInWithEmail(page, EDITOR);
  await expect(page).toHaveURL(at('/profile'));
  await visit(page, '/products/biwin-nv7400-1tb/edit');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(/NV7400/);
});

test('the chat, with a reply carrying links and code, reports no violation', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Open AI chat' }).click();
  const panel = page.getByRole('dialog', { name: 'AI shopping assistant' });
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('Do you have a Wi-Fi 7 card? <img src=x onerror=alert(1)> <script>alert(1)</script>');
  await input.press('Enter');
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Offline assistant', {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
});
