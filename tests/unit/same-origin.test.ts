import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '~/features/platform/same-origin';

const ORIGIN = 'https://store.example';

/** Every spelling of "leave the site" seen in probes, plus the classic ones. */
const LEAVING = [
  '/.//example.org/x',
  '/..//example.org',
  '/%2e%2e//example.org',
  '/%2E%2E//example.org',
  '/x/../..//example.org',
  '/x/%2e%2e/%2e%2e//example.org',
  '/././/example.org',
  '/a/b/../../..//example.org/x?y#z',
  '//example.org',
  '///example.org',
  '/\\example.org',
  '\\\\example.org',
  '/\\/example.org',
  '/\t/example.org',
  '/\n/example.org',
  '/\r/example.org',
  '\t//example.org',
  ' //example.org',
  '/\u0000/example.org',
  'https://example.org/',
  'http://store.example/',
  'https://store.example.example.org/',
  'https://store.example@example.org/',
  'http:/example.org',
  'http:example.org',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'example.org',
  'profile',
  './profile',
  '../profile',
  '',
];

describe('sameOriginPath', () => {
  it.each(LEAVING)('refuses %j', (raw) => {
    expect(sameOriginPath(raw, ORIGIN)).toBeUndefined();
  });

  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/products/biwin-nv7400-1tb?tab=specs#reviews', '/products/biwin-nv7400-1tb?tab=specs#reviews'],
    ['/a/../drag_drop', '/drag_drop'],
    ['/%2e%2e/orders2', '/orders2'],
    ['/a//b', '/a//b'],
    ['https://store.example/all?brand=fenvi', '/all?brand=fenvi'],
    ['HTTPS://STORE.EXAMPLE/all', '/all'],
  ])('keeps %j as the path %j', (raw, expected) => {
    expect(sameOriginPath(raw, ORIGIN)).toBe(expected);
  });

  it('falls back to a stand-in origin, which no real address matches', () => {
    expect(sameOriginPath('/profile')).toBe('/profile');
    expect(sameOriginPath('https://store.example/profile')).toBeUndefined();
  });

  it('refuses everything when the origin itself is not a URL', () => {
    expect(sameOriginPath('/profile', 'not an origin')).toBeUndefined();
  });
});

describe('sameOriginPath, properties', () => {
  const host = fc.domain();
  /** Segments that resolve to nothing or climb: the material of the `/.//host` family. */
  const dotSegment = fc.constantFrom('.', '..', '%2e', '%2E', '%2e%2e', '.%2e', '%2E.', 'x', 'a/..', '');
  const sneaky = fc
    .tuple(fc.array(dotSegment, { maxLength: 6 }), fc.constantFrom('//', '///', '/\\', '\\\\', '/\t/', '/\n/'), host)
    .map(([segments, slashes, h]) => `/${segments.join('/')}${slashes}${h}/x`);

  it('whatever it returns resolves to this origin from any page of the site, and is a path', () => {
    const pages = fc.constantFrom('/', '/login', '/products/a/edit', '/a/b/c/');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), sneaky), pages, (raw, page) => {
        const path = sameOriginPath(raw, ORIGIN);
        if (path === undefined) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, ORIGIN + page).origin).toBe(ORIGIN);
        // Not an absolute URL in disguise: against another origin it stays there.
        expect(new URL(path, 'https://other.test').origin).toBe('https://other.test');
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets a dot-segment or slash trick reach another host', () => {
    fc.assert(
      fc.property(sneaky, (raw) => {
        const path = sameOriginPath(raw, ORIGIN);
        if (path !== undefined) expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        expect(new URL(raw, ORIGIN).origin === ORIGIN || path === undefined).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses any absolute URL on another host', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        fc.pre(new URL(url).origin !== ORIGIN);
        expect(sameOriginPath(url, ORIGIN)).toBeUndefined();
      }),
    );
  });

  it('keeps a plain site path as the browser resolves it', () => {
    fc.assert(
      fc.property(fc.webPath(), (raw) => {
        fc.pre(raw.startsWith('/') && !raw.startsWith('//'));
        const url = new URL(raw, ORIGIN);
        const expected = url.pathname.startsWith('//') ? undefined : `${url.pathname}${url.search}${url.hash}`;
        expect(sameOriginPath(raw, ORIGIN)).toBe(expected);
      }),
    );
  });
});
