// Route guards for the pages with a React root. `auth` is the guard docs/rules.md#routes names for /profile.
import { loginPathFor } from './redirects.ts';
import { confirmedUser } from './session.ts';
import { $user } from './store.ts';
import type { AuthUser } from './user.ts';

/**
 * The `auth` guard: resolves with the signed-in user as Firebase knows it, or sends the visitor to sign in (and back
 * here afterwards) and resolves with null. A page renders nothing private until this has resolved with a user.
 */
export async function auth(path: string = location.pathname + location.search): Promise<AuthUser | null> {
  // Without the "signed in as" hint nobody is signed in here as far as this browser knows: off to sign in at once,
  // without loading Firebase. If Firebase does hold a session after all, /login confirms it and sends them straight back.
  const user = $user.get() ? await confirmedUser() : null;
  if (!user) location.replace(loginPathFor(path.replace(/\.html(?=$|\?)/, '')));
  return user;
}
