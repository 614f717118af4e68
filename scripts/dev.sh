#!/usr/bin/env bash
# The README's run command, on any machine: installs what it lacks (Node 24, the dependencies), then `npm run dev`
# (the local settings, the local D1's migrations, Vite with the worker). Arguments go to Vite, e.g. --port 5301.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
ensure_node
ensure_dependencies
exec npm run -s dev -- "$@"
