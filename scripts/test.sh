#!/usr/bin/env bash
# The README's test command, on any machine: installs what it lacks (Node 24, the dependencies, Debian's browsers),
# then runs `npm test` and the generators' check. CI (.ci/run) runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/node.sh
ensure_node

# The browsers come from Debian's packages, never downloaded.
packages=()
command -v "${CHROME_PATH:-/usr/bin/chromium-headless-shell}" >/dev/null 2>&1 || packages+=(chromium-headless-shell)
command -v "${FIREFOX_PATH:-/usr/bin/firefox-esr}" >/dev/null 2>&1 || packages+=(firefox-esr)
command -v "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" >/dev/null 2>&1 || packages+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || packages+=(xvfb)
if [ ${#packages[@]} -gt 0 ]; then
  echo "Installing ${packages[*]} from Debian's packages for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
fi
"${CHROME_PATH:-/usr/bin/chromium-headless-shell}" --version
"${FIREFOX_PATH:-/usr/bin/firefox-esr}" --version

node --version
npm --version
ensure_dependencies

npm test
# The generators on a scratch copy of the repository, outside `npm test`.
npm run test:generators
npm run test:lab
