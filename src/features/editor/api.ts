// The editor's side of the product API (GET/PUT /api/products/{sku}). Every answer is parsed with the schema the
// Function answers with, and every failure becomes an EditorError whose kind the page branches on.
import { z } from 'zod';
import {
  conflictResponseSchema,
  invalidResponseSchema,
  productStateSchema,
  saveResponseSchema,
  type ProductEditFields,
  type ProductState,
  type SaveResponse,
} from './schema.ts';

export type EditorErrorKind = 'signed-out' | 'forbidden' | 'not-found' | 'invalid' | 'conflict' | 'network' | 'server';

/** A failed call: a sentence to show, a kind to branch on, and for 400 the field errors, for 409 what is stored now. */
export class EditorError extends Error {
  override readonly name = 'EditorError';
  constructor(
    readonly kind: EditorErrorKind,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly current?: ProductState,
  ) {
    super(message);
  }
}

export interface ProductsApiDeps {
  /** The signed-in user's ID token, or null when nobody is signed in. */
  token: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export interface ProductsApi {
  /** The effective product and whether this user may edit it (a token is sent when someone is signed in). */
  load(sku: string): Promise<ProductState>;
  /** Saves the fields over `version`, the version the form was loaded at. */
  save(sku: string, version: number, fields: ProductEditFields): Promise<SaveResponse>;
}

type Action = 'load' | 'save';
const KEPT = ' Your changes are still here.';
const networkMessage = (action: Action) => `We could not reach the store. Check your connection and try again.${action === 'save' ? KEPT : ''}`;
const serverMessage = (action: Action) => `The store could not ${action} this product just now. Please try again.${action === 'save' ? KEPT : ''}`;
const SIGNED_OUT = `You are signed out. Sign in again to save.${KEPT}`;
const UNREADABLE = 'The store sent an answer we could not read. Please try again.';
const errorBodySchema = z.object({ error: z.string() });

export function createProductsApi({ token, fetch: send = (...args) => fetch(...args) }: ProductsApiDeps): ProductsApi {
  async function call<T>(sku: string, schema: z.ZodType<T>, action: Action, body?: unknown): Promise<T> {
    const method = action === 'save' ? 'PUT' : 'GET';
    let response: Response;
    try {
      // Getting a token can load Firebase and refresh the token over the network.
      const idToken = await token();
      if (!idToken && action === 'save') throw new EditorError('signed-out', SIGNED_OUT);
      response = await send(`/api/products/${encodeURIComponent(sku)}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (cause) {
      throw cause instanceof EditorError ? cause : new EditorError('network', networkMessage(action));
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw errorFrom(response.status, answer, action);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new EditorError('server', UNREADABLE);
    return parsed.data;
  }

  return {
    load: (sku) => call(sku, productStateSchema, 'load'),
    save: (sku, version, fields) => call(sku, saveResponseSchema, 'save', { version, fields }),
  };
}

export function errorFrom(status: number, body: unknown, action: Action): EditorError {
  const message = errorBodySchema.safeParse(body).data?.error ?? `The store answered ${status}. Please try again.`;
  if (status === 400) {
    const invalid = invalidResponseSchema.safeParse(body);
    return new EditorError('invalid', message, invalid.data?.fields ?? {});
  }
  if (status === 401) return new EditorError('signed-out', SIGNED_OUT);
  if (status === 403) return new EditorError('forbidden', message);
  if (status === 404) return new EditorError('not-found', message);
  if (status === 409) {
    const conflict = conflictResponseSchema.safeParse(body);
    return conflict.success ? new EditorError('conflict', conflict.data.error, {}, conflict.data.current) : new EditorError('server', UNREADABLE);
  }
  if (status >= 400 && status < 500) return new EditorError('server', message);
  return new EditorError('server', status === 503 ? message : serverMessage(action));
}
