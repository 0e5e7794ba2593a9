// Wires the chatbot to this deployment: the catalogue it knows (passed in: the effective one, with editors'
// changes), the model when an OpenAI key is configured, the reply signer and the per-instance rate limiter.
import type { Product } from '../../features/catalog/index.ts';
import { repositoryCatalog } from '../products/catalog.ts';
import { createOpenAIModel, openAIConfigFromEnv, type ChatModel } from '../openai.ts';
import type { ChatDeps } from './handler.ts';
import { CHAT_RATE_LIMIT, tokenBucket, type RateLimiter } from './rate-limit.ts';
import { signerFromEnv, type ReplySigner } from './signing.ts';

// One client per configuration, reused across warm invocations (keeps its connection pool).
let cached: { key: string; model: ChatModel } | undefined;
// One signer and one limiter per instance: the signer's key and the buckets must outlive a request.
let signer: { key: string | undefined; signer: ReplySigner } | undefined;
const limiter: RateLimiter = tokenBucket(CHAT_RATE_LIMIT);

export function chatDepsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  catalog: readonly Product[] = repositoryCatalog,
): ChatDeps {
  const signingKey = env['CHAT_SIGNING_KEY'];
  if (signer === undefined || signer.key !== signingKey) signer = { key: signingKey, signer: signerFromEnv(env) };
  const base = { catalog, signer: signer.signer, limiter };
  const config = openAIConfigFromEnv(env);
  if (!config) return base;
  const key = JSON.stringify([config.apiKey, config.model, config.baseURL]);
  if (cached?.key !== key) cached = { key, model: createOpenAIModel(config) };
  return { ...base, model: cached.model };
}
