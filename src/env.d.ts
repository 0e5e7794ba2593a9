/// <reference types="astro/client" />

import 'astro';
import type { InteractionOptions } from './integrations/interaction-directive.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | InteractionOptions;
  }
}

declare global {
  /** Id of the build that produced the page (set by astro.config.mjs). */
  const __BUILD_ID__: string;
}
