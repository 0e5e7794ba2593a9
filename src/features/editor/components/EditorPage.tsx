import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $user, loginPathFor } from '../../auth/index.ts';
import { editPath } from '../../catalog/index.ts';
import { useHydrated } from '../../platform/index.ts';
import type { EditorProps } from './props.ts';

// The editor itself (the API client, the schema, the form) loads only for someone the hint says is signed in, so a
// signed-out visitor's page stays a light shell.
const Editor = lazy(() => import('./Editor.tsx'));

const Checking = () => (
  <p role="status" className="rounded-3xl border border-slate-200 bg-white p-6 text-ink-muted">
    Checking your account…
  </p>
);

/** /products/{sku}/edit: who is visiting decides what they see; editors get the form. */
export default function EditorPage(props: EditorProps) {
  const hydrated = useHydrated();
  const hint = useStore($user, { ssr: () => null });
  if (!hydrated) return <Checking />;
  if (!hint) return <SignedOut sku={props.sku} />;
  return (
    <Suspense fallback={<Checking />}>
      <Editor {...props} signedOut={<SignedOut sku={props.sku} />} />
    </Suspense>
  );
}

function SignedOut({ sku }: { sku: string }) {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 sm:p-8">
      <p className="text-lg font-semibold">Editing products needs an editor account.</p>
      <p className="mt-1 text-ink-muted">
        Sign in with the account the store owner made an editor to change this product.
      </p>
      <a href={loginPathFor(editPath(sku))} className="btn btn-primary mt-4">
        Sign in
      </a>
    </div>
  );
}
