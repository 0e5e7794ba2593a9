import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { inlineScripts } from './src/integrations/inline-script.ts';

// Dates are tested in a fixed zone that is not UTC (so a formatter that reads UTC where it should read local time, or
// the reverse, fails), and one with daylight saving. Workers inherit it.
process.env.TZ = 'America/New_York';

export default defineConfig({
  // `?inline-script` imports, as the site's build compiles them (the header's paint script).
  plugins: [inlineScripts()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // tests/build holds the tests that build the site themselves: `npm run test:build`, after the unit tests.
    include: ['tests/{unit,build}/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Test files share their worker and its loaded modules rather than each starting a fresh one, which mostly
    // repeated the same imports. So a file leaves nothing behind: what it stubs (globals, a storage engine, timers)
    // it sets up in its hooks and restores after, and a test that needs a module loaded over its own stubs resets the
    // modules first. Vitest itself restores spies and mocks between files.
    isolate: false,
    testTimeout: 20_000,
  },
});
