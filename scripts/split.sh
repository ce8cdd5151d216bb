#!/bin/sh
# Trunk's post_build hook (Trunk.toml): cuts the app's wasm into the parts its `part!` functions mark (issue 23),
# then stamps the service worker.
#
# Why a hook redoes trunk's last steps: trunk runs cargo, then wasm-bindgen with flags of its own, then wasm-opt,
# and no hook runs in between. A cut main module needs wasm-bindgen's --keep-lld-exports (without it wasm-bindgen
# drops the __indirect_function_table export the parts link against), which trunk cannot pass. So this takes the
# wasm cargo left in its target directory (target/ or $CARGO_TARGET_DIR; linked with --emit-relocs, build.rs) and does:
#   1. escaque-wasm-split (tools/wasm-split, over wasm_split_cli_support): main.wasm, one .wasm per part, shared
#      chunks, and the loader (`<name>_split.js`) the main module imports; in a release build the chunks are then
#      merged into one file per group of parts that fetch them together (scripts/merge-chunks.mjs);
#   2. wasm-bindgen --keep-lld-exports on main.wasm, under trunk's hashed names;
#   3. short names for the main module's imports from the glue, in the wasm and the glue (scripts/short-imports.mjs),
#      and wasm-streams' unused stream adapters dropped from both (scripts/drop-streams.mjs);
#   4. wasm-opt -Oz on the main module, each part and chunk (a release build; index.html tells trunk not to), the
#      custom sections no browser reads stripped; before that, the parts' calls through the table at a fixed slot
#      made direct calls (scripts/direct-calls.mjs); after it, each file's functions ordered by the shape of their
#      bodies, alike ones side by side where gzip finds their likeness (scripts/order-functions.mjs);
#   5. puts these in trunk's staging directory under names carrying the build's hash, swaps the integrity hashes
#      of the two files trunk linked in index.html, and lists the parts in sw.js's precache;
#      and names the files of the readers' part in the page (preloaded by a returning player's skeleton);
#   6. minifies the JavaScript glue and the loader (terser), preloads the loader beside the glue;
#   7. puts the piece drawings into the stylesheet as data: URLs (scripts/inline-pieces.mjs), and holds back the
#      link of the styles nothing at start-up needs until the board answers (scripts/later-css.mjs);
#   8. stamps sw.js with a hash of the page, so each build gets its own cache, and minifies it;
#   9. writes each file precompressed beside it (.gz, .br) for static hosts that serve those.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
stage=${TRUNK_STAGING_DIR:?run as trunk hook}
profile=web
[ "${TRUNK_PROFILE:-release}" = release ] || profile=debug
# The wasm is where cargo put it: under CARGO_TARGET_DIR when it is set (a relative one is the project's, where trunk
# runs cargo), as trunk itself reads it; else under target/.
target_dir=${CARGO_TARGET_DIR:-$root/target}
case $target_dir in /*) ;; *) target_dir="$root/$target_dir" ;; esac
input="$target_dir/wasm32-unknown-unknown/$profile/escaque.wasm"
[ -f "$input" ] || { echo "split.sh: no $input (cargo's wasm): is CARGO_TARGET_DIR the one trunk built with?" >&2; exit 1; }
tool="$root/target/split-tool/release/escaque-wasm-split"
# scripts/setup.sh builds the tool; if it went missing since, build it from what cargo already fetched.
[ -x "$tool" ] || cargo build --release --locked --offline --quiet \
  --manifest-path "$root/tools/wasm-split/Cargo.toml" --target-dir "$root/target/split-tool"

js=$(cd "$stage" && ls escaque-*.js | grep -v '_split\.js$' | head -n1)
base=${js%.js}
work="$root/target/split-work"
rm -rf "$work" && mkdir -p "$work/bg"

sri() { printf 'sha384-%s' "$(openssl dgst -sha384 -binary "$1" | base64 -w0)"; }
old_js=$(sri "$stage/$js")
old_wasm=$(sri "$stage/${base}_bg.wasm")

# wasm-opt warns about a name subsection it does not know (the splitter writes it); the output is right.
# The `target_features` and `producers` custom sections go: no browser reads them, and every part and chunk carried
# its own copy (about 200 B each, 12 KB of gzip over the build's 73 files).
# The parts (`opt "$in" "$out" -Oz --converge --low-memory-unused`): -Oz until a pass changes nothing. They had -O3
# first (its inlining let -Oz remove more: 1.4 KB less gzip before the functions were ordered for gzip below); with
# the functions ordered, -O3's inlined copies are bodies gzip finds less alike, and -Oz alone is 2.4 KB less on the
# table's part's file (docs/split-download.md, "size5"). --low-memory-unused as for the
# first module (below: the parts' data segments lie at 1 MiB and above too): 2.0 KB less gzip over the three files.
# The first module has -Oz too (it grew with -O3), converged (below).
# ESCAQUE_NAMES=1 keeps the function names (wasm-opt -g, everything else optimised the same): a build whose V8 CPU
# profiles name Rust functions (benches/web/runtime.mjs PROFILE=…). Never for a build that ships.
names=""
[ "${ESCAQUE_NAMES:-}" = 1 ] && names=-g
opt() {
  in=$1 out=$2
  shift 2
  [ $# -gt 0 ] || set -- -Oz
  wasm-opt "$@" $names --strip-target-features --strip-producers --output="$out" "$in" 2>"$work/opt.log" ||
    { cat "$work/opt.log" >&2; exit 1; }
  grep -v 'unknown name subsection' "$work/opt.log" >&2 || true
}

"$tool" "$input" "$work" "./$js" "./${base}_split.js" >"$work/parts.txt" 2>"$work/prefetch.txt" \
  || { cat "$work/prefetch.txt" >&2; exit 1; }
cat "$work/prefetch.txt" >&2
# The shared chunks in a few files, by the first part that needs them (readers, table, dialogs, the rest): one
# request per group and one gzip stream (scripts/merge-chunks.mjs says why). Rewrites parts.txt, prefetch.txt and
# the loader. Release only: `trunk serve` keeps the splitter's chunks as they are.
if [ "$profile" = web ]; then
  node "$root/scripts/merge-chunks.mjs" "$work" "$work/${base}_split.js" >&2
fi
wasm-bindgen --target=web --keep-lld-exports --no-demangle --no-typescript \
  --out-dir="$work/bg" --out-name="$base" "$work/main.wasm"
# wasm-bindgen's import names (`__wbg_remove_8228e91d7ddbc755` under the module `./<base>_bg.js`) are some 15 KB of the
# main module that only the glue reads: renamed `a`, `b`, … in both (3.4 KB gzip off the wasm, 2.9 KB off the glue).
node "$root/scripts/short-imports.mjs" "$work/bg/${base}_bg.wasm" "$work/bg/$js" >&2
# The stream adapters of wasm-streams (a dependency of Leptos's server functions, which this app has none of) are
# wasm-bindgen exports, so roots: dropped from the wasm and the glue. A glue of another shape keeps them (bytes, not
# behaviour): the build goes on.
node "$root/scripts/drop-streams.mjs" "$work/bg/${base}_bg.wasm" "$work/bg/$js" >&2 ||
  echo "split: the stream adapters stay (see scripts/drop-streams.mjs)" >&2
if [ "$profile" = web ]; then
  # --converge: -Oz again until a pass changes nothing (0.4 KB gzip). --low-memory-unused: wasm-opt may fold an
  # added constant into a load's or store's offset, assuming no address below 1 KB is used; the Rust linker puts the
  # stack first (its bottom at 0, its top at 1 MiB) and every data segment at 1 MiB and above (the parts' too), so
  # only a stack of over 1023 KiB, which wraps into nothing anyway, could reach there (0.8 KB gzip).
  # Then the functions alike side by side, where gzip finds their likeness (scripts/order-functions.mjs): 0.9 KB
  # gzip less than wasm-opt's --reorder-functions-by-name, which this file had (1.3 KB less than the linker's order).
  opt "$work/bg/${base}_bg.wasm" "$stage/${base}_bg.wasm" -Oz --converge --low-memory-unused
  node "$root/scripts/order-functions.mjs" "$stage/${base}_bg.wasm" "$work/bg/${base}_bg.wasm" >&2
else
  cp "$work/bg/${base}_bg.wasm" "$stage/${base}_bg.wasm"
fi
cp "$work/bg/$js" "$stage/$js"

precache=""
loader="$work/${base}_split.js"
# A release build's parts call the functions of the modules instantiated before them directly, not through the
# table at a fixed slot (scripts/direct-calls.mjs): the first module's and, for the other files, the readers' group's
# (the loader instantiates a file after the files it needs). The loader gives those imports from the table.
readers=$(grep '^chunk_' "$work/parts.txt" | head -n1 || true)
if [ "$profile" = web ]; then
  node "$root/scripts/direct-calls.mjs" --loader "$loader"
fi
while read -r part; do
  [ -n "$part" ] || continue
  named="${base}_${part}"
  if [ "$profile" = web ]; then
    set -- "$stage/${base}_bg.wasm"
    [ -z "$readers" ] || [ "$part" = "$readers" ] || set -- "$@" "$work/$readers"
    node "$root/scripts/direct-calls.mjs" "$work/$part" "$work/direct-$part" "$@" >&2
    opt "$work/direct-$part" "$stage/$named" -Oz --converge --low-memory-unused
    # The functions alike side by side, for gzip (scripts/order-functions.mjs): 16.8 KB less on the table's part.
    node "$root/scripts/order-functions.mjs" "$stage/$named" "$work/direct-$part" >&2
  else
    cp "$work/$part" "$stage/$named"
  fi
  sed -i "s|\"\\./$part\"|\"./$named\"|g" "$loader"
  precache="$precache '$named',"
done <"$work/parts.txt"
cp "$loader" "$stage/${base}_split.js"
precache="$precache '${base}_split.js',"

# The JavaScript glue and the split loader minified (terser, pinned in package.json; trunk's own minifier is not
# used on them): export names are kept, the parts import the glue's by name. Only in a release build.
if [ "$profile" = web ]; then
  for f in "$stage/$js" "$stage/${base}_split.js"; do
    "$root/node_modules/.bin/terser" "$f" --module --compress passes=2 --mangle --output "$f.min"
    mv "$f.min" "$f"
  done
fi

# The page may be minified (attributes unquoted), so the old hashes are replaced as strings.
sed -i -e "s|$old_js|$(sri "$stage/$js")|" -e "s|$old_wasm|$(sri "$stage/${base}_bg.wasm")|" "$stage/index.html"
grep -q "$(sri "$stage/$js")" "$stage/index.html" || { echo "split.sh: the page's integrity hash was not replaced" >&2; exit 1; }
# The glue imports the split loader: preloaded beside the glue, it comes in the same round trip, not one after.
preload="<link rel=modulepreload crossorigin href=./${base}_split.js integrity=$(sri "$stage/${base}_split.js")>"
sed -i "s|</head>|$preload</head>|" "$stage/index.html"
grep -q "${base}_split.js" "$stage/index.html" || { echo "split.sh: the split loader's preload was not added" >&2; exit 1; }
sed -i "s|/\*__SPLIT__\*/|$precache|" "$stage/sw.js"
# The readers of a saved game and of a link (src/ui/core/parts.rs) are a part that a returning player's start-up
# waits for: its file and the shared chunks it needs (the splitter's prefetch map) are named in the page, whose
# skeleton script preloads them beside the first module when something is stored or linked.
restore=""
for f in $(sed -n 's/^prefetch restore_part: //p' "$work/prefetch.txt"); do
  restore="$restore ./${base}_$f.wasm"
done
[ -n "$restore" ] || { echo "split.sh: the splitter named no files for restore_part" >&2; exit 1; }
sed -i -E "s#content=\"?__RESTORE__\"?#content=\"${restore# }\"#" "$stage/index.html"
grep -q "${base}_split_restore_part.wasm" "$stage/index.html" || { echo "split.sh: the restore part's names were not written" >&2; exit 1; }
# The twelve pieces inside the stylesheet (renamed after its new content, the page's link and hash following): no
# request per piece. Debug builds too, so that `trunk serve` draws the pieces the same way.
node "$root/scripts/inline-pieces.mjs" "$stage" "$root/style/pieces" >&2
# The styles nothing at start-up needs (style/later.css) are fetched once the board answers, not with the page.
node "$root/scripts/later-css.mjs" "$stage" >&2

h=$(sha256sum "$stage/index.html" | cut -c1-16)
sed -i "s/__BUILD__/$h/" "$stage/sw.js"
# The service worker is fetched on every first visit: minified (terser) in a release build, its comments staying in
# the source. Single quotes kept: tests/e2e/split.test.mjs reads the precache list out of it.
if [ "$profile" = web ]; then
  "$root/node_modules/.bin/terser" "$stage/sw.js" --compress passes=2 --mangle --format quote_style=1 \
    --output "$stage/sw.js.min"
  mv "$stage/sw.js.min" "$stage/sw.js"
fi

# Every file also precompressed (gzip -9 and brotli 11, beside it as .gz and .br) for hosts that serve those as they
# are instead of compressing each request (nginx gzip_static and brotli_static, Caddy's precompressed). Release only.
if [ "$profile" = web ]; then
  node "$root/scripts/precompress.mjs" "$stage"
fi
