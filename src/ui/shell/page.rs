//! The page around the app: the URL parameters of Contract 2, the language, the saved game resumed, the page's own
//! events (hidden, closed, back in view, keys outside fields) and the listeners that keep dialogs and focus tidy.

use crate::rules::Color;
use crate::table::input::BoardInput;
use crate::table::RuleSet;
use crate::table::{Intent, Table};
use crate::text::Lang;
use crate::ui::services::{local, storage, tabs, time};
use crate::ui::shell::restore;
use crate::ui::shell::state::Ctx;
use leptos::prelude::*;

/// The URL parameters of Contract 2.
pub(crate) struct UrlParams {
    pub(crate) fen: Option<String>,
    pub(crate) lang: Option<String>,
    pub(crate) rules: Option<String>,
    pub(crate) tc: Option<String>,
    pub(crate) white: Option<String>,
    pub(crate) black: Option<String>,
}

pub(crate) fn url_params() -> UrlParams {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok();
    let get = |k: &str| params.as_ref().and_then(|p| p.get(k));
    UrlParams {
        fen: get("fen"),
        lang: get("lang"),
        rules: get("rules"),
        tc: get("tc"),
        white: get("white"),
        black: get("black"),
    }
}

/// Removes the game-starting parameters from the address bar so a reload resumes the saved game.
pub(crate) fn clear_game_params() {
    clear_params(&["fen", "rules", "tc"]);
}

/// Removes the names from the address bar once they are set (the game keeps them).
pub(crate) fn clear_name_params() {
    clear_params(&["white", "black"]);
}

pub(crate) fn clear_params(keys: &[&str]) {
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

pub(crate) fn browser_lang() -> Lang {
    if let Some(saved) = local::get(storage::LANG_KEY) {
        return Lang::from_tag(&saved);
    }
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map_or(Lang::En, |l| Lang::from_tag(&l))
}

/// The saved game, resumed (`storage::load`, through the readers' part that start-up waited for): the table, the
/// notice of a save that did not read (or whose reader's part could not come), and whether a newer version of the app
/// saved it. The moves a page played after the stored record and kept as pending moves (it closed before the save
/// writer's part came, issue 32) are played again on it (`storage::pending`).
pub(crate) fn restore(lang: Lang) -> (Table, Option<String>, bool) {
    let now = time::now();
    let (mut table, notice) = match storage::load(now) {
        storage::Loaded::Nothing => (Table::default(), None),
        storage::Loaded::Newer => return (Table::default(), None, true),
        storage::Loaded::Table(t) => (*t, None),
        storage::Loaded::Broken { why, key } => (
            Table::default(),
            restore::reader().map(|r| (r.broken)(lang, &why, &key)),
        ),
        // The save stays as it is, held: a fresh game meanwhile, and the part's notice.
        storage::Loaded::Unread => (Table::default(), Some(part_missing(lang))),
    };
    storage::pending(&mut table, now);
    (table, notice, false)
}

/// The notice of a part that could not be downloaded.
fn part_missing(lang: Lang) -> String {
    crate::text::Msg::PartMissing.text(lang).to_string()
}

/// Applies the URL parameters of Contract 2 that start a new game (`fen`, `rules`, `tc`, asking first over a game
/// with moves) and name the players, then takes them out of the address bar. Returns what a bad one is told.
pub(crate) fn apply_link(ctx: Ctx, params: UrlParams, lang: Lang) -> Option<String> {
    let mut notice = None;
    let game_link = params.fen.is_some() || params.tc.is_some() || params.rules.is_some();
    let read = match restore::reader() {
        Some(reader) if game_link => Some((reader.link)(
            params.fen.as_deref(),
            params.tc.as_deref(),
            lang,
        )),
        // The link's reader could not come: the parameters stay for a reload that has it.
        None if game_link => {
            notice = Some(part_missing(lang));
            None
        }
        _ => None,
    };
    if let Some(read) = read {
        notice = read.notice;
        let tc_param = read.controls;
        if params.tc.is_some()
            && tc_param.is_none()
            && params.fen.is_none()
            && params.rules.is_none()
        {
            clear_game_params(); // A bad ?tc= is explained once, not again at every reload.
        }
        if params.fen.is_some() || params.rules.is_some() || tc_param.is_some() {
            tabs::take_running(&ctx);
            let rules = params
                .rules
                .as_deref()
                .and_then(RuleSet::parse)
                .unwrap_or_else(|| ctx.snap.with_untracked(|s| s.rules));
            let controls = match tc_param {
                Some(tc) => tc,
                None => ctx.table.with_untracked(|t| t.controls().cloned()),
            };
            if let Some(start) = read.start {
                // Over a game with moves the link asks first, in the page; the game stays until the yes.
                let new = Intent::NewGame {
                    start,
                    rules,
                    controls,
                };
                ctx.act(ctx.request(new));
            }
            clear_game_params();
        }
    }
    let named = params.white.is_some() || params.black.is_some();
    for (color, name) in [(Color::White, params.white), (Color::Black, params.black)] {
        if let Some(name) = name {
            ctx.act(Intent::SetName(color, name));
        }
    }
    if named {
        clear_name_params();
    }
    notice
}

/// The page's own events: the keyboard's arrows, Home, End and Escape outside fields. (Back in view, hidden and
/// closed are the tab sync's, in its part: `tabs::start`.)
pub(crate) fn watch_page(ctx: Ctx) {
    // Keyboard: arrows step through the game, Escape drops what is held.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let target_is_field = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| {
                matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                    // A name being edited in place keeps its arrows, Home and End.
                    || el.has_attribute("contenteditable")
                    // Inside a dialog, Escape must reach the dialog so it closes.
                    || el.closest("dialog").ok().flatten().is_some()
            });
        if target_is_field {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => ctx.step(-1),
            "ArrowRight" => ctx.step(1),
            "Home" => ctx.go_to(0),
            "End" => ctx.go_to(usize::MAX),
            // Escape answers an open question "no" (focus then returns where it was), else drops what is held.
            "Escape" if ctx.snap.with_untracked(|s| s.question.is_some()) => {
                ctx.act(Intent::Cancel);
            }
            "Escape" => ctx.gesture(BoardInput::cancel),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
}

/// A dialog opened from the menu gives the focus back to the control that opened it; that control sits in
/// the closed menu now, so the focus goes to the menu button instead of being lost on the page.
pub(crate) fn focus_menu_after_dialogs() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let Some(w) = web_sys::window() else { return };
    let refocus = Closure::<dyn Fn()>::new(|| {
        request_animation_frame(|| {
            let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
                return;
            };
            let lost = doc.active_element().is_none_or(|e| {
                e.tag_name() == "BODY" || e.get_bounding_client_rect().width() == 0.0
            });
            if !lost {
                return;
            }
            let menu = doc
                .query_selector("[data-action='menu']")
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(menu) = menu {
                // A button that cannot take the focus leaves it where it was.
                menu.focus().ok();
            }
        });
    });
    // `close` does not bubble: listened to in the capture phase, for every dialog of the page.
    w.add_event_listener_with_callback_and_bool("close", refocus.as_ref().unchecked_ref(), true)
        .ok();
    // Listens for the page's lifetime.
    refocus.forget();
}

/// A tap or click outside an open dialog (on its backdrop) closes it, as Escape does. The click is the dialog's own:
/// its backdrop belongs to it, so the point tells inside from outside. (A tap that opened nothing new reaches here:
/// see `tap`.)
pub(crate) fn close_dialogs_outside() -> WindowListenerHandle {
    window_event_listener(leptos::ev::click, |ev| {
        let Some(dialog) = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlDialogElement>(t).ok())
        else {
            return;
        };
        let r = dialog.get_bounding_client_rect();
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let inside = (r.left()..=r.right()).contains(&x) && (r.top()..=r.bottom()).contains(&y);
        // A click from the keyboard (Enter on a form's button) carries no point: never "outside".
        if dialog.open() && !inside && ev.detail() > 0 {
            dialog.close();
        }
    })
}
