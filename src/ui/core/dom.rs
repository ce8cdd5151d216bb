//! The page's dialogs opened and closed by id, and a text offered as a file download: small helpers of the browser
//! that views of every wing use.

use wasm_bindgen::{JsCast, JsValue};

thread_local! {
    /// The dialog last asked for before its part had built it, opened by [`open_asked`].
    static ASKED: std::cell::Cell<Option<&'static str>> = const { std::cell::Cell::new(None) };
}

/// Opens a `<dialog>` by id as a modal. The dialogs come in parts of the wasm fetched after the first paint or when
/// first asked for (see `ui::App`); one asked for before its part is in opens when the part has built it (the part
/// calls [`open_asked`]), or not at all (a part that could not be fetched).
pub fn open_dialog(id: &'static str) {
    if !show(id) {
        ASKED.with(|a| a.set(Some(id)));
    }
}

/// Opens the dialog asked for before it was built: a part that builds dialogs calls it from an effect of its view,
/// which runs once the view is in the page. A dialog still missing waits for the next part.
pub fn open_asked() {
    if let Some(id) = ASKED.with(std::cell::Cell::take) {
        if !show(id) {
            ASKED.with(|a| a.set(Some(id)));
        }
    }
}

/// Shows the dialog `id` as a modal if it is in the page (open already or opened now); false when it is not.
fn show(id: &str) -> bool {
    match dialog(id) {
        Some(d) => {
            if !d.open() {
                // Fails only if the dialog is not connected, which `dialog()` rules out.
                d.show_modal().ok();
            }
            true
        }
        None => false,
    }
}

/// Closes a `<dialog>` by id.
pub fn close_dialog(id: &str) {
    if let Some(d) = dialog(id) {
        d.close();
    }
}

/// Whether the dialog `id` is in the page and open.
pub fn dialog_open(id: &str) -> bool {
    dialog(id).is_some_and(|d| d.open())
}

fn dialog(id: &str) -> Option<web_sys::HtmlDialogElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlDialogElement>(e).ok())
}

/// Offers `text` as a file download named `name`. Returns false if the browser refused.
pub fn download(text: &str, name: &str) -> bool {
    let run = || -> Option<()> {
        let doc = web_sys::window()?.document()?;
        let parts = js_sys::Array::of1(&JsValue::from_str(text));
        let opts = web_sys::BlobPropertyBag::new();
        opts.set_type("application/x-chess-pgn");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let a = doc.create_element("a").ok()?;
        a.set_attribute("href", &url).ok()?;
        a.set_attribute("download", name).ok()?;
        a.set_attribute("hidden", "").ok()?;
        doc.body()?.append_child(&a).ok()?;
        a.dyn_ref::<web_sys::HtmlElement>()?.click();
        a.remove();
        // The download has its own copy of the data once started; free the URL a little later.
        gloo_timers::callback::Timeout::new(10_000, move || {
            // A URL already gone cannot be revoked twice: nothing to do then.
            web_sys::Url::revoke_object_url(&url).ok();
        })
        .forget();
        Some(())
    };
    run().is_some()
}

/// Scrolls `el` into view by the least distance (`block: 'nearest'`), in its own scroller and the page's. Called
/// through `Reflect`: no more bindings to ship.
pub fn scroll_nearest(el: &web_sys::Element) {
    use wasm_bindgen::JsCast;
    let options = js_sys::Object::new();
    // Setting a plain object's property cannot fail.
    js_sys::Reflect::set(&options, &"block".into(), &"nearest".into()).ok();
    js_sys::Reflect::set(&options, &"inline".into(), &"nearest".into()).ok();
    let call = js_sys::Reflect::get(el, &"scrollIntoView".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(f) = call {
        // A browser without the options form scrolls as it can; nothing to tell.
        f.call1(el, &options).ok();
    }
}

/// Moves the focus to the first element `selector` finds, if any. An element that cannot take it leaves the focus where
/// it was (after an error, the message still says which field to fix).
pub fn focus(selector: &str) {
    let el = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
    if let Some(el) = el {
        el.focus().ok();
    }
}
