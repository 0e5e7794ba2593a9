import { useHydrated } from '../platform/index.ts';

interface Props {
  busy: boolean;
  onClick: () => void;
}

/** "Continue with Google", with Google's four-colour G as its brand guidelines ask for. */
export default function GoogleButton({ busy, onClick }: Props) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="btn btn-ghost w-full py-3 disabled:opacity-60"
      disabled={!hydrated}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.7 6c4.5-4.2 6.6-10.3 6.6-17.4z"
        />
        <path
          fill="#FBBC05"
          d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s.9 7.4 2.6 10.6l7.9-6z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      {busy ? 'Waiting for Google…' : 'Continue with Google'}
    </button>
  );
}
