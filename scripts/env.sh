# shellcheck shell=bash
# Sourced by setup.sh, serve.sh and test.sh: puts the project's pinned tools first on PATH.
#
# - node_modules/.bin: wasm-opt from the npm package `binaryen` (version 132, the one Trunk.toml pins). It must be
#   found before any system wasm-opt (Debian's binaryen 108 produces wasm that fails in the browser).
# - ~/.cargo/bin: trunk, wasm-bindgen and wasm-bindgen-test-runner, installed there by setup.sh with cargo.

ESCAQUE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ESCAQUE_ROOT
export PATH="$ESCAQUE_ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
