// The development server as `npm start` runs it, inside scripts/with-auth-emulator.mjs: runs `astro dev` with any extra
// arguments (the browser tests add `--port 4322`) and, meanwhile, adds the demo editor to the freshly started Auth
// Emulator once it answers, lets that account edit products and run the orders desk (unless ADMIN_EMAILS says
// otherwise), and gives it a few orders in each status.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { seedDemoAccount, seedDemoOrders } from './seed-auth-emulator.mjs';

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
seedDemoAccount()
  .then(seedDemoOrders)
  .catch((error) => {
    console.error(error);
    astro.kill('SIGTERM');
    process.exitCode = 1;
  });
