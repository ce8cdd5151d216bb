#!/usr/bin/env bash
# Where the bytes of the app's wasm go: a size profile by crate and by our modules, with twiggy (crates.io).
#
#   bash benches/wasm-size/profile.sh                 # the first module as shipped (after the split), TOP=40 for more
#   SPLIT_WORK=/tmp/sw bash benches/wasm-size/profile.sh   # the first module of another build's split (see below)
#   WHOLE=1 bash benches/wasm-size/profile.sh         # the whole app as one wasm, as before the split (issue 23)
#   VIEWS=1 bash benches/wasm-size/profile.sh         # also: the view code by module of src/ui (see below)
#
# The first module (the default): the one wasm a visitor waits for before the board answers, the parts left out
# (issue 32). It is the module scripts/split.sh leaves in target/split-work/bg/<name>_bg.wasm on a `trunk build
# --release` (cut by the splitter, through wasm-bindgen --keep-lld-exports and short import names, before wasm-opt):
# so run the build first. SPLIT_WORK points at a copy of that folder kept from another build (for the first module's
# owners before and after a change: `cp -r target/split-work /tmp/sw-before` after the build before it).
#
# WHOLE=1 builds the wasm the way trunk build --release did before the split (cargo --profile web without the split
# feature, wasm-bindgen, wasm-opt -Oz): every part in one module.
#
# Either way the wasm goes through wasm-opt -Oz twice: once with -g (the name section kept; everything else is
# optimised the same), so the sizes are those of the shipped code within a few per cent, and once without, which is
# the shipped module (the last line gives its gzip -9, comparable with dist/). Prints twiggy's top items, then the code
# and data bytes grouped by crate and, for escaque, by module (escaque::rules, escaque::ui, …). Sizes are uncompressed
# bytes of each function body. Not a test.
#
# VIEWS=1 builds with Rust's v0 symbol names (into target/size-v0, a separate build of a few minutes), whose names
# carry their generic arguments: the renderer's code instantiated for a view of src/ui/dialogs/archive.rs then names
# escaque::ui::archive, and the last table charges it to that module. The legacy names of the shipped build do not.
# With the first module (not WHOLE=1), that build is cut and bound here the way scripts/split.sh does it.
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
features=(--features split)
[ "${WHOLE:-}" = 1 ] && features=()
if [ "${VIEWS:-}" = 1 ]; then
  target="$target/size-v0"
  env CARGO_TARGET_DIR="$target" RUSTFLAGS="--cfg erase_components -C symbol-mangling-version=v0" \
    cargo build --quiet --offline --profile web --target wasm32-unknown-unknown --bin escaque "${features[@]}"
elif [ "${WHOLE:-}" = 1 ]; then
  cargo build --quiet --offline --profile web --target wasm32-unknown-unknown --bin escaque
fi
if [ "${WHOLE:-}" = 1 ]; then
  what="the whole app as one wasm (no split)"
  wasm-bindgen --target web --no-typescript --out-dir "$work" "$target/wasm32-unknown-unknown/web/escaque.wasm"
  input="$work/escaque_bg.wasm"
elif [ "${VIEWS:-}" = 1 ]; then
  # The cut, wasm-bindgen and the short import names of scripts/split.sh, on the v0 build.
  what="the first module after the split (v0 names)"
  tool="$ESCAQUE_ROOT/target/split-tool/release/escaque-wasm-split"
  [ -x "$tool" ] || { echo "profile: $tool is missing: run scripts/setup.sh" >&2; exit 1; }
  mkdir -p "$work/split/bg"
  "$tool" "$target/wasm32-unknown-unknown/web/escaque.wasm" "$work/split" ./escaque.js ./escaque_split.js >/dev/null
  # Demangled here (the shipped build keeps legacy mangled names, which owners.py reads; it does not read v0 ones).
  wasm-bindgen --target=web --keep-lld-exports --no-typescript \
    --out-dir="$work/split/bg" --out-name=escaque "$work/split/main.wasm"
  node scripts/short-imports.mjs "$work/split/bg/escaque_bg.wasm" "$work/split/bg/escaque.js" >/dev/null
  input="$work/split/bg/escaque_bg.wasm"
else
  split_work="${SPLIT_WORK:-$target/split-work}"
  input=$(ls "$split_work"/bg/*_bg.wasm 2>/dev/null | head -n1 || true)
  [ -n "$input" ] || { echo "profile: no first module in $split_work/bg: run \`trunk build --release\` first" >&2; exit 1; }
  what="the first module after the split ($input)"
fi
# The splitter writes a name subsection wasm-opt does not know; it warns and goes on.
# The first module's flags of scripts/split.sh (the whole app's are -Oz alone; the difference is small).
wasm-opt -Oz --converge --low-memory-unused -g "$input" -o "$work/named.wasm" 2> >(grep -v 'unknown name subsection' >&2)
wasm-opt -Oz --converge --low-memory-unused "$input" -o "$work/shipped.wasm" 2> >(grep -v 'unknown name subsection' >&2)
echo "== $what =="

echo "== twiggy top $TOP (shallow bytes, names kept) =="
twiggy top -n "$TOP" "$work/named.wasm"
twiggy top -n 1000000 --format csv "$work/named.wasm" >"$work/top.csv"

python3 "$(dirname "${BASH_SOURCE[0]}")/owners.py" "$work/top.csv" "$(stat -c %s "$work/shipped.wasm")" "$(gzip -9c "$work/shipped.wasm" | wc -c)" "$work/named.wasm" "${VIEWS:-0}"
