#!/usr/bin/env bash
# The HTML validity test runs the W3C Nu checker (vnu-jar), a Java program: install a Java runtime when missing.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing a Java runtime for the Nu HTML checker..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
else
  echo "The HTML validity test needs Java 11 or later (the Nu checker): run 'sudo apt-get install default-jre-headless'." >&2
  exit 1
fi
