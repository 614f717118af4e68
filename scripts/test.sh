#!/usr/bin/env bash
# The README's test command, on any machine: installs what it lacks (Node 24, the dependencies, Debian's browsers),
# then runs `npm test` and the generators' check. CI (.ci/run) runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node 24 into .tools/ when the machine's is older than package.json's engines (the first to run TypeScript as is).
too_old=$(node -p 'const [major, minor] = process.versions.node.split(".").map(Number); major < 22 || (major === 22 && minor < 18)' 2>/dev/null || echo true)
if [ "$too_old" = true ]; then
  echo "Node $(node --version 2>/dev/null || echo none) is too old: installing Node 24 from the npm registry"
  mkdir -p .tools
  [ -f .tools/package.json ] || echo '{ "private": true }' > .tools/package.json
  npm install --prefix .tools --no-audit --no-fund --no-save node@24 >/dev/null
  export PATH="$PWD/.tools/node_modules/.bin:$PATH"
fi

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
# Dependencies as the lock file pins them: always on CI, and locally when they are missing or older than the lock.
if [ -n "${CI:-}" ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

npm test
# The generators on a scratch copy of the repository, outside `npm test`.
npm run test:generators
npm run test:lab
