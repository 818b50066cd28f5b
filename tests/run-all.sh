#!/usr/bin/env bash
# npm test: every test of the project, fastest first: types, unit, integration (real PostgreSQL and
# NATS), then the browser journeys (real Chromium against the server `npm start` runs). Ends with one
# summary line counting every test.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest-report.json .tmp/playwright-report.json

bash tests/ensure-system-packages.sh || exit 1
[ -d node_modules ] || npm install --no-audit --no-fund

status=0
step() { printf '\n== %s\n' "$1"; }

step "typecheck"
npx tsc -p tsconfig.json --noEmit || status=1

step "unit and integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json || status=1

step "browser journeys (Playwright, Debian Chromium; builds the site and starts the embedded server)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.tmp/playwright-report.json" \
  npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json || status=1

node tests/summarise-results.mjs .tmp/vitest-report.json .tmp/playwright-report.json || status=1
exit $status
