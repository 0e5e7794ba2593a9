import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, loginPathFor, safeNext } from '~/features/auth/redirects';

describe('safeNext', () => {
  it.each([
    ['/profile', '/profile'],
    ['/orders2', '/orders2'],
    ['/products/biwin-nv7400-1tb?tab=specs#reviews', '/products/biwin-nv7400-1tb?tab=specs#reviews'],
    ['/all?brand=fenvi&sort=price', '/all?brand=fenvi&sort=price'],
    ['/a/../drag_drop', '/drag_drop'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeNext(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'profile',
    'https://evil.example/phish',
    'http:/evil.example',
    'javascript:alert(1)',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/login',
    '/login?next=/login',
    '/login.html',
    '/login#x',
    '/.//evil.example/x',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/x/../..//evil.example',
    '/\r/evil.example',
  ])('refuses %j and falls back to /profile', (raw) => {
    expect(safeNext(raw)).toBe(AFTER_SIGN_IN);
  });

  it('resolves against the page origin when given one', () => {
    expect(safeNext('https://store.test/orders2', AFTER_SIGN_IN, 'https://store.test')).toBe('/orders2');
    expect(safeNext('https://evil.example/orders2', AFTER_SIGN_IN, 'https://store.test')).toBe(AFTER_SIGN_IN);
  });

  it('uses a given fallback', () => {
    expect(safeNext('//x', '/')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('keeps slashes readable and encodes the rest', () => {
    expect(loginPathFor('/profile')).toBe('/login?next=/profile');
    expect(loginPathFor('/all?brand=fenvi&sort=price')).toBe('/login?next=/all%3Fbrand%3Dfenvi%26sort%3Dprice');
  });
  it('never builds a sign-in link whose next leaves the site', () => {
    expect(loginPathFor('/.//evil.example/x')).toBe('/login?next=/profile');
    expect(loginPathFor('//evil.example')).toBe('/login?next=/profile');
  });
  it('round-trips through safeNext', () => {
    const path = '/all?brand=fenvi&sort=price';
    const next = new URL(loginPathFor(path), 'https://store.test').searchParams.get('next');
    expect(safeNext(next)).toBe(path);
  });
});
