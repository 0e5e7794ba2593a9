import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './tests/support/browser.mjs';
import { EDITOR_EMAIL } from './tests/support/editor.ts';

// Two servers, as shoppers and developers meet the store: the production build served with Netlify semantics, and
// the development server started as `npm start` starts it. Both use the Auth Emulator `npm run test:e2e` starts.
const buildPort = Number(process.env['E2E_PORT'] ?? 8888);
const devPort = Number(process.env['E2E_DEV_PORT'] ?? 4322);
// Playwright cannot download its own browsers offline: the system's Chromium headless shell (else its full Chromium),
// with the flags this machine needs (tests/support/browser.mjs).
const launchOptions = { ...(testChromiumPath ? { executablePath: testChromiumPath } : {}), args: chromiumArgs };
const desktop = { ...devices['Desktop Chrome'], launchOptions };
const phone = { ...devices['Pixel 7'], launchOptions };
const mobileSpecs = /\.mobile\.spec\.ts$/;
// What only the build has: the per-page CSP, and the audit of the built HTML; and what only the development server
// has: the content editor, which edits the files a build is made from.
const buildOnly = /(?:csp|a11y)\.spec\.ts$/;
const devOnly = /\.dev\.spec\.ts$/;
// The product editor's tests sign in as this editor (it is created with a verified email).
const env = { ...process.env, ADMIN_EMAILS: EDITOR_EMAIL };
const onBuild = `http://127.0.0.1:${buildPort}`;
const onDev = `http://127.0.0.1:${devPort}`;
// The development server compiles each module and builds each Function on its first request: a journey's first
// steps there take seconds, not milliseconds.
const devPace = { timeout: 60_000, expect: { timeout: 15_000 } };
// The main journeys (tagged JOURNEY in tests/support/test.ts) run on the development server too.
const journeys = /@journey/;

export default defineConfig({
  testDir: 'tests/e2e',
  // The Auth Emulator starts beside the servers below (scripts/with-auth-emulator.mjs): the tests wait for it.
  globalSetup: './tests/support/emulator-ready.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // Three at least, also where Playwright's default (half the cores) would be one: a test spends much of its time
  // waiting (on a server, an animation, the network going quiet), so on two cores one worker left the run at twice
  // the length, and a third shortened the tests on the build by about a fifth
  // (docs/decisions.md#the-browser-tests-run-three-at-a-time).
  workers: process.env['CI'] ? 3 : Math.max(3, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Tracing every test to keep the failing ones' traces costs minutes of a run on two cores (docs/decisions.md): a
  // failure keeps its screenshot, its error and the watch fixture's list of console errors and failed requests, and
  // `npx playwright test --trace on` records traces when one is needed.
  use: { trace: 'off', screenshot: 'only-on-failure', launchOptions },
  projects: [
    { name: 'build-desktop', use: { ...desktop, baseURL: onBuild }, testIgnore: [mobileSpecs, devOnly] },
    { name: 'build-mobile', use: { ...phone, baseURL: onBuild }, testMatch: mobileSpecs },
    // Both servers share the local Blobs store, and some journeys take the last unit of a product or edit one: the
    // development server's run starts once the build's is over.
    {
      name: 'dev-desktop',
      ...devPace,
      use: { ...desktop, baseURL: onDev },
      testIgnore: [mobileSpecs, buildOnly, devOnly],
      grep: journeys,
      dependencies: ['build-desktop', 'build-mobile'],
      // Two at a time, as before the third worker: three journeys at once on the server's cold start (every module
      // compiled on its first request) ran one past its minute on a busy machine. The phone's three run beside them.
      workers: 2,
    },
    {
      name: 'dev-mobile',
      ...devPace,
      use: { ...phone, baseURL: onDev },
      testMatch: mobileSpecs,
      grep: journeys,
      dependencies: ['build-desktop', 'build-mobile'],
      workers: 1,
    },
    // The content editor saves the repository's files, and the development server then reloads every page open there:
    // it runs once the other journeys there are over. (Beside the build's tests, its first compile of the editor's
    // code on a busy machine outran the test's time.)
    {
      name: 'dev-content',
      ...devPace,
      use: { ...desktop, baseURL: onDev },
      testMatch: devOnly,
      dependencies: ['dev-desktop', 'dev-mobile'],
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs ${buildPort}`,
      url: `${onBuild}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 120_000,
      stdout: 'pipe',
      env,
    },
    {
      command: `node scripts/dev.mjs --port ${devPort} --host 127.0.0.1`,
      url: `${onDev}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 180_000,
      stdout: 'pipe',
      env,
    },
  ],
});
