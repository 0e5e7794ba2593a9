// The catalog rules shared by the browser, the Functions and the build: no runtime, no UI, no server (docs/architecture.md#domain-srcdomain).
export * from './brands.ts';
export * from './content-checks.ts';
export * from './content-rules.ts';
export * from './content-schema.ts';
export * from './fit.ts';
export * from './format.ts';
export * from './paths.ts';
export * from './queries.ts';
export * from './schema.ts';
export * from './sku-schema.ts';
export * from './sku.ts';
export * from './stock-schema.ts';
export * from './stock.ts';
export * from './catalogue.ts';
