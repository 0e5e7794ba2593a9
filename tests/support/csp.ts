// Collects every Content-Security-Policy violation any page, popup or frame of a browser context reports: the
// `securitypolicyviolation` event where a document can listen, and the console where the browser logs the refusal.
import type { BrowserContext } from '@playwright/test';

export interface CspWatch {
  /** One line per violation: where, which directive, what was blocked. */
  readonly violations: string[];
}

export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, line: string) => {
    violations.push(`${frame.url()}: ${line}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (line: string) => void }).__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim());
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return { violations };
}
