// Google's public keys for Firebase ID tokens, as jose's remote key set: fetched on first use and kept for
// KEYS_MAX_AGE_MS; a token signed with a key not in the set (Google rotates keys) fetches the set again, at most once
// per KEYS_COOLDOWN_MS, so forged `kid`s cannot make us hammer Google.
import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';

export const GOOGLE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** Google announces new keys well before it signs with them, and an unknown `kid` fetches early anyway. */
export const KEYS_MAX_AGE_MS = 60 * 60_000;
export const KEYS_COOLDOWN_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;

/** The key set could not be read: the store's failure (503), not the caller's token's (401). */
export class KeysUnavailableError extends Error {}

/** A failure to read the key set, as jose reports it; anything else is about the token. */
const unreadable = (error: unknown): boolean =>
  !(error instanceof errors.JOSEError) ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  error.code === 'ERR_JOSE_GENERIC';

/** A jose key source over the JWK set at `url` (Google's by default; a test's own server in tests). */
export function createGoogleKeySource({ url = GOOGLE_JWKS_URL }: { url?: string } = {}): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(new URL(url), {
    timeoutDuration: FETCH_TIMEOUT_MS,
    cooldownDuration: KEYS_COOLDOWN_MS,
    cacheMaxAge: KEYS_MAX_AGE_MS,
  });
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (unreadable(error)) throw new KeysUnavailableError("Google's token keys could not be read", { cause: error });
      throw error;
    }
  };
}
