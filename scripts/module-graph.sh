#!/usr/bin/env bash
# Prints the imports between the layers of src/ (rules, clock, game, table, text, ui) and checks that none
# runs the wrong way: the checker is tests/layers.rs, run natively.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --quiet --test layers -- --nocapture --test-threads 1 module_graph 2>/dev/null | grep -E -- '->|^module graph'
cargo test --quiet --test layers no_layer_imports_one_above_it >/dev/null && echo "layers: no forbidden import"
