#!/usr/bin/env bash
# Where the bytes of the app's wasm go: a size profile by crate and by our modules, with twiggy (crates.io).
#
#   bash benches/wasm-size/profile.sh            # TOP=40 for more items
#
# Builds the wasm the way trunk build --release does (cargo --profile web, wasm-bindgen, wasm-opt -Oz), but keeps the
# function names (wasm-opt -g keeps the name section; everything else is optimised the same), so the sizes are those
# of the shipped code within a few per cent. Prints twiggy's top items, then the code and data bytes grouped by crate
# and, for escaque, by module (escaque::rules, escaque::ui, …). Sizes are uncompressed bytes of each function body;
# the last line gives the gzip -9 of the same wasm without names for comparison with dist/. Not a test.
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
cargo build --quiet --offline --profile web --target wasm32-unknown-unknown --bin escaque
wasm-bindgen --target web --no-typescript --out-dir "$work" "$target/wasm32-unknown-unknown/web/escaque.wasm"
wasm-opt -Oz -g "$work/escaque_bg.wasm" -o "$work/named.wasm"
wasm-opt -Oz "$work/escaque_bg.wasm" -o "$work/shipped.wasm"

echo "== twiggy top $TOP (shallow bytes, names kept) =="
twiggy top -n "$TOP" "$work/named.wasm"
twiggy top -n 1000000 --format csv "$work/named.wasm" >"$work/top.csv"

python3 - "$work/top.csv" "$(stat -c %s "$work/shipped.wasm")" "$(gzip -9c "$work/shipped.wasm" | wc -c)" <<'PY'
import csv, re, sys
from collections import defaultdict

# The name section is what -g keeps for this profile; the shipped wasm has none.
rows = [r for r in csv.DictReader(open(sys.argv[1])) if "function names" not in r["Name"] and not r["Name"].startswith("custom section 'name'")]
MODULES = ("escaque::rules", "escaque::ui", "escaque::table", "escaque::text", "escaque::clock", "escaque::game")

def owner(name):
    """The crate (or our module) a function belongs to, from its demangled name."""
    if re.match(r"^(data|elem|table|global|memory|type|import|export|code)\[", name) or name.startswith(("import ", "export ")):
        return "(wasm: " + re.match(r"^\w+", name).group(0) + ")"
    if name.startswith(("custom section", '"')):
        return "(custom sections)"
    if name.startswith("data segment"):
        return "(data segments: strings, tables)"
    n = name
    # <T as tachys::view::Render>::build: a generic or primitive self type goes to the trait's crate.
    m = re.match(r"^<([A-Z]|[a-z0-9]+|\[.*\]|&.*?|\(.*?\)) as ([a-z_][a-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)?)", n)
    if m and "::" not in m.group(1):
        n = m.group(2)
    # drop_in_place<T>, Rc<T> ... : attribute glue to the type it was generated for.
    m = re.match(r"^core::ptr::drop_in_place<(.*)>$", n)
    if m:
        n = m.group(1)
    n = n.lstrip("<&*( ").removeprefix("mut ").removeprefix("dyn ").lstrip("<&*( ")
    path = re.match(r"[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)?", n)
    if not path:
        return "(other: " + (n.split()[0] if n.split() else "?") + ")"
    p = path.group(0)
    if p == "escaque::main":
        return "escaque::main (mount: the views inlined into it)"
    if p.startswith("escaque::"):
        return p if p in MODULES else "escaque (root)"
    first = p.split("::")[0]
    if first == "escaque":
        return "escaque (root)"
    if first in ("core", "alloc", "std"):
        return "core/alloc/std"
    if first in ("dlmalloc", "compiler_builtins"):
        return first
    if len(p.split("::")) == 1 and first not in ("leptos", "tachys", "reactive_graph", "serde", "js_sys", "web_sys"):
        return "(unnamed / wasm-bindgen glue)" if first.startswith(("func", "__wbg", "__wbindgen", "wasm_bindgen")) else "(other: " + first + ")"
    return first

total = sum(int(r["ShallowSize"]) for r in rows)
groups = defaultdict(lambda: [0, 0])
for r in rows:
    g = groups[owner(r["Name"])]
    g[0] += int(r["ShallowSize"])
    g[1] += 1
print(f"\n== by crate / module ({total} B: the named wasm without its name section) ==")
print(f"{'bytes':>9} {'%':>6} {'items':>6}  owner")
for k, (b, n) in sorted(groups.items(), key=lambda kv: -kv[1][0]):
    if b * 1000 >= total:
        print(f"{b:>9} {100 * b / total:>5.1f}% {n:>6}  {k}")
rest = [(k, v) for k, v in groups.items() if v[0] * 1000 < total]
print(f"{sum(v[0] for _, v in rest):>9} {100 * sum(v[0] for _, v in rest) / total:>5.1f}% {sum(v[1] for _, v in rest):>6}  ({len(rest)} owners under 0.1 %)")
print(f"\nshipped wasm (same build, names stripped): {sys.argv[2]} B, gzip -9 {sys.argv[3]} B")
PY
