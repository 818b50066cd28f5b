#!/usr/bin/env bash
# npm test: every test of the project: types, unit, integration (real PostgreSQL and NATS), and the browser
# journeys (real Chromium against the server `npm start` runs). Ends with one summary line counting every test.
#
# The parts run side by side. On the two-core machines CI uses, one after another they took 31 minutes while the
# processors were busy 0.9 of the time: the journeys mostly wait on pages, and the integration tests on
# PostgreSQL. Each writes its own log, printed whole once all have finished, so the output reads in one piece.
# The frontend files run two at a time: the other parts finish first, and its tail then had a core to itself
# (1,464 s of npm test with one, 1,219 s with two). Integration files stay one at a time in their run: they
# share one PostgreSQL cluster, and the event store's readers wait on the oldest transaction open anywhere in
# it, so two files at once slow each other's projections.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest-report.json .tmp/vitest-frontend-report.json .tmp/vitest-chaos-report.json .tmp/playwright-report.json .tmp/test-*.log .tmp/test-*.status .tmp/test-*.seconds .tmp/test-*.cpu .tmp/test-*.times

bash tests/ensure-system-packages.sh || exit 1
[ -d node_modules ] || npm install --no-audit --no-fund

status=0
started=$(date +%s)
run() { # name, command...: in the background, its output to .tmp/test-<name>.log, its exit code and seconds beside
  local name=$1
  shift
  (
    from=$(date +%s)
    "$@" >".tmp/test-$name.log" 2>&1
    echo $? >".tmp/test-$name.status"
    echo $(($(date +%s) - from)) >".tmp/test-$name.seconds"
    # The processor time of the part and everything it started and waited for (bash's `times`, second line: the
    # children's user and system time, as "1m2.5s"): on two cores the whole run takes about half of the sum.
    times >".tmp/test-$name.times" # not in a pipe: a pipe's side is a subshell of its own, with no children
    tail -1 ".tmp/test-$name.times" | awk '{ split($1 " " $2, t, /[ms ]+/); printf "%d\n", t[1] * 60 + t[2] + t[3] * 60 + t[4] }' >".tmp/test-$name.cpu"
  ) &
}

# The typecheck yields to the others: it takes two minutes of the half hour, while the journeys wait at the start on
# the site's build and the server's start, which had to share the two cores with it.
run typecheck nice -n 10 npx tsc -p tsconfig.json --noEmit
run journeys env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.tmp/playwright-report.json" \
  npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json
# The frontend files yield a little too: the integration files run one at a time and the journeys one after another,
# so they are the ones to finish late, with a core left idle; the frontend's two workers fill whatever is free. With
# the frontend at the same priority the server part ended last, alone, 180 s after the others (1,530 s in all); with
# this, all three ended within 120 s of each other (1,177 s).
run frontend nice -n 5 npx vitest run --project "frontend*" --maxWorkers=2 --reporter=default --reporter=json --outputFile.json=.tmp/vitest-frontend-report.json
run server npx vitest run --project unit --project integration --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json
# Ten trials of the chaos suite (npm run chaos runs a hundred): distributed mode's processes, mostly waiting on each
# other, beside the rest.
run chaos npx vitest run --project chaos --reporter=default --reporter=json --outputFile.json=.tmp/vitest-chaos-report.json
wait

for part in "typecheck:typecheck" "server:unit and integration tests (vitest)" "frontend:frontend tests (vitest, jsdom)" \
  "chaos:chaos suite, 10 trials (distributed mode, one process killed per trial)" \
  "journeys:browser journeys (Playwright, Debian Chromium; builds the site and starts the embedded server)"; do
  name=${part%%:*}
  printf '\n== %s (%s s, processor %s s)\n' "${part#*:}" "$(cat ".tmp/test-$name.seconds" 2>/dev/null)" "$(cat ".tmp/test-$name.cpu" 2>/dev/null)"
  cat ".tmp/test-$name.log"
  [ "$(cat ".tmp/test-$name.status" 2>/dev/null)" = 0 ] || { status=1; printf '== %s: failed\n' "$name"; }
done

node tests/summarise-results.mjs .tmp/vitest-report.json .tmp/vitest-frontend-report.json .tmp/vitest-chaos-report.json .tmp/playwright-report.json || status=1
echo "npm test took $(( $(date +%s) - started )) s"
exit $status
