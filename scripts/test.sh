#!/usr/bin/env bash
# npm test: the developer's lane (docs/test-run.md), `npm run test:full` adds the rest.
#
#   generate:check        the generated folders match openapi.yaml (every later stage reads them)
#   typecheck + lint:fast side by side, one process each (tsc and ESLint keep their caches in
#                         node_modules/.cache, so a second run checks only what changed); the
#                         lint rules that need types run in test:full
#   test:web              the web app's component tests, every story rendered, axe on the key ones
#   build:web             the built app, read by the end-to-end suites and the landing's tests
#   test:root             unit and integration tests, the scenarios on the embedded store, the
#                         store and queue contract suites on every store reachable
#   test:e2e              six journeys and the accessibility suites in Chromium
#
# The stages run one after another, each with at most one test worker per core, so a test's time
# here is at most about 3× its time alone (tests/support/loaded-run.ts). The first failing stage
# stops the run; each stage's time is printed when it ends.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/test-stages.sh

started=$SECONDS
stage generate:check npm run --silent generate:check &&
  stage "typecheck + lint:fast" side_by_side "npm run --silent typecheck" "npm run --silent lint:fast" &&
  stage lint:api npm run --silent lint:api &&
  stage test:web npm run --silent test:web &&
  stage build:web npm run --silent build:web &&
  stage test:root npm run --silent test:root &&
  stage test:e2e npm run --silent test:e2e ||
  { echo "npm test: failed after $((SECONDS - started)) s"; exit 1; }
echo "npm test: everything passed in $((SECONDS - started)) s"
