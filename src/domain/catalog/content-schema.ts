// The brand and policy collections' schemas: only the build (content collections) and the Functions read those files,
// so they live apart from the product schema, which the editor takes to the browser. Every bound comes from
// content-rules.ts, which the content editor's fields are built from too.
import * as z from 'zod/mini';
import { brandRules, policyRules, type IntegerRule, type ListRule, type TextRule } from './content-rules.ts';
import { brandIdSchema, type BrandId } from './schema.ts';

/** A text field's rule as zod checks, with the editor's own words for each bound. */
export const textOf = (rule: TextRule) =>
  z
    .string()
    .check(
      z.minLength(rule.min, `${rule.label} must be at least ${rule.min} characters`),
      z.maxLength(rule.max, `${rule.label} must be at most ${rule.max} characters`),
      ...(rule.pattern ? [z.regex(rule.pattern.regex, rule.pattern.message)] : []),
    );
const integerOf = (rule: IntegerRule) =>
  z
    .int()
    .check(
      z.gte(rule.min, `${rule.label} must be ${rule.min} or later`),
      z.lte(rule.max, `${rule.label} must be ${rule.max} or earlier`),
    );
const listOf = <T extends z.core.SomeType>(item: T, rule: ListRule) =>
  z
    .array(item)
    .check(
      z.minLength(rule.min, `${rule.label} needs at least ${rule.min}`),
      z.maxLength(rule.max, `${rule.label} holds at most ${rule.max}`),
    );

export const brandSchema = z.object({
  id: brandIdSchema,
  name: textOf(brandRules.name),
  tagline: textOf(brandRules.tagline),
  founded: integerOf(brandRules.founded),
  headquarters: textOf(brandRules.headquarters),
  story: listOf(textOf(brandRules.paragraph), brandRules.story),
  lines: listOf(
    z.object({
      name: textOf(brandRules.lineName),
      category: textOf(brandRules.lineCategory),
      text: textOf(brandRules.lineText),
    }),
    brandRules.lines,
  ),
  colors: z.object({ primary: textOf(brandRules.primary), accent: textOf(brandRules.accent) }),
});
export type Brand = z.infer<typeof brandSchema>;

export const policySchema = z.object({
  title: textOf(policyRules.title),
  description: textOf(policyRules.description),
  updated: z.coerce.date(`${policyRules.updated.label} must be a date`),
});

/** Each brand's display name: its file's, or a default for a brand without one. */
export function brandNamesOf(brands: readonly Pick<Brand, 'id' | 'name'>[]): Record<BrandId, string> {
  const names = { biwin: 'Biwin', fenvi: 'Fenvi' } satisfies Record<BrandId, string>;
  for (const brand of brands) names[brand.id] = brand.name;
  return names;
}
