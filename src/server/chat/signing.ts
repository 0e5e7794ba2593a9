// Assistant turns are accepted only as the server produced them: each reply is signed (HMAC-SHA256 over its text) and
// the widget sends the signature back with it. A client-made or altered `assistant` turn fails the check and is
// dropped before the conversation reaches the model, so nobody can put words in the assistant's mouth.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChatMessage } from '../../features/chat/index.ts';

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

/**
 * CHAT_SIGNING_KEY when set (so every Function instance accepts the others' replies); otherwise a key for this
 * instance's lifetime, which only costs a conversation its earlier replies after a cold start.
 */
export function signerFromEnv(env: Readonly<Record<string, string | undefined>>): ReplySigner {
  const key = env['CHAT_SIGNING_KEY']?.trim();
  return replySigner(key && key.length >= 16 ? key : randomBytes(32));
}

/** The conversation with every assistant turn the server cannot vouch for left out, and signatures stripped. */
export function trustedTurns(messages: readonly ChatMessage[], signer: ReplySigner): ChatMessage[] {
  return messages
    .filter((m) => m.role === 'user' || signer.verify(m.content, m.sig))
    .map(({ role, content }) => ({ role, content }));
}
