import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { auth } from './guard.ts';
import { loginPathFor } from './redirects.ts';
import { authFailure, loadFirebase } from './session.ts';
import { $user } from './store.ts';
import { userLabel } from './user.ts';
import { routes } from '../../domain/site/index.ts';

// The account's forms load once the guard has let the visitor in: a signed-out visitor, sent to sign in, never
// downloads them.
const ProfileName = lazy(() => import('./ProfileName.tsx'));
const ProfileAvatar = lazy(() => import('./ProfileAvatar.tsx'));
const DeleteAccount = lazy(() => import('./DeleteAccount.tsx'));
const VerifyEmail = lazy(() => import('./VerifyEmail.tsx'));

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * The /profile React root behind the `auth` guard. Until Firebase has confirmed the user it renders only a status line:
 * nothing private is on the page for a visitor who turns out to be signed out (they are sent to sign in).
 */
export default function ProfilePage() {
  const [allowed, setAllowed] = useState(false);
  const [signOutError, setSignOutError] = useState('');
  const user = useStore($user, { ssr: () => null });
  // Set when this page itself signs out or deletes the account, which leaves for the home page instead.
  const leaving = useRef(false);

  useEffect(() => {
    let active = true;
    void auth()
      .then((confirmed) => active && setAllowed(confirmed !== null))
      .catch(() => active && location.replace(loginPathFor(routes.profile)));
    return () => {
      active = false;
    };
  }, []);

  // Signed out elsewhere (another tab, or the session expired) while this page is open.
  useEffect(() => {
    if (allowed && !user && !leaving.current) location.replace(loginPathFor(routes.profile));
  }, [allowed, user]);

  const signOut = async () => {
    setSignOutError('');
    leaving.current = true;
    try {
      await (await loadFirebase()).signOut();
      location.assign(routes.home);
    } catch (error) {
      leaving.current = false;
      setSignOutError((await authFailure(error)).message);
    }
  };

  if (!allowed || !user) {
    return (
      <div className={card}>
        <h1 className="text-2xl font-bold tracking-tight">Your profile</h1>
        <p role="status" className="mt-2 text-ink-muted">
          Checking your sign-in…
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className={`${card} flex flex-wrap items-center justify-between gap-4`}>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Your profile</h1>
          <p className="mt-1 truncate text-lg font-semibold">{userLabel(user)}</p>
          {user.email && <p className="truncate text-ink-muted">{user.email}</p>}
        </div>
        <div>
          <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
            Sign out
          </button>
          <p role="alert" className="mt-2 text-sm text-red-700">
            {signOutError}
          </p>
        </div>
      </div>
      <Suspense fallback={<p className="text-ink-muted">Loading your account…</p>}>
        <VerifyEmail card={card} />
        <div className={card}>
          <ProfileName user={user} />
        </div>
        <div className={card}>
          <ProfileAvatar user={user} />
        </div>
        <div className={card}>
          <DeleteAccount onLeaving={(value) => (leaving.current = value)} />
        </div>
      </Suspense>
    </div>
  );
}
