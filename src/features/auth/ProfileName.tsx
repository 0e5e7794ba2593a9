import { useState, type FormEvent } from 'react';
import Field from './Field.tsx';
import { toAuthError } from './errors.ts';
import { DISPLAY_NAME_MAX, checkForm, displayNameFormSchema } from './forms.ts';
import { loadFirebase } from './session.ts';
import { setUser } from './store.ts';
import type { AuthUser } from './user.ts';

/** Edits the display name (1–60 characters) that the header's drawer and the profile show. */
export default function ProfileName({ user }: { user: AuthUser }) {
  const [name, setName] = useState(user.displayName ?? '');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus('');
    const checked = checkForm(displayNameFormSchema, { name });
    if (!checked.ok) {
      setError(checked.errors.name);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const updated = await (await loadFirebase()).updateDisplayName(checked.values.name);
      setUser(updated);
      setName(checked.values.name);
      setStatus('Your name is saved.');
    } catch (failure) {
      setError(toAuthError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="profile-name-title"
      className="space-y-3"
    >
      <h2 id="profile-name-title" className="text-lg font-bold">
        Display name
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX}
          hint={`Shown in the menu. 1 to ${DISPLAY_NAME_MAX} characters.`}
          value={name}
          error={error}
          className="flex-1"
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="btn btn-primary sm:mt-11" aria-busy={busy || undefined}>
          {busy ? 'Saving…' : 'Save name'}
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-green-800">
        {status}
      </p>
    </form>
  );
}
