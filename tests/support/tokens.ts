// Firebase-style ID tokens signed by a key pair made for the test, the verifier that trusts it, and forgeries.
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { createTokenVerifier, type TokenVerifier } from '../../src/server/auth/verify-token.ts';

export const TEST_PROJECT_ID = 'pcstore-test';

export interface TestTokens {
  verifier: TokenVerifier;
  /** A valid token for `uid` (with `email`, verified unless told otherwise). */
  tokenFor(uid: string, options?: { email?: string; verified?: boolean }): Promise<string>;
  /** A well-formed token for `uid` signed by a key the verifier does not trust. */
  forged(uid: string): Promise<string>;
}

export async function testTokens(): Promise<TestTokens> {
  const pair = await generateKeyPair('RS256');
  const forger = (await generateKeyPair('RS256')).privateKey;
  const keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }],
  });
  const sign = (uid: string, signer: CryptoKey, email = `${uid}@example.com`, verified = true) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      auth_time: now - 10,
      email,
      email_verified: verified,
      firebase: { sign_in_provider: 'password' },
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
      .setAudience(TEST_PROJECT_ID)
      .setIssuer(`https://securetoken.google.com/${TEST_PROJECT_ID}`)
      .setSubject(uid)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + 3600)
      .sign(signer);
  };
  return {
    verifier: createTokenVerifier({ projectId: TEST_PROJECT_ID, keys }),
    tokenFor: (uid, { email, verified = true } = {}) => sign(uid, pair.privateKey, email, verified),
    forged: (uid) => sign(uid, forger),
  };
}
