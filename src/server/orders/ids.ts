// Order ids and request fingerprints. An order's id is derived from its owner and the client's idempotency key, so a
// retried or double-clicked checkout can only ever address the same order, even if two requests race past each
// other's checks (the local Blobs emulation does not make create-only writes atomic; Netlify does).
import type { CartLine } from '../../domain/cart/index.ts';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 24 hex digits (96 bits): unique per user and key without making URLs long. */
export async function orderIdFor(uid: string, idempotencyKey: string): Promise<string> {
  // JSON keeps the two parts apart whatever characters a user id holds.
  return (await sha256Hex(JSON.stringify(['order', uid, idempotencyKey]))).slice(0, 24);
}

/** What the order asked for, independent of line order: a reused key with a different cart is told apart by this. */
export async function requestFingerprint(lines: readonly CartLine[]): Promise<string> {
  const canonical = lines.map((line) => `${line.sku}\u0000${line.quantity}`).toSorted();
  return sha256Hex(canonical.join('\n'));
}
