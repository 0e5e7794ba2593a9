// The "signed in as" hint's shape as plain constants, with no imports: user.ts builds the hint's schema from them, and
// the header's paint script (paint-hint.ts), which runs before any module and cannot carry zod, checks a stored hint
// by the same rules.

/** A Firebase uid is 1 to 128 characters. */
export const UID_MAX_LENGTH = 128;
/** The user's public fields besides the uid: each a string or null. */
export const HINT_TEXT_FIELDS = ['displayName', 'email', 'photoURL'] as const;

/** What the drawer and the profile call the user: the display name, else the email (docs/rules.md#header-and-footer). */
export function accountLabel(user: { displayName?: unknown; email?: unknown }): string {
  const name = typeof user.displayName === 'string' ? user.displayName.trim() : '';
  return name || (typeof user.email === 'string' && user.email) || 'Your account';
}
