#!/usr/bin/env bash
# Gzip size of the pure rules code compiled to wasm (issue 2's budget: ≤ 25 KB), measured on a copy of
# src/rules, src/clock, src/text and src/game.rs in a scratch crate with no web dependency, through a small harness
# that calls FEN, perft, legal moves, SAN in both languages, the game outcome and claims (and, for the
# second figure, the illegal-move explanations with their texts).
#
#   bash benches/wasm-size/measure.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
root="$ESCAQUE_ROOT"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/escaque/src" "$work/harness/src"
cp -r "$root/src/rules" "$root/src/clock" "$root/src/text" "$root/src/game.rs" "$work/escaque/src/"
printf 'pub mod clock;\npub mod game;\npub mod rules;\npub mod text;\n' >"$work/escaque/src/lib.rs"
printf '[package]\nname = "escaque"\nversion = "0.0.0"\nedition = "2021"\n' >"$work/escaque/Cargo.toml"
cat >"$work/harness/Cargo.toml" <<TOML
[package]
name = "harness"
version = "0.0.0"
edition = "2021"
[lib]
crate-type = ["cdylib"]
[dependencies]
escaque = { path = "../escaque" }
# The same settings as the app's [profile.web] (the web build's profile; [profile.release] is the native tool's).
[profile.web]
inherits = "release"
opt-level = "z"
lto = true
codegen-units = 1
panic = "abort"
TOML
measure() {
  (cd "$work/harness" && CARGO_TARGET_DIR="$work/target" cargo build --quiet --profile web --target wasm32-unknown-unknown)
  python3 "$root/benches/wasm-size/strip_custom.py" "$work/target/wasm32-unknown-unknown/web/harness.wasm" "$work/h.wasm"
  wasm-opt -Oz --all-features "$work/h.wasm" -o "$work/h.opt.wasm"
  printf '%-48s %7d B wasm  %6d B gzip\n' "$1" "$(stat -c %s "$work/h.opt.wasm")" "$(gzip -9c "$work/h.opt.wasm" | wc -c)"
}
# The harness without explanations: the rules engine proper.
sed -e 's/, explain, explain_text, Square}/}/' -e '/explain::explain/d' "$root/benches/wasm-size/harness.rs" >"$work/harness/src/lib.rs"
measure "rules (FEN, moves, SAN en/es, outcome, claims)"
cp "$root/benches/wasm-size/harness.rs" "$work/harness/src/lib.rs"
measure "rules + explanations in Spanish and English"
