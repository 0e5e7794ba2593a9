import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  DEFAULT_AVATAR,
  avatarSource,
  checkAvatarFile,
  fitWithin,
  isAvatarDataUrl,
  safePhotoUrl,
} from '~/features/auth/avatar';

const local = 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAfQ//73v/+BiOh/AAA=';
const photo = 'https://lh3.googleusercontent.com/a/photo.jpg';

describe('avatarSource', () => {
  it('prefers the picture on this device, then the photoURL, then the default', () => {
    expect(avatarSource(local, photo)).toEqual({ src: local, origin: 'device' });
    expect(avatarSource(null, photo)).toEqual({ src: photo, origin: 'account' });
    expect(avatarSource(null, null)).toEqual({ src: DEFAULT_AVATAR, origin: 'default' });
  });
  it('skips values that are not pictures', () => {
    expect(avatarSource('data:text/html;base64,PHNjcmlwdD4=', photo).origin).toBe('account');
    expect(avatarSource('data:image/svg+xml;base64,PHN2Zz4=', null).origin).toBe('default');
    expect(avatarSource(null, 'javascript:alert(1)').origin).toBe('default');
    expect(avatarSource(null, 'not a url').origin).toBe('default');
  });
});

describe('isAvatarDataUrl and safePhotoUrl', () => {
  it('accepts base64 raster data URLs only, of a sane size', () => {
    expect(isAvatarDataUrl(local)).toBe(true);
    expect(isAvatarDataUrl('data:image/png;base64,AAAA")')).toBe(false);
    expect(isAvatarDataUrl(`data:image/png;base64,${'A'.repeat(2_000_000)}`)).toBe(false);
    expect(isAvatarDataUrl(42)).toBe(false);
  });
  it('normalises web addresses so quotes cannot escape a CSS url()', () => {
    expect(safePhotoUrl('https://example.com/a"b.png')).toBe('https://example.com/a%22b.png');
    expect(safePhotoUrl('ftp://example.com/a.png')).toBeNull();
    expect(safePhotoUrl('')).toBeNull();
  });
});

describe('checkAvatarFile', () => {
  it('accepts images up to 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1234 })).toEqual({ ok: true });
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toEqual({ ok: true });
  });
  it('refuses a non-image, an oversized or an empty file with a clear message', () => {
    expect(checkAvatarFile({ type: 'text/plain', size: 10 })).toEqual({
      ok: false,
      message: expect.stringMatching(/not a picture/),
    });
    expect(checkAvatarFile({ type: '', size: 10 })).toEqual({
      ok: false,
      message: expect.stringMatching(/not a picture/),
    });
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toEqual({
      ok: false,
      message: expect.stringMatching(/larger than 5 MB/),
    });
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toEqual({
      ok: false,
      message: expect.stringMatching(/empty/),
    });
  });
});

describe('fitWithin', () => {
  it('scales the longer side down to 256 px, keeping the aspect ratio', () => {
    expect(fitWithin(1024, 768)).toEqual({ width: 256, height: 192 });
    expect(fitWithin(300, 1200)).toEqual({ width: 64, height: 256 });
    expect(fitWithin(4000, 10)).toEqual({ width: 256, height: 1 });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(100, 50)).toEqual({ width: 100, height: 50 });
  });
  it('rejects empty sizes', () => {
    expect(() => fitWithin(0, 10)).toThrow(RangeError);
  });
});
