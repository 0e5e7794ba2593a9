// Where the deployed content editor's cookies live. Keystatic sets them all at `Path=/`, so its GitHub access token
// (which its browser code must read, so it cannot be HttpOnly) was readable by every page of the store. Each is scoped
// here to the paths that use it: the access token to the editor's pages, whose browser code reads it, plus an HttpOnly
// copy for the sign-out route, which revokes it at GitHub; the encrypted refresh token and the sign-in's state to the
// GitHub routes that read them. With the editor's pages answering with their own browsing context group and no
// framing (content-editor-headers.ts), a store page's script can no longer read the token through `document.cookie`,
// a frame or a window it opens (SECURITY.md#the-content-editor says how far that goes).

/** The access token: read by Keystatic's browser code (`document.cookie`) on its pages, and by its sign-out route. */
export const ACCESS_COOKIE = 'keystatic-gh-access-token';
const EDITOR_PAGES = '/keystatic';
const GITHUB_ROUTES = '/api/keystatic/github';
const SIGN_OUT_ROUTE = `${GITHUB_ROUTES}/logout`;

/** The path each of Keystatic's cookies is scoped to; the sign-in's state cookies are named `ks-<state>`. */
export function editorCookiePath(name: string): string | null {
  if (name === ACCESS_COOKIE) return EDITOR_PAGES;
  if (name === 'keystatic-gh-refresh-token' || /^ks-[0-9a-f]+$/.test(name)) return GITHUB_ROUTES;
  return null;
}

/**
 * A `Set-Cookie` value of Keystatic's with its path scoped (an expiring one too, so a sign-out deletes the scoped
 * cookies), and one that deletes the copy an earlier version left at `Path=/`.
 */
export function scopeEditorCookie(setCookie: string): string[] {
  const name = setCookie.slice(0, setCookie.indexOf('=')).trim();
  const path = editorCookiePath(name);
  if (path === null) return [setCookie];
  const [pair = ''] = setCookie.split(';');
  const attributes = setCookie
    .split(';')
    .slice(1)
    .map((attribute) => attribute.trim())
    .filter((attribute) => !/^path=/i.test(attribute));
  const at = (where: string, extra: string[] = []) =>
    [pair.trim(), ...attributes, ...extra, `Path=${where}`].join('; ');
  const httpOnly = attributes.some((attribute) => /^httponly$/i.test(attribute)) ? [] : ['HttpOnly'];
  const secure = attributes.some((attribute) => /^secure$/i.test(attribute)) ? '; Secure' : '';
  return [
    at(path),
    // Keystatic's sign-out revokes the token it is sent: a copy only that route receives, and no script can read.
    ...(name === ACCESS_COOKIE ? [at(SIGN_OUT_ROUTE, httpOnly)] : []),
    `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`,
  ];
}
