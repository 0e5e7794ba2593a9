import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { CONTENT_PAGES } from '../support/pages.ts';

for (const path of CONTENT_PAGES) {
  test(`${path} has no axe violations`, async ({ page, watch }) => {
    watch.allow(/^404 \/no-such-page$/);
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
