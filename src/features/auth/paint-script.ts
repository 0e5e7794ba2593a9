// The header's inline paint script (paint-hint.ts compiled into one small script at build time,
// src/integrations/inline-script.ts) as the page carries it, and its CSP hash.
import { scriptHash } from '../platform/script-hash.ts';
import paintHint from './paint-hint.ts?inline-script';

export const PAINT_SCRIPT = paintHint;
export const PAINT_SCRIPT_HASH = scriptHash(PAINT_SCRIPT);
