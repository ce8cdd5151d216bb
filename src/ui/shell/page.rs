//! The page around the app: the URL parameters of Contract 2, the language, the saved game resumed, the page's own
//! events (hidden, closed, back in view, keys outside fields) and the listeners that keep dialogs and focus tidy.

use crate::rules::Color;
use crate::table::input::BoardInput;
use crate::table::link::Link;
use crate::table::{Intent, Table};
use crate::text::Lang;
use crate::ui::core::parts;
use crate::ui::core::state::Ctx;
use crate::ui::core::time;
use crate::ui::services::link::{clear_game_params, clear_name_params};
use crate::ui::services::{local, storage, tabs};
use leptos::prelude::*;

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
            parts::reader().map(|r| (r.broken)(lang, &why, &key)),
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
/// with moves: [`crate::table::link`] decides it) and name the players, then takes them out of the address bar.
/// Returns what a bad one is told.
pub(crate) fn apply_link(ctx: Ctx, link: Link, lang: Lang) -> Option<String> {
    let mut notice = None;
    if link.starts_game() {
        match parts::reader() {
            Some(reader) => {
                let read = (reader.link)(&link, lang);
                notice = read.notice;
                let game = read.game;
                if game.replaces {
                    tabs::take_running(&ctx);
                    if let Some(new) = ctx.table.with_untracked(|t| game.intent(t)) {
                        // Over a game with moves the link asks first, in the page; the game stays until the yes.
                        ctx.act(ctx.request(new));
                    }
                }
                if game.clear {
                    clear_game_params();
                }
            }
            // The link's reader could not come: the parameters stay for a reload that has it.
            None => notice = Some(part_missing(lang)),
        }
    }
    let named = link.names.white.is_some() || link.names.black.is_some();
    for (color, name) in [
        (Color::White, link.names.white),
        (Color::Black, link.names.black),
    ] {
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
            });
        // While a dialog is open (every one is modal), its keys are its own: Escape must close it even when the focus
        // has fallen to the page (the guide's practice board writes its squares again after a move, and the focus
        // comes back to it a frame later: an Escape in between was taken here and kept the dialog open).
        let dialog_open = document()
            .query_selector("dialog[open]")
            .ok()
            .flatten()
            .is_some();
        if target_is_field || dialog_open {
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
