#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it, each stage once: types and lint beside the unit tests; the production
# build, which every later stage shares (HTML validation, the build tests, the JavaScript budget, the browser tests
# against the build and against the development server, and Lighthouse with the signed-in audit); and each stage's
# time at the end. The browser tests and the audit share one Auth Emulator and one server of the build: the script
# runs its last two stages again inside scripts/with-auth-emulator.mjs (`--browser-stages`).
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1 NO_UPDATE_NOTIFIER=1

# Each stage's time, one line each, in a file the run under the emulator adds to as well.
if [ -z "${TEST_STAGE_TIMES:-}" ]; then
  TEST_STAGE_TIMES=$(mktemp)
  export TEST_STAGE_TIMES TEST_STARTED=$SECONDS
  report() {
    printf '\n=== Stage times ===\n'
    cat "$TEST_STAGE_TIMES"
    printf '%-28s %4d s\n' 'Total' "$SECONDS"
    rm -f "$TEST_STAGE_TIMES"
  }
  trap report EXIT
fi
record() { # name seconds status
  printf '%-28s %4d s%s\n' "$1" "$2" "$([ "$3" -eq 0 ] || echo '  (failed)')" >>"$TEST_STAGE_TIMES"
}
stage() {
  local name=$1 started=$SECONDS
  shift
  printf '\n=== %s ===\n' "$name"
  local status=0
  "$@" || status=$?
  record "$name" $((SECONDS - started)) $status
  [ $status -eq 0 ] || exit $status
}

# Stages that share nothing, side by side (each is mostly one busy core): `name` `npm script` pairs. Each one's output
# is kept apart and printed whole when it ends; the first failure fails the run once all have ended.
side_by_side() {
  local dir started=$SECONDS status=0 names=() i
  dir=$(mktemp -d)
  for ((i = 1; i < $#; i += 2)); do
    names+=("${!i}")
    local script_arg=$((i + 1))
    (
      code=0
      npm run "${!script_arg}" >"$dir/${#names[@]}.log" 2>&1 || code=$?
      echo "$code $SECONDS" >"$dir/${#names[@]}.end"
    ) &
  done
  wait
  for i in "${!names[@]}"; do
    local code ended
    read -r code ended <"$dir/$((i + 1)).end"
    printf '\n=== %s ===\n' "${names[$i]}"
    cat "$dir/$((i + 1)).log"
    record "${names[$i]}" $((ended - started)) "$code"
    [ "$code" -eq 0 ] || status=$code
  done
  rm -rf "$dir"
  [ $status -eq 0 ] || exit $status
}

if [ "${1:-}" = --browser-stages ]; then
  # Inside the emulator: the build's server, started once, for both stages (scripts/serve.mjs). Its editor is the one
  # the product editor's tests and the audit sign in as (tests/support/editor.ts).
  export E2E_PORT=8888 E2E_SHARED_SERVER=1
  ADMIN_EMAILS=$(node -e "import('./tests/support/editor.ts').then((m) => console.log(m.EDITOR_EMAIL))") \
    node scripts/serve.mjs "$E2E_PORT" &
  server=$!
  trap 'kill $server 2>/dev/null || true' EXIT
  stage 'Build server start' node scripts/wait-for.mjs "http://127.0.0.1:$E2E_PORT/" $server
  stage 'Browser tests' npx playwright test
  stage 'Lighthouse and audit' node scripts/audit.mjs "$E2E_PORT"
  exit 0
fi

side_by_side 'Types and lint' check 'Unit tests' test:unit
stage 'Production build' npm run build
# Three checks of the build that only read dist/ (the build tests make their own small build elsewhere).
side_by_side 'HTML validation' validate:html 'Build tests' test:build 'Budgets' budget
started=$SECONDS
status=0
node scripts/with-auth-emulator.mjs "bash scripts/test.sh --browser-stages" || status=$?
# What the emulator's start and stop took, around the two stages.
inner=$(awk '/^(Build server start|Browser tests|Lighthouse and audit) /{ sum += $(NF-1) } END { print sum + 0 }' "$TEST_STAGE_TIMES")
record 'Auth Emulator start, stop' $((SECONDS - started - inner)) 0
exit $status
