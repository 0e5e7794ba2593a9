// The one module that talks to the Firebase Authentication SDK. Everything else sees our types (AuthUser) and our
// errors (AuthError). It is only ever loaded with a dynamic import (see session.ts), so pages whose visitors are
// signed out download none of the SDK. Google's popup and redirect flows live in firebase-google.ts, loaded when a
// page is about to use them: their resolver (api.js, iframes, popups) is most of the SDK's weight.
import { getApps, initializeApp } from 'firebase/app';
import {
  EmailAuthProvider,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { siteFirebaseSetup } from './config.ts';
import { AuthError, toAuthError } from './errors.ts';
import type { AuthUser } from './user.ts';

const setup = siteFirebaseSetup();

let instance: Auth | undefined;

/** The app's one Auth instance (also for firebase-google.ts). */
export function auth(): Auth {
  if (instance) return instance;
  const existing = getApps()[0];
  if (existing) {
    // A hot reload in development runs this module again; the app and its Auth already exist.
    instance = getAuth(existing);
    return instance;
  }
  // initializeAuth rather than getAuth: only the persistence we use is bundled. No popupRedirectResolver here: with
  // one, every page that merely reads the session (the header on content pages) would load Google's api.js and the
  // auth iframe. The popup and redirect calls below pass it themselves, and the login page warms it up on arrival.
  instance = initializeAuth(initializeApp(setup.options), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (setup.emulatorUrl) connectAuthEmulator(instance, setup.emulatorUrl, { disableWarnings: true });
  return instance;
}

export function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL };
}

export async function run<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw toAuthError(error);
  }
}

export function signedInUser(): User {
  const user = auth().currentUser;
  if (!user) throw new AuthError('unknown', 'You are signed out. Sign in again to continue.');
  return user;
}

/** Calls `listener` with the current user now and after every sign-in or sign-out; returns the unsubscribe. */
export function watchUser(listener: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(auth(), (user) => listener(user ? toAuthUser(user) : null));
}

/** The signed-in user once Firebase has restored any saved session. */
export async function currentUser(): Promise<AuthUser | null> {
  await auth().authStateReady();
  const user = auth().currentUser;
  return user ? toAuthUser(user) : null;
}

export function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  return run(async () => toAuthUser((await signInWithEmailAndPassword(auth(), email, password)).user));
}

/** Creates the account, then names it. A failure to save the name leaves a working account, so it is not an error. */
export function signUpWithEmail(name: string, email: string, password: string): Promise<AuthUser> {
  return run(async () => {
    const { user } = await createUserWithEmailAndPassword(auth(), email, password);
    await updateProfile(user, { displayName: name }).catch((error: unknown) => {
      console.warn('The account was created but its name was not saved; it can be set on the profile page.', error);
    });
    // Checkout needs a proved address; the profile page can send the link again.
    await sendEmailVerification(user).catch((error: unknown) => {
      console.warn(
        'The account was created but the confirmation email was not sent; the profile page sends it.',
        error,
      );
    });
    return toAuthUser(user);
  });
}

export function sendPasswordReset(email: string): Promise<void> {
  return run(() => sendPasswordResetEmail(auth(), email));
}

export function updateDisplayName(name: string): Promise<AuthUser> {
  return run(async () => {
    const user = signedInUser();
    await updateProfile(user, { displayName: name });
    return toAuthUser(user);
  });
}

export function signOut(): Promise<void> {
  return run(() => firebaseSignOut(auth()));
}

/** How the signed-in user can prove it is them again: Google, a password, or both. */
export function signInMethods(): Array<'google' | 'password'> {
  const ids = new Set(auth().currentUser?.providerData.map((p) => p.providerId) ?? []);
  return [
    ...(ids.has('google.com') ? (['google'] as const) : []),
    ...(ids.has('password') ? (['password'] as const) : []),
  ];
}

export function reauthenticateWithPassword(password: string): Promise<void> {
  return run(async () => {
    const user = signedInUser();
    if (!user.email) throw new AuthError('unknown', 'This account has no email address to confirm with.');
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  });
}

/** Deletes the signed-in account. Firebase asks for a recent sign-in first (`requires-recent-login`). */
export function deleteAccount(): Promise<void> {
  return run(() => deleteUser(signedInUser()));
}

/**
 * Firebase deletes an account only within minutes of a sign-in (`requires-recent-login`); a little under that, so
 * the dialog asks first rather than erase the orders and then be refused the deletion.
 */
export const RECENT_SIGN_IN_MS = 4 * 60_000;

/** True when the signed-in user signed in (or confirmed it was them) recently enough to delete the account. */
export async function signedInRecently(): Promise<boolean> {
  const user = signedInUser();
  const { authTime } = await run(() => user.getIdTokenResult());
  return Date.now() - Date.parse(authTime) < RECENT_SIGN_IN_MS;
}

/**
 * The signed-in user's ID token, for calls to our Functions (they verify it server-side). `fresh` asks Firebase for
 * a new one: after a Function refused the cached one (401), a new token is what can still be accepted.
 */
export async function idToken(fresh = false): Promise<string | null> {
  await auth().authStateReady();
  const user = auth().currentUser;
  if (!user) return null;
  if (fresh) return run(() => user.getIdToken(true));
  // A token says whether the address was confirmed when it was issued: after the user opens the link (in another
  // tab, say), a fresh one carries the confirmation, so checkout works without signing in again.
  if (!user.emailVerified && (await refreshed(user))) return run(() => user.getIdToken(true));
  return run(() => user.getIdToken());
}

/** Reloads the user's record; true when the address has been confirmed since the token was issued. */
async function refreshed(user: User): Promise<boolean> {
  await reload(user).catch(() => undefined);
  return user.emailVerified;
}

/** Whether the signed-in user's address is confirmed (read afresh), and which address; null when signed out. */
export async function emailConfirmation(): Promise<{ email: string | null; verified: boolean } | null> {
  await auth().authStateReady();
  const user = auth().currentUser;
  if (!user) return null;
  if (!user.emailVerified) await refreshed(user);
  return { email: user.email, verified: user.emailVerified };
}

/** Sends the signed-in user the link that confirms their address. */
export function sendConfirmationEmail(): Promise<void> {
  return run(() => sendEmailVerification(signedInUser()));
}
