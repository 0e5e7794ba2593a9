// The avatar rules (docs/rules.md#avatar): which picture to show, and which files may become the picture on this device.
// Pure, so they are unit-tested; the canvas work that needs a browser lives in avatar-image.ts. No imports: the
// header's inline paint script (paint-hint.ts) is compiled with these rules.

/** The default anonymous picture (public/avatar-default.svg). */
export const DEFAULT_AVATAR = '/avatar-default.svg';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Stored pictures are resized to at most this many pixels on their longer side. */
export const AVATAR_MAX_SIDE = 256;
/** A resized 256 px picture is tens of KB; anything near this is not one of ours and would crowd out localStorage. */
const MAX_DATA_URL_CHARS = 1_500_000;
// Raster data URLs only: these are what the resizer writes, and they cannot carry script or outside references.
const DATA_URL = /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

export type AvatarOrigin = 'device' | 'account' | 'default';

/** True for a picture this site stored under `profile-avatar`. */
export function isAvatarDataUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_DATA_URL_CHARS && DATA_URL.test(value);
}

/** The account's photoURL when it is a web address (never `javascript:` or the like), normalised by the URL parser. */
export function safePhotoUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The picture to show, in the order of docs/rules.md#avatar: this device's picture, the account's photoURL, the default. */
export function avatarSource(
  local: string | null | undefined,
  photoURL: string | null | undefined,
): { src: string; origin: AvatarOrigin } {
  if (isAvatarDataUrl(local)) return { src: local, origin: 'device' };
  const photo = safePhotoUrl(photoURL);
  if (photo) return { src: photo, origin: 'account' };
  return { src: DEFAULT_AVATAR, origin: 'default' };
}

export type AvatarFileCheck = { ok: true } | { ok: false; message: string };

/** Whether a chosen file may become the picture; the message says what to do instead. */
export function checkAvatarFile(file: { type: string; size: number }): AvatarFileCheck {
  if (!file.type.startsWith('image/')) {
    return { ok: false, message: 'That file is not a picture. Choose a PNG, JPEG, WebP or GIF image.' };
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return { ok: false, message: 'That picture is larger than 5 MB. Choose a smaller one.' };
  }
  if (file.size === 0) return { ok: false, message: 'That file is empty. Choose another picture.' };
  return { ok: true };
}

/** Size that fits within `max` on both sides, keeping the aspect ratio; small pictures are never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  max: number = AVATAR_MAX_SIDE,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError('A picture needs a positive width and height');
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
