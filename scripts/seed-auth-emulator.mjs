// Adds the demo account to a freshly started Auth Emulator (npm start). The emulator keeps accounts in memory, so
// this runs on every start. `npm start` lists this account in ADMIN_EMAILS, so it can edit products; editors need a
// verified email, which the emulator lets us set directly.
export const DEMO_ACCOUNT = {
  email: 'editor@example.com',
  password: 'editor-demo',
  displayName: 'Demo Editor',
  emailVerified: true,
};

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!host) {
  console.error(
    'seed-auth-emulator: FIREBASE_AUTH_EMULATOR_HOST is not set; run it through scripts/with-auth-emulator.mjs',
  );
  process.exit(1);
}
const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/demo-pcstore/accounts`, {
  method: 'POST',
  // The emulator accepts "owner" as an admin credential for its demo projects.
  headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
  body: JSON.stringify(DEMO_ACCOUNT),
});
const body = await response.text();
if (response.ok) console.log(`Auth Emulator: demo account ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
else if (body.includes('EMAIL_EXISTS')) console.log(`Auth Emulator: demo account ${DEMO_ACCOUNT.email} already exists`);
else {
  console.error(`seed-auth-emulator: the emulator answered ${response.status}: ${body}`);
  process.exit(1);
}
