// Launches the system Chromium (Playwright cannot download browsers offline) with the flags this machine needs.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
  existsSync(p),
);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({ ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs });
}
