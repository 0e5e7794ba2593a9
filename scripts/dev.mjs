// The development server as `npm start` runs it, inside scripts/with-auth-emulator.mjs: adds the demo editor to the
// freshly started Auth Emulator, lets that account edit products (unless ADMIN_EMAILS says otherwise), then runs
// `astro dev` with any extra arguments (the browser tests add `--port 4322`).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { seedDemoAccount } from './seed-auth-emulator.mjs';

await seedDemoAccount();
const astro = spawn(
  process.execPath,
  [fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url)), 'dev', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'editor@example.com' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => astro.kill(signal));
astro.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
