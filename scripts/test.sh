#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it, each stage once: types and lint; unit tests; the production build,
# which every later stage shares (HTML validation, the build tests, the JavaScript budget, the browser tests against
# the build and against the development server, and Lighthouse with the signed-in audit); and each stage's time at
# the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1 NO_UPDATE_NOTIFIER=1

times=()
stage() {
  local name=$1 started=$SECONDS
  shift
  printf '\n=== %s ===\n' "$name"
  local status=0
  "$@" || status=$?
  times+=("$(printf '%-28s %4d s%s' "$name" $((SECONDS - started)) "$([ $status -eq 0 ] || echo '  (failed)')")")
  [ $status -eq 0 ] || exit $status
}
report() {
  printf '\n=== Stage times ===\n'
  printf '%s\n' "${times[@]}"
  printf '%-28s %4d s\n' 'Total' "$SECONDS"
}
trap report EXIT

stage 'Types and lint' npm run check
stage 'Unit tests' npm run test:unit
stage 'Production build' npm run build
stage 'HTML validation' npx html-validate "dist/**/*.html"
stage 'Build tests' npm run test:build
stage 'Budgets' npm run budget
stage 'Browser tests' npm run test:e2e
stage 'Lighthouse and audit' npm run audit
