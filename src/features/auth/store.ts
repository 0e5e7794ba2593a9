// The signed-in user, shared by every React root (nanostores; reads are prefixed `$`), and the picture chosen on this
// device. Both are persisted in localStorage and parsed on every read: a stale, hand-edited or foreign value counts
// as absent and never breaks a page.
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { isAvatarDataUrl } from './avatar.ts';
import { AVATAR_KEY, HINT_EVENT, HINT_KEY } from './keys.ts';
import { parseHint, type AuthUser } from './user.ts';

/**
 * The signed-in user, or null. Its persisted copy is the "signed in as" hint: it lets a page show the avatar before
 * Firebase has loaded (no flash of the Login link) and decides whether a content page loads Firebase at all.
 * Firebase stays the authority: session.ts overwrites this as soon as the SDK reports.
 */
export const $user = persistentAtom<AuthUser | null>(HINT_KEY, null, {
  encode: (user) => (user ? JSON.stringify(user) : undefined),
  decode: parseHint,
});

/** True once Firebase has reported the real state in this page; until then $user is only the hint. */
export const $authReady = atom(false);

/** The picture chosen on this device (data URL), first in the avatar order. */
export const $localAvatar = persistentAtom<string | null>(AVATAR_KEY, null, {
  encode: (value) => value ?? undefined,
  decode: (value) => (isAvatarDataUrl(value) ? value : null),
});

// The header is painted by an inline script from localStorage (paint-hint.ts); tell it to look again.
const repaint = () => window.dispatchEvent(new Event(HINT_EVENT));

/** Records who is signed in. A user who signs out takes this device's picture with them (shared computers). */
export function setUser(user: AuthUser | null): void {
  if (!user && $user.get()) $localAvatar.set(null);
  $user.set(user);
  $authReady.set(true);
  repaint();
}

/** Stores the picture for this device; false when the browser refuses (storage full or disabled). */
export function setLocalAvatar(dataUrl: string): boolean {
  if (!isAvatarDataUrl(dataUrl)) return false;
  try {
    $localAvatar.set(dataUrl);
  } catch {
    return false;
  } finally {
    repaint();
  }
  return true;
}

export function clearLocalAvatar(): void {
  $localAvatar.set(null);
  repaint();
}
