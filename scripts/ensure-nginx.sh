#!/usr/bin/env bash
# The reverse proxy suite runs the production stack's nginx settings (deploy/nginx/) in front of the
# app: install Debian's nginx when missing. Without it that suite says it is skipped.
set -euo pipefail
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing nginx for the reverse proxy suite..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-core >/dev/null 2>&1 || {
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-core >/dev/null
  }
else
  echo "The reverse proxy suite needs nginx: run 'sudo apt-get install nginx-core' (it is skipped without it)." >&2
fi
