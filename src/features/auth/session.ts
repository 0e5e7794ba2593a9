// Connects the store to Firebase. Loaded on demand: by the header when the hint says someone is signed in, and by
// the login and profile pages, so a signed-out visitor's content pages never fetch the SDK.
import { yieldToMain } from '../platform/yield.ts';
import { $user, setUser } from './store.ts';
import type { AuthError } from './errors.ts';
import type { AuthUser } from './user.ts';

export type FirebaseModule = typeof import('./firebase.ts');
export type GoogleModule = typeof import('./firebase-google.ts');
let loading: Promise<FirebaseModule> | undefined;
let loadingGoogle: Promise<GoogleModule> | undefined;
let watching = false;

/**
 * The Firebase wrapper, fetched once. It resolves a task after the SDK is evaluated, so that whatever its caller
 * starts (restoring the session first) runs in a task of its own.
 */
export function loadFirebase(): Promise<FirebaseModule> {
  loading ??= import('./firebase.ts').then(
    async (firebase) => {
      await yieldToMain();
      return firebase;
    },
    (error: unknown) => {
      loading = undefined; // a flaky network should not break every later attempt in this page
      throw error;
    },
  );
  return loading;
}

/** Google's popup and redirect flows (firebase-google.ts), fetched once, when a page is about to use them. */
export function loadGoogle(): Promise<GoogleModule> {
  loadingGoogle ??= import('./firebase-google.ts').catch((error: unknown) => {
    loadingGoogle = undefined;
    throw error;
  });
  return loadingGoogle;
}

/** A failure as the AuthError to show. The messages load with the first failure, not with the page. */
export async function authFailure(error: unknown): Promise<AuthError> {
  return (await import('./errors.ts')).toAuthError(error);
}

/** Keeps $user in step with Firebase from now on (idempotent). */
export async function startSession(): Promise<FirebaseModule> {
  const firebase = await loadFirebase();
  if (!watching) {
    watching = true;
    firebase.watchUser(setUser);
  }
  return firebase;
}

/** The signed-in user once Firebase has restored any saved session (the hint alone is not trusted here). */
export async function confirmedUser(): Promise<AuthUser | null> {
  const firebase = await startSession();
  const user = await firebase.currentUser();
  // authStateReady can resolve a moment before the watcher's first call; keep the store consistent either way.
  if (JSON.stringify(user) !== JSON.stringify($user.get())) setUser(user);
  return user;
}
