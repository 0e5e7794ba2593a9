import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMULATOR_PROJECT_ID, EMULATOR_URL } from '~/domain/auth';
import { firebaseSetup } from '~/features/auth/config';
import { AUTH_EMULATOR_HOST } from '../../scripts/auth-emulator.mjs';
import { stepAfterDeleteError } from '~/features/auth/delete-flow';
import { checkForm, displayNameFormSchema, resetSchema, signInSchema, signUpSchema } from '~/features/auth/forms';
import { parseHint, userLabel } from '~/features/auth/user';
import { accountLabel } from '~/features/auth/hint-rules';

describe('account forms', () => {
  it('trims and accepts good sign-up values (password left to the provider)', () => {
    expect(checkForm(signUpSchema, { name: '  Ada ', email: ' ada@example.com ', password: 'x' })).toEqual({
      ok: true,
      values: { name: 'Ada', email: 'ada@example.com', password: 'x' },
    });
  });
  it('gives one message per wrong field', () => {
    expect(checkForm(signUpSchema, { name: ' ', email: 'ada', password: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        email: 'Enter a valid email address, like name@example.com.',
        password: 'Choose a password.',
      },
    });
    expect(checkForm(signInSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Enter your email address.', password: 'Enter your password.' },
    });
    expect(checkForm(resetSchema, { email: 'nope@' })).toMatchObject({
      ok: false,
      errors: { email: expect.any(String) },
    });
  });
  it('keeps display names between 1 and 60 characters', () => {
    expect(checkForm(displayNameFormSchema, { name: 'x'.repeat(60) }).ok).toBe(true);
    expect(checkForm(displayNameFormSchema, { name: 'x'.repeat(61) })).toEqual({
      ok: false,
      errors: { name: 'Use at most 60 characters for your name.' },
    });
    expect(checkForm(displayNameFormSchema, { name: '   ' })).toEqual({
      ok: false,
      errors: { name: 'Enter your name.' },
    });
  });
});

describe('firebaseSetup', () => {
  it('uses the Auth Emulator and its demo project when nothing is configured', () => {
    for (const env of [{}, { PUBLIC_FIREBASE_API_KEY: '  ', PUBLIC_FIREBASE_PROJECT_ID: '' }]) {
      const setup = firebaseSetup(env);
      expect(setup.emulatorUrl).toBe(EMULATOR_URL);
      expect(setup.options.projectId).toBe(EMULATOR_PROJECT_ID);
      expect(EMULATOR_PROJECT_ID.startsWith('demo-')).toBe(true);
    }
  });
  it('points the browser at the emulator the scripts start (firebase.json)', () => {
    expect(new URL(EMULATOR_URL).host).toBe(AUTH_EMULATOR_HOST);
  });
  it('uses a full PUBLIC_FIREBASE_* configuration as given', () => {
    expect(
      firebaseSetup({
        PUBLIC_FIREBASE_API_KEY: 'key',
        PUBLIC_FIREBASE_AUTH_DOMAIN: 'store.example.com',
        PUBLIC_FIREBASE_PROJECT_ID: 'pcstore',
        PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
      }),
    ).toEqual({
      options: { apiKey: 'key', authDomain: 'store.example.com', projectId: 'pcstore', appId: '1:2:web:3' },
      emulatorUrl: null,
    });
  });
  it('fails loudly on a partial configuration', () => {
    expect(() => firebaseSetup({ PUBLIC_FIREBASE_API_KEY: 'key' })).toThrow(/partly configured/);
  });
});

describe('the "signed in as" hint', () => {
  const user = { uid: 'u1', displayName: 'Ada', email: 'ada@example.com', photoURL: null };
  it('reads a stored user', () => {
    expect(parseHint(JSON.stringify(user))).toEqual(user);
  });
  it('treats anything else as signed out', () => {
    for (const raw of [
      null,
      '',
      'null',
      '{',
      '[]',
      JSON.stringify({ ...user, uid: '' }),
      JSON.stringify({ uid: 'u1' }),
    ])
      expect(parseHint(raw)).toBeNull();
  });
  it('labels a user by name, else email', () => {
    expect(userLabel(user)).toBe('Ada');
    expect(userLabel({ ...user, displayName: '  ' })).toBe('ada@example.com');
    expect(userLabel({ ...user, displayName: null, email: null })).toBe('Your account');
  });
  it("labels the phone menu's stored hint by name, else email, whatever its fields hold", () => {
    fc.assert(
      fc.property(
        fc.record({ displayName: fc.option(fc.string()), email: fc.option(fc.string()) }),
        ({ displayName, email }) => {
          // docs/rules.md#header-and-footer: the display name, else the email.
          expect(accountLabel({ displayName, email })).toBe(displayName?.trim() || email || 'Your account');
        },
      ),
    );
    expect(accountLabel({ displayName: 42, email: ['x'] })).toBe('Your account');
  });
});

describe('stepAfterDeleteError', () => {
  it('asks Google users to confirm in a popup and password users for their password', () => {
    expect(stepAfterDeleteError('requires-recent-login', ['google'])).toBe('reauth-google');
    expect(stepAfterDeleteError('requires-recent-login', ['password'])).toBe('reauth-password');
    expect(stepAfterDeleteError('requires-recent-login', ['google', 'password'])).toBe('reauth-google');
  });
  it('shows other errors as they are', () => {
    expect(stepAfterDeleteError('requires-recent-login', [])).toBeNull();
    expect(stepAfterDeleteError('network-request-failed', ['google'])).toBeNull();
  });
});
