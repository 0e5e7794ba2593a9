// POST /api/chatbot — the AI shopping assistant. All logic lives in src/server/chat (relative imports: Functions are
// bundled without the `~/` alias).
import type { Config } from '@netlify/functions';
import { chatDepsFromEnv } from '../../src/server/chat/deps.ts';
import { handleChat } from '../../src/server/chat/handler.ts';

export default (request: Request) => handleChat(request, chatDepsFromEnv(process.env));

export const config: Config = {
  path: '/api/chatbot',
  // Per client and site; Netlify may not enforce it on every plan, so the handler's own bounds still matter.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
