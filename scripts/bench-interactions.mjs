// Prints how long each first press takes to show its result on the build (scripts/serve.mjs), in Chromium at phone
// size, with the CPU at full speed and slowed 4× (the Chrome DevTools Protocol's Emulation.setCPUThrottlingRate, as
// Lighthouse's mobile runs do): a fresh page each run, its load settled (network idle, then two idle callbacks), then
// one press. Two figures per interaction, each the median of RUNS fresh pages:
// - visual: from the input event's timestamp to the frame that shows the result (a MutationObserver sees the result,
//   then the next animation frame and the task after it, which is when that frame has been painted);
// - event: the Event Timing API's duration of the interaction (the longest 'event' entry from the input on, with
//   durationThreshold 16; the browser rounds it to 8 ms), which is what Interaction to Next Paint reports.
// Writes the table to docs/benchmarks.md. Usage: node scripts/bench-interactions.mjs [runs]   (after `npm run build`;
// port 8897)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { devices } from '@playwright/test';
import { launchBrowser } from '../tests/support/browser.mjs';
import { writeFigures } from './benchmarks-doc.mjs';

const RUNS = Math.max(5, Number(process.argv[2] ?? 5));
/** Only the interactions whose name contains this text (all when absent); a partial run writes no figures. */
const only = process.argv[3];
const PORT = 8897;
const origin = `http://127.0.0.1:${PORT}`;
const SLOWDOWNS = [1, 4];
const phone = devices['Pixel 7'];

if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.error('bench-interactions: run `npm run build` first');
  process.exit(1);
}

/**
 * Each interaction: the page, how to press (a locator's tap or typed keys), and `done`, a function run in the page that
 * says whether the result is on screen. `ready` waits for what a visitor would wait for before pressing (a form's
 * fields filled in), and is not timed.
 */
const interactions = [
  {
    name: 'phone menu → drawer open',
    path: '/',
    press: (page) => page.getByRole('button', { name: 'Open menu' }).tap(),
    done: () => [...document.querySelectorAll('dialog[open]')].some((d) => d.querySelector('a[href="/all"]')),
  },
  {
    name: 'chat → panel with its text box',
    path: '/',
    press: (page) => page.getByRole('button', { name: 'Open AI chat' }).tap(),
    done: () => {
      const box = document.querySelector('[data-chat-root] textarea');
      return !!box && box.checkVisibility() && document.activeElement === box;
    },
  },
  {
    name: 'chat Send → own message shown',
    path: '/',
    // The panel open, its code taken over (the page's copy, marked here, replaced), a message typed.
    ready: async (page) => {
      await page.locator('[data-chat-root] textarea').evaluate((box) => box.setAttribute('data-copy', ''));
      await page.getByRole('button', { name: 'Open AI chat' }).tap();
      await page.locator('[data-chat-root] textarea:not([data-copy])').waitFor();
      const panel = page.getByRole('dialog', { name: 'AI shopping assistant' });
      await panel.getByRole('textbox', { name: 'Message' }).fill('Wi-Fi 7 card?');
    },
    press: (page) =>
      page.getByRole('dialog', { name: 'AI shopping assistant' }).getByRole('button', { name: 'Send' }).tap(),
    done: () =>
      [...document.querySelectorAll('[data-chat-root] li')].some((li) => li.textContent === 'You: Wi-Fi 7 card?'),
  },
  {
    name: 'Add to cart (product page) → badge',
    path: '/products/biwin-nv7400-1tb',
    press: (page) => page.locator('[data-product-actions]').getByRole('button', { name: 'Add to cart' }).tap(),
    done: () => document.querySelector('[data-cart-count-number]')?.textContent === '1',
  },
  {
    name: 'Add to cart (listing card) → badge',
    path: '/all',
    press: (page) =>
      page
        .getByRole('button', { name: /^Add to cart: / })
        .first()
        .tap(),
    done: () => document.querySelector('[data-cart-count-number]')?.textContent === '1',
  },
  {
    name: 'cart page: first Add → line in cart',
    path: '/drag_drop',
    press: (page) =>
      page
        .getByRole('button', { name: /^Add .+ to cart$/ })
        .first()
        .tap(),
    done: () => document.querySelector('[data-cart-count-number]')?.textContent === '1',
  },
  {
    name: 'sign-in submit → Signing in…',
    path: '/login',
    ready: async (page) => {
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByRole('textbox', { name: 'Email' }).fill('bench@example.com');
      await form.getByLabel('Password').fill('secret-123');
      await form.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.waitForFunction(() => !document.querySelector('form button[type="submit"]:disabled'));
    },
    press: (page) => page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).tap(),
    done: () => [...document.querySelectorAll('button[type="submit"]')].some((b) => b.textContent === 'Signing in…'),
  },
  {
    name: 'search keystroke → first suggestion',
    path: '/products/biwin-nv7400-1tb',
    // The header's box is the phone drawer's on small screens: measured at desktop size, where the header shows it.
    desktop: true,
    ready: async (page) => {
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await box.focus();
      await box.fill('n');
      await page.waitForTimeout(400); // a visitor's pause between focusing the box and the next key
    },
    press: (page) => page.keyboard.press('v'),
    done: () => !!document.querySelector('[role="listbox"] [role="option"]')?.checkVisibility(),
  },
];

// In every page before its scripts: the first input's timestamp and the Event Timing entries.
function instrument() {
  const state = { inputAt: null, entries: [], doneAt: null };
  Object.defineProperty(window, '__bench', { value: state });
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown'])
    addEventListener(
      type,
      (event) => {
        if (state.armed && state.inputAt === null) state.inputAt = event.timeStamp;
      },
      { capture: true, passive: true },
    );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

// In the page, just before the press: watch for `done` and stamp the frame that paints it.
function watch(doneSource) {
  const state = window.__bench;
  const done = new Function(`return (${doneSource})();`);
  state.armed = true;
  const stamp = () =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (state.doneAt = performance.now());
      channel.port2.postMessage(null);
    });
  const check = () => {
    if (state.seen || !done()) return;
    state.seen = true;
    observer.disconnect();
    removeEventListener('focusin', check, true);
    stamp();
  };
  // A result is a change to the page or a move of the focus (which changes no node).
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('focusin', check, true);
}

const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), { timeout: 3000 }),
      ),
  );

async function measure(browser, interaction, slowdown) {
  const context = await browser.newContext(
    interaction.desktop ? { ...devices['Desktop Chrome'] } : { ...phone, isMobile: true, hasTouch: true },
  );
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  try {
    await page.goto(origin + interaction.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await settle(page);
    await interaction.ready?.(page);
    // Playwright's own script, which its waitForFunction below evaluates in the page the first time it is called:
    // evaluated now, not in the timed interval, where it was a task of 120–180 ms with the CPU slowed 4× that a result
    // arriving after the press's own task (search's) waited behind.
    await page.waitForFunction(() => true);
    await settle(page);
    await page.evaluate(watch, interaction.done.toString());
    await interaction.press(page);
    await page.waitForFunction(() => window.__bench.doneAt !== null, null, { timeout: 15_000 });
    await page.waitForTimeout(300); // the interaction's Event Timing entries arrive after its frame
    return await page.evaluate(() => {
      const { inputAt, doneAt, entries } = window.__bench;
      const own = entries.filter((e) => e.startTime >= inputAt - 1);
      return { visual: doneAt - inputAt, event: Math.max(0, ...own.map((e) => e.duration)) };
    });
  } finally {
    await context.close();
  }
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (n) => `${Math.round(n)} ms`;

const loadBefore = os.loadavg()[0];
const child = spawn(process.execPath, ['scripts/serve.mjs', String(PORT)], { stdio: 'ignore', detached: true });
const rows = [];
try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await launchBrowser();
  try {
    for (const interaction of interactions.filter((i) => !only || i.name.includes(only))) {
      const row = { name: interaction.name };
      for (const slowdown of SLOWDOWNS) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, interaction, slowdown));
        row[slowdown] = {
          visual: median(runs.map((r) => r.visual)),
          event: median(runs.map((r) => r.event)),
          range: [Math.min(...runs.map((r) => r.visual)), Math.max(...runs.map((r) => r.visual))],
        };
      }
      rows.push(row);
      const cell = (f) => `${ms(f.visual).padStart(7)} (${ms(f.range[0])}–${ms(f.range[1])}), event ${ms(f.event)}`;
      console.log(`${interaction.name.padEnd(40)} ${cell(row[1])}   4×: ${cell(row[4])}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  process.kill(-child.pid, 'SIGTERM');
}

if (only) process.exit(0);
const table = [
  '| Interaction | visual | event duration | visual, CPU 4× slower | event duration, 4× |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${ms(r[1].visual)} (${ms(r[1].range[0])}–${ms(r[1].range[1])}) | ${ms(r[1].event)} | ${ms(r[4].visual)} (${ms(r[4].range[0])}–${ms(r[4].range[1])}) | ${ms(r[4].event)} |`,
  ),
];
writeFigures(
  'Interactions',
  `Median of ${RUNS} fresh pages each, the build at phone size (search at desktop size), load settled before the press;
visual: input event → the painted frame that shows the result (range in brackets); event duration: the Event Timing
API's longest entry for the interaction (what INP reports), 0 when every entry was under 16 ms. The machine is shared:
figures move with its load (load average ${loadBefore.toFixed(1)} when the run started, ${os.loadavg()[0].toFixed(1)} when it
ended, on ${os.cpus().length} cores).

${table.join('\n')}`,
  'npm run bench:interactions',
);
