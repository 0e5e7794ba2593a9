// The one check for "does following this address stay on the site", shared by sign-in's `?next=`, the auth guard and
// the assistant's links. It asks the URL parser the browser itself uses rather than pattern-matching the raw string:
// `/.//host`, `/..//host`, `/%2e%2e//host` and `/x/../..//host` all look like paths but resolve to the path `//host`,
// which a browser reads as another site.

/** Stands in for the page's origin where there is none (server rendering, tests): any fixed origin works. */
const STAND_IN_ORIGIN = 'https://store.invalid';

/**
 * Backslashes (read as `/` by browsers but not by every other parser on the way) and control characters (the URL
 * parser silently drops tabs and newlines, so `/\t/host` becomes `//host`) are refused before parsing at all.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNPARSEABLE = /[\\\u0000-\u001f\u007f]/;
/** A site path (one leading slash) or an absolute web address; relative forms depend on the page and are refused. */
const ADDRESS = /^(?:\/(?!\/)|https?:\/\/)/i;

/**
 * `raw` as a path on this site (pathname, search and hash, as the browser resolves it), or undefined when following
 * it could leave `origin`. The returned path is checked to resolve back to the same place, so it is safe to hand to
 * `location.replace` or an `href` on any page of the site.
 */
export function sameOriginPath(raw: string, origin: string = STAND_IN_ORIGIN): string | undefined {
  if (!ADDRESS.test(raw) || UNPARSEABLE.test(raw)) return undefined;
  try {
    const base = new URL(origin);
    const url = new URL(raw, base);
    if (url.origin !== base.origin) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // `/.//host` resolves to the pathname `//host`: the same origin now, another host (or no URL) once used as a link.
    return new URL(path, base).href === url.href ? path : undefined;
  } catch {
    return undefined;
  }
}
