#!/usr/bin/env bash
# The tests drive a real Chromium and a real nats-server, and read invoices with pdftotext, all from Debian packages.
# Installs them when it can (root on Debian); otherwise stops at once with the exact command to run.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v nats-server >/dev/null 2>&1 || [ -x /usr/sbin/nats-server ] || missing+=(nats-server)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages the tests need: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The tests need these Debian packages: ${missing[*]}" >&2
echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1
