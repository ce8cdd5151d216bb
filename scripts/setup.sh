#!/usr/bin/env bash
# Installs what Escaque needs to build and test, skipping everything already present at the right version.
# Safe to run again and again; works unattended (CI=true, no stdin). Sources nothing but scripts/env.sh.
#
#   Debian:  chromium, chromium-driver          (headless browser for wasm and end-to-end tests)
#   rustup:  wasm32-unknown-unknown, rustfmt, clippy
#   cargo:   trunk 0.21.14, wasm-bindgen-cli (= the wasm-bindgen version in Cargo.lock), into ~/.cargo/bin;
#            escaque-wasm-split (tools/wasm-split, our build step that cuts the wasm into parts), into target/split-tool
#   npm:     binaryen (wasm-opt 132), terser (the JS glue minified), playwright-core, axe-core — exact pins in
#            package-lock.json
set -euo pipefail

# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ESCAQUE_ROOT"
exec </dev/null

TRUNK_VERSION=0.21.14
# The two variables keep `cargo install` from building with fat LTO and one codegen unit (17 min → 9 min).
CARGO_INSTALL_ENV=(CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16)

say() { printf 'setup: %s\n' "$*"; }
# Runs a command and reports how long it took (installs are the slow part of a cold machine).
timed() {
  local start=$SECONDS
  "$@"
  say "  done in $((SECONDS - start)) s"
}
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# One setup at a time (serve.sh and test.sh may start together); waits for the other to finish.
if command -v flock >/dev/null; then
  mkdir -p "${XDG_CACHE_HOME:-$HOME/.cache}"
  exec 9>"${XDG_CACHE_HOME:-$HOME/.cache}/escaque-setup.lock"
  flock 9
fi

# --- Debian packages ------------------------------------------------------------------------------------------
deb_installed() { [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]; }
if deb_installed chromium && deb_installed chromium-driver && [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "chromium + chromium-driver present ($(dpkg-query -W -f='${Version}' chromium))"
else
  say "installing chromium + chromium-driver with apt-get (about 1 min)"
  export DEBIAN_FRONTEND=noninteractive
  apt_install() {
    as_root apt-get -o DPkg::Lock::Timeout=600 update -qq
    as_root apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium chromium-driver >/dev/null
  }
  timed apt_install
  say "chromium installed ($(dpkg-query -W -f='${Version}' chromium))"
fi

# --- Rust: target and components ------------------------------------------------------------------------------
command -v cargo >/dev/null || die "cargo not found: install Rust (rustup, stable ≥ 1.95) first"
if command -v rustup >/dev/null; then
  installed_targets="$(rustup target list --installed)"
  if grep -qx wasm32-unknown-unknown <<<"$installed_targets"; then
    say "rust target wasm32-unknown-unknown present"
  else
    say "adding rust target wasm32-unknown-unknown (about 30 s)"
    timed rustup target add wasm32-unknown-unknown
  fi
  installed_components="$(rustup component list --installed)"
  for component in rustfmt clippy; do
    if grep -q "^$component" <<<"$installed_components"; then
      say "rust component $component present"
    else
      say "adding rust component $component"
      timed rustup component add "$component"
    fi
  done
else
  [ -d "$(rustc --print sysroot)/lib/rustlib/wasm32-unknown-unknown" ] \
    || die "no rustup and no wasm32-unknown-unknown standard library: install the target for this toolchain"
  say "rust target wasm32-unknown-unknown present (no rustup)"
fi

# --- cargo-installed tools ------------------------------------------------------------------------------------
# The wasm-bindgen CLI must match the wasm-bindgen crate in Cargo.lock exactly, and Trunk.toml pins the same.
lock_version() { awk -v n="$1" '$0 == "name = \"" n "\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock; }
[ -f Cargo.lock ] || cargo generate-lockfile
WASM_BINDGEN_VERSION="$(lock_version wasm-bindgen)"
[ -n "$WASM_BINDGEN_VERSION" ] || die "Cargo.lock has no wasm-bindgen entry"
trunk_pin="$(sed -n 's/^wasm_bindgen *= *"\([^"]*\)".*/\1/p' Trunk.toml)"
[ "$trunk_pin" = "$WASM_BINDGEN_VERSION" ] \
  || die "Cargo.lock has wasm-bindgen $WASM_BINDGEN_VERSION but Trunk.toml pins \"$trunk_pin\": make them equal"

tool_version() { "$1" --version 2>/dev/null | head -n1 | awk '{print $2}' || true; }

have="$(tool_version trunk)"
if [ "$have" = "$TRUNK_VERSION" ]; then
  say "trunk $TRUNK_VERSION present"
else
  say "installing trunk $TRUNK_VERSION with cargo (found: ${have:-none}; 6–10 min on 2 cores)"
  timed env "${CARGO_INSTALL_ENV[@]}" cargo install --quiet --force --locked trunk --version "$TRUNK_VERSION"
  [ "$(tool_version trunk)" = "$TRUNK_VERSION" ] || die "trunk on PATH is $(command -v trunk), not $TRUNK_VERSION"
fi

have="$(tool_version wasm-bindgen)"
if [ "$have" = "$WASM_BINDGEN_VERSION" ] && [ "$(tool_version wasm-bindgen-test-runner)" = "$WASM_BINDGEN_VERSION" ]; then
  say "wasm-bindgen-cli $WASM_BINDGEN_VERSION present"
else
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION with cargo (found: ${have:-none}; 3–5 min on 2 cores)"
  # Not --locked: its published lock file names a crate version the registry does not serve.
  timed env "${CARGO_INSTALL_ENV[@]}" cargo install --quiet --force wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  [ "$(tool_version wasm-bindgen)" = "$WASM_BINDGEN_VERSION" ] \
    || die "wasm-bindgen on PATH is $(command -v wasm-bindgen), not $WASM_BINDGEN_VERSION"
fi

# The wasm splitter trunk's post_build hook runs (scripts/split.sh): our own small program over the
# wasm_split_cli_support crate, built from crates.io sources. Rebuilt when its sources or lock file change.
split_tool=target/split-tool/release/escaque-wasm-split
split_stamp=target/split-tool/escaque-wasm-split.sources
split_hash="$(cat tools/wasm-split/Cargo.toml tools/wasm-split/Cargo.lock tools/wasm-split/src/*.rs | sha256sum | cut -d' ' -f1)"
if [ -x "$split_tool" ] && [ "$(cat "$split_stamp" 2>/dev/null)" = "$split_hash" ]; then
  say "escaque-wasm-split present (tools/wasm-split unchanged)"
else
  say "building escaque-wasm-split from tools/wasm-split (3–7 min on 2 cores the first time)"
  timed cargo build --release --locked --quiet --manifest-path tools/wasm-split/Cargo.toml --target-dir target/split-tool
  printf '%s\n' "$split_hash" >"$split_stamp"
fi

# --- npm packages ---------------------------------------------------------------------------------------------
{ command -v node && command -v npm; } >/dev/null || die "node and npm not found: install Node.js ≥ 20"
node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" -ge 20 ] || die "Node.js $(node --version) is too old: playwright-core needs ≥ 20"

# npm ci runs only when node_modules was not installed from this very package-lock.json.
lock_hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
stamp=node_modules/.escaque-lock.sha256
if [ -d node_modules ] && [ "$(cat "$stamp" 2>/dev/null)" = "$lock_hash" ]; then
  say "npm packages present (package-lock.json unchanged)"
else
  say "installing npm packages with npm ci (binaryen, terser, playwright-core, axe-core)"
  timed npm ci --no-audit --no-fund --loglevel=error
  printf '%s\n' "$lock_hash" >"$stamp"
fi

wasm_opt_pin="$(sed -n 's/^wasm_opt *= *"\([^"]*\)".*/\1/p' Trunk.toml)"
wasm_opt_found="version_$(wasm-opt --version | awk '{print $3}')"
[ "$wasm_opt_found" = "$wasm_opt_pin" ] \
  || die "wasm-opt on PATH ($(command -v wasm-opt)) is $wasm_opt_found, Trunk.toml pins $wasm_opt_pin"
say "wasm-opt $wasm_opt_found from $(command -v wasm-opt)"
say "ready"
