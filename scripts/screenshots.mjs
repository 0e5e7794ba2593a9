// Takes full-page screenshots of the built site at phone and desktop widths into reports/screens/, for a look.
// Usage: npm run screenshots [-- [--first-screen] path ...]   (after `npm run build`; --first-screen: the window only,
// as the README's picture, docs/screenshot.png, was taken)
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../tests/support/static-server.mjs';
import { launchBrowser } from '../tests/support/browser.mjs';

const args = process.argv.slice(2);
const firstScreen = args.includes('--first-screen');
const named = args.filter((arg) => arg !== '--first-screen');
const paths = named.length
  ? named
  : ['/', '/all', '/all2', '/brands/biwin', '/products/biwin-nv7400-1tb', '/privacy-policy', '/nope'];
const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
];
const out = new URL('../reports/screens/', import.meta.url);
await mkdir(out, { recursive: true });
const server = await startStaticServer(fileURLToPath(new URL('../dist/', import.meta.url)));
const browser = await launchBrowser();
try {
  for (const [name, width, height] of widths) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    for (const path of paths) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const file = `${name}${path === '/' ? '_home' : path.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: fileURLToPath(new URL(file, out)), fullPage: !firstScreen });
      console.log(`reports/screens/${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
