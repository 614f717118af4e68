# Sourced by the README's two commands (scripts/dev.sh, scripts/test.sh): the Node that package.json's engines ask
# for, and the dependencies the lock file pins.

# Node 24 from the npm registry into .tools/ when the machine's Node is older than package.json's engines (the first
# to run TypeScript as is); its node_modules/.bin then comes first on PATH.
node_too_old() {
  node -e '
    const need = require("./package.json").engines.node.match(/\d+/g).map(Number);
    const have = process.versions.node.split(".").map(Number);
    process.exit(have[0] > need[0] || (have[0] === need[0] && have[1] >= need[1]) ? 1 : 0);
  ' 2>/dev/null || [ $? -ne 1 ]
}

ensure_node() {
  if node_too_old && [ -x .tools/node_modules/.bin/node ]; then export PATH="$PWD/.tools/node_modules/.bin:$PATH"; fi
  if node_too_old; then
    echo "Node $(node --version 2>/dev/null || echo none) is too old: installing Node 24 from the npm registry into .tools/"
    mkdir -p .tools
    # The package's own install script fetches the platform's Node binary: it is the install.
    [ -f .tools/package.json ] || echo '{ "private": true, "allowScripts": { "node": true } }' > .tools/package.json
    npm install --prefix .tools --no-audit --no-fund --no-save node@24 >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
}

# Always on CI; locally when node_modules is missing or older than the lock file.
ensure_dependencies() {
  if [ -n "${CI:-}" ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund
  fi
}
