//! `escaque-wasm-split IN.wasm OUT_DIR MAIN_JS LINK_JS`: splits the wasm cargo built at the points the
//! `#[lazy]` functions mark (wasm_split_cli_support, the splitter cargo-leptos uses). Writes OUT_DIR/main.wasm
//! (to go through wasm-bindgen with --keep-lld-exports), one .wasm per lazy part, and OUT_DIR/LINK_JS, the
//! loader the main module imports; the loader imports `initSync` from MAIN_JS (relative to itself).
//! Prints one line per lazy part: its file name.
use std::path::Path;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 5 {
        eprintln!("usage: escaque-wasm-split IN.wasm OUT_DIR MAIN_JS LINK_JS");
        std::process::exit(2);
    }
    let input = std::fs::read(&args[1]).unwrap_or_else(|e| {
        eprintln!("reading {}: {e}", args[1]);
        std::process::exit(1);
    });
    let out = Path::new(&args[2]);
    let main_out = out.join("main.wasm");
    let mut opts = wasm_split_cli_support::Options::new(&input);
    opts.output_dir = out;
    opts.main_out_path = &main_out;
    opts.main_module = &args[3];
    opts.link_name = &args[4];
    opts.verbose = std::env::var_os("SPLIT_VERBOSE").is_some();
    match wasm_split_cli_support::transform(opts) {
        Ok(split) => {
            for m in &split.split_modules {
                println!("{}", m.file_name().unwrap_or_default().to_string_lossy());
            }
            for (k, v) in &split.prefetch_map {
                eprintln!("prefetch {k}: {}", v.join(" "));
            }
        }
        Err(e) => {
            eprintln!("wasm-split: {e:?}");
            std::process::exit(1);
        }
    }
}
