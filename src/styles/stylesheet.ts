// The site's stylesheet as every page carries it inline (BaseLayout), and its CSP hash, computed once per build. A
// stylesheet Astro bundles is hashed again for every page it is inlined in, so a 10,000-product build hashed the same
// text once per page (docs/decisions.md#the-10000-product-build). Inline, so no stylesheet request holds up the first
// paint (docs/decisions.md#the-stylesheet-is-inline).
import { createHash } from 'node:crypto';
import css from './global.css?inline';

export const STYLESHEET = css;
export const STYLESHEET_HASH = `sha256-${createHash('sha256').update(STYLESHEET).digest('base64')}` as const;
