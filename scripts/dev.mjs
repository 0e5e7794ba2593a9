// The development server as `npm start` runs it, inside `scripts/with-auth-emulator.mjs --demo` (which seeds the demo
// editor and its orders): runs `astro dev` with any extra arguments (the browser tests add `--port 4322`), letting
// that account edit products and run the orders desk unless ADMIN_EMAILS says otherwise.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
