import * as z from 'zod/mini';
import { accountLabel, HINT_TEXT_FIELDS, UID_MAX_LENGTH } from './hint-rules.ts';

// The hint's rules live in hint-rules.ts, which the header's paint script (paint-hint.ts) checks a stored hint by too.
type TextField = (typeof HINT_TEXT_FIELDS)[number];
const textFields = Object.fromEntries(HINT_TEXT_FIELDS.map((key) => [key, z.nullable(z.string())])) as Record<
  TextField,
  z.ZodMiniNullable<z.ZodMiniString>
>;

/**
 * The signed-in user as every React root sees it (docs/rules.md#avatar), and the shape of the persisted "signed in as"
 * hint.
 */
export const authUserSchema = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(UID_MAX_LENGTH)),
  ...textFields,
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** What the drawer and the profile call the user: the display name, else the email (docs/rules.md#header-and-footer). */
export function userLabel(user: AuthUser): string {
  return accountLabel(user);
}

/** Reads a stored hint; anything that is not a valid user (old format, hand-edited, corrupt) counts as signed out. */
export function parseHint(raw: string | null | undefined): AuthUser | null {
  if (!raw) return null;
  try {
    const result = authUserSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
