// GET /api/me — who the caller is, from their Firebase ID token. The smallest use of requireUser, and the check that
// the token path works end to end (tests/e2e/auth.spec.ts); later Functions (orders, edits) call it the same way.
import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { tokenVerifierFromEnv } from '../../src/server/auth/verify-token.ts';
import { json } from '../../src/server/http.ts';

const verifier = tokenVerifierFromEnv(process.env);

export default async (request: Request) => {
  const caller = await requireUser(request, verifier);
  return caller.ok ? json(200, caller.user) : caller.response;
};

export const config: Config = { path: '/api/me', method: ['GET'] };
