//! The web app's entry point: install the panic hook (ours, smaller than `console_error_panic_hook`) and mount the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    std::panic::set_hook(Box::new(panic_trace));
    escaque::ui::mount();
}

/// What a panic leaves in the browser's console: its message, the file, line and column of the `panic!` (or the
/// failed `unwrap`, the index out of bounds …), and the console's own stack of the call. Written with no Rust
/// formatting of its own (std has already made the message a string; numbers go to JavaScript as numbers), which
/// keeps it smaller in the first module than `console_error_panic_hook`. The wasm then aborts (`panic = "abort"`).
#[cfg(target_arch = "wasm32")]
fn panic_trace(info: &std::panic::PanicHookInfo<'_>) {
    let payload = info.payload();
    let message = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("");
    let (file, line, column) = info
        .location()
        .map_or(("?", 0, 0), |l| (l.file(), l.line(), l.column()));
    console::error("escaque panicked:", message, file, line, column);
}

#[cfg(target_arch = "wasm32")]
mod console {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        /// `console.error(what, message, file, line, column)`.
        #[wasm_bindgen(js_namespace = console)]
        pub fn error(what: &str, message: &str, file: &str, line: u32, column: u32);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("escaque is the web app: build it with `trunk build` (see README); the native tool is escaque-cli");
    std::process::exit(2);
}
