// The content editor's setup, made by src/integrations/content-editor.ts for keystatic.config.ts.
declare module 'virtual:content-editor' {
  export const storage: { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` };
  /** The catalogue's SKUs: a link to a product page must name one. */
  export const skus: readonly string[];
}
