// Playwright's global setup: the tests start once the Auth Emulator answers too, since scripts/with-auth-emulator.mjs
// starts it beside Playwright (it is ready long before the two servers are, as a rule).
import { waitForAuthEmulator } from '../../scripts/auth-emulator.mjs';

export default async function emulatorReady(): Promise<void> {
  await waitForAuthEmulator();
}
