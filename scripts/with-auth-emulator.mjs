// Runs a command with the Firebase Auth Emulator up, the way `npm start` and `npm run test:e2e` need it:
//   node scripts/with-auth-emulator.mjs "<command>" [extra args appended to the command]
// `firebase emulators:exec` starts the emulator (firebase.json: 127.0.0.1:9099, demo project, no UI), runs the command
// with FIREBASE_AUTH_EMULATOR_HOST set and the store's explicit local mode on (STORE_LOCAL_MODE=1: only then do served
// Functions accept the emulator's unsigned tokens, and never on Netlify), stops the emulator and exits with the
// command's code. Demo projects need no Google login; firebase-tools' own files stay in .firebase-home/.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const PROJECT_ID = 'demo-pcstore';

const [command, ...extra] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-auth-emulator.mjs "<command>" [args…]');
  process.exit(2);
}
// emulators:exec runs the command through a shell; quote extra arguments (e.g. `npm run test:e2e -- -g "sign in"`).
const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`);
const script = [command, ...extra.map(quote)].join(' ');

const root = fileURLToPath(new URL('..', import.meta.url));
const firebase = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
const child = spawn(process.execPath, [firebase, 'emulators:exec', '--only', 'auth', '--project', PROJECT_ID, script], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NO_UPDATE_NOTIFIER: '1', XDG_CONFIG_HOME: `${root}.firebase-home`, STORE_LOCAL_MODE: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
