// The assistant used when no OpenAI key is configured: a conversation is read into a typed ChatQuery
// (understand.ts), answered by the one executor (execute.ts) and stated in sentences (compose.ts). docs/assistant.md.
import type { Product } from '../../../domain/catalog/index.ts';
import type { ChatMessage } from '../../../domain/chat/index.ts';
import { compose, type Answer } from './compose.ts';
import { execute } from './execute.ts';
import { understand } from './understand.ts';

export { OFFLINE_PREFIX, type Answer } from './compose.ts';

export function answerOffline(messages: readonly ChatMessage[], catalog: readonly Product[]): Answer {
  return compose(execute(understand(messages, catalog), catalog));
}

/** Reads the catalogue's words when a Function instance starts, so no shopper's first question waits for it. */
export function warmOffline(catalog: readonly Product[]): void {
  answerOffline([{ role: 'user', content: 'hello' }], catalog);
}
