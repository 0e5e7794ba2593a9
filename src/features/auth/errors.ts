import * as z from 'zod/mini';

/**
 * Our identity error codes: the Firebase `auth/…` codes the pages tell apart (every one docs/rules.md#identity-errors lists, and the few
 * more a form or the profile can meet), plus `unknown`. Pages see only these, never Firebase's own errors.
 */
export const authErrorCodes = [
  'wrong-password',
  'invalid-credential',
  'user-not-found',
  'email-already-in-use',
  'weak-password',
  'password-does-not-meet-requirements',
  'invalid-email',
  'missing-password',
  'too-many-requests',
  'network-request-failed',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'unauthorized-domain',
  'operation-not-allowed',
  'user-disabled',
  'account-exists-with-different-credential',
  'requires-recent-login',
  'user-mismatch',
  'unknown',
] as const;
export const authErrorCodeSchema = z.enum(authErrorCodes);
export type AuthErrorCode = z.infer<typeof authErrorCodeSchema>;

const messages: Record<AuthErrorCode, string> = {
  'wrong-password': 'That password is not right. Try again, or use “Forgot password?” to reset it.',
  // Projects with email enumeration protection answer this for both a wrong password and an unknown email.
  'invalid-credential': 'The email or password is not right. Check both and try again.',
  'user-not-found': 'There is no account with this email. Check the address, or create an account.',
  'email-already-in-use': 'An account with this email already exists. Sign in instead, or reset its password.',
  'weak-password': 'That password is too weak. Use at least 6 characters.',
  'password-does-not-meet-requirements': 'That password does not meet the requirements.',
  'invalid-email': 'Enter a valid email address, like name@example.com.',
  'missing-password': 'Enter your password.',
  'too-many-requests': 'Too many attempts. Wait a few minutes and try again, or reset your password.',
  'network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.',
  'popup-closed-by-user': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'cancelled-popup-request': 'A sign-in window is already open. Finish there, or close it and try again.',
  'unauthorized-domain':
    'Sign-in is not enabled for this web address. The site owner must add it to the authorized domains in Firebase.',
  'operation-not-allowed': 'This way of signing in is not enabled for the store. Try another one.',
  'user-disabled': 'This account has been disabled. Contact the store for help.',
  'account-exists-with-different-credential':
    'An account with this email already exists with another sign-in method. Sign in that way instead.',
  'requires-recent-login': 'For your security, confirm it is you before doing that.',
  'user-mismatch': 'That is a different account. Confirm with the account you are signed in with.',
  unknown: 'Something went wrong. Please try again.',
};

/** Our code for a Firebase error code (`auth/wrong-password` → `wrong-password`); anything else is `unknown`. */
export function toAuthErrorCode(firebaseCode: unknown): AuthErrorCode {
  if (typeof firebaseCode !== 'string') return 'unknown';
  const result = authErrorCodeSchema.safeParse(firebaseCode.replace(/^auth\//, ''));
  return result.success ? result.data : 'unknown';
}

/**
 * The English sentence for a code. For an unmet password policy Firebase lists what is missing in its own message
 * ("Missing password requirements: [Password must contain …]"); those items are worth showing.
 */
export function authErrorMessage(code: AuthErrorCode, firebaseMessage = ''): string {
  const base = messages[code];
  if (code !== 'password-does-not-meet-requirements') return base;
  const listed = /\[([^\]]+)\]/.exec(firebaseMessage)?.[1]?.trim();
  return listed ? `${base.slice(0, -1)}: ${listed.replace(/\.?$/, '.')}` : base;
}

/** The form field an error is about, so a form can mark that field instead of the whole form. */
export function authErrorField(code: AuthErrorCode): 'email' | 'password' | null {
  switch (code) {
    case 'user-not-found':
    case 'email-already-in-use':
    case 'invalid-email':
      return 'email';
    case 'wrong-password':
    case 'weak-password':
    case 'password-does-not-meet-requirements':
    case 'missing-password':
      return 'password';
    default:
      return null;
  }
}

/** An identity failure in our own terms: a code the pages can branch on and a message they can show. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message: string = authErrorMessage(code)) {
    super(message);
    this.code = code;
  }

  /** The form field this error is about, if any (authErrorField). */
  get field(): 'email' | 'password' | null {
    return authErrorField(this.code);
  }
}

/** Turns whatever the SDK threw (a FirebaseError has `code` and `message`) into an AuthError. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const shape = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {};
  const code = toAuthErrorCode(shape.code);
  return new AuthError(code, authErrorMessage(code, typeof shape.message === 'string' ? shape.message : ''));
}
