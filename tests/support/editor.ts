// The product editor's browser tests: the editor account the test server lists in ADMIN_EMAILS, and the API calls
// that put a product back to its catalogue values around a test.
import { expect } from '@playwright/test';
import { createAccount, idTokenFor, type TestAccount } from './auth.ts';

export const EDITOR_EMAIL = 'e2e-editor@example.com';
export const EDITOR: TestAccount = {
  email: EDITOR_EMAIL,
  password: 'editor-secret-1',
  displayName: 'Test Editor',
  emailVerified: true,
};

interface ProductState {
  version: number;
  fields: Record<string, unknown> & { price: number; name: string };
}

async function call(baseURL: string, sku: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(`/api/products/${sku}`, baseURL), {
    ...init,
    headers: {
      Authorization: `Bearer ${await idTokenFor(EDITOR)}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
}

/** The product as the API holds it now, read as the editor. */
export async function productState(baseURL: string, sku: string): Promise<ProductState> {
  const response = await call(baseURL, sku);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductState;
}

/** Saves fields over the current version, as another editor would from another browser. */
export async function saveAsEditor(
  baseURL: string,
  sku: string,
  change: (fields: ProductState['fields']) => ProductState['fields'],
) {
  const current = await productState(baseURL, sku);
  const response = await call(baseURL, sku, {
    method: 'PUT',
    // The stock it read is the stock it saw: a changed stock field is set against that level.
    body: JSON.stringify({
      version: current.version,
      fields: change(current.fields),
      stockSeen: current.fields['stock'],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ProductState;
}

/** Creates the editor account in the emulator (an earlier test of the same run may have). */
export const ensureEditor = () => createAccount(EDITOR, { existingOk: true });
