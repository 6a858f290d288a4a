#!/usr/bin/env bash
# Every test of Kizuna: lint, types, the OpenAPI document as client generators read it, unit and
# component tests (PGlite), the server suite on a throwaway PostgreSQL 15 (with several nodes
# behind nginx and PgBouncer), the builds, the Storybook build, the browser tests in Chromium (with
# the app's bundle budgets, measured against the browser tests' server), and the short durability
# check (kill -9 under writes, on both engines).
#
# The stages that do not depend on each other run side by side in two lanes; each lane's output is
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
# Runs one step and says how long it took; answers the step's status, so a lane goes on or stops
# by its own rule (set -e does not hold inside a function whose status is tested).
timed() {
  local name="$1"
  shift
  local started=$SECONDS status=0
  step "$name"
  "$@" || status=$?
  if [ "$status" -eq 0 ]; then
    printf '<== %s: %d s\n' "$name" $((SECONDS - started))
  else
    printf '<== %s: FAILED (exit %d) after %d s\n' "$name" "$status" $((SECONDS - started))
  fi
  return "$status"
}

lane_checks() {
  local status=0
  timed "Lint" pnpm lint || status=1
  timed "Format" pnpm format:check || status=1
  timed "Type check" pnpm typecheck || status=1
  timed "OpenAPI document (swagger-parser, openapi-typescript, Redocly)" pnpm check:openapi || status=1
  return "$status"
}

lane_unit() {
  timed "Unit, component and server tests (PGlite)" \
    pnpm vitest run --reporter=default --reporter=json --outputFile="$reports/unit.json"
}

lane_browser() {
  timed "Build every package" pnpm build || return 1
  local status=0
  timed "Storybook build" pnpm build-storybook || status=1
  timed "Browser tests (Chromium)" \
    pnpm test:e2e --reporter=default --reporter=json --outputFile="$reports/e2e.json" || status=1
  return "$status"
}

# The server suite on PostgreSQL comes in parts, each on its own throwaway cluster; whichever lane
# is free first takes the next part (mkdir is the claim), so neither lane idles while the other
# still has a long way to go.
PG_PARTS=3
postgres_parts() {
  local status=0 part
  for part in $(seq 1 "$PG_PARTS"); do
    mkdir "$logs/postgres-part-$part" 2>/dev/null || continue
    timed "Server tests on PostgreSQL 15 (part $part of $PG_PARTS)" \
      node scripts/with-postgres.mjs pnpm vitest run --project server --shard="$part/$PG_PARTS" \
      --reporter=default --reporter=json --outputFile="$reports/postgres-$part.json" || status=1
  done
  return "$status"
}

# Two lanes suit a 2-core machine (each vitest run has one worker there): the PGlite suites, and
# the checks with the builds and browser tests; then both take parts of the PostgreSQL suite.
lane_tests() {
  local status=0
  lane_unit || status=1
  postgres_parts || status=1
  return "$status"
}

# Writers under load, kill -9 of the embedded server and of one of two nodes, restart, every
# acknowledged write read back (bench/durability.mjs; a few seconds of writing per engine).
durability() {
  timed "Durability after kill -9 (PGlite, PostgreSQL with two nodes)" node bench/durability.mjs --short
}

lane_builds() {
  local status=0
  lane_checks || status=1
  lane_browser || status=1
  durability || status=1
  postgres_parts || status=1
  return "$status"
}

step "System packages (Chromium for browser tests, PostgreSQL 15, nginx and PgBouncer for the server suite)"
node scripts/ensure-system-packages.mjs

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
start_lane tests
start_lane builds
finish_lane tests "${pids[0]}"
finish_lane builds "${pids[1]}"
printf '\nAll lanes: %d s\n' $((SECONDS - started))
for part in $(seq 1 "$PG_PARTS"); do
  [ -f "$reports/postgres-$part.json" ] || { printf 'no report of PostgreSQL part %d\n' "$part"; failed+=("postgres-$part"); }
done

step "Summary"
summary=0
node scripts/summarise-tests.mjs "$reports" || summary=$?
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed lanes: %s\n' "${failed[*]}"
  exit 1
fi
exit "$summary"
