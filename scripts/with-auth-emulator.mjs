// Runs a command with the Firebase Auth Emulator, the way `npm start` and `npm run test:e2e` need it:
//   node scripts/with-auth-emulator.mjs [--demo] "<command>" [extra args appended to the command]
// Starts the emulator (`firebase emulators:start`; firebase.json: 127.0.0.1:9099, demo project, no UI) and the command
// side by side. The emulator runs on a free port of its own, behind a gate on firebase.json's address that holds every
// connection until the emulator is ready (scripts/auth-emulator-gate.mjs), so whatever reaches it early waits rather
// than fails. With --demo (`npm start`) the gate opens only once the demo editor and its orders are seeded
// (scripts/seed-auth-emulator.mjs), so no sign-in can race the seeding, and the emulator runs at a lower CPU priority,
// so the development server's own start comes first (docs/development.md#development-server). The command gets
// FIREBASE_AUTH_EMULATOR_HOST (the gate) and the store's explicit local mode (STORE_LOCAL_MODE=1: only then do served
// Functions accept the emulator's unsigned tokens, and never on Netlify). When the command ends the emulator is
// stopped, and this exits with the command's code; should the emulator stop first, the command is stopped and this
// fails. Demo projects need no Google login; firebase-tools' own files stay in .firebase-home/.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort, openGate } from './auth-emulator-gate.mjs';
import { AUTH_EMULATOR_HOST, PROJECT_ID, waitForAuthEmulator } from './auth-emulator.mjs';

const demo = process.argv[2] === '--demo';
const [command, ...extra] = process.argv.slice(demo ? 3 : 2);
if (!command) {
  console.error('Usage: node scripts/with-auth-emulator.mjs [--demo] "<command>" [args…]');
  process.exit(2);
}
// The command runs through a shell; quote extra arguments (e.g. `npm run test:e2e -- -g "sign in"`).
const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`);
const script = [command, ...extra.map(quote)].join(' ');

const root = fileURLToPath(new URL('..', import.meta.url));
const firebase = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');

// firebase.json as it is, but for the emulator's own port, behind the gate.
const [host = '', port = ''] = AUTH_EMULATOR_HOST.split(':');
const internal = await freePort(host);
const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
config.emulators.auth.port = internal;
mkdirSync(`${root}.firebase-home`, { recursive: true });
const configFile = `${root}.firebase-home/firebase.json`;
writeFileSync(configFile, JSON.stringify(config));

const env = {
  ...process.env,
  NO_UPDATE_NOTIFIER: '1',
  XDG_CONFIG_HOME: `${root}.firebase-home`,
  STORE_LOCAL_MODE: '1',
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
};
const internalHost = `${host}:${internal}`;
const ready = waitForAuthEmulator(internalHost).then(async () => {
  if (!demo) return;
  const { seedDemoAccount, seedDemoOrders } = await import('./seed-auth-emulator.mjs');
  await seedDemoOrders(await seedDemoAccount(internalHost));
});
const gate = await openGate({ host, port: Number(port), target: internal, ready }).catch((error) => {
  console.error(
    `The Auth Emulator's address ${AUTH_EMULATOR_HOST} is taken (${error.message}): is another one running?`,
  );
  process.exit(1);
});

const emulatorArgs = [firebase, '--config', configFile, 'emulators:start', '--only', 'auth', '--project', PROJECT_ID];
// For `npm start`, a lower CPU priority (`nice`, where there is one): the emulator's start is ~10 s of CPU, which the
// development server's start would otherwise share on two cores; it takes what the server leaves.
const nice = demo && process.platform !== 'win32' ? ['nice', '-n', '10'] : [];
const [program = process.execPath, ...args] = [...nice, process.execPath, ...emulatorArgs];
const emulator = spawn(program, args, {
  cwd: root,
  // A pipe it can wait on: with no standard input (/dev/null) `emulators:start` kept a core busy reading it.
  stdio: ['pipe', 'inherit', 'inherit'],
  env,
});
const child = spawn(script, { shell: true, cwd: root, stdio: 'inherit', env });
ready.then(
  () => demo && console.log(`Auth Emulator: ready at ${AUTH_EMULATOR_HOST}`),
  (error) => {
    console.error(error);
    process.exitCode = 1;
    child.kill('SIGTERM');
  },
);

let commandEnded = false;
emulator.on('exit', (code, signal) => {
  if (commandEnded) return;
  console.error(`The Auth Emulator stopped (${signal ?? `code ${code}`}) before the command ended`);
  process.exitCode = 1;
  child.kill('SIGTERM');
});
child.on('exit', (code, signal) => {
  commandEnded = true;
  gate.close();
  process.exitCode ||= code ?? (signal ? 1 : 0);
  if (emulator.exitCode !== null || emulator.signalCode !== null) process.exit();
  emulator.on('exit', () => process.exit());
  emulator.kill('SIGINT');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
