// The header's inline paint script (paint-hint.js) as the page carries it, and its CSP hash: an inline script Astro
// does not bundle is not hashed by Astro, and without its hash the policy would block it.
import { createHash } from 'node:crypto';
import paintHint from './paint-hint.js?raw';

// Its comment lines and indentation stay in the source, not in every page's HTML.
export const PAINT_SCRIPT = paintHint.replace(/^\s*\/\/.*\n/gm, '').replace(/^\s+/gm, '');
export const PAINT_SCRIPT_HASH = `sha256-${createHash('sha256').update(PAINT_SCRIPT).digest('base64')}` as const;
