// Before an account is deleted, the store erases what it holds for it (its orders: open ones are cancelled and their
// items go back to stock), with the account's own token. Loaded by the delete dialog when it is used.
import * as z from 'zod/mini';
import { ApiError, createApiClient } from '../platform/index.ts';

const erasedSchema = z.object({ erased: z.int() });

/**
 * Erases the signed-in account's orders on the server; how many there were. The erasure can be tried again after
 * any failure; a 401 (the cached token was issued before an earlier erasure finished) is tried once more with a
 * token Firebase issues afresh, so a failed erasure never locks its owner out.
 */
export async function eraseStoreData(
  token: (fresh?: boolean) => Promise<string | null>,
  fetch?: typeof globalThis.fetch,
) {
  const erase = (fresh: boolean) =>
    createApiClient({ token: () => token(fresh), ...(fetch ? { fetch } : {}) }).json('/api/orders', erasedSchema, {
      method: 'DELETE',
    });
  try {
    return (await erase(false)).erased;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    return (await erase(true)).erased;
  }
}
