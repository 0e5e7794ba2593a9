/** Where a visitor goes after signing in when the login address names no (acceptable) destination. */
export const AFTER_SIGN_IN = '/profile';

// Any fixed origin works: a same-origin path resolved against it must keep it.
const BASE = 'https://store.invalid';

/**
 * The `?next=` destination if it is a path on this site, else the fallback. Absolute URLs, scheme-relative `//host`,
 * backslashes (browsers read `/\host` as `//host`) and control characters (the URL parser drops tabs and newlines,
 * so `/\t/host` would become `//host`) are refused, and so is /login itself, which would loop.
 */
export function safeNext(raw: string | null | undefined, fallback: string = AFTER_SIGN_IN): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || /^\/login(?:\.html)?$/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that brings the visitor back to `path` afterwards; slashes stay readable (`/login?next=/profile`). */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}
