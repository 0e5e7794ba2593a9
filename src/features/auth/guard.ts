// Route guards for the island pages. `auth` is the guard SPEC §2 names for /profile.
import { loginPathFor } from './redirects.ts';
import { confirmedUser } from './session.ts';
import type { AuthUser } from './user.ts';

/**
 * The `auth` guard: resolves with the signed-in user as Firebase knows it, or sends the visitor to sign in (and back
 * here afterwards) and resolves with null. A page renders nothing private until this has resolved with a user.
 */
export async function auth(path: string = location.pathname + location.search): Promise<AuthUser | null> {
  const user = await confirmedUser();
  if (!user) location.replace(loginPathFor(path.replace(/\.html(?=$|\?)/, '')));
  return user;
}
