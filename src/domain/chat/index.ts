// The chat rules shared by the browser, the Functions and the build: no runtime, no UI, no server (docs/architecture.md#domain-srcdomain).
export * from './schema.ts';
export * from './sse.ts';
