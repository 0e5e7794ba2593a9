// POST /api/chatbot — the AI shopping assistant. All logic lives in src/server/chat (relative imports: Functions are
// bundled without the `~/` alias).
import type { Config } from '@netlify/functions';
import { CHAT_STORE, chatDepsFromEnv } from '../../src/server/chat/transport/deps.ts';
import { handleChat } from '../../src/server/chat/transport/handler.ts';
import { warmOffline } from '../../src/server/chat/offline/index.ts';
import { secured } from '../../src/server/secure.ts';
import { jsonStore } from '../../src/server/blobs.ts';
import { liveCatalogue, uneditedCatalogue, storedStockLevels } from '../../src/server/catalogue/live.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from '../../src/server/products/repository.ts';

// A slow store must not slow every answer: these stores' callers fall back (the last catalogue read, counting in
// memory), so they wait less than the default for it.
const QUICK = { timeoutMs: 1_500 };
// The effective catalogue (editors' changes and live stock included), re-read at most once a minute per instance.
const catalog = liveCatalogue(
  productEditsRepository(jsonStore(PRODUCT_EDITS_STORE, undefined, QUICK)),
  60_000,
  console,
  storedStockLevels(QUICK),
);
// The rate-limit buckets and (without CHAT_SIGNING_KEY) the signing key: shared with every other instance, since
// Netlify runs several and `npm start` a fresh one per request.
const chatStore = jsonStore(CHAT_STORE, undefined, QUICK);
// While the instance starts, not in a shopper's first answer: the effective catalogue shares these product objects.
warmOffline(uneditedCatalogue());

export default secured(async (request: Request) =>
  handleChat(request, chatDepsFromEnv(process.env, await catalog(), chatStore)),
);

export const config: Config = {
  path: '/api/chatbot',
  method: ['POST'],
  // Per client and site; Netlify may not enforce it on every plan, nor does `npm start`, so the handler's own limiter
  // (src/server/chat/transport/rate-limit.ts) still matters.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
