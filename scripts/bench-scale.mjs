#!/usr/bin/env node
// How the store scales with its catalogue: builds it with the real 28 products and with generated catalogues of
// 1,000 and 10,000 (the real entries cloned with unique SKUs and illustrations), each in a temporary copy of the
// repository, and prints the figures side by side. A script that prints figures, not a timed test.
//
//   npm run bench:scale                       sizes 28, 1000, 10000 (several minutes); figures to docs/benchmarks.md
//   npm run bench:scale -- --sizes 28,200     other sizes
//   npm run bench:scale -- --keep             keep the temporary copies (their paths are printed; build.log in each)
//
// Per size: build time and peak memory (`npm run build`, so every build step counts), pages, the largest HTML page,
// the /all and /drag_drop pages, the client scripts (dist/_astro), each Function bundled with esbuild (whole, and
// the project's own code without node_modules) and the offline assistant's answer time (its handler, in-process).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build as esbuild } from 'esbuild';
import { writeFigures } from './benchmarks-doc.mjs';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '28,1000,10000' }, keep: { type: 'boolean', default: false } },
});
const sizes = values.sizes.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`--sizes must be positive whole numbers, got ${values.sizes}`);

const root = fileURLToPath(new URL('..', import.meta.url));
const PRODUCTS = 'src/content/products';
const IMAGES = 'src/assets/products';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A copy of the working tree (tracked and new files, not ignored ones) using this repository's installed packages. */
function copyRepository() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  // The packages are shared; the build caches (.astro, .vite) are the copy's own, so no run reuses another's.
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (!['.astro', '.vite', '.vite-temp', '.vitest-cache', '.cache'].includes(entry))
      symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

/** Replaces the copy's catalogue with `n` products: batches of clones of the real entries, each with its own SKU and illustration. */
function generateCatalogue(dir, n) {
  const files = readdirSync(join(dir, PRODUCTS))
    .filter((name) => name.endsWith('.json'))
    .toSorted();
  const real = files.map((name) => ({ name, products: JSON.parse(readFileSync(join(dir, PRODUCTS, name), 'utf8')) }));
  const perBatch = real.reduce((sum, file) => sum + file.products.length, 0);
  if (n <= perBatch) return; // the real catalogue (28) stays as it is
  const out = new Map(real.map((file) => [file.name, []]));
  const clone = (p, batch) => (batch === 0 ? p.sku : `${p.sku}-c${batch}`);
  const made = new Set();
  for (let batch = 0; made.size < n; batch += 1) {
    for (const file of real) {
      for (const p of file.products) {
        if (made.size >= n) break;
        const sku = clone(p, batch);
        made.add(sku);
        if (batch === 0) {
          out.get(file.name).push(p);
          continue;
        }
        const image = `${sku}.svg`;
        // Its own file with its own content: identical files would be emitted once, hiding the cost of 10,000 images.
        const svg = readFileSync(join(dir, IMAGES, p.images[0]), 'utf8');
        writeFileSync(
          join(dir, IMAGES, image),
          svg.replace(/<svg\b[^>]*>/, (tag) => `${tag}<desc>${sku}</desc>`),
        );
        out.get(file.name).push({
          ...p,
          sku,
          name: `${p.name} #${batch + 1}`,
          images: [image],
          featured: false,
          related: p.related.map((r) => clone({ sku: r }, batch)),
        });
      }
    }
  }
  // A clone's related SKU may fall in a batch the catalogue was cut short of.
  for (const [name, products] of out) {
    for (const p of products) p.related = p.related.filter((sku) => made.has(sku));
    writeFileSync(join(dir, PRODUCTS, name), `${JSON.stringify(products, null, 2)}\n`);
  }
}

function filesUnder(dir, test) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, size: statSync(path).size };
    });
}

/** `npm run build` under GNU time: wall seconds and the peak resident memory of the build's processes. */
function timedBuild(dir) {
  // Each build starts on a quiet disk: the previous size's build wrote gigabytes and its copy was just deleted, and
  // the kernel writing that back during the next build slowed it (docs/decisions.md#the-10000-product-build).
  execFileSync('sync');
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    STORE_BLOBS_DIR: join(dir, '.no-blobs'),
    URL: 'https://bench.example',
  };
  delete env.NETLIFY_BLOBS_CONTEXT;
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %M', 'npm', 'run', 'build'], {
    cwd: dir,
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  writeFileSync(join(dir, 'build.log'), `${result.stdout ?? ''}\n${result.stderr ?? ''}`);
  const line = /BENCH ([\d.]+) (\d+)/.exec(result.stderr ?? '');
  if (result.status !== 0 || !line)
    throw new Error(
      `Build failed in ${dir}:\n${(result.stdout ?? '').slice(-4000)}\n${(result.stderr ?? '').slice(-4000)}`,
    );
  return { seconds: Number(line[1]), peakBytes: Number(line[2]) * 1024 };
}

async function functionBundles(dir) {
  const sources = readdirSync(join(dir, 'netlify/functions'))
    .filter((name) => /\.m?[jt]s$/.test(name))
    .toSorted();
  const sizes = {};
  for (const name of sources) {
    const size = async (external) => {
      const out = await esbuild({
        entryPoints: [join(dir, 'netlify/functions', name)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        write: false,
        logLevel: 'error',
        ...(external ? { packages: 'external' } : {}),
      });
      return out.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
    };
    sizes[name.replace(/\.m?[jt]s$/, '')] = { whole: await size(false), own: await size(true) };
  }
  return sizes;
}

/** The offline assistant (no model configured) answering in-process from the copy's catalogue: first answer and median of the rest. */
function offlineAnswerTimes(dir) {
  const script = `
    const { uneditedCatalogue, versionedCatalogue } = await import('./src/server/catalogue/live.ts');
    const { chatDepsFromEnv } = await import('./src/server/chat/transport/deps.ts');
    const { handleChat } = await import('./src/server/chat/transport/handler.ts');
    const { warmOffline: warmChat } = await import('./src/server/chat/offline/index.ts');
    // What the chat Function does when its instance starts (netlify/functions/chatbot.mts).
    const warmStart = performance.now();
    warmChat(uneditedCatalogue());
    const warm = performance.now() - warmStart;
    // The Function's first request reads the effective catalogue: a new array (so a new index) of the same products.
    const effective = versionedCatalogue([]);
    const questions = ['be200', 'wifi 7 card', 'nv 7400 2tb', 'Which SSD is fastest?', 'ddr5 memory 32gb', 'bluetooth adapter', 'antenna for my wifi card', 'cheapest portable ssd'];
    const times = [];
    // One client address per question: the assistant's per-client rate limit is not what is measured here.
    for (let i = 0; i < 25; i += 1) {
      const request = new Request('http://bench/api/chatbot', { method: 'POST', headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': '10.0.0.' + i }, body: JSON.stringify({ messages: [{ role: 'user', content: questions[i % questions.length] }] }) });
      const start = performance.now();
      const response = await handleChat(request, chatDepsFromEnv({}, effective));
      await response.text();
      if (response.status !== 200) throw new Error('chatbot answered ' + response.status);
      times.push(performance.now() - start);
    }
    const rest = times.slice(1).toSorted((a, b) => a - b);
    console.log(JSON.stringify({ warm, first: times[0], median: rest[Math.floor(rest.length / 2)], products: uneditedCatalogue().length }));
  `;
  const env = { ...process.env };
  for (const key of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL']) delete env[key];
  const out = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}

async function measure(n) {
  const dir = copyRepository();
  try {
    generateCatalogue(dir, n);
    process.stdout.write(`Building ${n.toLocaleString('en-US')} products in ${dir} … `);
    const { seconds, peakBytes } = timedBuild(dir);
    console.log(`${seconds.toFixed(1)} s`);
    const dist = join(dir, 'dist');
    const html = filesUnder(dist, (name) => name.endsWith('.html'));
    const largest = html.reduce((a, b) => (b.size > a.size ? b : a));
    const scripts = filesUnder(join(dist, '_astro'), (name) => /\.m?js$/.test(name));
    const sizeOf = (path) => (existsSync(join(dist, path)) ? statSync(join(dist, path)).size : NaN);
    return {
      n,
      dir,
      seconds,
      peakBytes,
      pages: html.length,
      largest: { path: `/${relative(dist, largest.path)}`, size: largest.size },
      all: sizeOf('all.html'),
      cart: sizeOf('drag_drop.html'),
      scripts: {
        total: scripts.reduce((sum, f) => sum + f.size, 0),
        names: scripts.map((f) => `${relative(dist, f.path)}:${f.size}`).toSorted(),
      },
      functions: await functionBundles(dir),
      offline: offlineAnswerTimes(dir),
    };
  } finally {
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
for (const n of sizes) results.push(await measure(n));

const base = results[0];
const rows = [
  ['Build time', (r) => `${r.seconds.toFixed(1)} s`],
  ['Build time / first size', (r) => `${(r.seconds / base.seconds).toFixed(2)}×`],
  [
    'Build time per page beyond the first size',
    (r) => (r === base ? '–' : `${(((r.seconds - base.seconds) / (r.pages - base.pages)) * 1000).toFixed(1)} ms`),
  ],
  ['Peak build memory', (r) => mb(r.peakBytes)],
  ['HTML pages', (r) => String(r.pages)],
  ['Largest HTML page', (r) => `${kb(r.largest.size)} ${r.largest.path}`],
  ['/all HTML', (r) => kb(r.all)],
  ['/drag_drop HTML', (r) => kb(r.cart)],
  ['Client scripts (dist/_astro)', (r) => `${kb(r.scripts.total)} in ${r.scripts.names.length} files`],
  [
    'Client scripts identical to first size',
    (r) => (JSON.stringify(r.scripts.names) === JSON.stringify(base.scripts.names) ? 'yes' : 'NO'),
  ],
  ...Object.keys(base.functions).map((name) => [
    `Function ${name} (whole / own code)`,
    (r) => `${kb(r.functions[name]?.whole ?? NaN)} / ${kb(r.functions[name]?.own ?? NaN)}`,
  ]),
  ['Chat instance start (assistant warm-up)', (r) => `${r.offline.warm.toFixed(1)} ms`],
  ['Offline answer, first of the instance', (r) => `${r.offline.first.toFixed(1)} ms`],
  ['Offline answer, median of next 24', (r) => `${r.offline.median.toFixed(1)} ms`],
];
const header = ['Products', ...results.map((r) => r.n.toLocaleString('en-US'))];
const table = [header, ...rows.map(([label, cell]) => [label, ...results.map(cell)])];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
console.log();
for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));

// The targets, checked for the largest size against the first one.
const top = results.at(-1);
/** @type {[string, boolean][]} */
let checks = [];
if (top !== base) {
  const worstFunction = Math.max(
    ...Object.keys(base.functions).map((name) => (top.functions[name]?.whole ?? Infinity) / base.functions[name].whole),
  );
  checks = [
    [`No HTML page over 300 KB at ${top.n}`, top.largest.size <= 300 * 1024],
    ['Client scripts identical', JSON.stringify(top.scripts.names) === JSON.stringify(base.scripts.names)],
    [`Build at most 8× the ${base.n}-product build`, top.seconds <= 8 * base.seconds],
    ['Function bundles within 10%', worstFunction <= 1.1],
    ['Offline answer under 50 ms (median)', top.offline.median < 50],
  ];
  console.log();
  for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
}
if (values.keep) for (const r of results) console.log(`Kept ${r.dir}`);

const markdownRow = (cells) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
writeFigures(
  'Scale',
  [
    markdownRow(header),
    markdownRow(header.map(() => '---')),
    ...table.slice(1).map(markdownRow),
    ...(checks.length ? ['', ...checks.map(([label, ok]) => `- ${ok ? 'PASS' : 'FAIL'}: ${label}`)] : []),
  ].join('\n'),
  `npm run bench:scale${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
);
