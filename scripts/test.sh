#!/usr/bin/env bash
# npm test: every check and suite, in two lanes that share nothing, so both cores stay busy.
#
#   first      generate:check          (rewrites the generated folders every later stage reads)
#   lane check the web app's component suite, then typecheck, lint, lint:api and the Storybook
#              build at a lower CPU priority (nice)
#   lane tests the root suite (unit and integration), web build, end-to-end suites
#
# The tests lane is the longer one: whatever needs neither the server suites nor the built web
# app runs in the check lane. Its type-check, lint and build have no time limits and the tests
# lane's suites do, so those run niced: they take the CPU the suites leave (the suites wait on
# processes, Redis and timers much of the time) instead of slowing the embedded-database tests
# past their budgets (docs/test-run.md).
# Each lane stops at its first failure; npm test fails when either lane failed, naming it. Every
# line is prefixed with its lane, and each stage's time is printed when it ends.
# TEST_LANES=1 runs the lanes one after the other (the check lane first), as npm test used to.
set -uo pipefail
cd "$(dirname "$0")/.."

stage() {
  local name=$1
  shift
  local started=$SECONDS
  echo "── ${name} …"
  if "$@"; then
    echo "── ${name}: passed in $((SECONDS - started)) s"
  else
    local status=$?
    echo "── ${name}: FAILED (exit ${status}) after $((SECONDS - started)) s"
    return "$status"
  fi
}

check_lane() {
  stage test:web npm run --silent test:web &&
    stage typecheck "${niced[@]}" npm run --silent typecheck &&
    stage lint "${niced[@]}" npm run --silent lint &&
    stage lint:api "${niced[@]}" npm run --silent lint:api &&
    stage build-storybook "${niced[@]}" npm run --silent build-storybook
}

# The web build comes first: the end-to-end suites and the landing's server-rendering tests in test:root read it.
tests_lane() {
  stage build:web npm run --silent build:web &&
    stage test:root npm run --silent test:root &&
    stage test:e2e npm run --silent test:e2e
}

# Runs a lane with its lines prefixed; its exit status is the lane's.
run_lane() {
  local lane=$1
  "${lane}_lane" 2>&1 | sed -u "s/^/[${lane}] /"
}

# The checks without time limits yield the CPU to the suites with them, while both lanes run.
niced=(nice -n 10)
[ "${TEST_LANES:-2}" = "1" ] && niced=()

started=$SECONDS
stage generate:check npm run --silent generate:check || exit 1

if [ "${TEST_LANES:-2}" = "1" ]; then
  run_lane check || { echo "npm test: the check lane failed"; exit 1; }
  run_lane tests || { echo "npm test: the tests lane failed"; exit 1; }
else
  run_lane check &
  check_pid=$!
  run_lane tests &
  tests_pid=$!
  failed=()
  wait "$check_pid" || failed+=(check)
  wait "$tests_pid" || failed+=(tests)
  if [ "${#failed[@]}" -gt 0 ]; then
    echo "npm test: failed lane(s): ${failed[*]} (after $((SECONDS - started)) s)"
    exit 1
  fi
fi
echo "npm test: everything passed in $((SECONDS - started)) s"
