import { PROJECT_ID, waitForAuthEmulator } from './auth-emulator.mjs';

// The demo account that `npm start` (scripts/dev.mjs) adds to the freshly started Auth Emulator, which keeps accounts
// in memory. It is listed in ADMIN_EMAILS, so it can edit products; editors need a verified email, which the
// emulator lets us set directly.
export const DEMO_ACCOUNT = {
  email: 'editor@example.com',
  password: 'editor-demo',
  displayName: 'Demo Editor',
  emailVerified: true,
};

/** Adds DEMO_ACCOUNT to the emulator at FIREBASE_AUTH_EMULATOR_HOST once it answers (an existing one is kept). */
export async function seedDemoAccount() {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through scripts/with-auth-emulator.mjs');
  await waitForAuthEmulator(host);
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    // The emulator accepts "owner" as an admin credential for its demo projects.
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  const body = await response.text();
  if (response.ok) console.log(`Auth Emulator: demo account ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  else if (body.includes('EMAIL_EXISTS'))
    console.log(`Auth Emulator: demo account ${DEMO_ACCOUNT.email} already exists`);
  else throw new Error(`The Auth Emulator answered ${response.status}: ${body}`);
}
