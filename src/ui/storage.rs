//! `localStorage`: the table saved after every change and when the page is hidden, read back on load.
//!
//! The format is the table model's ([`crate::table::save`]). A record that does not read is never
//! trimmed or overwritten: it is kept under `escaque.broken.<time>` and the player is told.

use super::state::Ctx;
use crate::table::save::{GAME_KEY, GAME_KEY_V1};
use crate::table::Table;
use leptos::prelude::*;
use std::cell::Cell;

thread_local! {
    /// A record that did not read could not be set aside: the game key must not be overwritten.
    static HOLD: Cell<bool> = const { Cell::new(false) };
}

/// The key of the interface language.
pub const LANG_KEY: &str = "escaque.lang";
/// The first release kept the touch-move switch apart from the game; it now travels with the game.
const TOUCH_KEY_V1: &str = "escaque.touch-move";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Reads a stored string.
pub fn get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores a string; false if the browser refused (quota, private mode).
pub fn set(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes a key; false if the browser refused.
pub fn remove(key: &str) -> bool {
    storage().is_some_and(|s| s.remove_item(key).is_ok())
}

/// What loading the saved game found.
pub enum Loaded {
    /// Nothing saved.
    Nothing,
    /// The saved table (migrated from format 1 if it was).
    Table(Box<Table>),
    /// A record that did not read: why, and the key it was set aside under.
    Broken {
        /// The reader's message (line and reason).
        why: String,
        /// Where the text is kept.
        key: String,
    },
}

/// Reads the saved game: the current key, else the first release's key (migrated and saved under the
/// current key; the old key is removed only once the new one is written).
pub fn load(now_ms: u64) -> Loaded {
    let (key, text) = match get(GAME_KEY) {
        Some(t) => (GAME_KEY, t),
        None => match get(GAME_KEY_V1) {
            Some(t) => (GAME_KEY_V1, t),
            None => return Loaded::Nothing,
        },
    };
    match Table::from_record(&text, now_ms) {
        Ok(mut table) => {
            if key == GAME_KEY_V1 {
                if get(TOUCH_KEY_V1).as_deref() == Some("1") {
                    let mut s = table.settings();
                    s.touch_move = true;
                    table.configure_saved(s);
                }
                if set(GAME_KEY, &table.to_record(now_ms)) {
                    remove(GAME_KEY_V1);
                }
            }
            Loaded::Table(Box::new(table))
        }
        Err(e) => {
            let aside = format!("escaque.broken.{}", js_sys::Date::now() as u64);
            if set(&aside, &text) {
                // Kept elsewhere: the key may take the next game without losing this text.
                remove(key);
                Loaded::Broken {
                    why: e.to_string(),
                    key: aside,
                }
            } else {
                HOLD.with(|h| h.set(true));
                Loaded::Broken {
                    why: e.to_string(),
                    key: key.to_string(),
                }
            }
        }
    }
}

/// Saves now (the page is being hidden or unloaded: a running clock is caught at this very moment).
pub fn save_now(ctx: &Ctx) -> bool {
    if HOLD.with(Cell::get) {
        return false;
    }
    let now = super::time::now();
    ctx.table
        .with_untracked(|t| set(GAME_KEY, &t.to_record(now)))
}

/// Saves after every change of the table (a move, a command, a clock press), not at clock ticks.
pub fn autosave(ctx: Ctx, saved: RwSignal<bool>) {
    Effect::new(move |_| {
        ctx.table.track();
        saved.set(save_now(&ctx));
    });
    Effect::new(move |_| {
        set(LANG_KEY, ctx.lang.get().code());
    });
}
