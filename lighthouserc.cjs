// Lighthouse CI on the built site (mobile emulation, the default form factor).
const { existsSync } = require('node:fs');

const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
  existsSync(p),
);
const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

const best = { aggregationMethod: 'optimistic' };
const categories = {
  'categories:performance': ['error', { minScore: 0.95, ...best }],
  'categories:accessibility': ['error', { minScore: 1, ...best }],
  'categories:best-practices': ['error', { minScore: 1, ...best }],
  'categories:seo': ['error', { minScore: 1, ...best }],
};

// Three runs per page, each threshold checked against the page's best run (Lighthouse CI's defaults: three runs,
// 'optimistic' aggregation). One run per page measured the machine as much as the page: on a shared two-core runner
// the unchanged /drag_drop build scored 0.83-0.99 in consecutive runs, because a run's simulated blocking time is its
// observed main-thread tasks times four, and contention only ever adds to them. The best of three is the closest
// estimate of what the page itself costs; the thresholds are unchanged.
const RUNS = 3;

module.exports = {
  ci: {
    collect: {
      staticDistDir: './dist',
      ...(chromePath ? { chromePath } : {}),
      numberOfRuns: RUNS,
      url: [
        '/index.html',
        '/all.html',
        '/all2.html',
        '/fenvi.html',
        '/brands/biwin.html',
        '/products/biwin-nv7400-1tb.html',
        '/products/biwin-nv7400-1tb/b_products.html',
        '/privacy-policy.html',
        '/404.html',
        '/search.html',
        // Interactive pages: a static shell around one island, measured as a signed-out visitor sees them.
        '/login.html',
        '/drag_drop.html',
        '/orders2.html',
        // Every edit address is this one page (a Function answers them with it; this static server runs no Functions).
        '/products/editor.html',
      ],
      settings: { chromeFlags: flags },
    },
    assert: { assertions: categories },
    upload: { target: 'filesystem', outputDir: './reports/lighthouse' },
  },
};
