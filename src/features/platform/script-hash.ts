// The CSP hash of an inline script a page carries as it is: Astro hashes the scripts it bundles, not one inlined with
// `set:html`, and without its hash the policy would block it.
import { createHash } from 'node:crypto';

export const scriptHash = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}` as const;
