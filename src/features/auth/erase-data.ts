// Before an account is deleted, the store erases what it holds for it (its orders: open ones are cancelled and their
// items go back to stock), with the account's own token. Loaded by the delete dialog when it is used.
import * as z from 'zod/mini';
import { createApiClient } from '../platform/index.ts';

const erasedSchema = z.object({ erased: z.int() });

/** Erases the signed-in account's orders on the server; how many there were. */
export async function eraseStoreData(token: () => Promise<string | null>, fetch?: typeof globalThis.fetch) {
  const client = createApiClient({ token, ...(fetch ? { fetch } : {}) });
  return (await client.json('/api/orders', erasedSchema, { method: 'DELETE' })).erased;
}
