// Storage keys and the repaint event, in a module of their own (no imports) so the header's inline paint script
// (paint-hint.ts, compiled into the page at build time) and the tiny boot scripts use them without pulling in the
// store (and with it nanostores and zod).

/** localStorage: the "signed in as" hint, a copy of the signed-in user's public fields (JSON). */
export const HINT_KEY = 'auth-hint';
/** localStorage: the picture chosen on this device (docs/rules.md#avatar), a data URL. */
export const AVATAR_KEY = 'profile-avatar';
/** window event: the hint or the local picture changed in this tab, repaint the header. */
export const HINT_EVENT = 'auth-hint';
