import {
  SignJWT,
  UnsecuredJWT,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { requireUser } from '../../src/server/auth/require-user.ts';
import {
  TokenError,
  createTokenVerifier,
  tokenVerifierFromEnv,
  type TokenVerifier,
} from '../../src/server/auth/verify-token.ts';

const projectId = 'pcstore-prod';
const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const seconds = Math.floor(now / 1000);
const claims = {
  aud: projectId,
  iss: `https://securetoken.google.com/${projectId}`,
  sub: 'user-123',
  iat: seconds - 60,
  exp: seconds + 3540,
  auth_time: seconds - 120,
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
  firebase: { sign_in_provider: 'google.com' },
};

let key: CryptoKey;
let otherKey: CryptoKey;
let keys: JWTVerifyGetKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }],
  });
});

const sign = (payload: Record<string, unknown> = claims, { signer = key, kid = 'key-1' as string | null } = {}) =>
  new SignJWT(payload)
    .setProtectedHeader(kid === null ? { alg: 'RS256', typ: 'JWT' } : { alg: 'RS256', kid, typ: 'JWT' })
    .sign(signer);
const unsigned = (payload: Record<string, unknown> = claims) => new UnsecuredJWT(payload).encode();
const verifier = (options: { projectId?: string; allowUnsigned?: boolean } = {}): TokenVerifier =>
  createTokenVerifier({
    projectId: options.projectId ?? projectId,
    keys,
    now: () => now,
    allowUnsigned: options.allowUnsigned ?? false,
  });
const refused = (token: Promise<string> | string, verify = verifier()) =>
  expect(Promise.resolve(token).then(verify)).rejects.toBeInstanceOf(TokenError);

describe('createTokenVerifier with signed tokens', () => {
  it('accepts a good token and returns our own user', async () => {
    await expect(verifier()(await sign())).resolves.toEqual({
      uid: 'user-123',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      emailVerified: true,
      provider: 'google.com',
      issuedAt: claims.iat,
    });
  });
  it('leaves out what the token does not say', async () => {
    const { email: _e, name: _n, email_verified: _v, firebase: _f, ...bare } = claims;
    await expect(verifier()(await sign(bare))).resolves.toEqual({
      uid: 'user-123',
      emailVerified: false,
      provider: 'unknown',
      issuedAt: claims.iat,
    });
  });
  it('refuses a token signed with another key (forged)', () => refused(sign(claims, { signer: otherKey })));
  it('refuses a token whose kid is unknown, or missing', async () => {
    await refused(sign(claims, { kid: 'key-2' }));
    await refused(sign(claims, { kid: null }));
  });
  it('refuses an expired token', () => refused(sign({ ...claims, iat: seconds - 7200, exp: seconds - 3600 })));
  it('refuses a token for another project (audience)', () => refused(sign({ ...claims, aud: 'someone-else' })));
  it('refuses a token from another issuer', () =>
    refused(sign({ ...claims, iss: 'https://securetoken.google.com/someone-else' })));
  it('refuses a token without a subject, or with an empty or overlong one', async () => {
    const { sub: _sub, ...noSub } = claims;
    await refused(sign(noSub));
    await refused(sign({ ...claims, sub: '' }));
    await refused(sign({ ...claims, sub: 'x'.repeat(129) }));
  });
  it('refuses a token issued in the future, beyond the clock skew', async () => {
    await refused(sign({ ...claims, iat: seconds + 600 }));
    await expect(verifier()(await sign({ ...claims, iat: seconds + 10 }))).resolves.toMatchObject({ uid: 'user-123' });
  });
  it('refuses a sign-in time in the future, or none', async () => {
    await refused(sign({ ...claims, auth_time: seconds + 600 }));
    const { auth_time: _a, ...noAuthTime } = claims;
    await refused(sign(noAuthTime));
  });
  it('refuses other algorithms and garbage', async () => {
    await refused('not-a-token');
    await refused('a.b.c');
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    await refused(hs);
  });
});

describe('unsigned (emulator) tokens', () => {
  it('are refused without the emulator configuration', () => refused(unsigned()));
  it('are refused for a project that is not a demo- project, even when allowed', () =>
    refused(unsigned(), verifier({ allowUnsigned: true })));
  it('are accepted for a demo- project configured for the emulator, with the same claim checks', async () => {
    const demo = { ...claims, aud: 'demo-pcstore', iss: 'https://securetoken.google.com/demo-pcstore' };
    const emulator = verifier({ projectId: 'demo-pcstore', allowUnsigned: true });
    await expect(emulator(unsigned(demo))).resolves.toMatchObject({ uid: 'user-123', provider: 'google.com' });
    await refused(unsigned({ ...demo, exp: seconds - 3600, iat: seconds - 7200 }), emulator);
    await refused(unsigned({ ...demo, aud: 'demo-other' }), emulator);
    await refused(`${unsigned(demo)}c2lnbmF0dXJl`, emulator);
  });
});

describe('tokenVerifierFromEnv', () => {
  const demo = {
    ...claims,
    aud: 'demo-pcstore',
    iss: 'https://securetoken.google.com/demo-pcstore',
    iat: Math.floor(Date.now() / 1000) - 5,
    auth_time: Math.floor(Date.now() / 1000) - 5,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  it('is null with no project configured', () => {
    expect(tokenVerifierFromEnv({})).toBeNull();
  });
  it('accepts emulator tokens only with FIREBASE_AUTH_EMULATOR_HOST set, in the local mode', async () => {
    await expect(
      tokenVerifierFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', STORE_LOCAL_MODE: '1' })?.(unsigned(demo)),
    ).resolves.toMatchObject({ uid: 'user-123' });
    await expect(
      tokenVerifierFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })?.(unsigned(demo)),
    ).rejects.toBeInstanceOf(TokenError);
    await expect(
      tokenVerifierFromEnv({ FIREBASE_PROJECT_ID: 'demo-pcstore' })?.(unsigned(demo)),
    ).rejects.toBeInstanceOf(TokenError);
  });
});

describe('requireUser', () => {
  const request = (authorization?: string) =>
    new Request('https://store.test/api/me', authorization ? { headers: { Authorization: authorization } } : {});

  it('answers 401 problem details without a bearer token', async () => {
    const result = await requireUser(request(), verifier());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(401);
    expect(result.response.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(result.response.headers.get('Content-Type')).toBe('application/problem+json; charset=utf-8');
    expect(await result.response.json()).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: expect.stringMatching(/sign in/i),
    });
  });
  it('answers 401 for a refused token, without saying why', async () => {
    const result = await requireUser(request(`Bearer ${await sign(claims, { signer: otherKey })}`), verifier());
    if (result.ok) throw new Error('accepted a forged token');
    expect(result.response.status).toBe(401);
    expect(result.response.headers.get('WWW-Authenticate')).toContain('invalid_token');
    expect(JSON.stringify(await result.response.json())).not.toMatch(/signature|ERR_/);
  });
  it('yields the user for a good token', async () => {
    const result = await requireUser(request(`Bearer ${await sign()}`), verifier());
    expect(result).toEqual({ ok: true, user: expect.objectContaining({ uid: 'user-123' }) });
  });
  it('answers 503 when no verifier is configured, or the keys cannot be fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const none = await requireUser(request('Bearer a.b.c'), null);
    expect(!none.ok && none.response.status).toBe(503);
    const broken = createTokenVerifier({ projectId, keys: () => Promise.reject(new Error('offline')), now: () => now });
    const failing = await requireUser(request(`Bearer ${await sign()}`), broken);
    expect(!failing.ok && failing.response.status).toBe(503);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
  it('refuses without fetching keys a signed token for another project or for a demo- project', async () => {
    const keys = vi.fn(() => Promise.reject(new Error('offline')));
    const offline = (id: string) => createTokenVerifier({ projectId: id, keys, now: () => now });
    const elsewhere = await requireUser(
      request(`Bearer ${await sign({ ...claims, aud: 'another-project' })}`),
      offline(projectId),
    );
    expect(!elsewhere.ok && elsewhere.response.status).toBe(401);
    const demo = { ...claims, aud: 'demo-pcstore', iss: 'https://securetoken.google.com/demo-pcstore' };
    const forged = await requireUser(request(`Bearer ${await sign(demo)}`), offline('demo-pcstore'));
    expect(!forged.ok && forged.response.status).toBe(401);
    expect(keys).not.toHaveBeenCalled();
  });
});
