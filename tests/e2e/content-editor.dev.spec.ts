// The content editor on the development server, as a content editor meets it on `npm start`: open /keystatic, change
// the privacy policy's text, save, and see the page change on reload; a text that breaks a rule is refused with the
// reason beside it, and nothing is written. The editor writes the repository's own file, so each test puts the file
// back byte for byte when it ends, passed or failed.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, JOURNEY, test, type Page } from '../support/test.ts';

const POLICY = new URL('../../src/content/policies/privacy-policy.md', import.meta.url);
const EDITOR = '/keystatic/singleton/privacyPolicy';
const PARAGRAPH = 'The store is run as a demonstration project.';

/** Runs `body` with the policy file as it is now, and puts it back afterwards. */
async function withPolicyRestored(body: () => Promise<void>) {
  const original = await readFile(POLICY);
  try {
    await body();
  } finally {
    await writeFile(POLICY, original);
  }
}

async function openEditor(page: Page) {
  await page.goto(EDITOR);
  await expect(page.getByRole('heading', { name: 'Who we are' })).toBeVisible({ timeout: 60_000 });
}

/** Replaces the first paragraph that contains `text` with `replacement`, as typed. */
async function retype(page: Page, text: string, replacement: string) {
  await page.locator('[contenteditable="true"] p', { hasText: text }).click({ clickCount: 3 });
  await page.keyboard.type(replacement);
}

test.describe('content editor', () => {
  // One file under edit: two of these tests at once would read each other's changes.
  test.describe.configure({ mode: 'serial' });
  // Keystatic's page has no icon of its own, so the browser asks for /favicon.ico.
  test.beforeEach(({ watch }) => watch.allow('404 /favicon.ico'));

  test('lists the policy pages and the brand stories', JOURNEY, async ({ page }) => {
    await page.goto('/keystatic');
    const nav = page.getByRole('navigation');
    for (const name of ['Privacy Policy', 'Terms and Conditions', 'Biwin brand story', 'Fenvi brand story'])
      await expect(nav.getByRole('link', { name })).toBeVisible({ timeout: 60_000 });
  });

  test(
    'a change to the privacy policy is saved to its file and shown on the page',
    JOURNEY,
    async ({ page, context }) => {
      test.setTimeout(120_000);
      await withPolicyRestored(async () => {
        const marker = `Edited in the content editor ${Date.now().toString(36)}.`;
        await openEditor(page);
        await retype(page, PARAGRAPH, marker);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect
          .poll(async () => (await readFile(POLICY, 'utf8')).includes(marker), { timeout: 20_000 })
          .toBe(true);
        const saved = await readFile(POLICY, 'utf8');
        // Only the paragraph changed: the front matter and every other section are as they were.
        expect(saved).toMatch(/^---\ntitle: Privacy Policy\n/);
        expect(saved).toContain('## Cookies and local storage');
        expect(saved).not.toContain(PARAGRAPH);

        // In a page of its own: the development server reloads the editor's page when the content changes, which
        // would cut short a navigation started from it.
        const policy = await context.newPage();
        await expect(async () => {
          await policy.goto('/privacy-policy');
          await expect(policy.getByText(marker)).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await expect(policy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      });
    },
  );

  test('a text missing a section the store relies on is refused, saying which', JOURNEY, async ({ page }) => {
    test.setTimeout(120_000);
    await withPolicyRestored(async () => {
      const before = await readFile(POLICY, 'utf8');
      await openEditor(page);
      await page
        .locator('[contenteditable="true"] h2', { hasText: 'Cookies and local storage' })
        .click({ clickCount: 3 });
      await page.keyboard.type('Cookies');
      const problem = page.getByText('The section heading “Cookies and local storage” is missing');
      await expect(problem).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(problem).toBeVisible();
      // Give a save the time it would take, then check that none happened.
      await page.waitForTimeout(2_000);
      expect(await readFile(POLICY, 'utf8')).toBe(before);
    });
  });
});
