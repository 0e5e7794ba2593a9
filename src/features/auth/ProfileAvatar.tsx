import { useId, useState, type ChangeEvent } from 'react';
import { useStore } from '@nanostores/react';
import { avatarSource, checkAvatarFile, type AvatarOrigin } from './avatar.ts';
import { UNREADABLE_PICTURE, resizeAvatar } from './avatar-image.ts';
import { $localAvatar, clearLocalAvatar, setLocalAvatar } from './store.ts';
import type { AuthUser } from './user.ts';

const origins: Record<AvatarOrigin, string> = {
  device: 'This picture is kept on this device only.',
  account: 'This picture comes from your sign-in account.',
  default: 'You have no picture yet, so everyone sees the default one.',
};

/** The avatar: shows which picture is in use and sets or clears the one kept on this device (profile-avatar). */
export default function ProfileAvatar({ user }: { user: AuthUser }) {
  const local = useStore($localAvatar, { ssr: () => null });
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const { src, origin } = avatarSource(local, user.photoURL);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setError('');
    setStatus('');
    if (!file) return;
    const check = checkAvatarFile(file);
    try {
      if (!check.ok) return setError(check.message); // nothing changes
      setBusy(true);
      const dataUrl = await resizeAvatar(file);
      if (!setLocalAvatar(dataUrl))
        return setError(
          'This browser would not store the picture. Free some space or allow site data, then try again.',
        );
      setStatus('Your new picture is saved on this device.');
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message === UNREADABLE_PICTURE
          ? UNREADABLE_PICTURE
          : 'The picture could not be used. Try another one.',
      );
    } finally {
      setBusy(false);
      input.value = ''; // choosing the same file again should still run the checks
    }
  };

  const remove = () => {
    clearLocalAvatar();
    setError('');
    setStatus('The picture on this device is removed.');
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Picture
      </h2>
      <div className="flex items-center gap-4">
        <img
          src={src}
          alt="Your picture"
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-full border border-slate-300 bg-surface-alt object-cover"
        />
        <p className="text-sm text-ink-muted">{origins[origin]}</p>
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold">
          Choose a picture
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          PNG, JPEG, WebP or GIF, up to 5 MB. It is resized to 256 pixels and kept in this browser only.
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          aria-busy={busy || undefined}
          onChange={(event) => void choose(event)}
          className="mt-2 block w-full text-sm text-ink-muted file:mr-3 file:rounded-lg file:border-0 file:bg-ink file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-black"
        />
      </div>
      <p
        id={`${id}-error`}
        role="alert"
        className={error ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800' : ''}
      >
        {error}
      </p>
      <p role="status" className="text-sm font-medium text-green-800">
        {status}
      </p>
      {local && (
        <button type="button" className="btn btn-ghost" onClick={remove}>
          Remove the picture from this device
        </button>
      )}
    </section>
  );
}
