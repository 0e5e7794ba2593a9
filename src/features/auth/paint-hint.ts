// Inlined just before the header's account links (HeaderAccount.astro), so it runs before they are parsed and a
// signed-in visitor never sees the Login link flash: it marks <html data-auth="in"> and sets --avatar from
// localStorage, and CSS does the rest (docs/decisions.md#the-avatar-is-painted-before-hydration).
// It runs before any module, so it is not one: the build compiles it, with the rules it imports (the storage keys,
// the hint's shape, the avatar's order), into one small script (paint-script.ts, src/integrations/inline-script.ts).
// It imports only modules without imports of their own, so zod and the store stay out of it.
import { isAvatarDataUrl, safePhotoUrl } from './avatar.ts';
import { AVATAR_KEY, HINT_EVENT, HINT_KEY } from './keys.ts';
import { readStorage as read, readStoredHint as readHint } from './stored-hint.ts';

const root = document.documentElement;

function paint(): void {
  const hint = readHint();
  if (!hint) {
    root.removeAttribute('data-auth');
    root.style.removeProperty('--avatar');
    return;
  }
  root.setAttribute('data-auth', 'in');
  // docs/rules.md#avatar: this device's picture, then the account's photoURL, then the CSS default.
  const local = read(AVATAR_KEY);
  const photo = hint['photoURL'];
  // The URL parser percent-encodes quotes; backslashes are the one character left that a CSS string treats specially.
  const src = isAvatarDataUrl(local)
    ? local
    : typeof photo === 'string'
      ? (safePhotoUrl(photo)?.replace(/\\/g, '%5C') ?? null)
      : null;
  if (src) root.style.setProperty('--avatar', `url("${src}")`);
  else root.style.removeProperty('--avatar');
}

paint();
// Another tab signed in or out, or this tab's store changed the hint or the picture (store.ts).
addEventListener('storage', (event) => {
  if (event.key === null || event.key === HINT_KEY || event.key === AVATAR_KEY) paint();
});
addEventListener(HINT_EVENT, paint);
