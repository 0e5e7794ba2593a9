// The brand and policy collections' schemas: only the build (content collections) and the Functions read those files,
// so they live apart from the product schema, which the editor takes to the browser.
import * as z from 'zod/mini';
import { brandIdSchema, type BrandId } from './schema.ts';

export const brandSchema = z.object({
  id: brandIdSchema,
  name: z.string(),
  tagline: z.string(),
  founded: z.int(),
  headquarters: z.string(),
  story: z.array(z.string()).check(z.minLength(1)),
  lines: z.array(z.object({ name: z.string(), category: z.string(), text: z.string() })).check(z.minLength(1)),
  colors: z.object({ primary: z.string(), accent: z.string() }),
});
export type Brand = z.infer<typeof brandSchema>;

export const policySchema = z.object({
  title: z.string(),
  description: z.string(),
  updated: z.coerce.date(),
});

/** Each brand's display name: its file's, or a default for a brand without one. */
export function brandNamesOf(brands: readonly Pick<Brand, 'id' | 'name'>[]): Record<BrandId, string> {
  const names = { biwin: 'Biwin', fenvi: 'Fenvi' } satisfies Record<BrandId, string>;
  for (const brand of brands) names[brand.id] = brand.name;
  return names;
}
