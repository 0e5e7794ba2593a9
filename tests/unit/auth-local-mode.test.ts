// The Auth Emulator's tokens are unsigned: anyone can write one. They are trusted only in the explicit local mode
// (STORE_LOCAL_MODE=1, set by scripts/with-auth-emulator.mjs for `npm start` and the tests), and never where Netlify's
// build or runtime variables show the code runs on Netlify, whatever else is set.
import { UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { handleMe } from '../../src/server/auth/me.ts';
import {
  NETLIFY_MARKERS,
  runsOnNetlify,
  tokenVerifierFromEnv,
  trustsEmulator,
} from '../../src/server/auth/verify-token.ts';

const LOCAL = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', STORE_LOCAL_MODE: '1' };

/** An emulator-style token (alg none) that anyone can make, here for an account that does not exist. */
function forged(projectId = 'demo-pcstore') {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({ auth_time: now - 5, email: 'intruder@example.com', email_verified: true })
    .setAudience(projectId)
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setSubject('intruder')
    .setIssuedAt(now - 5)
    .setExpirationTime(now + 3600)
    .encode();
}

const me = (env: Record<string, string>, token = forged()) =>
  handleMe(
    new Request('https://store.test/api/me', { headers: { Authorization: `Bearer ${token}` } }),
    tokenVerifierFromEnv(env),
  );

describe('the local mode', () => {
  it('trusts the emulator only with both the emulator and the local mode set', async () => {
    expect(trustsEmulator(LOCAL)).toBe(true);
    expect(trustsEmulator({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBe(false);
    expect(trustsEmulator({ STORE_LOCAL_MODE: '1' })).toBe(false);
    expect(trustsEmulator({ ...LOCAL, STORE_LOCAL_MODE: 'true' })).toBe(false);
    expect((await me(LOCAL)).status).toBe(200);
    expect((await me({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).status).toBe(401);
  });

  it.each(NETLIFY_MARKERS)(
    'is refused where %s says the code runs on Netlify: a forged token gets 401',
    async (marker) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const deployed = { ...LOCAL, [marker]: marker === 'NETLIFY' ? 'true' : 'x' };
      expect(runsOnNetlify(deployed)).toBe(true);
      expect(trustsEmulator(deployed)).toBe(false);
      expect((await me(deployed)).status).toBe(401);
      // With a real project configured as well, the forged token names the wrong project and is refused too.
      expect((await me({ ...deployed, FIREBASE_PROJECT_ID: 'pcstore-prod' }, forged('pcstore-prod'))).status).toBe(401);
      error.mockRestore();
    },
  );

  /** A Blobs context as Netlify encodes it into NETLIFY_BLOBS_CONTEXT. */
  const blobsContext = (siteID: string, deployID: string, edgeURL: string) =>
    Buffer.from(JSON.stringify({ siteID, deployID, edgeURL, token: 't', primaryRegion: 'us-east-2' })).toString(
      'base64',
    );
  // What Netlify's local emulation sets in a Function's environment (seen under `astro dev` and scripts/serve.mjs).
  const EMULATED = {
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.21.0',
    AWS_LAMBDA_FUNCTION_NAME: 'handler',
    LAMBDA_TASK_ROOT: '/work/store',
    NETLIFY_BLOBS_CONTEXT: blobsContext('0', '0', 'http://localhost:40867'),
  };

  it("is on under Netlify's local emulation, which sets the Lambda variables too", async () => {
    expect(runsOnNetlify(EMULATED)).toBe(false);
    expect(trustsEmulator({ ...LOCAL, ...EMULATED })).toBe(true);
    expect((await me({ ...LOCAL, ...EMULATED })).status).toBe(200);
  });

  it.each([
    ['a real site and deploy', blobsContext('4f1c9b2e', '6745a1b2c3d4e5f601234567', 'https://edge.netlify.test')],
    ["a local-looking site with Netlify's store", blobsContext('0', '0', 'https://edge.netlify.test')],
    ['an unreadable context', 'not base64 json'],
  ])('is refused on Netlify with %s in the Blobs context: a forged token gets 401', async (_, context) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const deployed = { ...LOCAL, ...EMULATED, NETLIFY_BLOBS_CONTEXT: context };
    expect(runsOnNetlify(deployed)).toBe(true);
    expect((await me(deployed)).status).toBe(401);
    error.mockRestore();
  });
});
