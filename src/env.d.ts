/// <reference types="astro/client" />

/** Id of the build that produced the page (set by astro.config.mjs). */
declare const __BUILD_ID__: string;
