// POST /api/chatbot — the AI shopping assistant. All logic lives in src/server/chat (relative imports: Functions are
// bundled without the `~/` alias).
import type { Config } from '@netlify/functions';
import { chatDepsFromEnv } from '../../src/server/chat/deps.ts';
import { handleChat } from '../../src/server/chat/handler.ts';
import { jsonStore } from '../../src/server/blobs.ts';
import { cachedCatalog } from '../../src/server/products/catalog.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from '../../src/server/products/repository.ts';

// The effective catalogue (editors' changes included), re-read at most once a minute per instance.
const catalog = cachedCatalog(productEditsRepository(jsonStore(PRODUCT_EDITS_STORE)), 60_000);

export default async (request: Request) => handleChat(request, chatDepsFromEnv(process.env, await catalog()));

export const config: Config = {
  path: '/api/chatbot',
  // Per client and site; Netlify may not enforce it on every plan, so the handler's own bounds still matter.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
