// Google's public keys for Firebase ID tokens, fetched on demand and cached for as long as Google's answer says
// (Cache-Control max-age, typically hours). A token signed with a key we have not seen yet triggers one early refresh
// (Google rotates keys), at most once a minute so forged `kid`s cannot make us hammer Google. A failed fetch is
// remembered too (negative caching): for FAILURE_COOLDOWN_MS every token is checked without fetching again, so a
// stream of forged RS256 tokens during an outage costs one fetch, not one each.
import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

export const GOOGLE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const FALLBACK_MAX_AGE_S = 60 * 60;
const UNKNOWN_KID_COOLDOWN_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;
/** After a failed fetch, tokens are checked against what we have (or refused) for this long before trying again. */
export const FAILURE_COOLDOWN_MS = 30_000;

export const googleJwksSchema = z.object({
  keys: z
    .array(
      z.object({
        kty: z.literal('RSA'),
        kid: z.string().min(1),
        n: z.string().min(1),
        e: z.string().min(1),
        alg: z.string().optional(),
        use: z.string().optional(),
      }),
    )
    .min(1),
});

/** Seconds from a Cache-Control header's max-age, or null when it has none (or forbids caching). */
export function maxAgeSeconds(cacheControl: string | null): number | null {
  if (!cacheControl || /(?:^|,)\s*(?:no-store|no-cache)\s*(?:,|$)/i.test(cacheControl)) return null;
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?\s*(?:,|$)/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

export interface GoogleKeyOptions {
  url?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface Cached {
  keys: JWTVerifyGetKey;
  kids: ReadonlySet<string>;
  fetchedAt: number;
  expiresAt: number;
}

/** A jose key source over Google's published JWKS, with the caching described above. */
export function createGoogleKeySource({
  url = GOOGLE_JWKS_URL,
  fetch: fetchKeys = fetch,
  now = Date.now,
}: GoogleKeyOptions = {}): JWTVerifyGetKey {
  let cached: Cached | undefined;
  let refreshing: Promise<Cached> | undefined;
  let failure: { at: number; error: unknown } | undefined;

  const refresh = async (): Promise<Cached> => {
    const response = await fetchKeys(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Google's token keys answered ${response.status}`);
    const jwks = googleJwksSchema.parse(await response.json());
    const set: JSONWebKeySet = {
      keys: jwks.keys.map(({ kty, kid, n, e, alg, use }) => ({
        kty,
        kid,
        n,
        e,
        ...(alg ? { alg } : {}),
        ...(use ? { use } : {}),
      })),
    };
    const fetchedAt = now();
    const maxAge = maxAgeSeconds(response.headers.get('Cache-Control')) ?? FALLBACK_MAX_AGE_S;
    return {
      keys: createLocalJWKSet(set),
      kids: new Set(jwks.keys.map((k) => k.kid)),
      fetchedAt,
      expiresAt: fetchedAt + maxAge * 1000,
    };
  };

  const load = async (kid: string | undefined): Promise<Cached> => {
    const time = now();
    const stale = !cached || time >= cached.expiresAt;
    const unknownKid =
      cached && kid !== undefined && !cached.kids.has(kid) && time - cached.fetchedAt >= UNKNOWN_KID_COOLDOWN_MS;
    if (cached && !stale && !unknownKid) return cached;
    if (failure && time - failure.at < FAILURE_COOLDOWN_MS) {
      if (cached) return cached;
      throw failure.error;
    }
    refreshing ??= refresh().finally(() => (refreshing = undefined));
    try {
      cached = await refreshing;
      failure = undefined;
    } catch (error) {
      failure = { at: now(), error };
      // Keys outlive their max-age in practice; an outage at Google should not sign everyone out.
      if (!cached) throw error;
      console.warn('Could not refresh Google token keys; using the cached ones', error);
    }
    return cached;
  };

  return async (header, token) => (await load(header.kid)).keys(header, token);
}
