// The policy facts the assistant may state. A Function cannot read Markdown through astro:content, and reading the
// .md files at run time depends on them being shipped beside the bundle, so the facts live here as code;
// tests/unit/chat-policies.test.ts fails when src/content/policies/*.md stop saying the same thing.
import { formatPrice } from '../../features/catalog/format.ts';

/** "$50" rather than "$50.00", as the policy pages write it. */
const money = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : formatPrice(cents));

export const SHIPPING_FREE_FROM_CENTS = 5_000;
export const SHIPPING_FLAT_CENTS = 599;
export const RETURN_DAYS = 30;
export const SUPPORT_EMAIL = 'support@example.com';

export type PolicyTopic = 'shipping' | 'returns' | 'warranty' | 'privacy' | 'pricing';

export interface PolicyFact {
  topic: PolicyTopic;
  text: string;
  path: '/terms-and-conditions' | '/privacy-policy';
}

export const policyFacts: readonly PolicyFact[] = [
  {
    topic: 'shipping',
    text: `Shipping is free on orders of ${money(SHIPPING_FREE_FROM_CENTS)} or more (after discounts, before tax); orders under ${money(SHIPPING_FREE_FROM_CENTS)} pay a flat ${money(SHIPPING_FLAT_CENTS)}.`,
    path: '/terms-and-conditions',
  },
  {
    topic: 'returns',
    text: `Any product can be returned within ${RETURN_DAYS} days of delivery for a refund if it is complete, undamaged and in its original packaging; email ${SUPPORT_EMAIL} with the order number to start a return.`,
    path: '/terms-and-conditions',
  },
  {
    topic: 'warranty',
    text: `Products carry their manufacturer's warranty (Biwin or Fenvi); each product's warranty period is listed in its specifications, and claims go through the manufacturer, with our help at ${SUPPORT_EMAIL}.`,
    path: '/terms-and-conditions',
  },
  {
    topic: 'pricing',
    text: 'Prices are in US dollars (USD); sales tax, where it applies, is added at checkout. This is a demonstration store: orders are not fulfilled and no payment is taken.',
    path: '/terms-and-conditions',
  },
  {
    topic: 'privacy',
    text: 'The store does not sell personal data or use it for advertising; assistant conversations are kept no longer than 30 days. Do not share personal details with the assistant.',
    path: '/privacy-policy',
  },
];
