import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import { CONTENT_PAGES } from '../support/pages.ts';

for (const path of CONTENT_PAGES) {
  test(`${path} has no axe violations`, async ({ page, watch }) => {
    watch.allow(/^404 \/no-such-page$/);
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
