#!/usr/bin/env bash
# Installs what is missing, then runs every check and test in order, stopping at the first failure.
set -euo pipefail

# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ESCAQUE_ROOT"

# One build of each profile, never rebuilt in place: incremental caches would only cost disk (1.1 GB of 4.2 GB in a
# clean clone's target/, and a CI run on record failed on a full disk). A caller may still set it.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

# Said first, so a run that dies of a full disk says so at the top of its log.
echo "disk free where target/ goes: $(df -h --output=avail . 2>/dev/null | tail -1 | tr -d ' ') (a clean run writes about 3.5 GB: target/ 3.2, node_modules 0.13)"

run_start=$SECONDS
step() {
  local name="$1" start=$SECONDS
  shift
  echo "==> $name"
  if ! "$@"; then
    echo "!!! $name failed after $((SECONDS - start)) s" >&2
    exit 1
  fi
  echo "<== $name ($((SECONDS - start)) s)"
}

step "setup" bash scripts/setup.sh </dev/null
step "cargo fetch" cargo fetch --quiet
step "cargo fmt --check" cargo fmt --check
step "clippy (native, all targets)" cargo clippy --all-targets -- -D warnings
# The web build's features (index.html: the wasm cut into parts); the wasm tests below build the other side of `part!`.
step "clippy (wasm32: lib and bins, split)" cargo clippy --target wasm32-unknown-unknown --features split --lib --bins -- -D warnings
step "cargo test (native)" cargo test

if [ -f tests/web.rs ]; then
  # tests/web.rs in headless Chromium; tests/alloc.rs (memory across 100 games, its own counting allocator, so its
  # own test binary) in Node.js.
  step "wasm tests (tests/web.rs in headless Chromium, tests/alloc.rs in Node.js)" \
    env CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner CHROMEDRIVER=/usr/bin/chromedriver \
    cargo test --profile wasm-test --target wasm32-unknown-unknown --test web --test alloc
else
  echo "==> wasm tests: skipped (no tests/web.rs)"
fi

step "trunk build --release (dist/)" trunk build --release

shopt -s nullglob
e2e=(tests/e2e/*.test.mjs)
shopt -u nullglob
if [ ${#e2e[@]} -gt 0 ]; then
  # Two files at a time, or one per core beyond that: each file drives its own Chromium, and most of a test's time is
  # the browser waiting (timers, frames), so two in parallel finish in about 55 % of the time on 2 cores (issue 14).
  jobs=$(nproc 2>/dev/null || echo 2)
  [ "$jobs" -lt 2 ] && jobs=2
  step "end-to-end tests (node --test, ${#e2e[@]} files, $jobs at a time)" \
    node --test --test-concurrency="$jobs" "${e2e[@]}"
else
  echo "==> end-to-end tests: skipped (no tests/e2e/*.test.mjs)"
fi

echo "all checks passed in $((SECONDS - run_start)) s"
