// GET /api/me — who the caller is, from their Firebase ID token. The check that the token path works end to end
// (tests/e2e/auth.spec.ts). All logic lives in src/server/auth (relative imports: Functions are bundled without `~/`).
import type { Config } from '@netlify/functions';
import { handleMe } from '../../src/server/auth/me.ts';
import { tokenVerifierFromEnv } from '../../src/server/auth/verify-token.ts';
import { secured } from '../../src/server/secure.ts';

const verifier = tokenVerifierFromEnv(process.env);

export default secured((request: Request) => handleMe(request, verifier));

export const config: Config = { path: '/api/me', method: ['GET'] };
