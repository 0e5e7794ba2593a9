// Wires the chatbot to this deployment: the catalogue it knows (the effective one, with editors' changes), the prompt
// made from it, and the model when an OpenAI key is configured.
import type { Product } from '../../features/catalog/schema.ts';
import { repositoryCatalog } from '../products/catalog.ts';
import { createOpenAIModel, openAIConfigFromEnv, type ChatModel } from '../openai.ts';
import type { ChatDeps } from './handler.ts';
import { buildSystemPrompt } from './prompt.ts';

// One prompt per catalogue read (the effective catalogue is re-read at most once a minute).
const prompts = new WeakMap<readonly Product[], string>();
function promptFor(catalog: readonly Product[]): string {
  let prompt = prompts.get(catalog);
  if (prompt === undefined) prompts.set(catalog, (prompt = buildSystemPrompt(catalog)));
  return prompt;
}

// One client per configuration, reused across warm invocations (keeps its connection pool).
let cached: { key: string; model: ChatModel } | undefined;

export function chatDepsFromEnv(env: Readonly<Record<string, string | undefined>>, catalog: readonly Product[] = repositoryCatalog): ChatDeps {
  const systemPrompt = () => promptFor(catalog);
  const config = openAIConfigFromEnv(env);
  if (!config) return { systemPrompt, catalog };
  const key = JSON.stringify([config.apiKey, config.model, config.baseURL]);
  if (cached?.key !== key) cached = { key, model: createOpenAIModel(config) };
  return { model: cached.model, systemPrompt, catalog };
}
