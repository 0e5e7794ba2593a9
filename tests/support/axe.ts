// axe's accessibility check of a page, written once for the browser tests and the audit (scripts/audit.mjs).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the store's pages are held to: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
export const AXE_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : 'null');

/** Frames axe reaches from the page itself: its own origin's, and the blank and srcdoc frames that inherit it. */
const sameOrigin = (page: Page) => {
  const origin = originOf(page.url());
  return page.frames().every((frame) => {
    const url = frame.url();
    return url === '' || url.startsWith('about:') || originOf(url) === origin;
  });
};

/**
 * axe's violations on `page` as it is now, one line per rule with the elements that break it; `tags: null` runs every
 * rule axe runs by default. When every frame of the page is of its own origin, axe runs once in the page
 * (`axe.run`, which reaches same-origin frames itself) and reports only the violations in full: the same rules on the
 * same elements (and those of a same-origin frame the other way may miss), in about half the time. The way for pages with a frame from elsewhere (the Auth Emulator's helper frame),
 * a partial run in each frame finished in a blank page of its own, took 20 to 30 s a scan on two busy cores
 * (docs/testing.md#where-the-time-goes).
 */
export async function axeViolations(
  page: Page,
  { tags = AXE_TAGS }: { tags?: readonly string[] | null } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (sameOrigin(page)) builder = builder.options({ resultTypes: ['violations'] }).setLegacyMode();
  if (tags) builder = builder.withTags([...tags]);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
