// The deployed content editor's cookies (src/integrations/content-editor-cookies.ts, applied by the editor's
// middleware in content-editor-headers.ts): Keystatic's own GitHub routes answer as they do on the site, with GitHub's
// answers stood in for, and every cookie they set must come out scoped to the paths that read it, with its other
// attributes as Keystatic set them; the sign-out still revokes the token and deletes every copy.
import { config as keystaticConfig } from '@keystatic/core';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { parseSetCookie } from 'cookie';
import type { APIContext, MiddlewareNext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorCookiePath, scopeEditorCookie } from '../../src/integrations/content-editor-cookies.ts';
import { editorAnswer, onRequest } from '../../src/integrations/content-editor-headers.ts';

const ORIGIN = 'https://store.test';
const route = makeGenericAPIRouteHandler({
  clientId: 'Iv1.test-client',
  clientSecret: 'test-client-secret',
  secret: 'a-secret-of-at-least-thirty-two-characters',
  config: keystaticConfig({ storage: { kind: 'github', repo: 'owner/content' } }),
});

/** A Keystatic route's answer as @keystatic/astro makes it a Response. */
async function keystatic(request: Request): Promise<Response> {
  const { body, headers = [], status = 200 } = await route(request);
  return new Response(body as BodyInit | null, { status, headers });
}

/** A Keystatic route's answer as the site sends it: through @keystatic/astro's Response, then the middleware. */
async function ask(path: string, cookies = '', method = 'GET') {
  const request = new Request(`${ORIGIN}${path}`, { method, headers: cookies ? { cookie: cookies } : {} });
  const answer = editorAnswer(await keystatic(request));
  return { answer, cookies: answer.headers.getSetCookie().map((text) => parseSetCookie(text)) };
}

/** GitHub's token endpoint and its revocation, stood in for. */
function github() {
  const calls: Array<{ url: string; body: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init?: RequestInit) => {
      calls.push({ url: String(url), body: typeof init?.body === 'string' ? init.body : '' });
      if (String(url).startsWith('https://github.com/login/oauth/access_token'))
        return Response.json({
          access_token: 'ghu_access',
          expires_in: 28_800,
          refresh_token: 'ghr_refresh',
          refresh_token_expires_in: 15_811_200,
          scope: '',
          token_type: 'bearer',
        });
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the content editor’s cookies', () => {
  it('keeps the access token to the editor’s pages and the refresh token to the GitHub routes, as Keystatic set them otherwise', async () => {
    github();
    const { answer, cookies } = await ask('/api/keystatic/github/oauth/callback?code=abc');
    expect(answer.status).toBe(307);
    expect(answer.headers.get('Location')).toBe('/keystatic');
    const access = cookies.find((c) => c.name === 'keystatic-gh-access-token' && c.value);
    const refresh = cookies.find((c) => c.name === 'keystatic-gh-refresh-token' && c.value);
    expect(access).toMatchObject({ value: 'ghu_access', path: '/keystatic', sameSite: 'lax', maxAge: 28_800 });
    expect(access?.httpOnly).toBeFalsy(); // Keystatic's browser code reads it
    expect(refresh).toMatchObject({ path: '/api/keystatic/github', httpOnly: true, sameSite: 'lax' });
    expect(refresh?.value).not.toContain('ghr_refresh'); // encrypted, as Keystatic keeps it
    // Copies an earlier version left at the root are deleted.
    for (const name of ['keystatic-gh-access-token', 'keystatic-gh-refresh-token'])
      expect(cookies).toContainEqual(expect.objectContaining({ name, value: '', path: '/', maxAge: 0 }));
    // Nothing of Keystatic's is left at the root with a value.
    expect(cookies.filter((c) => c.path === '/' && c.value)).toEqual([]);
  });

  it('refreshes the token into the same scoped cookie', async () => {
    github();
    const signIn = await ask('/api/keystatic/github/oauth/callback?code=abc');
    const refresh = signIn.cookies.find((c) => c.name === 'keystatic-gh-refresh-token' && c.value);
    const { answer, cookies } = await ask(
      '/api/keystatic/github/refresh-token',
      `keystatic-gh-refresh-token=${refresh?.value ?? ''}`,
      'POST',
    );
    expect(answer.status).toBe(200);
    expect(cookies.find((c) => c.name === 'keystatic-gh-access-token' && c.value)).toMatchObject({
      path: '/keystatic',
    });
  });

  it('scopes the sign-in’s state to the GitHub routes', async () => {
    const { answer, cookies } = await ask('/api/keystatic/github/login?from=branch/main/singleton/policies');
    expect(answer.headers.get('Location')).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
    const state = cookies.find((c) => c.name.startsWith('ks-') && c.value);
    expect(state).toMatchObject({
      path: '/api/keystatic/github',
      httpOnly: true,
      value: 'branch/main/singleton/policies',
    });
  });

  it('gives the sign-out route a copy of the token no script can read, so signing out still revokes it', async () => {
    const calls = github();
    const signIn = await ask('/api/keystatic/github/oauth/callback?code=abc');
    const copy = signIn.cookies.find((c) => c.name === 'keystatic-gh-access-token' && c.path?.endsWith('/logout'));
    expect(copy).toMatchObject({ value: 'ghu_access', path: '/api/keystatic/github/logout', httpOnly: true });
    // What the browser sends the sign-out route: that copy (and the refresh token), not the editor pages' cookie.
    const { answer, cookies } = await ask(
      '/api/keystatic/github/logout',
      `keystatic-gh-access-token=${copy?.value ?? ''}`,
    );
    expect(calls).toContainEqual({
      url: 'https://api.github.com/applications/Iv1.test-client/token',
      body: JSON.stringify({ access_token: 'ghu_access' }),
    });
    expect(answer.headers.get('Location')).toBe('/keystatic');
    // Every copy of both cookies is deleted.
    for (const [name, path] of [
      ['keystatic-gh-access-token', '/keystatic'],
      ['keystatic-gh-access-token', '/api/keystatic/github/logout'],
      ['keystatic-gh-refresh-token', '/api/keystatic/github'],
      ['keystatic-gh-access-token', '/'],
      ['keystatic-gh-refresh-token', '/'],
    ])
      expect(cookies).toContainEqual(expect.objectContaining({ name, path, value: '', maxAge: 0 }));
  });

  it('puts the editor’s pages in a browsing context group of their own, and leaves the store’s answers alone', async () => {
    const page = new Response('<!doctype html>', { headers: { 'Set-Cookie': 'other=1; Path=/' } });
    const next = vi.fn<MiddlewareNext>(async () => page);
    const context = (path: string) => ({ url: new URL(`${ORIGIN}${path}`), request: new Request(`${ORIGIN}${path}`) });
    const editor = (await onRequest(context('/keystatic/singleton/policies') as APIContext, next)) as Response;
    expect(editor.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(editor.headers.getSetCookie()).toEqual(['other=1; Path=/']);
    expect(await onRequest(context('/drag_drop') as APIContext, next)).toBe(page);
    expect(await onRequest(context('/keystaticx') as APIContext, next)).toBe(page);
  });

  it('scopes only Keystatic’s cookies', () => {
    expect(editorCookiePath('keystatic-gh-access-token')).toBe('/keystatic');
    expect(editorCookiePath('ks-0123abcd')).toBe('/api/keystatic/github');
    expect(editorCookiePath('ks-<script>')).toBeNull();
    expect(scopeEditorCookie('session=1; Path=/; HttpOnly')).toEqual(['session=1; Path=/; HttpOnly']);
    expect(scopeEditorCookie('keystatic-gh-access-token=t; Path=/; Secure; SameSite=Lax')).toEqual([
      'keystatic-gh-access-token=t; Secure; SameSite=Lax; Path=/keystatic',
      'keystatic-gh-access-token=t; Secure; SameSite=Lax; HttpOnly; Path=/api/keystatic/github/logout',
      'keystatic-gh-access-token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure',
    ]);
  });
});
