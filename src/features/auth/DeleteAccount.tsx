import { useRef, useState, type FormEvent } from 'react';
import Field from './Field.tsx';
import { stepAfterDeleteError, type DeleteStep } from './delete-flow.ts';
import { toAuthError } from './errors.ts';
import { loadFirebase, loadGoogle, type FirebaseModule } from './session.ts';
import { setUser } from './store.ts';
import { routes } from '../../domain/site/index.ts';

const actions: Record<DeleteStep, string> = {
  confirm: 'Delete my account',
  'reauth-google': 'Confirm with Google and delete',
  'reauth-password': 'Confirm and delete',
};

/** Firebase would refuse the deletion: the same step as its own `requires-recent-login`, before anything is erased. */
class RecentSignInNeeded extends Error {
  readonly code = 'requires-recent-login';
}

/** The store could not erase the account's orders, so the account is kept (deleting it would leave them behind). */
class DataNotErased extends Error {
  constructor() {
    super('We could not delete your orders just now, so your account is not deleted yet. Please try again.');
  }
}

interface Props {
  /** Marks that this page is about to leave by itself, so the profile does not treat the sign-out as a visit by someone signed out. */
  onLeaving: (leaving: boolean) => void;
}

/** Deletes the account after a confirmation in a modal dialog, re-authenticating first when Firebase asks for it. */
export default function DeleteAccount({ onLeaving }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<DeleteStep>('confirm');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const open = () => {
    setStep('confirm');
    setPassword('');
    setError('');
    dialog.current?.showModal();
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (step === 'reauth-password' && !password) return setError('Enter your password to confirm.');
    setBusy(true);
    setError('');
    let methods: ReturnType<FirebaseModule['signInMethods']> = [];
    // Before the delete: Firebase reports the sign-out while deleteAccount is still resolving.
    onLeaving(true);
    try {
      const firebase = await loadFirebase(); // already loaded by the profile page: no wait before the popup
      methods = firebase.signInMethods();
      // Called straight from the click, so the browser lets the Google popup open.
      if (step === 'reauth-google') await (await loadGoogle()).reauthenticateWithGoogle();
      if (step === 'reauth-password') await firebase.reauthenticateWithPassword(password);
      // Firebase deletes an account only after a recent sign-in: it is asked for before anything is erased, so the
      // orders are never gone while the account stays.
      if (step === 'confirm' && !(await firebase.signedInRecently())) throw new RecentSignInNeeded();
      // The store's copy goes first: once the account is gone, its token can no longer ask for it.
      try {
        await (await import('./erase-data.ts')).eraseStoreData(firebase.idToken);
      } catch (failure) {
        console.error('Could not erase the account’s orders', failure);
        throw new DataNotErased();
      }
      await firebase.deleteAccount();
      setUser(null); // also forgets this device's picture
      location.assign(routes.home);
    } catch (failure) {
      onLeaving(false);
      if (failure instanceof DataNotErased) {
        setError(failure.message);
        setBusy(false);
        return;
      }
      const { code, message } =
        failure instanceof RecentSignInNeeded
          ? { code: 'requires-recent-login' as const, message: '' }
          : toAuthError(failure);
      const next = stepAfterDeleteError(code, methods);
      if (next && step === 'confirm') {
        // Load Google's helper now, so the popup opens straight from the next click.
        if (next === 'reauth-google')
          void loadGoogle()
            .then((google) => google.finishRedirectSignIn())
            .catch(() => null);
        setStep(next);
        setError(
          next === 'reauth-google'
            ? 'For your security, confirm with Google that it is you.'
            : 'For your security, enter your password to confirm that it is you.',
        );
      } else {
        setError(message);
      }
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="delete-title" className="space-y-3">
      <h2 id="delete-title" className="text-lg font-bold">
        Delete account
      </h2>
      <p className="text-sm text-ink-muted">
        This deletes your orders and your account and signs you out everywhere. It cannot be undone.
      </p>
      <button type="button" className="btn border border-red-700 bg-white text-red-700 hover:bg-red-50" onClick={open}>
        Delete account…
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="delete-dialog-title"
        className="z-modal m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-black/50"
      >
        <form noValidate className="space-y-4 p-6" onSubmit={(event) => void confirm(event)}>
          <h2 id="delete-dialog-title" className="text-xl font-bold">
            Delete your account?
          </h2>
          <p className="text-ink-muted">
            Your orders are deleted from the store first (open ones are cancelled), then your sign-in, name and picture
            are removed for good. You can create a new account later.
          </p>
          {step === 'reauth-password' && (
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          <p
            role="alert"
            className={error ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800' : ''}
          >
            {error}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" aria-busy={busy || undefined}>
              {busy ? 'Deleting…' : actions[step]}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
