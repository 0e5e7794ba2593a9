// The one way a Function learns who is calling: `Authorization: Bearer <Firebase ID token>`, verified.
import { problem } from '../http.ts';
import type { Erasures } from './erasures.ts';
import { TokenError, type TokenVerifier, type VerifiedUser } from './verify-token.ts';

export type UserResult = { ok: true; user: VerifiedUser } | { ok: false; response: Response };

const challenge = (error?: string) => ({ 'WWW-Authenticate': error ? `Bearer error="${error}"` : 'Bearer' });

/**
 * The verified caller, or the answer to send instead: 401 problem details for a missing or refused token (never
 * saying why it was refused), 503 when sign-in cannot be checked (no project configured, Google's keys unreachable).
 */
export async function requireUser(
  request: Request,
  verifier: TokenVerifier | null,
  erased?: Erasures,
): Promise<UserResult> {
  if (!verifier) {
    console.error('requireUser: no Firebase project configured (FIREBASE_PROJECT_ID or PUBLIC_FIREBASE_PROJECT_ID)');
    return { ok: false, response: problem(503, 'Sign-in cannot be checked right now. Please try again later.') };
  }
  const token = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) {
    return {
      ok: false,
      response: problem(401, 'Sign in first: this needs a signed-in user.', { headers: challenge() }),
    };
  }
  try {
    const user = await verifier(token);
    // A token of an account whose data was erased since it was issued (the account is being deleted) is refused.
    if (erased && (await erased.refuses(user))) throw new TokenError('Token issued before the account was erased');
    return { ok: true, user };
  } catch (error) {
    if (error instanceof TokenError) {
      return {
        ok: false,
        response: problem(401, 'Your sign-in has expired or is not valid. Sign in again.', {
          headers: challenge('invalid_token'),
        }),
      };
    }
    console.error('requireUser: could not verify a token', error);
    return { ok: false, response: problem(503, 'Sign-in cannot be checked right now. Please try again later.') };
  }
}
