// The header's paint script runs inline before any module; it is paint-hint.ts compiled at build time with the rules it
// imports. These tests run the compiled script, as pages carry it, against the modules the islands use, so the header
// can never disagree with them, and check the compiler gives one small self-contained script.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { avatarSource } from '~/features/auth/avatar';
import { AVATAR_KEY, HINT_EVENT, HINT_KEY } from '~/features/auth/keys';
import { PAINT_SCRIPT, PAINT_SCRIPT_HASH } from '~/features/auth/paint-script';
import { authUserSchema, parseHint } from '~/features/auth/user';
import { HINT_TEXT_FIELDS } from '~/features/auth/hint-rules';
import { compileInlineScript } from '~/integrations/inline-script';

const source = PAINT_SCRIPT;

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

describe('the paint script (paint-hint.ts)', () => {
  it('is one small script with no imports, built from the TypeScript source, hashed for the CSP', async () => {
    const entry = fileURLToPath(new URL('../../src/features/auth/paint-hint.ts', import.meta.url));
    const compiled = await compileInlineScript(entry);
    expect(source).toBe(compiled.code);
    expect(source).toMatch(/^(?:"use strict";)?\(\(\)=>\{[^]*\}\)\(\);$/);
    expect(source).not.toMatch(/\bimport\b|\bexport\b|\n|<\/script/i);
    // The rules it follows come from the modules, and nothing heavier (zod, the store) comes with them.
    expect(compiled.inputs.map((file) => file.replace(/^.*src\/features\/auth\//, '')).sort()).toEqual([
      'avatar.ts',
      'hint-rules.ts',
      'keys.ts',
      'paint-hint.ts',
      'stored-hint.ts',
    ]);
    expect(source.length).toBeLessThan(1_500);
    expect(PAINT_SCRIPT_HASH).toBe(`sha256-${createHash('sha256').update(source).digest('base64')}`);
  });

  it('listens for the storage keys and event of keys.ts', () => {
    const painted = run({});
    expect([...painted.listeners.keys()].sort()).toEqual([HINT_EVENT, 'storage'].sort());
    expect(source).toContain(JSON.stringify(HINT_KEY));
    expect(source).toContain(JSON.stringify(AVATAR_KEY));
  });

  it("checks the hint's text fields the schema has", () => {
    expect(Object.keys(authUserSchema.shape).filter((key) => key !== 'uid')).toEqual([...HINT_TEXT_FIELDS]);
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
