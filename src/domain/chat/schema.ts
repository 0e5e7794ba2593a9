// The chatbot's wire format, shared by the widget and the Function (relative imports only: Functions are bundled
// without the `~/` alias). zod/mini keeps the schemas tree-shakeable, so the panel's lazily loaded chunk stays small.
import * as z from 'zod/mini';
import { skuSchema } from '../catalog/index.ts';

/**
 * The conversation budget: about 12 exchanges, 1,000 characters per shopper message (a question, not a document),
 * 4,000 per assistant reply (the longest the model may write), 8,000 in all. Larger requests are refused with a 400;
 * the widget drops the oldest turns before it gets there.
 */
export const MAX_MESSAGES = 24;
export const MAX_MESSAGE_CHARS = 1_000;
export const MAX_REPLY_CHARS = 4_000;
export const MAX_CONVERSATION_CHARS = 8_000;
/** An HMAC-SHA256 signature, base64url: 43 characters. */
export const SIGNATURE_CHARS = 43;

const count = new Intl.NumberFormat('en-US');

/** Roles a client may send. `system` is ours alone: a client that could send it could rewrite the assistant's rules. */
export const chatRoleSchema = z.enum(['user', 'assistant'], { error: 'must be "user" or "assistant"' });
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatMessageSchema = z
  .object(
    {
      role: chatRoleSchema,
      content: z
        .string({ error: 'must be a string' })
        .check(z.maxLength(MAX_REPLY_CHARS, `is longer than ${count.format(MAX_REPLY_CHARS)} characters`)),
      /** The server's signature of an assistant reply; a turn without a valid one is not the server's and is dropped. */
      sig: z.optional(
        z.string({ error: 'must be a string' }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a reply signature')),
      ),
    },
    { error: 'must be an object with role and content' },
  )
  .check(
    z.refine((m) => m.role !== 'user' || m.content.length <= MAX_MESSAGE_CHARS, {
      error: `is longer than ${count.format(MAX_MESSAGE_CHARS)} characters`,
      path: ['content'],
    }),
  );
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z
  .object(
    {
      messages: z
        .array(chatMessageSchema, { error: 'must be a non-empty array' })
        .check(
          z.minLength(1, 'must be a non-empty array'),
          z.maxLength(MAX_MESSAGES, `can hold at most ${MAX_MESSAGES} messages`),
        ),
    },
    { error: 'Request body must be a JSON object with a "messages" array' },
  )
  .check(
    // Whole-conversation rules carry no path, so their message is read as a full sentence.
    z.refine((body) => conversationChars(body.messages) <= MAX_CONVERSATION_CHARS, {
      error: `The conversation is longer than ${count.format(MAX_CONVERSATION_CHARS)} characters`,
    }),
    z.refine((body) => body.messages.at(-1)?.role === 'user', { error: 'The last message must be from the user' }),
    z.refine((body) => (body.messages.at(-1)?.content.trim() ?? '') !== '', {
      error: 'The last message must not be empty',
    }),
  );
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A product the reply recommends, with what the panel's "Add to cart" needs. */
export const chatProductSchema = z.object({
  sku: skuSchema,
  name: z.string().check(z.maxLength(120)),
  price: z.number().check(z.int(), z.nonnegative()),
  stock: z.number().check(z.int(), z.nonnegative()),
});
export type ChatProduct = z.infer<typeof chatProductSchema>;
export const MAX_REPLY_PRODUCTS = 4;

/** What comes with a reply besides its text: the signature to send back with it, and the products it recommends. */
export const chatMetaSchema = z.object({
  sig: z.optional(z.string()),
  products: z.optional(z.array(chatProductSchema).check(z.maxLength(MAX_REPLY_PRODUCTS))),
});
export type ChatMeta = z.infer<typeof chatMetaSchema>;

export const chatReplySchema = z.extend(chatMetaSchema, { reply: z.string() });
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatErrorSchema = z.object({ error: z.string() });
export type ChatError = z.infer<typeof chatErrorSchema>;

/**
 * One event of a streamed reply: `data: {"delta":"…"}`; an `error` event carries `{"error":"…"}`, and a `meta` event
 * just before `[DONE]` carries the reply's signature and products (chatMetaSchema).
 */
export const chatDeltaSchema = z.object({ delta: z.string() });

export function conversationChars(messages: readonly { content: string }[]): number {
  return messages.reduce((sum, m) => sum + m.content.length, 0);
}
