import { useEffect, useState } from 'react';
import { authFailure, loadFirebase } from './session.ts';

type State =
  | { kind: 'checking' | 'verified' }
  | { kind: 'unverified'; email: string | null; sent: boolean; error: string; busy: boolean };

/**
 * Says when the account's email address is not confirmed yet, which checkout needs (anyone can sign up with any
 * address), and sends the link again. Google accounts are confirmed already, so they never see it.
 */
export default function VerifyEmail({ card }: { card: string }) {
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    let active = true;
    void loadFirebase()
      .then((firebase) => firebase.emailConfirmation())
      .then((status) => {
        if (!active || !status) return;
        setState(
          status.verified
            ? { kind: 'verified' }
            : { kind: 'unverified', email: status.email, sent: false, error: '', busy: false },
        );
      })
      .catch((error: unknown) => console.error('Could not read whether the email address is confirmed', error));
    return () => {
      active = false;
    };
  }, []);

  if (state.kind !== 'unverified') return null;

  const send = async () => {
    setState({ ...state, busy: true, error: '' });
    try {
      await (await loadFirebase()).sendConfirmationEmail();
      setState({ ...state, busy: false, sent: true, error: '' });
    } catch (error) {
      setState({ ...state, busy: false, error: (await authFailure(error)).message });
    }
  };

  return (
    <section aria-labelledby="verify-title" className={`${card} space-y-3`}>
      <h2 id="verify-title" className="text-lg font-bold">
        Confirm your email address
      </h2>
      <p className="text-sm text-ink-muted">
        Checking out needs a confirmed address. Open the link we sent to{' '}
        <strong className="text-ink">{state.email ?? 'your address'}</strong>, then come back and check out: no need to
        sign in again.
      </p>
      <button type="button" className="btn btn-ghost" onClick={() => void send()} aria-busy={state.busy || undefined}>
        {state.busy ? 'Sending…' : 'Send the link again'}
      </button>
      <p role="status" className="text-sm">
        {state.sent ? `Sent. Look for it in ${state.email ?? 'your inbox'}.` : ''}
      </p>
      <p role="alert" className="text-sm text-red-700">
        {state.error}
      </p>
    </section>
  );
}
