import { useEffect, useState, type ReactNode } from 'react';
import { confirmUser, idToken, type AuthUser } from '../../auth/index.ts';
import { productPath } from '../../../domain/catalog/index.ts';
import { ApiError, loadFailure } from '../../platform/index.ts';
import { createProductsApi, type ProductsApi } from '../api.ts';
import type { ProductState } from '../../../domain/editor/schema.ts';
import ProductForm from './ProductForm.tsx';
import type { EditorProps } from './props.ts';

const defaultApi = createProductsApi({ token: idToken });

type View =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'not-editor'; user: AuthUser }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; state: ProductState; user: AuthUser };

/** Confirms the user with Firebase, then reads the product as the API sees it for them. */
async function loadView(sku: string, api: ProductsApi): Promise<View> {
  try {
    const user = await confirmUser();
    if (!user) return { kind: 'signed-out' };
    try {
      const state = await api.load(sku);
      return state.canEdit ? { kind: 'ready', state, user } : { kind: 'not-editor', user };
    } catch (cause) {
      // A hidden product is a 404 for anyone but an editor.
      if (cause instanceof ApiError && cause.kind === 'not-found') return { kind: 'not-editor', user };
      throw cause;
    }
  } catch (cause) {
    return loadFailure(cause, {
      log: 'Could not load the product editor',
      message: 'We could not load this product. Please try again.',
    });
  }
}

interface Props extends EditorProps {
  signedOut: ReactNode;
  api?: ProductsApi;
}

/** The signed-in part of the edit page: the form for editors, an explanation for everyone else. */
export default function Editor({ signedOut, api = defaultApi, ...props }: Props) {
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void loadView(props.sku, api).then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, [props.sku, api, attempt]);

  const retry = () => {
    setView({ kind: 'checking' });
    setAttempt((n) => n + 1);
  };

  switch (view.kind) {
    case 'checking':
      return (
        <p role="status" className="rounded-3xl border border-slate-200 bg-white p-6 text-ink-muted">
          Loading the product…
        </p>
      );
    case 'signed-out':
      return signedOut;
    case 'not-editor':
      return (
        <div className="rounded-3xl border border-slate-200 bg-white p-6 sm:p-8">
          <p className="text-lg font-semibold">Editing products needs an editor account.</p>
          <p className="mt-1 text-ink-muted">
            You are signed in as{' '}
            <strong className="text-ink">{view.user.email ?? view.user.displayName ?? 'a user'}</strong>, which is not
            an editor account. Ask the store owner to add your verified email to the store's editors.
          </p>
          <a href={productPath(props.sku)} className="btn btn-ghost mt-4">
            Back to the product
          </a>
        </div>
      );
    case 'error':
      return (
        <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 p-6">
          <p className="font-semibold text-red-900">{view.message}</p>
          <button type="button" className="btn btn-ghost mt-3" onClick={retry}>
            Try again
          </button>
        </div>
      );
    case 'ready':
      return <ProductForm {...props} initial={view.state} api={api} />;
  }
}
