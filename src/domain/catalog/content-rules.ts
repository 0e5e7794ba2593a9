// The rules of the repository's own content (the policy pages and the brand stories), written once as plain data.
// The content collections' zod schemas (content-schema.ts) and the content editor's fields (keystatic.config.ts,
// src/features/content/editor-fields.tsx) are both built from these, so the build and the editor cannot disagree
// about what a valid title, story or colour is (tests/unit/content-rules.test.ts checks that they agree).
import { policyRoutes, type PolicyId } from '../site/index.ts';

/** A text field: its label in the editor, its length in characters, and a pattern it must match. */
export interface TextRule {
  label: string;
  description?: string;
  min: number;
  max: number;
  multiline?: boolean;
  pattern?: { regex: RegExp; message: string };
}

/** A whole number's bounds. */
export interface IntegerRule {
  label: string;
  min: number;
  max: number;
}

/** How many items a list holds. */
export interface ListRule {
  label: string;
  min: number;
  max: number;
}

/** A policy page's front matter (src/content/policies/*.md); its body is checked by content-checks.ts. */
export const policyRules = {
  title: { label: 'Title', description: 'The page’s heading and its browser tab title.', min: 3, max: 80 },
  description: {
    label: 'Description',
    description: 'One or two sentences shown under the title in search results and link previews.',
    min: 50,
    max: 170,
    multiline: true,
  },
  updated: { label: 'Last updated', description: 'Shown under the title; change it when the terms change.' },
  body: { label: 'Text' },
} as const satisfies {
  title: TextRule;
  description: TextRule;
  updated: { label: string; description: string };
  body: { label: string };
};

const hexColour: TextRule = {
  label: 'Colour',
  min: 7,
  max: 7,
  pattern: { regex: /^#[0-9a-fA-F]{6}$/, message: 'A colour is # and six hexadecimal digits, like #c41e2a.' },
};

/** A brand's file (src/content/brands/*.json). Its `id` is the file's name and is not edited. */
export const brandRules = {
  name: { label: 'Name', min: 2, max: 40 },
  tagline: { label: 'Tagline', description: 'One line under the brand’s name.', min: 10, max: 120 },
  founded: { label: 'Founded (year)', min: 1800, max: 2100 },
  headquarters: { label: 'Headquarters', min: 2, max: 80 },
  story: { label: 'Story', min: 1, max: 8 },
  paragraph: {
    label: 'Paragraph',
    description: 'Plain text: the brand page shows each paragraph as written.',
    min: 40,
    max: 1200,
    multiline: true,
  },
  lines: { label: 'Product lines', min: 1, max: 12 },
  lineName: { label: 'Line name', min: 2, max: 60 },
  lineCategory: { label: 'Category', min: 2, max: 40 },
  lineText: { label: 'Description', min: 10, max: 300, multiline: true },
  primary: { ...hexColour, label: 'Primary colour' },
  accent: { ...hexColour, label: 'Accent colour' },
} as const satisfies {
  founded: IntegerRule;
  story: ListRule;
  lines: ListRule;
  [text: string]: TextRule | IntegerRule | ListRule;
};

/**
 * The sections each policy page must keep, by their level-2 heading. The assistant answers policy questions from
 * these sections by name (src/server/chat/offline/policies.ts: its topics and the store's own facts find their passages by
 * the heading's words), and its tests and the footer's links assume them.
 */
export const requiredPolicyHeadings: Readonly<Record<PolicyId, readonly string[]>> = {
  'privacy-policy': [
    'What we collect',
    'How we use it',
    'The AI assistant',
    'Cookies and local storage',
    'Who we share data with',
    'How long we keep it',
    'Your rights',
    'Contact',
  ],
  'terms-and-conditions': ['Orders', 'Pricing', 'Shipping', 'Returns', 'Warranty', 'Contact'],
};

/** The policy pages, by file name. */
export const policyIds = Object.keys(policyRoutes) as PolicyId[];
