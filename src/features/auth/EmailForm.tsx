import { useEffect, useRef, useState, type FormEvent } from 'react';
import Field from './Field.tsx';
import { useHydrated } from '../platform/index.ts';
import { checkForm, resetSchema, signInSchema, signUpSchema, type FieldErrors } from './forms.ts';
import { authFailure, loadFirebase } from './session.ts';
import type { AuthUser } from './user.ts';

export type EmailMode = 'sign-in' | 'sign-up' | 'reset';

interface Props {
  mode: EmailMode;
  onModeChange: (mode: EmailMode) => void;
  onSignedIn: (user: AuthUser) => void;
  /** A sign-in or sign-up was sent: from here this form says when the visitor is signed in (and named). */
  onSignInStarted?: () => void;
  /** Id of the page heading that names the form. */
  labelledBy: string;
}

const submitLabels: Record<EmailMode, [idle: string, busy: string]> = {
  'sign-in': ['Sign in', 'Signing in…'],
  'sign-up': ['Create account', 'Creating your account…'],
  reset: ['Send reset link', 'Sending…'],
};

/** Email and password: sign in, sign up (with a display name) and "forgot password", with a message for each error. */
export default function EmailForm({ mode, onModeChange, onSignedIn, onSignInStarted, labelledBy }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // Bumped on every failed submit, so focus moves to the first wrong field even when the errors did not change.
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const switchTo = (next: EmailMode) => {
    setErrors({});
    setAlert('');
    setStatus('');
    onModeChange(next);
  };

  const fail = (fieldErrors: FieldErrors, message = '') => {
    setErrors(fieldErrors);
    setAlert(message);
    setAttempt((n) => n + 1);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const failure = await authFailure(error);
      const field = failure.field;
      // An error about a field shows under that field, if this form has it; any other above the button.
      if (field && !(mode === 'reset' && field === 'password')) fail({ [field]: failure.message });
      else fail({}, failure.message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAlert('');
    setStatus('');
    // Read from the form, not from state: the inputs are uncontrolled so that what a visitor typed before the React
    // root hydrated is kept and used.
    const data = new FormData(event.currentTarget);
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    if (mode === 'reset') {
      const checked = checkForm(resetSchema, values);
      if (!checked.ok) return fail(checked.errors);
      setErrors({});
      void run(async () => {
        await (await loadFirebase()).sendPasswordReset(checked.values.email);
        setStatus(
          `If an account uses ${checked.values.email}, a link to reset its password is on its way. Check your inbox.`,
        );
      });
    } else if (mode === 'sign-up') {
      const checked = checkForm(signUpSchema, values);
      if (!checked.ok) return fail(checked.errors);
      setErrors({});
      const { name, email, password } = checked.values;
      onSignInStarted?.();
      void run(async () => onSignedIn(await (await loadFirebase()).signUpWithEmail(name, email, password)));
    } else {
      const checked = checkForm(signInSchema, values);
      if (!checked.ok) return fail(checked.errors);
      setErrors({});
      const { email, password } = checked.values;
      onSignInStarted?.();
      void run(async () => onSignedIn(await (await loadFirebase()).signInWithEmail(email, password)));
    }
  };

  const bind = (name: 'name' | 'email' | 'password') => ({ name, error: errors[name] });
  const [idle, working] = submitLabels[mode];

  return (
    <>
      {/* POST, so even a submit that somehow beats hydration never puts a password in the address bar. */}
      <form ref={form} method="post" noValidate aria-labelledby={labelledBy} className="space-y-4" onSubmit={submit}>
        {mode === 'sign-up' && <Field label="Name" autoComplete="name" maxLength={60} {...bind('name')} />}
        <Field label="Email" type="email" autoComplete="email" inputMode="email" {...bind('email')} />
        {mode !== 'reset' && (
          <Field
            label="Password"
            type="password"
            autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
            hint={mode === 'sign-up' ? 'At least 6 characters.' : undefined}
            {...bind('password')}
          />
        )}
        {mode === 'sign-in' && (
          <button
            type="button"
            className="text-sm font-medium text-fenvi underline-offset-2 hover:underline"
            disabled={!hydrated}
            onClick={() => switchTo('reset')}
          >
            Forgot password?
          </button>
        )}
        <div>
          <div
            role="alert"
            className={alert ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800' : ''}
          >
            {alert}
          </div>
          <p
            role="status"
            className={status ? 'rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900' : ''}
          >
            {status}
          </p>
        </div>
        <button
          type="submit"
          className="btn btn-primary w-full py-3 disabled:opacity-60"
          disabled={!hydrated}
          aria-busy={busy || undefined}
        >
          {busy ? working : idle}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {mode === 'sign-in'
          ? 'New to the store? '
          : mode === 'sign-up'
            ? 'Already have an account? '
            : 'Remembered it? '}
        <button
          type="button"
          className="font-semibold text-fenvi underline-offset-2 hover:underline"
          disabled={!hydrated}
          onClick={() => switchTo(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
        >
          {mode === 'sign-in' ? 'Create an account' : 'Sign in'}
        </button>
      </p>
    </>
  );
}
