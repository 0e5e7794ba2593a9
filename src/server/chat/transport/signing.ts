// Assistant turns are accepted only as the server produced them: each reply is signed (HMAC-SHA256 over its text) and
// the widget sends the signature back with it. A client-made or altered `assistant` turn fails the check and is
// dropped before the conversation reaches the model, so nobody can put words in the assistant's mouth.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import type { ChatMessage } from '../../../domain/chat/index.ts';
import { compareAndSwap, type JsonStore } from '../../blobs.ts';

export interface ReplySigner {
  sign(text: string): string;
  verify(text: string, signature: string | undefined): boolean;
}

export function replySigner(key: string | Uint8Array): ReplySigner {
  const sign = (text: string) => createHmac('sha256', key).update('chat-reply\n').update(text).digest('base64url');
  return {
    sign,
    verify(text, signature) {
      if (signature === undefined) return false;
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** CHAT_SIGNING_KEY when it is set to something of 16 characters or more; undefined otherwise. */
export function signingKeyFromEnv(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const key = env['CHAT_SIGNING_KEY']?.trim();
  return key && key.length >= 16 ? key : undefined;
}

/**
 * CHAT_SIGNING_KEY when set (so every Function instance accepts the others' replies); otherwise a key for this
 * instance's lifetime. That is enough in one process (scripts, tests); a Function without the variable uses
 * `storedKeySigner` instead.
 */
export function signerFromEnv(env: Readonly<Record<string, string | undefined>>): ReplySigner {
  return replySigner(signingKeyFromEnv(env) ?? randomBytes(32));
}

/** Where the generated key is kept in the chat's store. */
export const SIGNING_KEY_ENTRY = 'signing-key';
/** 32 random bytes, base64url. Anything else stored there is not a key this code made, and is replaced. */
const storedKeySchema = z.object({ key: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });
/** Two cold instances racing to create the key: one wins, the other reads the winner's on its next attempt. */
const KEY_ATTEMPTS = 5;

async function loadKey(store: JsonStore): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  const swapped = await compareAndSwap(
    store,
    SIGNING_KEY_ENTRY,
    (value) => {
      const stored = storedKeySchema.safeParse(value);
      return stored.success ? { result: stored.data.key } : { next: { key: fresh }, result: fresh };
    },
    KEY_ATTEMPTS,
  );
  if (!swapped) throw new Error('The stored chat signing key kept changing');
  return swapped.result;
}

/**
 * The signer for when CHAT_SIGNING_KEY is not set: a key generated once for the whole site and kept in `store`, so
 * every instance accepts the others' replies (locally each request is an instance of its own; with a key per
 * instance every earlier reply would fail its check and the conversation would lose its context on each message).
 * Read once per instance. While the store fails, a key of this instance signs, and the store is tried again on the
 * next call: a conversation then loses its earlier replies once, where failing the request would lose the answer.
 */
export function storedKeySigner(store: JsonStore, log: Pick<Console, 'error'> = console): () => Promise<ReplySigner> {
  let loaded: Promise<ReplySigner> | undefined;
  let own: ReplySigner | undefined;
  let warned = false;
  return () => {
    const loading = (loaded ??= loadKey(store).then(replySigner));
    return loading.catch((error: unknown) => {
      if (loaded === loading) loaded = undefined;
      if (!warned) {
        warned = true;
        log.error('Chat signing key: Netlify Blobs failed; signing with a key of this instance only', error);
      }
      return (own ??= replySigner(randomBytes(32)));
    });
  };
}

/** The conversation with every assistant turn the server cannot vouch for left out, and signatures stripped. */
export function trustedTurns(messages: readonly ChatMessage[], signer: ReplySigner): ChatMessage[] {
  return messages
    .filter((m) => m.role === 'user' || signer.verify(m.content, m.sig))
    .map(({ role, content }) => ({ role, content }));
}
