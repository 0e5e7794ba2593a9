// The chat's public API, shared with the chatbot Function: the request and reply schemas and the stream format.
// The launcher (ChatLauncher.astro) is imported by file (docs/architecture.md#features-srcfeatures).
export { MAX_REPLY_PRODUCTS, chatRequestSchema, type ChatMessage, type ChatMeta } from './schema.ts';
export { formatSse } from './sse.ts';
