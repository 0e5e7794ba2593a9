// Runs a command with the Firebase Auth Emulator, the way `npm start` and `npm run test:e2e` need it:
//   node scripts/with-auth-emulator.mjs "<command>" [extra args appended to the command]
// Starts the emulator (`firebase emulators:start`; firebase.json: 127.0.0.1:9099, demo project, no UI) and the command
// side by side, since the servers a command starts take longer to be ready than the emulator: what first needs the
// emulator waits for it (scripts/auth-emulator.mjs). The command gets FIREBASE_AUTH_EMULATOR_HOST and the store's
// explicit local mode (STORE_LOCAL_MODE=1: only then do served Functions accept the emulator's unsigned tokens, and
// never on Netlify). When the command ends the emulator is stopped, and this exits with the command's code; should
// the emulator stop first, the command is stopped and this fails. Demo projects need no Google login; firebase-tools'
// own files stay in .firebase-home/.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { AUTH_EMULATOR_HOST, PROJECT_ID } from './auth-emulator.mjs';

const [command, ...extra] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-auth-emulator.mjs "<command>" [args…]');
  process.exit(2);
}
// The command runs through a shell; quote extra arguments (e.g. `npm run test:e2e -- -g "sign in"`).
const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`);
const script = [command, ...extra.map(quote)].join(' ');

const root = fileURLToPath(new URL('..', import.meta.url));
const firebase = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
const env = {
  ...process.env,
  NO_UPDATE_NOTIFIER: '1',
  XDG_CONFIG_HOME: `${root}.firebase-home`,
  STORE_LOCAL_MODE: '1',
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
};
const emulator = spawn(process.execPath, [firebase, 'emulators:start', '--only', 'auth', '--project', PROJECT_ID], {
  cwd: root,
  // A pipe it can wait on: with no standard input (/dev/null) `emulators:start` kept a core busy reading it.
  stdio: ['pipe', 'inherit', 'inherit'],
  env,
});
const child = spawn(script, { shell: true, cwd: root, stdio: 'inherit', env });

let commandEnded = false;
emulator.on('exit', (code, signal) => {
  if (commandEnded) return;
  console.error(`The Auth Emulator stopped (${signal ?? `code ${code}`}) before the command ended`);
  process.exitCode = 1;
  child.kill('SIGTERM');
});
child.on('exit', (code, signal) => {
  commandEnded = true;
  process.exitCode ||= code ?? (signal ? 1 : 0);
  if (emulator.exitCode !== null || emulator.signalCode !== null) process.exit();
  emulator.on('exit', () => process.exit());
  emulator.kill('SIGINT');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
