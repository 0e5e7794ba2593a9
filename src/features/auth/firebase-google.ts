// Google sign-in through Firebase: the popup and redirect flows and their resolver, which loads Google's api.js and
// the auth iframe. Split from firebase.ts and loaded on intent (session.ts loadGoogle), so a page that only reads the
// session, or a visitor who signs in with a password, never downloads it.
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  getRedirectResult,
  reauthenticateWithPopup,
  signInWithPopup,
  signInWithRedirect,
} from 'firebase/auth';
import { auth, run, signedInUser, toAuthUser } from './firebase.ts';
import type { AuthUser } from './user.ts';

const google = () => {
  const provider = new GoogleAuthProvider();
  // Let people with several Google accounts pick one instead of silently reusing the last.
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
};

export function signInWithGoogle(): Promise<AuthUser> {
  return run(async () => toAuthUser((await signInWithPopup(auth(), google(), browserPopupRedirectResolver)).user));
}

/** The redirect flow, for when the browser blocks the popup: leaves the page, and the login page finishes it. */
export function signInWithGoogleInThisTab(): Promise<void> {
  return run(() => signInWithRedirect(auth(), google(), browserPopupRedirectResolver));
}

/**
 * The user who just came back from the redirect flow, or null when this page load is not such a return. It also
 * loads Google's helper (api.js and the auth iframe), so a later popup opens straight from the click, well within the
 * browser's user-activation window: call it when a visitor is about to use a Google button.
 */
export function finishRedirectSignIn(): Promise<AuthUser | null> {
  return run(async () => {
    const result = await getRedirectResult(auth(), browserPopupRedirectResolver);
    return result ? toAuthUser(result.user) : null;
  });
}

export function reauthenticateWithGoogle(): Promise<void> {
  return run(async () => {
    await reauthenticateWithPopup(signedInUser(), google(), browserPopupRedirectResolver);
  });
}
