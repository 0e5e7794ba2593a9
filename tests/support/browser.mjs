// Launches the system Chromium (Playwright cannot download browsers offline) with the flags this machine needs.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const installed = (paths) => paths.find((path) => existsSync(path));
/** The full desktop browser: screenshots are taken with it. */
export const chromiumPath = installed(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);
/**
 * The browser tests', the budget's and Lighthouse's browser: Chromium's headless shell when it is installed (the build
 * Playwright itself runs headless tests in, lighter on two cores, and without the desktop browser's extension system,
 * which no phone's browser has: docs/decisions.md), else the full browser.
 */
export const testChromiumPath = installed(['/usr/bin/chromium-headless-shell']) ?? chromiumPath;
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches `executablePath` (the full browser unless told), or Playwright's own browser where none is installed. */
export function launchBrowser(executablePath = chromiumPath) {
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
}
