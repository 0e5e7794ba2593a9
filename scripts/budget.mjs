// Prints, for one page of each template, the JavaScript and CSS a first visit downloads (gzip bytes, measured in a
// real browser before any interaction), and fails when a page goes over its JavaScript budget: 15 KB for content
// pages, 100 KB for interactive ones (cart, orders, sign-in, profile, the product editor), which hydrate React without
// waiting for an interaction and load their larger libraries (Google's sign-in popup, the cart's drag and drop) on
// first use. The cart is measured twice: a first visit (nothing stored, so its island waits for the shopper) and a
// returning signed-out shopper's (a stored cart: the island starts at once; checkout's code waits for a sign-in).
// A second column, "after idle", is what a page then fetches once the browser is idle after the load (code a press
// will need, fetched before the press: docs/performance.md), measured by holding every idle callback asked for after
// the load event until the first figure is taken; it has no budget of its own, and is printed so that it is seen.
// Usage: node scripts/budget.mjs   (after `npm run build`)
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../tests/support/static-server.mjs';
import { launchBrowser, testChromiumPath } from '../tests/support/browser.mjs';
import { STORE_PAGES } from '../tests/support/pages.ts';

/** gzip bytes of JavaScript a content page may download before the first interaction (docs/rules.md#performance). */
const CONTENT_JS_BUDGET = 15 * 1024;
/** gzip bytes of JavaScript an interactive page may download before the first interaction: React (~68 KB) and ~32 KB. */
const INTERACTIVE_JS_BUDGET = 100 * 1024;
/** localStorage of a returning shopper: one line in the cart. */
const STORED_CART = { cart: JSON.stringify({ version: 1, lines: [{ sku: 'biwin-nv7400-1tb', quantity: 1 }] }) };

// Every template, and the cart once more as a returning signed-out shopper finds it.
const cart = STORE_PAGES.find((page) => page.path === '/drag_drop');
const templates = [
  ...STORE_PAGES.map(({ name, path, kind }) => [name === 'cart' ? 'cart, first visit' : name, path, kind]),
  ...(cart ? [['cart, stored cart', cart.path, cart.kind, STORED_CART]] : []),
];

/** The inline scripts (not JSON-LD data) and styles of an HTML page, as text. */
function inlineCode(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes),
  );
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
  return { js: scripts.map((m) => m[2]).join('\n'), css: styles.map((m) => m[1]).join('\n') };
}

const kb = (n) => `${(n / 1024).toFixed(1).padStart(6)} KB`;

// In the page before its scripts: idle callbacks asked for after the load event wait until __releaseIdle().
function holdIdleAfterLoad() {
  const request = window.requestIdleCallback.bind(window);
  const held = [];
  let loaded = false;
  let released = false;
  addEventListener('load', () => (loaded = true), { once: true, capture: true });
  window.requestIdleCallback = (callback, options) => {
    if (!loaded || released) return request(callback, options);
    held.push([callback, options]);
    return 0;
  };
  Object.defineProperty(window, '__releaseIdle', {
    value: () => {
      released = true;
      for (const [callback, options] of held.splice(0)) request(callback, options);
    },
  });
}

/** Resolves once no script or stylesheet has been asked for during `quiet` ms (at most `limit` ms). */
async function quietAfter(page, count, quiet = 1000, limit = 15_000) {
  const started = Date.now();
  let seen = count();
  let since = Date.now();
  while (Date.now() - started < limit) {
    await page.waitForTimeout(100);
    if (count() !== seen) {
      seen = count();
      since = Date.now();
    } else if (Date.now() - since >= quiet) return;
  }
}
/** One template's figures: what a first visit downloads before the first interaction, and once idle after it. */
async function measure(browser, serverUrl, [name, path, kind, stored]) {
  // A context of its own per template: nothing stored, cached or signed in carries over from another template.
  const page = await browser.newPage();
  try {
    await page.addInitScript(holdIdleAfterLoad);
    if (stored)
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, stored);
    const bodies = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      // Read from the server, not from the browser: a page that navigates away (a guard's redirect) discards the
      // bodies of what it loaded before they can be read.
      if (type === 'script' || type === 'stylesheet')
        bodies.push(
          fetch(response.url())
            .then((r) => r.arrayBuffer())
            .then((b) => ({ type, bytes: gzipSync(Buffer.from(b)).length })),
        );
    });
    // A signed-out visitor's /profile sends them to /login: count the page asked for, not the one it leads to.
    await page.route('**/*', (route) => {
      const request = route.request();
      const away =
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame() &&
        new URL(request.url()).pathname !== path;
      return away && path !== '/no-such-page' ? route.abort() : route.continue();
    });
    const document = page
      .waitForResponse((response) => response.request().isNavigationRequest())
      .then((response) => response.text());
    await page.goto(serverUrl + path, { waitUntil: 'networkidle' });
    // Inline <script> and <style> ship inside the HTML but still run: count them too, read from the page as served
    // (after a guard's redirect is stopped, the browser shows its own error page, whose scripts are not ours).
    const inline = inlineCode(await document);
    const files = await Promise.all(bodies);
    // Then what the page fetches once the browser is idle after the load.
    const before = bodies.length;
    await page.evaluate(() => window.__releaseIdle?.()).catch(() => undefined);
    await quietAfter(page, () => bodies.length);
    const idle = await Promise.all(bodies.slice(before));
    const afterIdle = idle.filter((f) => f.type === 'script').reduce((n, f) => n + f.bytes, 0);
    const js =
      files.filter((f) => f.type === 'script').reduce((n, f) => n + f.bytes, 0) +
      (inline.js ? gzipSync(inline.js).length : 0);
    const css =
      files.filter((f) => f.type === 'stylesheet').reduce((n, f) => n + f.bytes, 0) +
      (inline.css ? gzipSync(inline.css).length : 0);
    return { name, path, kind, js, css, afterIdle, files: files.length };
  } finally {
    await page.close();
  }
}

/**
 * Templates measured at once. Each one's figures are bytes, which no other page's load can change, and most of each
 * one's time is spent waiting for its network to go quiet (about 2 s a page, with the CPU idle): four at a time take
 * a quarter of the time one at a time did.
 */
const AT_ONCE = 4;

const server = await startStaticServer(fileURLToPath(new URL('../dist/', import.meta.url)));
const browser = await launchBrowser(testChromiumPath);
const failures = [];
try {
  const results = new Array(templates.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < templates.length) {
        const index = next;
        next += 1;
        results[index] = await measure(browser, server.url, templates[index]);
      }
    }),
  );
  console.log(
    `${'template'.padEnd(18)} ${'JS gzip'.padStart(9)} ${'CSS gzip'.padStart(9)}  ${'after idle'.padStart(10)}  files`,
  );
  for (const { name, path, kind, js, css, afterIdle, files } of results) {
    console.log(
      `${name.padEnd(18)} ${kb(js)} ${kb(css)}  ${kb(afterIdle).padStart(10)}  ${files}${kind === 'interactive' ? '  (interactive)' : ''}`,
    );
    const budget = kind === 'interactive' ? INTERACTIVE_JS_BUDGET : CONTENT_JS_BUDGET;
    if (js > budget)
      failures.push(`${name} (${path}) ships ${kb(js).trim()} of JavaScript; the budget is ${kb(budget).trim()}`);
  }
} finally {
  await browser.close();
  await server.close();
}
if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `\nEvery content page is within the ${kb(CONTENT_JS_BUDGET).trim()} JavaScript budget, and every interactive page within ${kb(INTERACTIVE_JS_BUDGET).trim()}.`,
);
