// Prints how quickly the store answers a newcomer, on the development server (started as `npm start` starts it) and
// on the build served with Netlify semantics (`npm run build` first): the time from the start command to the first
// page answering, then, in Chromium on a fresh page each time, from the first keystroke in the header's search box
// to the first suggestion, and (at phone width) from the menu press to the open drawer. Each browser figure is the
// median of RUNS fresh pages; the first of them on the development server includes compiling what the page needs.
// Usage: npm run bench:start   (ports 4340 and 8898; the Auth Emulator on its usual port must be free). Writes its
// figures to docs/benchmarks.md (§ Start).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { devices } from '@playwright/test';
import { launchBrowser } from '../tests/support/browser.mjs';
import { writeFigures } from './benchmarks-doc.mjs';

const RUNS = 5;
const servers = [
  {
    name: 'development server (npm start)',
    port: 4340,
    command: ['scripts/with-auth-emulator.mjs', '--demo', 'node scripts/dev.mjs --port 4340 --host 127.0.0.1'],
  },
  { name: 'build (scripts/serve.mjs)', port: 8898, command: ['scripts/serve.mjs', '8898'] },
];
if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.error('bench-start: run `npm run build` first');
  process.exit(1);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function firstAnswer(origin, started, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Milliseconds from the first key pressed in the search box to the first suggestion shown. */
async function keystrokeToSuggestion(browser, origin) {
  const page = await browser.newPage();
  await page.goto(`${origin}/products/biwin-nv7400-1tb`, { waitUntil: 'load' });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.focus();
  const started = performance.now();
  await box.pressSequentially('nv7400');
  await page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option').first().waitFor();
  const elapsed = performance.now() - started;
  await page.close();
  return elapsed;
}

/** Milliseconds from the press on the phone menu button to the open drawer. */
async function pressToDrawer(browser, origin) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  const started = performance.now();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

const rows = [];
for (const { name, port, command } of servers) {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, command, { stdio: 'ignore', detached: true });
  try {
    const start = await firstAnswer(origin, started, child);
    const browser = await launchBrowser();
    try {
      const search = [];
      const menu = [];
      for (let run = 0; run < RUNS; run += 1) {
        search.push(await keystrokeToSuggestion(browser, origin));
        menu.push(await pressToDrawer(browser, origin));
      }
      rows.push({ name, start, search, menu });
    } finally {
      await browser.close();
    }
  } finally {
    // The whole group: the emulator wrapper's children (firebase, astro) too.
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
writeFigures(
  'Start',
  [
    '| Server | Start → first page | First keystroke → first suggestion | Menu press → open drawer |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      ({ name, start, search, menu }) =>
        `| ${name} | ${seconds(start)} | ${ms(median(search))} (first page: ${ms(search[0] ?? NaN)}) | ${ms(median(menu))} (first: ${ms(menu[0] ?? NaN)}) |`,
    ),
    '',
    `Medians of ${RUNS} fresh pages each. The start is from the start command to the first answer of \`/\`; the search`,
    'figure includes loading the index and typing `nv7400`; the first page on the development server includes compiling',
    'what the page needs. The machine may be shared: figures move with its load.',
  ].join('\n'),
  'npm run bench:start',
);
console.log(
  `\n${'server'.padEnd(32)} ${'start → page'.padStart(13)} ${'key → suggestion'.padStart(24)} ${'press → drawer'.padStart(24)}`,
);
for (const { name, start, search, menu } of rows)
  console.log(
    `${name.padEnd(32)} ${seconds(start).padStart(13)} ${`${Math.round(median(search))} ms (first ${Math.round(search[0] ?? NaN)})`.padStart(24)} ${`${Math.round(median(menu))} ms (first ${Math.round(menu[0] ?? NaN)})`.padStart(24)}`,
  );
