// The browser tests' `test`: Playwright's, with a watch on every page of the test's context. A journey fails on any
// console error of the store's own pages, uncaught page error or same-origin request answered 4xx/5xx, unless the test
// says it expects one (`allow`), so a broken script or a missing file fails the journey that met it on either server.
// The browser's own "Failed to load resource" lines are left to the response check: a refusal from the identity
// service (a wrong password is a 400 from it) is its answer, not our failure, and the Auth Emulator's sign-in popup
// is its page, not ours.
import { test as base, expect, type Request } from '@playwright/test';

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
    async ({ context, baseURL }, use, testInfo) => {
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
      // The requests not yet answered, printed with a failure: a wait for the network to go quiet that never ends
      // names what kept it busy.
      const open = new Set<Request>();
      context.on('request', (request) => open.add(request));
      context.on('requestfinished', (request) => open.delete(request));
      context.on('requestfailed', (request) => open.delete(request));
      context.on('response', (response) => {
        const url = new URL(response.url());
        if (ours(response.url()) && response.status() >= 400)
          problems.push(`${response.status()} ${url.pathname}${url.search}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      // A failed test prints what its pages showed and what went wrong on the way: a run's log is often all there is
      // of a failure on another machine (its screenshot stays on that machine).
      if (testInfo.status !== testInfo.expectedStatus) {
        const pages = await Promise.all(
          context.pages().map(async (page) => {
            const shown = await page
              .locator('main')
              .first()
              .ariaSnapshot({ timeout: 2_000 })
              .catch((cause: unknown) => `(no snapshot: ${String(cause).split('\n')[0]})`);
            return `${page.url()}\n${shown}`;
          }),
        );
        console.log(`\n[${testInfo.titlePath.join(' › ')}] failed; its pages:\n${pages.join('\n')}`);
        console.log(`problems seen: ${JSON.stringify(problems)}`);
        console.log(`requests still open: ${JSON.stringify([...open].map((r) => `${r.method()} ${r.url()}`))}\n`);
      }
      const unexpected = problems.filter(
        (problem) =>
          !allowed.some((pattern) => (typeof pattern === 'string' ? pattern === problem : pattern.test(problem))),
      );
      expect(unexpected, 'console errors and failed same-origin requests during the test').toEqual([]);
    },
    { auto: true },
  ],
});
