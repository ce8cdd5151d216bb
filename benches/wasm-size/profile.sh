#!/usr/bin/env bash
# Where the bytes of the app's wasm go: a size profile by crate and by our modules, with twiggy (crates.io).
#
#   bash benches/wasm-size/profile.sh            # TOP=40 for more items
#   VIEWS=1 bash benches/wasm-size/profile.sh    # also: the view code by module of src/ui (see below)
#
# Builds the wasm the way trunk build --release does (cargo --profile web, wasm-bindgen, wasm-opt -Oz), but keeps the
# function names (wasm-opt -g keeps the name section; everything else is optimised the same), so the sizes are those
# of the shipped code within a few per cent. Prints twiggy's top items, then the code and data bytes grouped by crate
# and, for escaque, by module (escaque::rules, escaque::ui, …). Sizes are uncompressed bytes of each function body;
# the last line gives the gzip -9 of the same wasm without names for comparison with dist/. Not a test.
#
# VIEWS=1 builds with Rust's v0 symbol names (into target/size-v0, a separate build of a few minutes), whose names
# carry their generic arguments: the renderer's code instantiated for a view of src/ui/dialogs/archive.rs then names
# escaque::ui::archive, and the last table charges it to that module. The legacy names of the shipped build do not.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$ESCAQUE_ROOT"
TOP="${TOP:-25}"
TWIGGY_VERSION=0.8.0

if [ "$(twiggy --version 2>/dev/null | awk '{print $2}')" != "$TWIGGY_VERSION" ]; then
  echo "profile: installing twiggy $TWIGGY_VERSION into ~/.cargo/bin (cargo install --locked, a few minutes)" >&2
  env CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install --quiet --locked twiggy --version "$TWIGGY_VERSION"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
target="${CARGO_TARGET_DIR:-$ESCAQUE_ROOT/target}"
if [ "${VIEWS:-}" = 1 ]; then
  target="$target/size-v0"
  env CARGO_TARGET_DIR="$target" RUSTFLAGS="--cfg erase_components -C symbol-mangling-version=v0" \
    cargo build --quiet --offline --profile web --target wasm32-unknown-unknown --bin escaque
else
  cargo build --quiet --offline --profile web --target wasm32-unknown-unknown --bin escaque
fi
wasm-bindgen --target web --no-typescript --out-dir "$work" "$target/wasm32-unknown-unknown/web/escaque.wasm"
wasm-opt -Oz -g "$work/escaque_bg.wasm" -o "$work/named.wasm"
wasm-opt -Oz "$work/escaque_bg.wasm" -o "$work/shipped.wasm"

echo "== twiggy top $TOP (shallow bytes, names kept) =="
twiggy top -n "$TOP" "$work/named.wasm"
twiggy top -n 1000000 --format csv "$work/named.wasm" >"$work/top.csv"

python3 "$(dirname "${BASH_SOURCE[0]}")/owners.py" "$work/top.csv" "$(stat -c %s "$work/shipped.wasm")" "$(gzip -9c "$work/shipped.wasm" | wc -c)" "$work/named.wasm" "${VIEWS:-0}"
