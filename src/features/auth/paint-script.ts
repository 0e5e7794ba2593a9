// The header's inline paint script (paint-hint.ts compiled into one small script at build time,
// src/integrations/inline-script.ts) as the page carries it, and its CSP hash: an inline script Astro does not bundle
// is not hashed by Astro, and without its hash the policy would block it.
import { createHash } from 'node:crypto';
import paintHint from './paint-hint.ts?inline-script';

export const PAINT_SCRIPT = paintHint;
export const PAINT_SCRIPT_HASH = `sha256-${createHash('sha256').update(PAINT_SCRIPT).digest('base64')}` as const;
