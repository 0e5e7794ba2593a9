/// <reference types="astro/client" />

import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

declare global {
  /** Id of the build that produced the page (set by astro.config.mjs). */
  const __BUILD_ID__: string;
}
