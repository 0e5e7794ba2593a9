// Import for its effect, before any schema parses in the browser. zod compiles object parsers with `new Function`
// when it can, and probes whether it can by trying once: under the site's CSP (no 'unsafe-eval') that probe is
// refused and reported as a violation, although zod recovers. Jitless parsing is what the CSP leaves anyway.
import { config } from 'zod/v4/core';

config({ jitless: true });
