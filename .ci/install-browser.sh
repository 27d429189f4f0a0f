#!/bin/sh
# Installs Debian's Chromium for the browser tests (test/e2e) when it is missing. Idempotent: does
# nothing when `chromium` is already on the PATH. Never downloads a browser through Playwright.
set -eu
if command -v chromium >/dev/null 2>&1; then
  echo "chromium present: $(command -v chromium)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium
command -v chromium
