// Prints, for one page of each template, the JavaScript and CSS a first visit downloads (gzip bytes, measured in a
// real browser before any interaction), and fails when a content page goes over its JavaScript budget. Interactive
// pages (cart, orders, sign-in, the product editor) hydrate React at once by design; they are reported against their own budget, without failing.
// Usage: node scripts/budget.mjs   (after `npm run build`)
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../tests/support/static-server.mjs';
import { launchBrowser } from '../tests/support/browser.mjs';

/** gzip bytes of JavaScript a content page may download before the first interaction (DESIGN.md). */
const CONTENT_JS_BUDGET = 15 * 1024;
/**
 * The reference for interactive pages: React 19 with react-dom (~68 KB, DESIGN.md "Performance targets") plus up to
 * ~60 KB for the page's own island and its libraries (the cart's drag and drop, nanostores, zod/mini). Reported, not
 * enforced: Lighthouse's performance score is what holds these pages to account.
 */
const INTERACTIVE_JS_BUDGET = 128 * 1024;

const templates = [
  ['home', '/'],
  ['listing grid', '/all'],
  ['listing table', '/all2'],
  ['brand store', '/biwin'],
  ['brand page', '/brands/fenvi'],
  ['product', '/products/biwin-nv7400-1tb'],
  ['bought together', '/products/biwin-nv7400-1tb/b_products'],
  ['policy', '/privacy-policy'],
  ['404', '/no-such-page'],
  ['cart', '/drag_drop', 'interactive'],
  ['orders', '/orders2', 'interactive'],
  ['sign-in', '/login', 'interactive'],
  ['product editor', '/products/biwin-nv7400-1tb/edit', 'interactive'],
];

const kb = (n) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
const server = await startStaticServer(fileURLToPath(new URL('../dist/', import.meta.url)));
const browser = await launchBrowser();
const failures = [];
const notes = [];
try {
  console.log(`${'template'.padEnd(18)} ${'JS gzip'.padStart(9)} ${'CSS gzip'.padStart(9)}  files`);
  for (const [name, path, kind = 'content'] of templates) {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') bodies.push(response.body().then((b) => ({ type, bytes: gzipSync(b).length })));
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    // Inline <script> and <style> ship inside the HTML but still run: count them too.
    const inline = await page.evaluate(() => ({
      js: [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((s) => s.textContent ?? '').join('\n'),
      css: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
    }));
    const files = await Promise.all(bodies);
    const js = files.filter((f) => f.type === 'script').reduce((n, f) => n + f.bytes, 0) + (inline.js ? gzipSync(inline.js).length : 0);
    const css = files.filter((f) => f.type === 'stylesheet').reduce((n, f) => n + f.bytes, 0) + (inline.css ? gzipSync(inline.css).length : 0);
    console.log(`${name.padEnd(18)} ${kb(js)} ${kb(css)}  ${files.length}${kind === 'interactive' ? '  (interactive)' : ''}`);
    if (kind === 'interactive') {
      if (js > INTERACTIVE_JS_BUDGET) notes.push(`${name} (${path}) ships ${kb(js).trim()} of JavaScript; the interactive reference is ${kb(INTERACTIVE_JS_BUDGET).trim()}`);
    } else if (js > CONTENT_JS_BUDGET) {
      failures.push(`${name} (${path}) ships ${kb(js).trim()} of JavaScript; the budget is ${kb(CONTENT_JS_BUDGET).trim()}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
if (notes.length) console.warn(`\nInteractive pages over their reference (not a failure):\n- ${notes.join('\n- ')}`);
if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `\nEvery content page is within the ${kb(CONTENT_JS_BUDGET).trim()} JavaScript budget` +
    (notes.length ? '.' : `, and every interactive page within its ${kb(INTERACTIVE_JS_BUDGET).trim()} reference.`),
);
