// The deployed content editor's answers (only built in GitHub mode: content-editor.ts). netlify.toml's headers reach
// only the files Netlify serves, so the editor's Function sets the site's safety headers itself, keeps it out of
// search engines, and replaces the pages' policy with the editor's own: Keystatic's interface writes its styles at
// run time (emotion), which a policy of hashes would block, and it talks to GitHub's API from the browser. The
// scripts keep the hashes Astro computed for the page. It also scopes Keystatic's cookies to the paths that use them
// (content-editor-cookies.ts), and puts the editor's pages in a browsing context group of their own
// (`Cross-Origin-Opener-Policy: same-origin`), so a store page that opens one gets no handle on it.
import type { MiddlewareHandler } from 'astro';
import { scopeEditorCookie } from './content-editor-cookies.ts';

const EDITOR = /^\/(?:api\/)?keystatic(?:\/|$)/;

/** The editor page's policy, from the one Astro made for it (its script hashes are kept). */
export function editorCsp(astroPolicy: string | null): string {
  const scripts =
    astroPolicy
      ?.split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src ')) ?? "script-src 'self'";
  return [
    "default-src 'self'",
    scripts,
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' https://api.github.com",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const onRequest: MiddlewareHandler = async (context, next) => {
  const response = await next();
  return EDITOR.test(context.url.pathname) ? editorAnswer(response) : response;
};

/** An answer of the editor's, with its headers and its cookies scoped. */
export function editorAnswer(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('Set-Cookie');
  for (const cookie of response.headers.getSetCookie())
    for (const scoped of scopeEditorCookie(cookie)) headers.append('Set-Cookie', scoped);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Content-Security-Policy', editorCsp(response.headers.get('content-security-policy')));
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
