// Accounts whose owner erased their data (the profile page's "Delete account" does, just before it deletes the
// account). A Firebase ID token stays valid for up to an hour after its account is deleted, and a Function cannot ask
// Firebase whether a token was revoked without admin credentials, so the time of the erasure is kept and every token
// issued before it is refused: a token copied before the deletion cannot place orders under the erased account.
import * as z from 'zod/mini';
import { compareAndSwap, type JsonStore } from '../blobs.ts';
import type { VerifiedUser } from './verify-token.ts';

/** The site-wide store for account records (erasures only, for now). */
export const ACCOUNTS_STORE = 'accounts';

const erasureSchema = z.object({ at: z.iso.datetime() });
const ATTEMPTS = 8;
// Firebase uids are URL-safe, but encoding keeps any other issuer's ids from adding path segments.
const keyOf = (uid: string) => `erased/${encodeURIComponent(uid).replaceAll('.', '%2E')}`;

export interface Erasures {
  /** Notes that `uid`'s data was erased at `at`: tokens issued until then are refused from now on. */
  record(uid: string, at: Date): Promise<void>;
  /** True when `user`'s token was issued at or before the erasure of their data. */
  refuses(user: Pick<VerifiedUser, 'uid' | 'issuedAt'>): Promise<boolean>;
}

export function erasures(store: JsonStore): Erasures {
  return {
    async record(uid, at) {
      const written = await compareAndSwap(
        store,
        keyOf(uid),
        (stored) => {
          const earlier = erasureSchema.safeParse(stored);
          // A second erasure (a retried deletion) moves the time on; never back.
          const keep = earlier.success && Date.parse(earlier.data.at) >= at.getTime();
          return keep ? { result: true } : { next: { at: at.toISOString() }, result: true };
        },
        ATTEMPTS,
      );
      if (!written) throw new Error(`The erasure of ${keyOf(uid)} kept changing`);
    },
    async refuses({ uid, issuedAt }) {
      const entry = await store.get(keyOf(uid));
      if (!entry) return false;
      const parsed = erasureSchema.safeParse(entry.value);
      // A record that does not parse still says the account was erased: refuse rather than guess when.
      return !parsed.success || issuedAt * 1000 <= Date.parse(parsed.data.at);
    },
  };
}
