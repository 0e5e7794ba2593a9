// Web Storage may be missing (a server render, a test) or refuse access (a sandboxed frame, blocked cookies: reading
// the global throws). The one way a feature gets this tab's sessionStorage; each read and write still guards itself,
// since a quota or a policy can refuse those too.

/** This tab's sessionStorage, or undefined where there is none or it may not be used. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
