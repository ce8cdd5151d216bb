#!/usr/bin/env bash
# Installs what is missing, then serves the web app with live reload on http://127.0.0.1:8080
set -euo pipefail

# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ESCAQUE_ROOT"

bash scripts/setup.sh
echo "serve: cargo fetch (Trunk.toml sets offline = true, so trunk's cargo never downloads)"
cargo fetch --quiet
echo "serve: trunk serve on http://127.0.0.1:8080 (Ctrl-C stops it)"
exec trunk serve --address 127.0.0.1 --port 8080
