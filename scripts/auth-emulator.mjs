// The Firebase Auth Emulator as the local scripts and tests use it: where it answers (firebase.json) and a wait for it.
// scripts/with-auth-emulator.mjs starts it beside the command it runs, so whatever first needs it waits for it here.
import { readFileSync } from 'node:fs';
import { EMULATOR_API_KEY, EMULATOR_PROJECT_ID } from '../src/domain/auth/emulator.ts';

/** The emulator's demo project (no Google login needed). */
export const PROJECT_ID = EMULATOR_PROJECT_ID;

const { host, port } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')).emulators.auth;

/** host:port of the emulator, as FIREBASE_AUTH_EMULATOR_HOST names it. */
export const AUTH_EMULATOR_HOST = `${host}:${port}`;

/** host:port of the emulator this process uses: where it was told it is (FIREBASE_AUTH_EMULATOR_HOST), else firebase.json's. */
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? AUTH_EMULATOR_HOST;
/** The emulator's address, as this process reaches it. */
export const AUTH_EMULATOR_URL = `http://${emulatorHost}`;

/**
 * @typedef {{ email: string; password: string; displayName?: string; emailVerified?: boolean }} EmulatorAccount
 */

/**
 * Creates an email/password account straight in the emulator (its admin REST API), verified unless `account` says
 * otherwise, as a shopper who opened the confirmation link is (checkout needs it). An email already there is an error
 * unless `existingOk` (for fixed emails).
 * @param {EmulatorAccount} account
 * @param {{ existingOk?: boolean }} [options]
 * @returns {Promise<void>}
 */
export async function createEmulatorAccount(account, { existingOk = false } = {}) {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ emailVerified: true, ...account }),
    },
  );
  const body = await response.text();
  if (!response.ok && !(existingOk && body.includes('EMAIL_EXISTS')))
    throw new Error(`Creating ${account.email} in the Auth Emulator: ${response.status} ${body}`);
}

/**
 * An ID token for an email/password account, from the emulator's REST API (the emulator accepts any API key).
 * @param {Pick<EmulatorAccount, 'email' | 'password'>} account
 * @returns {Promise<string>}
 */
export async function emulatorIdToken(account) {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  const body = /** @type {{ idToken?: string }} */ (await response.json());
  if (!body.idToken) throw new Error(`No ID token for ${account.email}`);
  return body.idToken;
}

/** Resolves once the emulator at `host` (the one this process uses, unless told) answers; rejects after `seconds`. */
export async function waitForAuthEmulator(host = emulatorHost, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const up = await fetch(`http://${host}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`The Auth Emulator at ${host} did not answer in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
