// Wires the chatbot to this deployment: the catalogue it is built with, the prompt made from it, and the model when
// an OpenAI key is configured.
import { baseCatalog } from '../../features/catalog/catalog.ts';
import { createOpenAIModel, openAIConfigFromEnv, type ChatModel } from '../openai.ts';
import type { ChatDeps } from './handler.ts';
import { buildSystemPrompt } from './prompt.ts';

let prompt: string | undefined;
const systemPrompt = () => (prompt ??= buildSystemPrompt(baseCatalog));

// One client per configuration, reused across warm invocations (keeps its connection pool).
let cached: { key: string; model: ChatModel } | undefined;

export function chatDepsFromEnv(env: Readonly<Record<string, string | undefined>>): ChatDeps {
  const config = openAIConfigFromEnv(env);
  if (!config) return { systemPrompt, catalog: baseCatalog };
  const key = JSON.stringify([config.apiKey, config.model, config.baseURL]);
  if (cached?.key !== key) cached = { key, model: createOpenAIModel(config) };
  return { model: cached.model, systemPrompt, catalog: baseCatalog };
}
