// Policy answers come from the policy pages: the cart's shipping rule agrees with the page, passages are retrieved by
// the question's words, a condition the shopper's case fails is a "No", and an edited page changes the answer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from '../../src/domain/cart/totals.ts';
import { formatPrice } from '../../src/domain/catalog/format.ts';
import {
  answerPolicy,
  policyAnswerText,
  policyFacts,
  policySentences,
  retrievePolicy,
  verdictOf,
} from '../../src/server/chat/offline/policies.ts';

const read = (name: string) => readFileSync(new URL(`../../src/content/policies/${name}.md`, import.meta.url), 'utf8');
const dollars = (cents: number) => formatPrice(cents).replace(/\.00$/, '');

describe('policy answers from the pages', () => {
  it('the cart charges what the shipping section says', () => {
    const terms = read('terms-and-conditions');
    expect(terms).toContain(`free on orders of ${dollars(FREE_SHIPPING_FROM)} or more`);
    expect(terms).toContain(dollars(SHIPPING_FEE));
  });

  it('reads every section of both pages, with the page it links', () => {
    const sections = new Set(policySentences().map((s) => s.section));
    for (const heading of ['Shipping', 'Returns', 'Warranty', 'Cookies and local storage'])
      expect(sections).toContain(heading);
    for (const fact of policyFacts())
      expect(['/terms-and-conditions', '/privacy-policy', '/orders2']).toContain(fact.path);
  });

  it('retrieves the passage in the question’s own words, not the topic’s first one', () => {
    expect(retrievePolicy('is sales tax added at checkout?')[0]?.text).toMatch(/Sales tax/);
    expect(retrievePolicy('do you use advertising cookies')[0]?.section).toBe('Cookies and local storage');
    // "What happens" names nothing; a passage holding more of the question's words beats a section's name.
    for (const question of [
      'what becomes of my orders when my account is deleted',
      'one order of mine is still open: is it cancelled once i delete the account?',
    ])
      expect(retrievePolicy(question)[0]?.text, question).toMatch(/^Deleting your account deletes all your orders/);
  });

  it('applies a passage’s condition to the shopper’s case', () => {
    const window = 'You can return any product within 30 days of delivery for a refund.';
    expect(verdictOf('Can I return a drive I got 10 days ago?', window)).toBe('Yes');
    expect(verdictOf('Can I return a drive I got 2 months ago?', window)).toBe('No');
    expect(verdictOf('How long is the return window?', window)).toBeUndefined();
    const cancel = 'You can cancel free of charge at any time before it ships.';
    expect(verdictOf('can I cancel once the parcel shipped? i mean after it ships', cancel)).toBe('No');
    const age = 'You must be at least 18 to place an order.';
    expect(verdictOf('can I order if I am 15', age)).toBe('No');
    expect(verdictOf('can I order if I am 30', age)).toBe('Yes');
  });

  it('weighs the clause that asks over the one that sets the scene, and reads contractions as no words', () => {
    const asked = retrievePolicy('I signed in with my account, do you sell it to advertisers?')[0]?.text;
    expect(asked).toMatch(/not sell/);
    // "don't" is a negation, not a word a passage about promo codes shares.
    for (const p of retrievePolicy("can i return it if i don't like it")) expect(p.section).toBe('Returns');
    // A condition of several alternatives is met by one of them said, not by one shared word.
    const either =
      'To start, email us. If the product is faulty or we sent the wrong item, we also refund the shipping.';
    expect(verdictOf('it came faulty, will you refund my postage?', either)).toBe('Yes');
    expect(verdictOf('i picked the wrong size, will you refund my postage?', either)).toBe('No');
  });

  it('a yes says how, and a point the pages do not make is said so with what they say nearest to it', () => {
    const yes = answerPolicy('it was delivered 10 days ago and never opened, can i return it?');
    expect(yes.verdict).toBe('Yes');
    expect(yes.passages.some((p) => /^To /.test(p.text))).toBe(true);
    const gap = answerPolicy('roughly how long is delivery to my town, in days?');
    expect(gap.gap).toBeDefined();
    expect(gap.passages.map((p) => p.text).join(' ')).toMatch(/estimate/i);
    expect(gap.passages.join(' ')).not.toMatch(/30 days/);
  });

  it('gives no yes or no to a question that asks how or what to do', () => {
    const sentence = 'The warranty does not limit your rights under consumer law.';
    expect(verdictOf('my drive stopped after a year, what do i do now', sentence)).toBeUndefined();
    expect(verdictOf('it broke after a year, how can i get it fixed', sentence)).toBeUndefined();
    expect(verdictOf('the warranty ran out. do i have rights under consumer law?', sentence)).toBe('No');
  });

  it('an answer carries the page link', () => {
    expect(policyAnswerText('what does shipping cost under the free threshold', ['shipping'])).toContain(
      '/terms-and-conditions',
    );
  });
});
