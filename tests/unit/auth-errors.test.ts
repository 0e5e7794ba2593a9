import { describe, expect, it } from 'vitest';
import {
  AuthError,
  authErrorCodes,
  authErrorField,
  authErrorMessage,
  toAuthError,
  toAuthErrorCode,
} from '~/features/auth/errors';

// Every identity error docs/rules.md#identity-errors lists, as Firebase codes it, with words its message must contain.
const spec: Array<[string, RegExp]> = [
  ['auth/wrong-password', /password is not right/],
  ['auth/invalid-credential', /email or password is not right/],
  ['auth/user-not-found', /no account with this email/],
  ['auth/email-already-in-use', /already exists/],
  ['auth/weak-password', /too weak.*6 characters/],
  ['auth/password-does-not-meet-requirements', /does not meet the requirements/],
  ['auth/too-many-requests', /Too many attempts/],
  ['auth/network-request-failed', /could not reach the sign-in service/],
  ['auth/popup-blocked', /blocked the sign-in window.*continue in this tab/],
  ['auth/popup-closed-by-user', /closed before you finished/],
  ['auth/cancelled-popup-request', /already open/],
  ['auth/unauthorized-domain', /not enabled for this web address/],
];

describe('identity error messages', () => {
  it.each(spec)('%s has its own clear message', (firebaseCode, words) => {
    const code = toAuthErrorCode(firebaseCode);
    expect(code).not.toBe('unknown');
    expect(authErrorMessage(code)).toMatch(words);
  });

  it('gives every code a distinct, complete sentence', () => {
    const messages = authErrorCodes.map((code) => authErrorMessage(code));
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).toMatch(/^[A-Z].*[.]$/);
  });

  it('falls back to a default for codes it does not know, and for non-codes', () => {
    expect(toAuthErrorCode('auth/internal-error')).toBe('unknown');
    expect(toAuthErrorCode(undefined)).toBe('unknown');
    expect(authErrorMessage('unknown')).toBe('Something went wrong. Please try again.');
  });

  it('lists what an unmet password policy is missing', () => {
    const firebase =
      'Firebase: Missing password requirements: [Password must contain at least 8 characters, Password must contain a numeric character] (auth/password-does-not-meet-requirements).';
    expect(authErrorMessage('password-does-not-meet-requirements', firebase)).toBe(
      'That password does not meet the requirements: Password must contain at least 8 characters, Password must contain a numeric character.',
    );
  });
});

describe('toAuthError', () => {
  it('turns a FirebaseError-like value into our error, never exposing Firebase text', () => {
    const error = toAuthError({
      code: 'auth/email-already-in-use',
      message: 'Firebase: Error (auth/email-already-in-use).',
    });
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe('email-already-in-use');
    expect(error.message).not.toMatch(/Firebase/);
  });
  it('passes our own errors through and wraps anything else', () => {
    const ours = new AuthError('popup-blocked');
    expect(toAuthError(ours)).toBe(ours);
    expect(toAuthError(new TypeError('boom')).code).toBe('unknown');
    expect(toAuthError('text').message).toBe('Something went wrong. Please try again.');
  });
});

describe('authErrorField', () => {
  it('puts email and password errors on their fields, and the rest on the form', () => {
    expect(authErrorField('email-already-in-use')).toBe('email');
    expect(authErrorField('user-not-found')).toBe('email');
    expect(authErrorField('wrong-password')).toBe('password');
    expect(authErrorField('weak-password')).toBe('password');
    expect(authErrorField('invalid-credential')).toBeNull();
    expect(authErrorField('network-request-failed')).toBeNull();
  });
});
