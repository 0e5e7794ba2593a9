// The content editor's fields (keystatic.config.ts), built from the same rules as the content collections' schemas
// (src/domain/catalog/content-rules.ts), so a value the editor accepts is one the build accepts. A policy's text is
// checked before it is saved by the same function the build runs (content-checks.ts), and its problems are listed
// under the text as the editor types.
import { fields } from '@keystatic/core';
import { Notice } from '@keystar/ui/notice';
import { Text } from '@keystar/ui/typography';
import type { ComponentProps } from 'react';
import {
  brandRules,
  policyBodyProblems,
  policyRules,
  type ContentProblem,
  type IntegerRule,
  type TextRule,
} from '~/domain/catalog';
import type { PolicyId } from '~/domain/site';

export const textField = (rule: TextRule) =>
  fields.text({
    label: rule.label,
    ...(rule.description ? { description: rule.description } : {}),
    multiline: rule.multiline ?? false,
    validation: { length: { min: rule.min, max: rule.max }, ...(rule.pattern ? { pattern: rule.pattern } : {}) },
  });

export const integerField = (rule: IntegerRule) =>
  fields.integer({ label: rule.label, validation: { isRequired: true, min: rule.min, max: rule.max } });

type MarkdownField = ReturnType<typeof fields.markdoc>;
type MarkdownValue = Parameters<MarkdownField['validate']>[0];

/** The Markdown a policy's text saves as. */
export function markdownOf(field: MarkdownField, value: MarkdownValue): string {
  return new TextDecoder().decode(field.serialize(value, { slug: undefined }).content ?? new Uint8Array());
}

/** A policy's text: Markdown with headings, lists, links and emphasis, and nothing the build would refuse. */
export function policyBodyField(id: PolicyId, addresses: ReadonlySet<string>): MarkdownField {
  const field = fields.markdoc({
    label: policyRules.body.label,
    description:
      'Headings, lists, links and bold or italic text. Links go to pages of this store or to https:// sites.',
    extension: 'md',
    options: {
      heading: [2, 3],
      image: false,
      table: false,
      codeBlock: false,
      code: false,
      divider: false,
      blockquote: false,
    },
  });
  return withChecks(field, (markdown) => policyBodyProblems(id, markdown, addresses));
}

/**
 * `field`, refusing to save a text with problems (the first one is the reason Keystatic logs) and listing them under
 * the text as the editor types.
 */
export function withChecks(field: MarkdownField, check: (markdown: string) => ContentProblem[]): MarkdownField {
  const problemsOf = (value: MarkdownValue) => check(markdownOf(field, value));
  function Input(props: ComponentProps<MarkdownField['Input']>) {
    return (
      <>
        <BodyProblems problems={problemsOf(props.value)} />
        <field.Input {...props} />
      </>
    );
  }
  return {
    ...field,
    Input,
    validate(value) {
      const [first] = problemsOf(value);
      if (first) throw new Error(first.message);
      return field.validate(value);
    },
  };
}

function BodyProblems({ problems }: { problems: readonly ContentProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Notice tone="critical" margin="regular" aria-live="polite">
      <Text>
        Fix {problems.length === 1 ? 'this' : 'these'} before saving:
        <ul>
          {problems.map((problem) => (
            <li key={`${problem.line ?? ''}${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      </Text>
    </Notice>
  );
}

/** A policy page's fields: its front matter, then its text. */
export function policyFields(id: PolicyId, addresses: ReadonlySet<string>) {
  return {
    title: textField(policyRules.title),
    description: textField(policyRules.description),
    updated: fields.date({
      label: policyRules.updated.label,
      description: policyRules.updated.description,
      validation: { isRequired: true },
    }),
    body: policyBodyField(id, addresses),
  };
}

/** A brand's fields, in its file's order; the id is its file's name and is kept as it is. */
export function brandFields() {
  return {
    id: fields.ignored(),
    name: textField(brandRules.name),
    tagline: textField(brandRules.tagline),
    founded: integerField(brandRules.founded),
    headquarters: textField(brandRules.headquarters),
    story: fields.array(textField(brandRules.paragraph), {
      label: brandRules.story.label,
      itemLabel: (props) => `${props.value.slice(0, 60)}…`,
      validation: { length: { min: brandRules.story.min, max: brandRules.story.max } },
    }),
    lines: fields.array(
      fields.object({
        name: textField(brandRules.lineName),
        category: textField(brandRules.lineCategory),
        text: textField(brandRules.lineText),
      }),
      {
        label: brandRules.lines.label,
        itemLabel: (props) => props.fields.name.value,
        validation: { length: { min: brandRules.lines.min, max: brandRules.lines.max } },
      },
    ),
    colors: fields.object(
      { primary: textField(brandRules.primary), accent: textField(brandRules.accent) },
      { label: 'Colours' },
    ),
  };
}
