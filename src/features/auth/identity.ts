// The accounts feature as the other features' React roots use it (checkout, orders, the product editor): the `$user`
// atom, the session that loads Firebase on demand and the ID token. Firebase is fetched only when the "signed in as" hint says someone
// is signed in, or when a page really needs a token.
import { $authReady, $user } from './store.ts';
import type { AuthUser } from './user.ts';
import { loginPathFor } from './redirects.ts';

export { $authReady, $user, loginPathFor };
export type { AuthUser };

/** The signed-in user as Firebase confirms it (loads Firebase). */
export async function confirmUser(): Promise<AuthUser | null> {
  const { confirmedUser } = await import('./session.ts');
  return confirmedUser();
}

/** A current ID token for the store's APIs, or null when nobody is signed in. */
export async function idToken(): Promise<string | null> {
  const { startSession } = await import('./session.ts');
  return (await startSession()).idToken();
}
