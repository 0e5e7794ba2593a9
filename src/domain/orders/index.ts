// The orders rules shared by the browser, the Functions and the build: no runtime, no UI, no server (docs/architecture.md#domain-srcdomain).
export * from './lifecycle.ts';
export * from './limits.ts';
export * from './pricing.ts';
export * from './request.ts';
export * from './schema.ts';
export * from './desk.ts';
