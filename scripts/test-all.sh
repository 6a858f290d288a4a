#!/usr/bin/env bash
# Every test of Kizuna: lint, types, unit and component tests (PGlite), the server suite on a
# throwaway PostgreSQL 15, the builds, the Storybook build, and the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

reports="$(mktemp -d)"
export KIZUNA_TEST_REPORT_DIR="$reports"
trap 'rm -rf "$reports"' EXIT

step() { printf '\n==> %s\n' "$*"; }

step "System packages (Chromium for browser tests, PostgreSQL 15 for the server suite)"
node scripts/ensure-system-packages.mjs

step "Lint and format"
pnpm lint
pnpm format:check

step "Type check"
pnpm typecheck

step "Unit, component and server tests (PGlite)"
pnpm vitest run --reporter=default --reporter=json --outputFile="$reports/unit.json"

step "Server tests on PostgreSQL 15"
node scripts/with-postgres.mjs pnpm vitest run --project server --reporter=default --reporter=json --outputFile="$reports/postgres.json"

step "Build every package"
pnpm build

step "Storybook build"
pnpm build-storybook

step "Browser tests (Chromium)"
pnpm test:e2e --reporter=default --reporter=json --outputFile="$reports/e2e.json"

step "Summary"
node scripts/summarise-tests.mjs "$reports"
