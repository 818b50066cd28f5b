#!/usr/bin/env bash
# npm test: every test of the project, fastest first: types, unit, integration (real PostgreSQL and
# NATS), then the browser journeys (real Chromium against the server `npm start` runs). Ends with one
# summary line counting every test.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest-report.json .tmp/vitest-frontend-report.json .tmp/vitest-frontend.log .tmp/playwright-report.json

bash tests/ensure-system-packages.sh || exit 1
[ -d node_modules ] || npm install --no-audit --no-fund

status=0
step() { printf '\n== %s\n' "$1"; }

step "typecheck"
npx tsc -p tsconfig.json --noEmit || status=1

step "unit, frontend and integration tests (vitest)"
# Two vitest processes side by side, one per core: the browser-side tests (jsdom) and the server-side ones.
# Integration files stay one at a time in theirs: they share one PostgreSQL cluster, and the event store's
# readers wait on the oldest transaction open anywhere in it, so two files at once slow each other's
# projections. The frontend's output is printed after the other's, so the log reads in one piece.
npx vitest run --project "frontend*" --reporter=default --reporter=json --outputFile.json=.tmp/vitest-frontend-report.json \
  >.tmp/vitest-frontend.log 2>&1 &
frontend_pid=$!
npx vitest run --project unit --project integration --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json || status=1
wait "$frontend_pid" || status=1
step "frontend tests (vitest, run beside the above)"
cat .tmp/vitest-frontend.log

step "browser journeys (Playwright, Debian Chromium; builds the site and starts the embedded server)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.tmp/playwright-report.json" \
  npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json || status=1

node tests/summarise-results.mjs .tmp/vitest-report.json .tmp/vitest-frontend-report.json .tmp/playwright-report.json || status=1
exit $status
