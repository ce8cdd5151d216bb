//! The web interface: thin Leptos components over the table model (`crate::table`): they show its snapshot and turn
//! pointer and keyboard events into its intents.

// `core` first: its `part!` macro is seen by every wing declared after it.
#[macro_use]
pub(crate) mod core;
pub(crate) mod board;
pub(crate) mod dialogs;
pub(crate) mod guide;
pub(crate) mod panels;
pub(crate) mod services;
pub(crate) mod shell;
pub(crate) mod teacher;

/// Mounts the app on the page body: at once when there is nothing to read, else once the readers of a stored game and
/// of a link have come (their part, issue 32: [`services::restore`]), the skeleton standing meanwhile.
pub fn mount() {
    if services::restore::needed() {
        self::core::parts::load_readers(mount_now);
    } else {
        mount_now();
    }
}

/// Replaces the skeleton with the app.
fn mount_now() {
    // index.html's skeleton (drawn before the wasm arrived) gives way to the app in the same task: no frame shows both.
    // Its panels and status line are kept, and stand in the app's places until the table's part draws the real ones.
    let held = shell::held::take();
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("skeleton"))
    {
        el.remove();
    }
    // Marks for benches/web/download.mjs: how long building the page takes, within the cold load.
    let mark = |name: &str| {
        if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
            p.mark(name).ok();
        }
    };
    mark("escaque-mount");
    self::core::tap::guard();
    leptos::mount::mount_to_body(shell::app::App);
    shell::held::adopt(held);
    mark("escaque-mounted");
}
