// The Firebase Auth Emulator as the local scripts and tests use it: where it answers (firebase.json) and a wait for it.
// scripts/with-auth-emulator.mjs starts it beside the command it runs, so whatever first needs it waits for it here.
import { readFileSync } from 'node:fs';
import { EMULATOR_PROJECT_ID } from '../src/domain/auth/emulator.ts';

/** The emulator's demo project (no Google login needed). */
export const PROJECT_ID = EMULATOR_PROJECT_ID;

const { host, port } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')).emulators.auth;

/** host:port of the emulator, as FIREBASE_AUTH_EMULATOR_HOST names it. */
export const AUTH_EMULATOR_HOST = `${host}:${port}`;

/** Resolves once the emulator at `emulatorHost` answers; rejects after `seconds`. */
export async function waitForAuthEmulator(emulatorHost = AUTH_EMULATOR_HOST, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const up = await fetch(`http://${emulatorHost}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`The Auth Emulator at ${emulatorHost} did not answer in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
