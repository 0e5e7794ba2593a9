import type { AuthErrorCode } from './errors.ts';

/** Where the delete-account dialog stands: asking, or asking the user to prove it is them first. */
export type DeleteStep = 'confirm' | 'reauth-google' | 'reauth-password';

/**
 * The step after a failed delete. Firebase refuses to delete an account whose sign-in is not recent; then the user
 * confirms with how they sign in (Google in a popup, else their password) and the delete is tried again.
 * Null: no way to re-authenticate here, or another error; show its message.
 */
export function stepAfterDeleteError(
  code: AuthErrorCode,
  methods: ReadonlyArray<'google' | 'password'>,
): DeleteStep | null {
  if (code !== 'requires-recent-login') return null;
  if (methods.includes('google')) return 'reauth-google';
  if (methods.includes('password')) return 'reauth-password';
  return null;
}
