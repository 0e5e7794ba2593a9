// The conversation as shown on screen, and how it becomes the `messages` of a call.
import * as z from 'zod/mini';
import {
  chatProductSchema,
  MAX_CONVERSATION_CHARS,
  MAX_MESSAGE_CHARS,
  MAX_MESSAGES,
  MAX_REPLY_CHARS,
  type ChatMessage,
} from '../../domain/chat/schema.ts';

export const GREETING = 'Hello this is AI Bot. Ask anything!';
export const FAILURE_TEXT = '⚠️ Failed to get response from AI.';
export const RATE_LIMITED_TEXT = 'The assistant is busy right now. Please wait a moment, then try again.';

/** A message on screen (docs/rules.md#chatbot): its text and whether the user wrote it. Notices (errors) are never sent back. */
export const screenMessageSchema = z.object({
  text: z.string(),
  fromUser: z.boolean(),
  notice: z.optional(z.boolean()),
  /** The server's signature of a reply, sent back with it so the server knows the turn is its own. */
  sig: z.optional(z.string()),
  /** Products the reply recommends, each with an "Add to cart" button. */
  products: z.optional(z.array(chatProductSchema)),
});
export type ScreenMessage = z.infer<typeof screenMessageSchema>;
export const screenMessagesSchema = z.array(screenMessageSchema);

export const greeting = (): ScreenMessage[] => [{ text: GREETING, fromUser: false }];

/**
 * The conversation for the call, newest kept: notices are left out, and the oldest messages are dropped until the
 * request fits the Function's limits, so a long chat keeps working instead of failing with a 400.
 */
export function toApiMessages(messages: readonly ScreenMessage[]): ChatMessage[] {
  const api = messages
    .filter((m) => !m.notice && m.text.trim() !== '')
    // A reply without the server's signature (the greeting, an older stored chat) would be dropped anyway.
    .filter((m) => m.fromUser || (m.sig !== undefined && m.text.length <= MAX_REPLY_CHARS))
    .map((m): ChatMessage =>
      m.fromUser
        ? { role: 'user', content: m.text.slice(0, MAX_MESSAGE_CHARS) }
        : { role: 'assistant', content: m.text, ...(m.sig ? { sig: m.sig } : {}) },
    );
  let total = api.reduce((sum, m) => sum + m.content.length, 0);
  let start = 0;
  while (start < api.length - 1 && (api.length - start > MAX_MESSAGES || total > MAX_CONVERSATION_CHARS)) {
    total -= api[start]?.content.length ?? 0;
    start += 1;
  }
  return api.slice(start);
}
