// The policy facts the assistant may state. A Function cannot read Markdown through astro:content, and reading the
// .md files at run time depends on them being shipped beside the bundle, so the facts live here as code;
// tests/unit/chat-policies.test.ts fails when src/content/policies/*.md stop saying the same thing.
import { formatPrice } from '../../features/catalog/index.ts';
// The cart's own shipping rule, so the assistant, the cart page and the orders Function can never disagree.
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from '../../features/cart/index.ts';
import { policyRoutes, routes, type PolicyId } from '../../features/platform/index.ts';

/** "$50" rather than "$50.00", as the policy pages write it. */
const money = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : formatPrice(cents));

export const RETURN_DAYS = 30;
export const SUPPORT_EMAIL = 'support@example.com';

export type PolicyTopic = 'shipping' | 'returns' | 'warranty' | 'privacy' | 'pricing' | 'chat' | 'orders';

export interface PolicyFact {
  topic: PolicyTopic;
  text: string;
  path: (typeof policyRoutes)[PolicyId];
}

export const policyFacts: readonly PolicyFact[] = [
  {
    topic: 'shipping',
    text: `Shipping is free on orders of ${money(FREE_SHIPPING_FROM)} or more (after discounts, before tax); orders under ${money(FREE_SHIPPING_FROM)} pay a flat ${money(SHIPPING_FEE)}.`,
    path: routes.terms,
  },
  {
    topic: 'returns',
    text: `Any product can be returned within ${RETURN_DAYS} days of delivery for a refund if it is complete, undamaged and in its original packaging; email ${SUPPORT_EMAIL} with the order number to start a return. If it arrives faulty, we also refund the shipping and pay for the return.`,
    path: routes.terms,
  },
  {
    topic: 'warranty',
    text: `Products carry their manufacturer's warranty (Biwin or Fenvi); each product's warranty period is listed in its specifications, and claims go through the manufacturer, with our help at ${SUPPORT_EMAIL}.`,
    path: routes.terms,
  },
  {
    topic: 'pricing',
    text: 'Prices are in US dollars (USD); sales tax, where it applies, is added at checkout. This is a demonstration store: orders are not fulfilled and no payment is taken.',
    path: routes.terms,
  },
  {
    topic: 'privacy',
    text: 'The store does not sell personal data or use it for advertising; assistant conversations are kept no longer than 30 days. Do not share personal details with the assistant.',
    path: routes.privacy,
  },
  {
    topic: 'chat',
    text: 'Assistant conversations are not stored in your account: they are kept only as long as needed to answer you and to investigate abuse, and no longer than 30 days. This chat itself lives in your browser tab (session storage) and is gone when you press Clear or close the tab. Please do not share personal data such as your address, phone number, payment details or passwords with the assistant.',
    path: routes.privacy,
  },
  {
    topic: 'orders',
    text: `Signed in, you can see your orders and their status at /orders2. You can cancel an order free of charge at any time before it ships by emailing ${SUPPORT_EMAIL}; we may cancel an order if a product is out of stock or a price was shown incorrectly, and refund you in full.`,
    path: routes.terms,
  },
];
