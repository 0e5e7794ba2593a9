// Questions about each section of each policy page, with the phrases that decide them. The phrases are checked against
// the section's own text when the questions are made, so an edited policy cannot leave the oracle expecting words that
// are no longer there: every section must have questions, and every phrase must be in its section.
import type { PolicyPage } from './data.ts';
import { containsValue } from './values.ts';

interface SectionQuestions {
  readonly questions: readonly string[];
  /** The reply must contain one of these (each must be in the section). */
  readonly anyOf: readonly string[];
  /** Sections of the other page on the same subject, whose phrases are not counted as unrelated. */
  readonly related?: readonly string[];
}

const TABLE: Readonly<Record<string, Readonly<Record<string, SectionQuestions>>>> = {
  'privacy-policy': {
    'Who we are': {
      questions: ['Who runs this store, and who do I ask about privacy?', 'Who is behind this shop privacy-wise?'],
      anyOf: ['support@example.com'],
      related: ['Contact', 'Orders', 'Returns', 'Warranty'],
    },
    'What we collect': {
      questions: ['Do you store my Google password?', 'What personal data do you collect about me?'],
      anyOf: ['Google password', 'account information', 'payment card numbers'],
    },
    'How we use it': {
      questions: ['Do you sell my personal data to advertisers?', 'What do you use my personal information for?'],
      anyOf: ['do not sell', 'advertising', 'marketing profiles'],
    },
    'The AI assistant': {
      questions: ['Where do my chat messages with the assistant go?', 'Who processes what I type to the AI assistant?'],
      anyOf: ['third-party AI provider', 'AI provider'],
      related: ['Compatibility and product information'],
    },
    'Cookies and local storage': {
      questions: ['Do you use tracking cookies?', 'What cookies does the site set?'],
      anyOf: ['cross-site tracking', 'essential cookies'],
    },
    'Who we share data with': {
      questions: ['Who do you share my data with?', 'Which companies get my personal data?'],
      anyOf: ['service providers', 'hosting provider'],
    },
    'How long we keep it': {
      questions: ['How long do you keep server logs?', 'How long are my assistant conversations kept?'],
      anyOf: ['30 days'],
      related: ['Returns'],
    },
    'Your rights': {
      questions: ['How quickly will you answer a request for my personal data?', 'Can I get a copy of my data?'],
      anyOf: ['within 30 days', 'portable format'],
      related: ['Contact', 'Returns'],
    },
    Children: {
      questions: ['Do you collect data from children?', 'Is the store aimed at kids?'],
      anyOf: ['under 16'],
      related: ['Orders'],
    },
    'Changes to this policy': {
      questions: ['How will I know if the privacy policy changes?', 'What happens when you change the privacy policy?'],
      anyOf: ['update the date', 'announced on the site'],
      related: ['Changes to these terms'],
    },
    Contact: {
      questions: ['Who do I contact with a question about the privacy policy?'],
      anyOf: ['support@example.com'],
      related: ['Contact', 'Orders', 'Returns', 'Warranty'],
    },
  },
  'terms-and-conditions': {
    Orders: {
      questions: ['How old do I have to be to place an order?', 'Can I cancel my order before it ships?'],
      anyOf: ['at least 18', 'free of charge', 'before it ships'],
      related: ['Children', 'Who we are', 'Contact', 'Your rights'],
    },
    Pricing: {
      questions: ['What currency are your prices in?', 'Is sales tax included in the price?'],
      anyOf: ['US dollars', 'USD', 'added at checkout'],
    },
    Shipping: {
      questions: [
        'Is shipping free?',
        'How much does shipping cost on a small order?',
        'What is the free shipping threshold?',
      ],
      anyOf: ['$50', '$5.99'],
    },
    Returns: {
      questions: [
        'What is your return policy?',
        'How many days do I have to return something?',
        'How long does a refund take?',
      ],
      anyOf: ['30 days', '14 days'],
      related: ['How long we keep it', 'Your rights', 'Who we are', 'Contact'],
    },
    Warranty: {
      questions: ['Who handles warranty claims?', 'How do I make a warranty claim?'],
      anyOf: ['manufacturer'],
      related: ['Who we are', 'Contact'],
    },
    'Compatibility and product information': {
      questions: ['Whose job is it to check that a product is compatible with my system?'],
      anyOf: ['your responsibility', 'check that a product is compatible'],
      related: ['The AI assistant'],
    },
    'Limitation of liability': {
      questions: ['Are you liable if I lose data when installing an SSD?', 'What is your liability limited to?'],
      anyOf: ['loss of data', 'back up', 'amount you paid'],
    },
    'Changes to these terms': {
      questions: ['Which version of the terms applies to my order?', 'Can you change the terms after I order?'],
      anyOf: ['when you placed it', 'update these terms'],
      related: ['Changes to this policy'],
    },
    Contact: {
      questions: ['Who do I contact with a question about an order?'],
      anyOf: ['support@example.com'],
      related: ['Contact', 'Who we are', 'Your rights'],
    },
  },
};

export interface PolicyCase {
  readonly question: string;
  readonly page: string;
  readonly heading: string;
  readonly anyOf: readonly string[];
  readonly forbidden: readonly string[];
}

/**
 * Every section's questions. A reply may not contain a deciding phrase of an unrelated section of the other page that
 * the asked page never says. Throws when a section has no entry or a phrase is not in its section.
 */
export function policyCases(pages: readonly PolicyPage[]): PolicyCase[] {
  const cases: PolicyCase[] = [];
  for (const page of pages) {
    const table = TABLE[page.page];
    if (!table) throw new Error(`No oracle questions for the policy page ${page.page}`);
    for (const section of page.sections) {
      const entry = table[section.heading];
      if (!entry) throw new Error(`No oracle questions for ${page.page} § ${section.heading}`);
      const missing = entry.anyOf.filter((phrase) => !containsValue(section.text, phrase));
      if (missing.length === entry.anyOf.length) {
        throw new Error(`${page.page} § ${section.heading} no longer says ${entry.anyOf.join(' / ')}`);
      }
      const anyOf = entry.anyOf.filter((phrase) => containsValue(section.text, phrase));
      const forbidden = pages
        .filter((other) => other.page !== page.page)
        .flatMap((other) =>
          other.sections
            .filter((s) => !(entry.related ?? []).includes(s.heading))
            .flatMap((s) => TABLE[other.page]?.[s.heading]?.anyOf ?? [])
            .filter((phrase) => containsValue(other.text, phrase) && !containsValue(page.text, phrase)),
        );
      for (const question of entry.questions) {
        cases.push({ question, page: page.page, heading: section.heading, anyOf, forbidden });
      }
    }
  }
  return cases;
}
