#!/usr/bin/env bash
# Every test of Kizuna: lint, types, unit and component tests (PGlite), the server suite on a
# throwaway PostgreSQL 15, the builds and the app's bundle budgets, the Storybook build, and the
# browser tests in Chromium.
#
# The stages that do not depend on each other run side by side in lanes; each lane's output is
# kept in its own log and printed whole when the lane ends, with how long each step took.
set -euo pipefail
cd "$(dirname "$0")/.."

reports="$(mktemp -d)"
logs="$(mktemp -d)"
export KIZUNA_TEST_REPORT_DIR="$reports"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  rm -rf "$reports" "$logs"
}
trap cleanup EXIT

step() { printf '\n==> %s\n' "$*"; }
timed() {
  local name="$1"
  shift
  local started=$SECONDS
  step "$name"
  "$@"
  printf '<== %s: %d s\n' "$name" $((SECONDS - started))
}

lane_checks() {
  timed "Lint" pnpm lint
  timed "Format" pnpm format:check
  timed "Type check" pnpm typecheck
}

lane_unit() {
  timed "Unit, component and server tests (PGlite)" \
    pnpm vitest run --reporter=default --reporter=json --outputFile="$reports/unit.json"
}

lane_postgres() {
  timed "Server tests on PostgreSQL 15" \
    node scripts/with-postgres.mjs pnpm vitest run --project server --reporter=default --reporter=json \
    --outputFile="$reports/postgres.json"
}

lane_browser() {
  timed "Build every package" pnpm build
  timed "Bundle budgets (sign-in and home JavaScript)" node bench/bundle.mjs --check
  timed "Storybook build" pnpm build-storybook
  timed "Browser tests (Chromium)" \
    pnpm test:e2e --reporter=default --reporter=json --outputFile="$reports/e2e.json"
}

step "System packages (Chromium for browser tests, PostgreSQL 15 for the server suite)"
node scripts/ensure-system-packages.mjs

# Two lanes at a time suit a 2-core machine: the server suites are the longest and run beside the
# checks and the browser lane.
start_lane() {
  local name="$1"
  set -m
  ("lane_$name" >"$logs/$name.log" 2>&1) &
  pids+=("$!")
  set +m
  printf 'started lane %s\n' "$name"
}

failed=()
finish_lane() {
  local name="$1" pid="$2"
  local status=0
  wait "$pid" || status=$?
  printf '\n######## lane %s (exit %d) ########\n' "$name" "$status"
  cat "$logs/$name.log"
  [ "$status" -eq 0 ] || failed+=("$name")
}

started=$SECONDS
start_lane unit
start_lane checks
finish_lane checks "${pids[1]}"
start_lane browser
finish_lane unit "${pids[0]}"
start_lane postgres
finish_lane browser "${pids[2]}"
finish_lane postgres "${pids[3]}"
printf '\nAll lanes: %d s\n' $((SECONDS - started))

step "Summary"
summary=0
node scripts/summarise-tests.mjs "$reports" || summary=$?
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed lanes: %s\n' "${failed[*]}"
  exit 1
fi
exit "$summary"
