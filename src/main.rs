//! The web app's entry point: install the panic hook and mount the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    escaque::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("escaque is the web app: build it with `trunk build` (see README); the native tool is escaque-cli");
    std::process::exit(2);
}
