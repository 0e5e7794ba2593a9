// Storage keys and the repaint event, in a module of their own so the header's tiny boot script can use them without
// pulling in the store (and with it nanostores and zod). paint-hint.js repeats these strings: it is inlined as is, and
// tests/unit/auth-paint.test.ts checks that the two agree.

/** localStorage: the "signed in as" hint, a copy of the signed-in user's public fields (JSON). */
export const HINT_KEY = 'auth-hint';
/** localStorage: the picture chosen on this device (docs/rules.md#avatar), a data URL. */
export const AVATAR_KEY = 'profile-avatar';
/** window event: the hint or the local picture changed in this tab, repaint the header. */
export const HINT_EVENT = 'auth-hint';
