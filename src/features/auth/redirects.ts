import { sameOriginPath } from '~/features/platform';
import { routes } from '~/domain/site';

/** Where a visitor goes after signing in when the login address names no (acceptable) destination. */
export const AFTER_SIGN_IN = routes.profile;

/** The sign-in page, as a link or as its built file names it. */
const isLogin = (path: string) => path === routes.login || path === `${routes.login}.html`;

const pageOrigin = (): string | undefined => (typeof location === 'undefined' ? undefined : location.origin);

/**
 * The `?next=` destination if following it stays on this site (see sameOriginPath), else the fallback. /login itself
 * is refused too, as it would loop.
 */
export function safeNext(
  raw: string | null | undefined,
  fallback: string = AFTER_SIGN_IN,
  origin = pageOrigin(),
): string {
  const path = raw ? sameOriginPath(raw, origin) : undefined;
  if (path === undefined || isLogin(path.replace(/[?#].*$/, ''))) return fallback;
  return path;
}

/**
 * The sign-in address that brings the visitor back to `path` afterwards; slashes stay readable (`/login?next=/profile`).
 * The path goes through the same check as `?next=` on the way in, so the guard never builds a link off the site.
 */
export function loginPathFor(path: string, origin = pageOrigin()): string {
  const next = safeNext(path, AFTER_SIGN_IN, origin);
  return `${routes.login}?next=${encodeURIComponent(next).replaceAll('%2F', '/')}`;
}
