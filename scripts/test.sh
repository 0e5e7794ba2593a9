#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it, each stage once: types, lint and the unit tests side by side; the production
# build, which every later stage shares (HTML validation, the build tests, the JavaScript budget, the browser tests
# against the build and against the development server, and Lighthouse with the signed-in audit); and each stage's
# time at the end.
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
    times+=("$(printf '%-28s %4d s%s' "${names[$i]}" $((ended - started)) "$([ "$code" -eq 0 ] || echo '  (failed)')")")
    [ "$code" -eq 0 ] || status=$code
  done
  rm -rf "$dir"
  [ $status -eq 0 ] || exit $status
}

side_by_side 'Types' check:types 'Lint and format' check:style 'Unit tests' test:unit
stage 'Production build' npm run build
# Three checks of the build that only read dist/ (the build tests make their own small build elsewhere).
side_by_side 'HTML validation' validate:html 'Build tests' test:build 'Budgets' budget
stage 'Browser tests' npm run test:e2e
stage 'Lighthouse and audit' npm run audit
