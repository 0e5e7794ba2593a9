// GET /api/me: who the caller is, from their Firebase ID token (the smallest use of requireUser).
import { json, methodNotAllowed } from '../http.ts';
import { requireUser } from './require-user.ts';
import type { TokenVerifier } from './verify-token.ts';

export async function handleMe(request: Request, verifier: TokenVerifier | null): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed(['GET']);
  const caller = await requireUser(request, verifier);
  return caller.ok ? json(200, caller.user) : caller.response;
}
