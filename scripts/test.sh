#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: types and lint, unit tests, the production build, HTML validation,
# browser tests against the build served with Netlify semantics, Lighthouse on the signed-out pages and, signed in
# through the Auth Emulator, on the account pages, and the JavaScript/CSS budget.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1 NO_UPDATE_NOTIFIER=1

step() { printf '\n=== %s ===\n' "$1"; }

step 'Types and lint'
npm run check
step 'Unit tests'
npm run test:unit
step 'Production build'
npm run build
step 'HTML validation'
npx html-validate "dist/**/*.html"
step 'Browser tests'
npm run test:e2e
step 'Lighthouse'
npm run test:lighthouse
step 'Signed-in audit'
npm run audit:signed-in
step 'Budgets'
npm run budget
