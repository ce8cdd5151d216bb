//! The address bar: the URL parameters of Contract 2 read from it, and the game-starting ones and the names taken out
//! of it once they have been applied.

use crate::table::link::Link;

/// The link of Contract 2: the page's query read whole ([`Link::read`], decoded by the browser as [`Link::parse`]
/// decodes it).
pub(crate) fn link() -> Link {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok();
    Link::read(|key| params.as_ref().and_then(|p| p.get(key)))
}

/// Removes the game-starting parameters from the address bar so a reload resumes the saved game.
pub(crate) fn clear_game_params() {
    clear_params(&["fen", "rules", "tc"]);
}

/// Removes the names from the address bar once they are set (the game keeps them).
pub(crate) fn clear_name_params() {
    clear_params(&["white", "black"]);
}

fn clear_params(keys: &[&str]) {
    let Some(w) = web_sys::window() else { return };
    let Ok(href) = w.location().href() else {
        return;
    };
    let Ok(url) = web_sys::Url::new(&href) else {
        return;
    };
    let p = url.search_params();
    for k in keys {
        p.delete(k);
    }
    let s = p.to_string().as_string().unwrap_or_default();
    url.set_search(&s);
    if let Ok(history) = w.history() {
        // If the browser refuses, the parameters stay and apply again at a reload: harmless.
        history
            .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url.href()))
            .ok();
    }
}
