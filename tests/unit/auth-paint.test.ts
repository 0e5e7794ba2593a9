// paint-hint.js runs inline before any module, so it repeats rules that live in TypeScript modules. These tests run
// the real file against those modules, so the header can never disagree with the islands.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { avatarSource } from '~/features/auth/avatar';
import { AVATAR_KEY, HINT_EVENT, HINT_KEY } from '~/features/auth/keys';
import { parseHint } from '~/features/auth/user';

const source = readFileSync(new URL('../../src/features/auth/paint-hint.js', import.meta.url), 'utf8');

function run(stored: Record<string, string>) {
  const attributes = new Map<string, string>();
  const style = new Map<string, string>();
  const listeners = new Map<string, () => void>();
  const root = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    style: {
      setProperty: (name: string, value: string) => style.set(name, value),
      removeProperty: (name: string) => style.delete(name),
    },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  runInNewContext(source, {
    document: { documentElement: root },
    localStorage,
    URL,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  });
  return { signedIn: attributes.get('data-auth') === 'in', avatar: style.get('--avatar') ?? null, listeners };
}

const user = { uid: 'u1', displayName: 'Ada', email: 'ada@example.com', photoURL: 'https://example.com/ada.png' };
const local = 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAfQ//73v/+BiOh/AAA=';

describe('paint-hint.js', () => {
  it('uses the same storage keys and event as keys.ts', () => {
    expect(source).toContain(`'${HINT_KEY}'`);
    expect(source).toContain(`'${AVATAR_KEY}'`);
    expect(source).toContain(`addEventListener('${HINT_EVENT}'`);
    expect([...run({}).listeners.keys()].sort()).toEqual(['auth-hint', 'storage']);
  });

  const hints = [
    JSON.stringify(user),
    JSON.stringify({ ...user, photoURL: null }),
    JSON.stringify({ ...user, photoURL: 'javascript:alert(1)' }),
    JSON.stringify({ ...user, photoURL: 'https://example.com/a"b.png' }),
    JSON.stringify({ ...user, uid: '' }),
    JSON.stringify({ uid: 'u2', displayName: null, email: null, photoURL: null }),
    JSON.stringify({ uid: 'u3' }),
    JSON.stringify({ ...user, email: 42 }),
    JSON.stringify([user]),
    '{not json',
    'null',
  ];
  const pictures = [undefined, local, 'data:text/html;base64,PHNjcmlwdD4=', 'garbage'];

  for (const hint of hints) {
    for (const picture of pictures) {
      it(`agrees with parseHint and avatarSource for ${hint.slice(0, 40)} / ${String(picture).slice(0, 20)}`, () => {
        const stored: Record<string, string> = { [HINT_KEY]: hint };
        if (picture) stored[AVATAR_KEY] = picture;
        const painted = run(stored);
        const parsed = parseHint(hint);
        expect(painted.signedIn).toBe(parsed !== null);
        if (!painted.signedIn) return expect(painted.avatar).toBeNull();
        const expected = avatarSource(picture, JSON.parse(hint).photoURL);
        expect(painted.avatar).toBe(expected.origin === 'default' ? null : `url("${expected.src}")`);
      });
    }
  }

  it('shows the signed-out header without storage', () => {
    const painted = run({});
    expect(painted.signedIn).toBe(false);
  });
});
