import { useCallback, useEffect, useRef, useState } from 'react';
import EmailForm, { type EmailMode } from './EmailForm.tsx';
import GoogleButton from './GoogleButton.tsx';
import { safeNext } from './redirects.ts';
import { onFirstIntent } from '../platform/index.ts';
import { authFailure, confirmedUser, loadGoogle, startSession } from './session.ts';
import { $user, setUser } from './store.ts';
import type { AuthUser } from './user.ts';

interface Props {
  /** The app talks to the local Auth Emulator (no PUBLIC_FIREBASE_* configured). */
  emulator: boolean;
}

const headings: Record<EmailMode, { title: string; intro: string }> = {
  'sign-in': { title: 'Sign in', intro: 'Use your Google account, or your email and password.' },
  'sign-up': { title: 'Create your account', intro: 'Sign up with Google, or with your name, email and a password.' },
  reset: { title: 'Reset your password', intro: 'We will email you a link to choose a new password.' },
};

let leaving = false;

// Set just before the redirect flow leaves this tab, so the page it returns to knows to report how it went.
const REDIRECT_MARK = 'auth-redirect-pending';
function markRedirect(): void {
  try {
    sessionStorage.setItem(REDIRECT_MARK, '1');
  } catch {
    // Storage disabled: the flow still works, the return page just cannot report a failure.
  }
}
function takeRedirectMark(): boolean {
  try {
    const marked = sessionStorage.getItem(REDIRECT_MARK) !== null;
    sessionStorage.removeItem(REDIRECT_MARK);
    return marked;
  } catch {
    return false;
  }
}

/**
 * Leaves /login for `?next=` (when it is a path on this site) or /profile, without keeping /login in the history.
 * Once: a sign-in can finish while the mount check also finds the user, and a second navigation would cancel the first.
 */
function proceed() {
  if (leaving) return;
  leaving = true;
  location.replace(safeNext(new URLSearchParams(location.search).get('next')));
}

/** The /login React root: Google through a popup (or this tab when popups are blocked), and email and password. */
export default function LoginPage({ emulator }: Props) {
  const [mode, setMode] = useState<EmailMode>('sign-in');
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleError, setGoogleError] = useState('');
  const [popupBlocked, setPopupBlocked] = useState(false);
  const [signedInNow, setSignedInNow] = useState(false);

  // Set once the visitor sends a sign-in: the mount check then leaves the navigation to it. Otherwise the check,
  // still loading on a slow phone, saw the account the moment Firebase created it and left the page before the
  // sign-up had saved the visitor's name.
  const submitted = useRef(false);
  const claim = useCallback(() => {
    submitted.current = true;
  }, []);

  const signedIn = useCallback((user: AuthUser) => {
    setUser(user); // write the hint now, so the next page paints the avatar at once
    setSignedInNow(true);
    proceed();
  }, []);

  // A visitor who is already signed in, or is coming back from the redirect flow, is sent on. Firebase and Google's
  // helper load at once only then (the hint says signed in, or the redirect flow is returning); otherwise on the
  // visitor's first move, so the page weighs little before any interaction and the popup is warm by the click.
  useEffect(() => {
    let active = true;
    const returningFromRedirect = takeRedirectMark();
    const check = async () => {
      try {
        await startSession();
        const returning = await (await loadGoogle()).finishRedirectSignIn();
        if (returning && active && !submitted.current) return signedIn(returning);
      } catch (error) {
        // Otherwise this call only warmed up Google's helper; if that failed, the button will say so when used.
        if (active && returningFromRedirect) setGoogleError((await authFailure(error)).message);
      }
      const user = await confirmedUser().catch(() => null);
      if (user && active && !submitted.current) signedIn(user);
    };
    if (returningFromRedirect || $user.get()) {
      void check();
      return () => {
        active = false;
      };
    }
    const stop = onFirstIntent(() => void check());
    return () => {
      active = false;
      stop();
    };
  }, [signedIn]);

  const google = async () => {
    if (googleBusy) return;
    claim();
    setGoogleBusy(true);
    setGoogleError('');
    try {
      await startSession();
      signedIn(await (await loadGoogle()).signInWithGoogle());
    } catch (error) {
      const failure = await authFailure(error);
      if (failure.code === 'popup-blocked') setPopupBlocked(true);
      setGoogleError(failure.message);
      setGoogleBusy(false);
    }
  };

  const inThisTab = async () => {
    setGoogleError('');
    try {
      const google = await loadGoogle();
      markRedirect();
      await google.signInWithGoogleInThisTab(); // the browser leaves for Google here
    } catch (error) {
      setGoogleError((await authFailure(error)).message);
    }
  };

  const { title, intro } = headings[mode];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 id="login-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="mt-1 text-ink-muted">{intro}</p>
      <p role="status" className={signedInNow ? 'mt-4 font-medium' : 'sr-only'}>
        {signedInNow ? 'You are signed in. Taking you on…' : ''}
      </p>

      {mode !== 'reset' && (
        <div className="mt-6">
          <GoogleButton busy={googleBusy} onClick={() => void google()} />
          <div
            role="alert"
            className={googleError ? 'mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800' : ''}
          >
            {googleError}
          </div>
          {popupBlocked && (
            <button type="button" className="btn btn-primary mt-3 w-full" onClick={() => void inThisTab()}>
              Continue in this tab
            </button>
          )}
          <p className="my-6 flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
            or with your email
          </p>
        </div>
      )}

      <EmailForm
        mode={mode}
        onModeChange={setMode}
        onSignedIn={signedIn}
        onSignInStarted={claim}
        labelledBy="login-title"
      />

      {emulator && (
        <p className="mt-6 rounded-lg bg-surface-alt p-3 text-xs text-ink-muted">
          Local mode: accounts live in the Firebase Auth Emulator, and “Continue with Google” opens its test sign-in
          page. Nothing reaches Google.
        </p>
      )}
    </div>
  );
}
