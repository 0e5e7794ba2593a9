// The browser tests' `test`: Playwright's, with a watch on every page of the test's context. A journey fails on any
// console error of the store's own pages, uncaught page error or same-origin request answered 4xx/5xx, unless the test
// says it expects one (`allow`), so a broken script or a missing file fails the journey that met it on either server.
// The browser's own "Failed to load resource" lines are left to the response check: a refusal from the identity
// service (a wrong password is a 400 from it) is its answer, not our failure, and the Auth Emulator's sign-in popup
// is its page, not ours.
import { test as base, expect } from '@playwright/test';

export { expect };

/**
 * The main journeys a shopper, an editor and a newcomer take: the browser tests run them on the development server
 * as well as on the build (playwright.config.ts).
 */
export const JOURNEY = { tag: '@journey' };
export type { BrowserContext, Locator, Page } from '@playwright/test';

export interface Watch {
  /** Expects problems matching `pattern` (`console: <message>`, or `<status> <path>` for a response; a string is
   * matched whole) in this test. */
  allow: (pattern: RegExp | string) => void;
}

export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const problems: string[] = [];
      const allowed: (RegExp | string)[] = [];
      const ours = (url: string | undefined) => URL.canParse(url ?? '') && new URL(url ?? '').origin === origin;
      context.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && ours(message.page()?.url()) && !text.startsWith('Failed to load resource'))
          problems.push(`console: ${text}`);
      });
      context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
      context.on('response', (response) => {
        const url = new URL(response.url());
        if (ours(response.url()) && response.status() >= 400)
          problems.push(`${response.status()} ${url.pathname}${url.search}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter(
        (problem) =>
          !allowed.some((pattern) => (typeof pattern === 'string' ? pattern === problem : pattern.test(problem))),
      );
      expect(unexpected, 'console errors and failed same-origin requests during the test').toEqual([]);
    },
    { auto: true },
  ],
});
