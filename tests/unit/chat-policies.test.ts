// The assistant's policy facts (code, for the Function) must agree with the policy pages (Markdown, for people).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from '../../src/features/cart/totals.ts';
import { formatPrice } from '../../src/features/catalog/format.ts';
import { RETURN_DAYS, SUPPORT_EMAIL, policyFacts } from '../../src/server/chat/policies.ts';

const read = (name: string) => readFileSync(new URL(`../../src/content/policies/${name}.md`, import.meta.url), 'utf8');
const dollars = (cents: number) => formatPrice(cents).replace(/\.00$/, '');

describe('policy facts match the Markdown', () => {
  const terms = read('terms-and-conditions');
  const privacy = read('privacy-policy');

  it('shipping: free from the threshold, flat rate below it', () => {
    expect(terms).toContain(`free on orders of ${dollars(FREE_SHIPPING_FROM)} or more`);
    expect(terms).toContain(dollars(SHIPPING_FEE));
  });

  it('returns: the same number of days', () => {
    expect(terms).toContain(`within **${RETURN_DAYS} days**`);
  });

  it('warranty: the manufacturer’s', () => {
    expect(terms).toMatch(/manufacturer’s warranty/);
  });

  it('contact and privacy statements', () => {
    expect(terms).toContain(SUPPORT_EMAIL);
    expect(privacy).toMatch(/do not sell your personal data/);
    expect(privacy).toMatch(/no longer than 30 days/);
  });

  it('every fact links a policy page that exists', () => {
    for (const fact of policyFacts) expect(['/terms-and-conditions', '/privacy-policy']).toContain(fact.path);
  });
});
