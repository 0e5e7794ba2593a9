// The editor's side of the product API (GET/PUT /api/products/{sku}). Every answer is parsed with the schema the
// Function answers with; every failure is an ApiError (src/features/platform/api-client.ts) whose kind the page
// branches on, a 409's carrying what is stored now.
import * as z from 'zod/mini';
import { ApiError, createApiClient, DEFAULT_MESSAGES, type ApiMessages } from '../platform/index.ts';
import {
  productStateSchema,
  saveResponseSchema,
  type ProductEditFields,
  type ProductState,
  type SaveResponse,
} from '../../domain/editor/schema.ts';

export interface ProductsApiDeps {
  /** The signed-in user's ID token, or null when nobody is signed in. */
  token: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export interface ProductsApi {
  /** The effective product and whether this user may edit it (a token is sent when someone is signed in). */
  load(sku: string): Promise<ProductState>;
  /**
   * Saves the fields over `version`, the version the form was loaded at; `stockSeen` is the stock level it was
   * loaded with, so the stock is changed only when the field differs from it.
   */
  save(sku: string, version: number, fields: ProductEditFields, stockSeen: number): Promise<SaveResponse>;
}

const KEPT = ' Your changes are still here.';
const LOAD_MESSAGES: Partial<ApiMessages> = {
  server: 'The store could not load this product just now. Please try again.',
};
/** A failed save says the form still holds the edits: the client's own sentences, plus that. */
const SAVE_MESSAGES: Partial<ApiMessages> = {
  signedOut: `You are signed out. Sign in again to save.${KEPT}`,
  network: `${DEFAULT_MESSAGES.network}${KEPT}`,
  timeout: `${DEFAULT_MESSAGES.timeout}${KEPT}`,
  server: `The store could not save this product just now. Please try again.${KEPT}`,
};

/** What is stored now, from a 409's problem details; a conflict without it cannot be shown, so it is unreadable. */
export function conflictCurrent(error: ApiError): ProductState | undefined {
  return productStateSchema.safeParse(error.problem?.['current']).data;
}

const stockMovedSchema = z.object({ seen: z.int(), live: z.int() });
/** The level the editor saw and the live one, when a 409 refused a stock change because the level had moved. */
export function stockMoved(error: ApiError): { seen: number; live: number } | undefined {
  return error.code === 'stock-moved' ? stockMovedSchema.safeParse(error.problem).data : undefined;
}

export function createProductsApi({ token, fetch }: ProductsApiDeps): ProductsApi {
  const client = createApiClient({ token, ...(fetch ? { fetch } : {}) });
  const path = (sku: string) => `/api/products/${encodeURIComponent(sku)}`;

  return {
    load: (sku) => client.json(path(sku), productStateSchema, { auth: 'optional', messages: LOAD_MESSAGES }),
    save: async (sku, version, fields, stockSeen) => {
      try {
        return await client.json(path(sku), saveResponseSchema, {
          method: 'PUT',
          body: { version, fields, stockSeen },
          messages: SAVE_MESSAGES,
        });
      } catch (cause) {
        if (cause instanceof ApiError && cause.kind === 'conflict' && !conflictCurrent(cause)) {
          throw new ApiError('server', DEFAULT_MESSAGES.unreadable, { status: 409, problem: cause.problem });
        }
        throw cause;
      }
    },
  };
}
