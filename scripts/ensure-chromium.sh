#!/usr/bin/env bash
# The end-to-end suites drive Debian's Chromium (/usr/bin/chromium); install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
else
  echo "The end-to-end tests need Chromium at /usr/bin/chromium: run 'sudo apt-get install chromium'." >&2
  exit 1
fi
