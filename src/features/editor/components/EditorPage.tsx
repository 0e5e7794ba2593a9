import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $user, loginPathFor } from '../../auth/index.ts';
import { editPath } from '../../../domain/catalog/index.ts';
import { skuFromEditPath } from '../../../domain/editor/address.ts';
import { readProductFile } from '../../cart/index.ts';
import { parseProductFile } from '../../../domain/products/product-file.ts';
import { useHydrated } from '../../platform/index.ts';
import { routes } from '../../../domain/site/index.ts';
import type { EditorProps } from './props.ts';

// The editor itself (the API client, the schema, the form) loads only for someone the hint says is signed in, so a
// signed-out visitor's page stays a light shell.
const Editor = lazy(() => import('./Editor.tsx'));

/** The title the shell is built with (src/pages/products/editor.astro); the product's name takes its place. */
const SHELL_TITLE = 'Edit a product';

/** The product the address names, as its `/products/<sku>.json` describes it. */
type Edited =
  | { kind: 'loading'; sku: string }
  | { kind: 'missing'; sku: string | null }
  | { kind: 'error'; sku: string }
  | { kind: 'ready'; sku: string; label: string; props: EditorProps };

async function loadEdited(sku: string): Promise<Edited> {
  try {
    const file = await readProductFile(sku, parseProductFile);
    if (!file) return { kind: 'missing', sku };
    // A hidden product is not named to anyone who may not edit it: only its SKU, as its address already says.
    const label = 'hidden' in file ? `hidden product ${sku}` : file.name;
    const { brand, brandName, category, image } = file;
    const props = { sku, brand, brandName, category, image: { src: image, width: 400, height: 300 } };
    return { kind: 'ready', sku, label, props };
  } catch (cause) {
    console.error('Could not load the product to edit', cause);
    return { kind: 'error', sku };
  }
}

/** The product named by the page's address, loaded once the React root runs in the browser (null before then). */
function useEdited(hydrated: boolean): [Edited | null, () => void] {
  const sku = hydrated ? skuFromEditPath(location.pathname) : undefined;
  const [loaded, setLoaded] = useState<Edited | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!sku) return;
    let current = true;
    void loadEdited(sku).then((next) => current && setLoaded(next));
    return () => {
      current = false;
    };
  }, [sku, attempt]);
  useEffect(() => {
    if (loaded?.kind === 'ready') document.title = document.title.replace(SHELL_TITLE, `Edit ${loaded.label}`);
  }, [loaded]);
  const retry = () => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  };
  if (sku === undefined) return [null, retry];
  return [sku === null ? { kind: 'missing', sku } : (loaded ?? { kind: 'loading', sku }), retry];
}

const Checking = () => (
  <p role="status" className="rounded-3xl border border-slate-200 bg-white p-6 text-ink-muted">
    Checking your account…
  </p>
);

/** /products/{sku}/edit: who is visiting decides what they see; editors get the form. */
export default function EditorPage() {
  const hydrated = useHydrated();
  const hint = useStore($user, { ssr: () => null });
  const [edited, retry] = useEdited(hydrated);
  return (
    <>
      <h1 id="edit-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {edited?.kind === 'ready' ? `Edit ${edited.label}` : SHELL_TITLE}
      </h1>
      {/* Painted with the page, and larger than any text the root adds, so the first paint is the largest too. */}
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">
        Store editors change a product's price, stock, text, specifications and visibility here. Saved changes reach new
        orders and the shopping assistant at once, and the store's pages with the next build.
      </p>
      {edited?.kind === 'ready' && (
        <p className="mt-2 text-ink-muted">
          SKU {edited.sku} · {edited.props.brandName} · {edited.props.category}
        </p>
      )}
      <div className="mt-6">
        <Body edited={edited} hint={hint !== null} retry={retry} />
      </div>
    </>
  );
}

function Body({ edited, hint, retry }: { edited: Edited | null; hint: boolean; retry: () => void }) {
  if (!edited) return <Checking />;
  if (edited.kind === 'missing') return <Missing sku={edited.sku} />;
  if (!hint) return <SignedOut sku={edited.sku} />;
  switch (edited.kind) {
    case 'loading':
      return <Checking />;
    case 'error':
      return (
        <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 p-6">
          <p className="font-semibold text-red-900">We could not load this product. Please try again.</p>
          <button type="button" className="btn btn-ghost mt-3" onClick={retry}>
            Try again
          </button>
        </div>
      );
    case 'ready':
      return (
        <Suspense fallback={<Checking />}>
          <Editor {...edited.props} signedOut={<SignedOut sku={edited.sku} />} />
        </Suspense>
      );
  }
}

function Missing({ sku }: { sku: string | null }) {
  return (
    <div role="alert" className="rounded-3xl border border-slate-200 bg-white p-6 sm:p-8">
      <p className="text-lg font-semibold">
        {sku ? `There is no product with the SKU “${sku}”.` : 'This address names no product to edit.'}
      </p>
      <p className="mt-1 text-ink-muted">A product's edit page is at /products/&lt;sku&gt;/edit.</p>
      <a href={routes.all} className="btn btn-ghost mt-4">
        All products
      </a>
    </div>
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
