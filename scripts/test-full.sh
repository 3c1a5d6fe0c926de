#!/usr/bin/env bash
# npm run test:full: what `npm test` leaves out (docs/test-run.md), with TEST_LANE=full:
#   lint        ESLint with the rules that need TypeScript's types
#   test:root   the fault suites (kill -9, restarts, lost servers, backups, migrate-events, the
#               fuzzers, the reverse proxy) and the scenarios again on PostgreSQL + Redis
#   test:web    axe on every story but the key ones npm test checks
#   test:e2e    every other end-to-end file, and the accessibility suites in the dark scheme
#   build-storybook
# Run it before resolving an issue that touches stores, jobs, backups or faults; CI runs it after npm test.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/test-stages.sh
export TEST_LANE=full

started=$SECONDS
stage lint npm run --silent lint &&
  stage build:web npm run --silent build:web &&
  stage test:root npm run --silent test:root &&
  stage test:web npm run --silent test:web -- stories.test &&
  stage test:e2e npm run --silent test:e2e &&
  stage build-storybook npm run --silent build-storybook ||
  { echo "npm run test:full: failed after $((SECONDS - started)) s"; exit 1; }
echo "npm run test:full: everything passed in $((SECONDS - started)) s"
