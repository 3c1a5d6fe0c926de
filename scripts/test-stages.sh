# The stages of scripts/test.sh and scripts/test-full.sh (sourced by both).

# Runs a stage, saying when it starts and how long it took; its exit status is the stage's.
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

# A command's label in the output: its last word (`npm run --silent lint` → lint).
label() { echo "${1##* }"; }

# Runs two commands at once (one core each), each line prefixed with its label; fails when either failed.
side_by_side() {
  local first=$1 second=$2
  (set -o pipefail; bash -c "$first" 2>&1 | sed -u "s/^/[$(label "$first")] /") &
  local first_pid=$!
  (set -o pipefail; bash -c "$second" 2>&1 | sed -u "s/^/[$(label "$second")] /")
  local second_status=$?
  wait "$first_pid"
  local first_status=$?
  [ "$first_status" -eq 0 ] && [ "$second_status" -eq 0 ]
}
