// Wires the chatbot to this deployment: the catalogue it knows (passed in: the effective one, with editors'
// changes), the model when an OpenAI key is configured, the reply signer and the rate limiter. Given the chat's store
// (as the Function does), the limiter's buckets and, without CHAT_SIGNING_KEY, the signing key are shared by every
// instance through it; without one (scripts, tests), both are this process's own.
import type { Product } from '../../../domain/catalog/index.ts';
import type { JsonStore } from '../../blobs.ts';
import { uneditedCatalogue } from '../../catalogue/live.ts';
import { createOpenAIModel, openAIConfigFromEnv, type ChatModel } from '../../openai.ts';
import type { ChatDeps } from './handler.ts';
import {
  CHAT_RATE_LIMIT,
  dailyModelCallsFromEnv,
  memoryDailyCap,
  sharedDailyCap,
  sharedTokenBucket,
  tokenBucket,
  type DailyCap,
  type RateLimiter,
} from './rate-limit.ts';
import { signerFromEnv, signingKeyFromEnv, storedKeySigner, type ReplySigner } from './signing.ts';

/** The Blobs store for the chat's shared state: rate-limit buckets (`rate/…`) and the generated signing key. */
export const CHAT_STORE = 'chat';

// One client per configuration, reused across warm invocations (keeps its connection pool).
let cached: { key: string; model: ChatModel } | undefined;
// Per instance, so they outlive a request: the signer without a store, the buckets in memory (the store's fallback
// too), and per store the shared limiter and the stored key once read.
let signer: { key: string | undefined; signer: ReplySigner } | undefined;
const memoryLimiter: RateLimiter = tokenBucket(CHAT_RATE_LIMIT);
const shared = new WeakMap<JsonStore, { limiter: RateLimiter; signer: () => Promise<ReplySigner> }>();

function sharedState(store: JsonStore) {
  let state = shared.get(store);
  if (!state) {
    state = {
      limiter: sharedTokenBucket({ ...CHAT_RATE_LIMIT, store, fallback: memoryLimiter }),
      signer: storedKeySigner(store),
    };
    shared.set(store, state);
  }
  return state;
}

// The daily cap on model calls, per store (memory without one), so its fallback count outlives a request.
const caps = new WeakMap<JsonStore, { limit: number; cap: DailyCap }>();
let memoryCap: { limit: number; cap: DailyCap } | undefined;
function modelCallsFor(env: Readonly<Record<string, string | undefined>>, store: JsonStore | undefined): DailyCap {
  const limit = dailyModelCallsFromEnv(env);
  const known = store ? caps.get(store) : memoryCap;
  if (known?.limit === limit) return known.cap;
  const made = { limit, cap: store ? sharedDailyCap({ store, limit }) : memoryDailyCap(limit) };
  if (store) caps.set(store, made);
  else memoryCap = made;
  return made.cap;
}

export function chatDepsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  catalog: readonly Product[] = uneditedCatalogue(),
  store?: JsonStore,
): ChatDeps {
  const signingKey = signingKeyFromEnv(env);
  const state = store && sharedState(store);
  if (signer === undefined || signer.key !== signingKey) signer = { key: signingKey, signer: signerFromEnv(env) };
  // CHAT_SIGNING_KEY, when set, wins over the stored key.
  const base = {
    catalog,
    signer: state && signingKey === undefined ? state.signer() : signer.signer,
    limiter: state?.limiter ?? memoryLimiter,
  };
  const config = openAIConfigFromEnv(env);
  if (!config) return base;
  const key = JSON.stringify([config.apiKey, config.model, config.baseURL]);
  if (cached?.key !== key) cached = { key, model: createOpenAIModel(config) };
  return { ...base, model: cached.model, modelCalls: modelCallsFor(env, store) };
}
