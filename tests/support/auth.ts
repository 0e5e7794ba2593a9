// Sign-in helpers for the browser tests, which run against the Firebase Auth Emulator (npm run test:e2e starts it).
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { createEmulatorAccount, emulatorIdToken } from '../../scripts/auth-emulator.mjs';

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

/** Creates an email/password account straight in the emulator, verified unless it says otherwise (scripts/auth-emulator.mjs). */
export const createAccount: (account: TestAccount, options?: { existingOk?: boolean }) => Promise<void> =
  createEmulatorAccount;

/** An ID token for an account, from the emulator's REST API. */
export const idTokenFor: (account: TestAccount) => Promise<string> = emulatorIdToken;

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
