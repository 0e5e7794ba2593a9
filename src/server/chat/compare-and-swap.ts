// Read-decide-write on one JsonStore entry that holds against concurrent writers: Function instances share nothing but
// the store, so the only safe update is one that is refused when somebody else wrote first, then decided again.
// Generic on purpose (the chat's rate-limit buckets and signing key both use it); it belongs beside `jsonStore` in
// ../blobs.ts, where the inventory's and the orders' own loops could use it too.
import type { JsonStore } from '../blobs.ts';

export interface Decision<R> {
  /** What to store; absent to leave the entry as it is (nothing is written, so nothing can conflict). */
  next?: unknown;
  /** What the caller gets once this decision stands. */
  result: R;
}

/** Random pauses between attempts grow to this, so a burst of losers spreads out instead of colliding in step. */
const MAX_PAUSE_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads `key`, lets `decide` choose from the stored value (undefined when there is none; anything else is untrusted
 * and `decide` parses it) and writes its `next` only if the entry is still the version read: create-only when there
 * was none, compare-and-swap on the ETag otherwise. A lost race reads and decides again. Null when every one of
 * `attempts` attempts lost.
 */
export async function compareAndSwap<R>(
  store: JsonStore,
  key: string,
  decide: (stored: unknown) => Decision<R>,
  attempts: number,
): Promise<{ result: R } | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const entry = await store.get(key);
    const decision = decide(entry?.value);
    if (decision.next === undefined) return { result: decision.result };
    const written = entry
      ? await store.replace(key, decision.next, entry.etag)
      : await store.create(key, decision.next);
    if (written) return { result: decision.result };
    // Each lost race means another writer made progress; the window doubles so the remaining ones thin out.
    await sleep(Math.random() * Math.min(MAX_PAUSE_MS, 2 ** (attempt + 1)));
  }
  return null;
}
