import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createGoogleKeySource, FAILURE_COOLDOWN_MS, maxAgeSeconds } from '../../src/server/auth/google-keys.ts';

describe('maxAgeSeconds', () => {
  it('reads max-age from Google-style headers', () => {
    expect(maxAgeSeconds('public, max-age=19204, must-revalidate, no-transform')).toBe(19204);
    expect(maxAgeSeconds('max-age=0')).toBe(0);
  });
  it('is null without max-age, or when caching is forbidden', () => {
    expect(maxAgeSeconds(null)).toBeNull();
    expect(maxAgeSeconds('public')).toBeNull();
    expect(maxAgeSeconds('no-store, max-age=600')).toBeNull();
    expect(maxAgeSeconds('s-maxage=600')).toBeNull();
  });
});

describe('createGoogleKeySource', () => {
  const pairs: Array<{ privateKey: CryptoKey; jwk: JWK }> = [];
  beforeAll(async () => {
    for (const kid of ['a', 'b']) {
      const { privateKey, publicKey } = await generateKeyPair('RS256');
      pairs.push({ privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } });
    }
  });
  const token = (index: number) =>
    new SignJWT({ sub: 'u' })
      .setProtectedHeader({ alg: 'RS256', kid: pairs[index]?.jwk.kid ?? '' })
      .sign(pairs[index]!.privateKey);
  const answer = (keys: JWK[], maxAge = 600) =>
    new Response(JSON.stringify({ keys }), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${maxAge}` },
    });

  it('fetches once and reuses the keys until max-age passes', async () => {
    let time = 0;
    const fetch = vi.fn(async () => answer([pairs[0]!.jwk], 600));
    const keys = createGoogleKeySource({ fetch, now: () => time });
    await jwtVerify(await token(0), keys);
    time = 599_000;
    await jwtVerify(await token(0), keys);
    expect(fetch).toHaveBeenCalledTimes(1);
    time = 600_000;
    await jwtVerify(await token(0), keys);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refetches early for an unknown kid (key rotation), at most once a minute', async () => {
    let time = 0;
    let published = [pairs[0]!.jwk];
    const fetch = vi.fn(async () => answer(published, 3600));
    const keys = createGoogleKeySource({ fetch, now: () => time });
    await jwtVerify(await token(0), keys);
    published = [pairs[0]!.jwk, pairs[1]!.jwk];
    time = 10_000;
    await expect(jwtVerify(await token(1), keys)).rejects.toThrow(); // within the cooldown: no refetch
    expect(fetch).toHaveBeenCalledTimes(1);
    time = 61_000;
    await jwtVerify(await token(1), keys);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps using cached keys when a refresh fails, and fails without any', async () => {
    let time = 0;
    let up = true;
    const fetch = vi.fn(async () => (up ? answer([pairs[0]!.jwk], 60) : new Response('down', { status: 503 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keys = createGoogleKeySource({ fetch, now: () => time });
    await jwtVerify(await token(0), keys);
    up = false;
    time = 120_000;
    await jwtVerify(await token(0), keys);
    expect(warn).toHaveBeenCalled();
    const cold = createGoogleKeySource({ fetch, now: () => time });
    await expect(jwtVerify(await token(0), cold)).rejects.toThrow(/503/);
    warn.mockRestore();
  });

  it('remembers a failed fetch: forged tokens during an outage cost one fetch per cooldown, not one each', async () => {
    let time = 0;
    let up = false;
    const fetch = vi.fn(async () => (up ? answer([pairs[0]!.jwk], 600) : new Response('down', { status: 503 })));
    const keys = createGoogleKeySource({ fetch, now: () => time });
    for (let i = 0; i < 50; i += 1) await expect(jwtVerify(await token(i % 2), keys)).rejects.toThrow(/503/);
    expect(fetch).toHaveBeenCalledTimes(1);
    time = FAILURE_COOLDOWN_MS - 1;
    await expect(jwtVerify(await token(0), keys)).rejects.toThrow(/503/);
    expect(fetch).toHaveBeenCalledTimes(1);
    up = true;
    time = FAILURE_COOLDOWN_MS;
    await jwtVerify(await token(0), keys);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refuses a malformed key set', async () => {
    const keys = createGoogleKeySource({
      fetch: async () => new Response(JSON.stringify({ keys: [{ kty: 'oct', k: 'x' }] })),
    });
    await expect(jwtVerify(await token(0), keys)).rejects.toThrow();
  });
});
