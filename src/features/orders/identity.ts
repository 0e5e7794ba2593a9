// The accounts feature as the cart and orders pages use it (src/features/auth: the `$user` atom, the session that
// loads Firebase on demand and the ID token). Firebase is fetched only when the "signed in as" hint says someone
// is signed in, or when a page really needs a token.
import { $authReady, $user } from '../auth/store.ts';
import type { AuthUser } from '../auth/user.ts';
import { loginPathFor } from '../auth/redirects.ts';

export { $authReady, $user, loginPathFor };
export type { AuthUser };

/** The signed-in user as Firebase confirms it (loads Firebase). */
export async function confirmUser(): Promise<AuthUser | null> {
  const { confirmedUser } = await import('../auth/session.ts');
  return confirmedUser();
}

/** A current ID token for the orders API, or null when nobody is signed in. */
export async function idToken(): Promise<string | null> {
  const { startSession } = await import('../auth/session.ts');
  return (await startSession()).idToken();
}
