// The cart page's inline script that sizes the loading state (paint-lines.ts compiled at build time,
// src/integrations/inline-script.ts) as the page carries it, and its CSP hash.
import { scriptHash } from '../platform/script-hash.ts';
import paintLines from './paint-lines.ts?inline-script';

export const LINES_PAINT_SCRIPT = paintLines;
export const LINES_PAINT_SCRIPT_HASH = scriptHash(LINES_PAINT_SCRIPT);
