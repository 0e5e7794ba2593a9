import { expect, JOURNEY, test, type Page } from '../support/test.ts';
import {
  at,
  avatarLink,
  createAccount,
  offline,
  signInWithEmail,
  uniqueEmail,
  type TestAccount,
} from '../support/auth.ts';

test.beforeEach(async ({ context }) => {
  await offline(context);
});

async function signIn(page: Page, account: TestAccount) {
  await createAccount(account);
  await page.goto('/login');
  await signInWithEmail(page, account);
  await expect(page).toHaveURL(at('/profile'));
}

async function openDrawer(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('signed out, the drawer offers the Login link', async ({ page }) => {
  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test('signed in, the header shows the avatar and the drawer shows the display name', JOURNEY, async ({ page }) => {
  await signIn(page, { email: uniqueEmail('named'), password: 'secret-123', displayName: 'Mobile Ada' });
  await expect(avatarLink(page)).toBeVisible();
  const drawer = await openDrawer(page);
  const profile = drawer.getByRole('link', { name: /Mobile Ada/ });
  await expect(profile).toHaveAttribute('href', '/profile');
  await expect(drawer.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('for a user without a name, the drawer shows the email', async ({ page }) => {
  const email = uniqueEmail('nameless');
  await signIn(page, { email, password: 'secret-123' });
  const drawer = await openDrawer(page);
  await expect(drawer.getByText(email, { exact: true })).toBeVisible();
});
