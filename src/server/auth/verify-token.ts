// Verifies Firebase ID tokens for the Functions: a Function trusts a user only through this (DESIGN "Accounts").
// Production tokens are RS256-signed by Google; the Auth Emulator's are unsigned and are accepted only when the
// Function is configured for the emulator AND the project is a `demo-` project, which cannot exist in production.
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { EMULATOR_PROJECT_ID } from '../../domain/auth/index.ts';
import { errorSentence } from '../../domain/errors/index.ts';
import { createGoogleKeySource } from './google-keys.ts';

/** Clocks differ a little between Google, the browser and this server. */
export const CLOCK_SKEW_SECONDS = 30;
/** Firebase ID tokens are about 1 KB; anything far larger is not one and is not worth parsing. */
const MAX_TOKEN_CHARS = 8_192;

export const verifiedUserSchema = z.object({
  uid: z.string().min(1).max(128),
  email: z.string().optional(),
  name: z.string().optional(),
  emailVerified: z.boolean(),
  /** How the user signed in: `google.com`, `password`, … */
  provider: z.string(),
  /** When the token was issued (seconds since the epoch): tokens issued before an account's erasure are refused. */
  issuedAt: z.number(),
});
export type VerifiedUser = z.infer<typeof verifiedUserSchema>;

const claimsSchema = z.object({
  aud: z.string(),
  iss: z.string(),
  sub: z.string().min(1).max(128),
  exp: z.number(),
  iat: z.number(),
  auth_time: z.number(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  firebase: z.object({ sign_in_provider: z.string() }).optional(),
});

/** A token we refuse. The reason is for logs and tests; callers answer 401 without it. */
export class TokenError extends Error {
  override readonly name = 'TokenError';
}

export type TokenVerifier = (token: string) => Promise<VerifiedUser>;

export interface TokenVerifierOptions {
  projectId: string;
  /** Where signing keys come from: Google's JWKS in production, a test's own keys in tests. */
  keys: JWTVerifyGetKey;
  /** Accept the emulator's unsigned tokens. Only honoured for a `demo-` project. */
  allowUnsigned?: boolean;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

export function createTokenVerifier({
  projectId,
  keys,
  allowUnsigned = false,
  now = Date.now,
}: TokenVerifierOptions): TokenVerifier {
  const issuer = `https://securetoken.google.com/${projectId}`;
  const unsignedAllowed = allowUnsigned && projectId.startsWith('demo-');

  /** The claim checks Firebase documents, applied to signed and emulator tokens alike. */
  const check = (payload: JWTPayload): VerifiedUser => {
    const parsed = claimsSchema.safeParse(payload);
    if (!parsed.success) throw new TokenError(`Token claims are missing or malformed: ${errorSentence(parsed.error)}`);
    const claims = parsed.data;
    const time = Math.floor(now() / 1000);
    if (claims.aud !== projectId) throw new TokenError('Token audience is another project');
    if (claims.iss !== issuer) throw new TokenError('Token issuer is not Firebase for this project');
    if (claims.exp <= time - CLOCK_SKEW_SECONDS) throw new TokenError('Token has expired');
    if (claims.iat > time + CLOCK_SKEW_SECONDS) throw new TokenError('Token is issued in the future');
    if (claims.auth_time > time + CLOCK_SKEW_SECONDS) throw new TokenError('Token sign-in time is in the future');
    return {
      uid: claims.sub,
      ...(claims.email !== undefined ? { email: claims.email } : {}),
      ...(claims.name !== undefined ? { name: claims.name } : {}),
      emailVerified: claims.email_verified ?? false,
      provider: claims.firebase?.sign_in_provider ?? 'unknown',
      issuedAt: claims.iat,
    };
  };

  return async (token) => {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS || token.split('.').length !== 3)
      throw new TokenError('Not a JWT');
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new TokenError('Token header is not readable');
    }
    if (header.alg === 'none') {
      if (!unsignedAllowed) throw new TokenError('Unsigned token outside the Auth Emulator');
      if (!token.endsWith('.')) throw new TokenError('Unsigned token carries a signature');
      try {
        return check(decodeJwt(token));
      } catch (error) {
        throw error instanceof TokenError ? error : new TokenError('Token payload is not readable');
      }
    }
    if (header.alg !== 'RS256') throw new TokenError(`Token algorithm ${String(header.alg)} is not RS256`);
    if (typeof header.kid !== 'string' || header.kid === '') throw new TokenError('Token names no signing key (kid)');
    // Google signs no token for a demo- project (the Auth Emulator's, which cannot exist in production), and a token
    // whose readable claims name another project cannot pass: both are refused without fetching Google's keys, so
    // forged tokens cost no fetch and get a 401 even when the keys cannot be reached.
    if (projectId.startsWith('demo-')) throw new TokenError('Signed token for a demo project');
    let unverified: JWTPayload;
    try {
      unverified = decodeJwt(token);
    } catch {
      throw new TokenError('Token payload is not readable');
    }
    if (unverified.aud !== projectId || unverified.iss !== issuer) throw new TokenError('Token is for another project');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        audience: projectId,
        issuer,
        clockTolerance: CLOCK_SKEW_SECONDS,
        currentDate: new Date(now()),
        requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
      }));
    } catch (error) {
      // Invalid signatures, unknown keys and failed claim checks are the caller's problem (401); a failure to fetch
      // Google's keys is ours (the caller answers 503).
      if (error instanceof errors.JOSEError) throw new TokenError(`Token refused: ${error.code}`);
      throw error;
    }
    return check(payload);
  };
}

let googleKeys: JWTVerifyGetKey | undefined;

/** The explicit local mode: `npm start` and the tests switch it on (scripts/with-auth-emulator.mjs); nothing else does. */
export const LOCAL_MODE_VARIABLE = 'STORE_LOCAL_MODE';
/**
 * Variables that say the code runs on Netlify: NETLIFY, SITE_ID and DEPLOY_ID in its builds, the Lambda runtime's own
 * in its Functions.
 */
export const NETLIFY_MARKERS = [
  'NETLIFY',
  'SITE_ID',
  'DEPLOY_ID',
  'AWS_EXECUTION_ENV',
  'AWS_LAMBDA_FUNCTION_NAME',
  'LAMBDA_TASK_ROOT',
];

/** The part of Netlify's Blobs context (base64 JSON in NETLIFY_BLOBS_CONTEXT) that says where the store is. */
const blobsContextSchema = z.object({ siteID: z.string(), deployID: z.string(), edgeURL: z.url() });
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Netlify's local emulation (`astro dev`, scripts/serve.mjs) runs Functions as Lambda does and sets the Lambda
 * variables too, so they cannot tell it from a deploy. Its Blobs context can: site and deploy "0", the store on this
 * machine. A deployed Function's context names its real site, deploy and Netlify's store.
 */
function emulatedLocally(env: Readonly<Record<string, string | undefined>>): boolean {
  const encoded = env['NETLIFY_BLOBS_CONTEXT'];
  if (!encoded) return false;
  try {
    const context = blobsContextSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
    return (
      context.success &&
      context.data.siteID === '0' &&
      context.data.deployID === '0' &&
      LOOPBACK.has(new URL(context.data.edgeURL).hostname)
    );
  } catch {
    return false;
  }
}

export function runsOnNetlify(env: Readonly<Record<string, string | undefined>>): boolean {
  return NETLIFY_MARKERS.some((name) => Boolean(env[name]?.trim())) && !emulatedLocally(env);
}

let warned = false;

/**
 * True only in the explicit local mode (STORE_LOCAL_MODE=1) with the Auth Emulator configured, and never on Netlify:
 * the emulator's tokens are unsigned, so anyone can write one, and a variable copied into a deployed site's settings
 * must not be enough to trust them.
 */
export function trustsEmulator(env: Readonly<Record<string, string | undefined>>): boolean {
  if (!env['FIREBASE_AUTH_EMULATOR_HOST']?.trim() || env[LOCAL_MODE_VARIABLE] !== '1') return false;
  if (!runsOnNetlify(env)) return true;
  if (!warned) console.error(`${LOCAL_MODE_VARIABLE} is refused on Netlify: Auth Emulator tokens are not accepted`);
  warned = true;
  return false;
}

/**
 * The verifier for a Function's environment, or null when no Firebase project is configured. FIREBASE_PROJECT_ID (or
 * the site's PUBLIC_FIREBASE_PROJECT_ID) names the project. FIREBASE_AUTH_EMULATOR_HOST, which
 * scripts/with-auth-emulator.mjs sets, stands for the emulator's demo project, whose tokens are accepted only in the
 * local mode (trustsEmulator); outside it every token of that project is refused (401), since Google signs none.
 */
export function tokenVerifierFromEnv(env: Record<string, string | undefined>): TokenVerifier | null {
  const emulator = Boolean(env['FIREBASE_AUTH_EMULATOR_HOST']?.trim());
  const projectId =
    env['FIREBASE_PROJECT_ID']?.trim() ||
    env['PUBLIC_FIREBASE_PROJECT_ID']?.trim() ||
    (emulator ? EMULATOR_PROJECT_ID : '');
  if (!projectId) return null;
  googleKeys ??= createGoogleKeySource();
  return createTokenVerifier({ projectId, keys: googleKeys, allowUnsigned: trustsEmulator(env) });
}
