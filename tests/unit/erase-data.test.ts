// The profile page's erasure of an account's orders: a 401 (the cached token was issued before an earlier erasure
// finished) is tried once more with a token Firebase issues afresh, so a failed erasure never locks its owner out.
import { describe, expect, it } from 'vitest';
import { eraseStoreData } from '../../src/features/auth/erase-data.ts';

const problem = (status: number) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status, detail: 'Sign in again.' }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

describe('eraseStoreData', () => {
  it('asks Firebase for a fresh token after a 401 and erases with it', async () => {
    const asked: Array<boolean | undefined> = [];
    const sent: string[] = [];
    const token = async (fresh?: boolean) => (asked.push(fresh), fresh ? 'fresh-token' : 'cached-token');
    const fetch = async (_: RequestInfo | URL, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('Authorization') ?? '';
      sent.push(auth);
      return auth === 'Bearer fresh-token'
        ? new Response(JSON.stringify({ erased: 3 }), { headers: { 'Content-Type': 'application/json' } })
        : problem(401);
    };
    expect(await eraseStoreData(token, fetch as typeof globalThis.fetch)).toBe(3);
    expect(sent).toEqual(['Bearer cached-token', 'Bearer fresh-token']);
    expect(asked).toEqual([false, true]);
  });

  it('does not retry other failures', async () => {
    let calls = 0;
    const fetch = async () => ((calls += 1), problem(500));
    await expect(eraseStoreData(async () => 'token', fetch as typeof globalThis.fetch)).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
