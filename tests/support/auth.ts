// Sign-in helpers for the browser tests, which run against the Firebase Auth Emulator (npm run test:e2e starts it).
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { AUTH_EMULATOR_HOST, PROJECT_ID } from '../../scripts/auth-emulator.mjs';

const EMULATOR = `http://${process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? AUTH_EMULATOR_HOST}`;
const gapiShim = fileURLToPath(new URL('./gapi-shim.js', import.meta.url));

/**
 * An address off this machine. A pattern rather than a function: Playwright matches a pattern itself and lets every
 * other request go on, where a function has each of a page's requests (dozens of scripts) sent to the test's process
 * to be asked (docs/decisions.md#the-browser-tests-route-only-what-they-stop).
 */
const OUTSIDE = /^(?:https?|wss?):\/\/(?!(?:127\.0\.0\.1|localhost)(?::\d+)?(?:[/?#]|$))/;

/**
 * Keeps the browser on this machine: Google's script loader (which the SDK loads before a popup) is answered by the
 * offline stand-in, and every other outside request is aborted. On the context, so the popup and the emulator's
 * helper iframe are covered too.
 */
export async function offline(context: BrowserContext): Promise<void> {
  await context.route(OUTSIDE, (route) => route.abort());
  // Registered last, so it wins over the catch-all above.
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ path: gapiShim, contentType: 'text/javascript' }),
  );
}

/** A toHaveURL matcher for an exact path: a regex like /\/profile$/ would also match /login?next=/profile. */
export const at =
  (path: string, search = '') =>
  (url: URL) =>
    url.pathname === path && url.search === search;

/** An email no other test (or earlier run against the same emulator) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface TestAccount {
  email: string;
  password: string;
  displayName?: string;
  /** Editors and checkout need a verified email; the emulator lets a test set it directly (createAccount: true). */
  emailVerified?: boolean;
}

/**
 * Creates an email/password account straight in the emulator (its admin REST API); `existingOk` for fixed emails.
 * Verified unless the account says otherwise, as a shopper who opened the confirmation link is (checkout needs it).
 */
export async function createAccount(account: TestAccount, { existingOk = false } = {}): Promise<void> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailVerified: true, ...account }),
  });
  const body = await response.text();
  expect(response.ok || (existingOk && body.includes('EMAIL_EXISTS')), body).toBe(true);
}

/** An ID token for an account, from the emulator's REST API (the emulator accepts any API key). */
export async function idTokenFor(account: TestAccount): Promise<string> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`No ID token for ${account.email}`);
  return body.idToken;
}

export interface GoogleAccount {
  email: string;
  name?: string;
  photo?: string;
}

/** Fills the emulator's fake Google sign-in page (a popup, or this tab in the redirect flow) with a new account. */
export async function fillEmulatorGoogle(page: Page, account: GoogleAccount): Promise<void> {
  // The emulator's own page, not ours: its element ids are what it offers.
  await page.locator('#add-account-button').click();
  await page.locator('#email-input').fill(account.email);
  if (account.name) await page.locator('#display-name-input').fill(account.name);
  if (account.photo) await page.locator('#profile-photo-input').fill(account.photo);
  await page.locator('#sign-in').click();
}

/** On /login: "Continue with Google", then a new fake Google account in the emulator's popup. */
export async function signInWithGoogle(page: Page, account: GoogleAccount): Promise<void> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await fillEmulatorGoogle(await popup, account);
}

/** On /login: signs in with email and password. */
export async function signInWithEmail(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The header's signed-in avatar link, and its signed-out Login link. */
export const avatarLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Profile' });
export const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login' });

/** The picture the header's avatar shows: its CSS background (see HeaderAccount.astro). */
export const headerAvatarImage = (page: Page) =>
  avatarLink(page)
    .locator('span')
    .evaluate((el) => getComputedStyle(el).backgroundImage);
