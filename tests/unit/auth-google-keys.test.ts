// Google's token keys through jose's remote key set (src/server/auth/google-keys.ts), against a local server that
// publishes a JWK set the way Google does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleKeySource, KeysUnavailableError } from '../../src/server/auth/google-keys.ts';

const pairs: Array<{ privateKey: CryptoKey; jwk: JWK }> = [];
let server: Server;
let url = '';
let published: JWK[] = [];
let status = 200;
let fetches = 0;
let raw: string | undefined;

beforeAll(async () => {
  for (const kid of ['a', 'b']) {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    pairs.push({ privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } });
  }
  server = createServer((_request, response) => {
    fetches += 1;
    response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=600' });
    response.end(raw ?? JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwk`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const pair = (index: number) => {
  const found = pairs[index];
  if (!found) throw new Error(`no key ${index}`);
  return found;
};
const token = (index: number) =>
  new SignJWT({ sub: 'u' })
    .setProtectedHeader({ alg: 'RS256', kid: pair(index).jwk.kid ?? '' })
    .sign(pair(index).privateKey);
const publish = (...indexes: number[]) => {
  published = indexes.map((index) => pair(index).jwk);
  status = 200;
  fetches = 0;
  raw = undefined;
};

describe('createGoogleKeySource', () => {
  it('verifies tokens signed with a published key, reading the set once', async () => {
    publish(0);
    const keys = createGoogleKeySource({ url });
    for (let i = 0; i < 3; i++) await expect(jwtVerify(await token(0), keys)).resolves.toBeTruthy();
    expect(fetches).toBe(1);
  });

  it('refuses a key the set does not hold as the token’s fault, without fetching again within the cooldown', async () => {
    publish(0);
    const keys = createGoogleKeySource({ url });
    await jwtVerify(await token(0), keys);
    for (let i = 0; i < 3; i++) {
      const refused = await jwtVerify(await token(1), keys).catch((error: unknown) => error);
      expect(refused).not.toBeInstanceOf(KeysUnavailableError);
      expect((refused as { code?: string }).code).toBe('ERR_JWKS_NO_MATCHING_KEY');
    }
    expect(fetches).toBe(1);
  });

  it('reads a rotated set: a new key is accepted once published', async () => {
    publish(0, 1);
    const keys = createGoogleKeySource({ url });
    await expect(jwtVerify(await token(1), keys)).resolves.toBeTruthy();
  });

  it('says the keys are unavailable (the store’s failure, not the token’s) when the set cannot be read', async () => {
    publish(0);
    status = 503;
    await expect(jwtVerify(await token(0), createGoogleKeySource({ url }))).rejects.toBeInstanceOf(
      KeysUnavailableError,
    );
    const nowhere = createGoogleKeySource({ url: 'http://127.0.0.1:1/jwk' });
    await expect(jwtVerify(await token(0), nowhere)).rejects.toBeInstanceOf(KeysUnavailableError);
  });

  it('treats an answer that is not a key set as unavailable', async () => {
    publish(0);
    raw = '{"keys": "none"}';
    await expect(jwtVerify(await token(0), createGoogleKeySource({ url }))).rejects.toBeInstanceOf(
      KeysUnavailableError,
    );
  });
});
