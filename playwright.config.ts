import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/browser.mjs';
import { EDITOR_EMAIL } from './tests/support/editor.ts';

const port = Number(process.env.E2E_PORT ?? 8888);
// Playwright cannot download its own browsers offline: the system Chromium, with the flags this machine needs.
const launchOptions = { ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  ...(process.env.CI ? { workers: 2 } : {}),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    command: `node scripts/serve.mjs ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    // The product editor's tests sign in as this editor (it is created with a verified email).
    env: { ...process.env, ADMIN_EMAILS: EDITOR_EMAIL },
  },
});
