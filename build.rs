//! The web app's wasm keeps its relocations (`--emit-relocs`), which the splitter of `#[lazy]` parts reads
//! (issue 23, `scripts/split.sh`). Only the `escaque` binary for wasm32: native builds are untouched.
fn main() {
    if std::env::var("TARGET").as_deref() == Ok("wasm32-unknown-unknown") {
        println!("cargo:rustc-link-arg-bin=escaque=--emit-relocs");
    }
}
