// Import for its effect, first, in every feature module that builds schemas with classic zod (`from 'zod'`; zod/mini does not
// compile): a bundle may evaluate any of them first. Classic zod decides, as it builds an object schema, whether to
// compile its parser with `new Function`, and probes whether it can by trying once: under the site's CSP (no
// 'unsafe-eval') that probe is refused and reported as a violation, although zod recovers. Jitless parsing is what
// the CSP leaves anyway. tests/unit/csp.test.ts checks the imports.
import { config } from 'zod/v4/core';

config({ jitless: true });
