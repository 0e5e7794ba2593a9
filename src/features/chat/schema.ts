// The chatbot's wire format, shared by the widget and the Function (relative imports only: Functions are bundled
// without the `~/` alias). zod/mini keeps the schemas tree-shakeable, so the panel's lazily loaded chunk stays small.
import * as z from 'zod/mini';

export const MAX_MESSAGES = 40;
export const MAX_MESSAGE_CHARS = 4_000;
export const MAX_CONVERSATION_CHARS = 24_000;

const count = new Intl.NumberFormat('en-US');

/** Roles a client may send. `system` is ours alone: a client that could send it could rewrite the assistant's rules. */
export const chatRoleSchema = z.enum(['user', 'assistant'], { error: 'must be "user" or "assistant"' });
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatMessageSchema = z.object(
  {
    role: chatRoleSchema,
    content: z
      .string({ error: 'must be a string' })
      .check(z.maxLength(MAX_MESSAGE_CHARS, `is longer than ${count.format(MAX_MESSAGE_CHARS)} characters`)),
  },
  { error: 'must be an object with role and content' },
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

export const chatReplySchema = z.object({ reply: z.string() });
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatErrorSchema = z.object({ error: z.string() });
export type ChatError = z.infer<typeof chatErrorSchema>;

/** One event of a streamed reply: `data: {"delta":"…"}`; an `error` event carries `{"error":"…"}`. */
export const chatDeltaSchema = z.object({ delta: z.string() });

export function conversationChars(messages: readonly { content: string }[]): number {
  return messages.reduce((sum, m) => sum + m.content.length, 0);
}

/** Turns a failed parse into one English sentence naming the offending field, e.g. `messages[2].role must be …`. */
export function formatChatError(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
  return path ? `${path} ${issue.message}` : issue.message;
}
