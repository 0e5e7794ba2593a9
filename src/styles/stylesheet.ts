// The site's stylesheet as every page carries it inline (BaseLayout), and its CSP hash, computed once per build. A
// stylesheet Astro bundles is hashed again for every page it is inlined in: 10,000 products meant 20,000 hashes of
// the same 49 KB, about 2 s of the build (docs/rules.md#performance). Inline, so no stylesheet request holds up the
// first paint.
import { createHash } from 'node:crypto';
import css from './global.css?inline';

export const STYLESHEET = css;
export const STYLESHEET_HASH = `sha256-${createHash('sha256').update(STYLESHEET).digest('base64')}` as const;
