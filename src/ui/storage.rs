//! Saving the game to `localStorage` after every change, and reading it back on load.

use super::state::Ctx;
use crate::clock::{Clock, Controls};
use crate::game::Game;
use leptos::prelude::*;

/// The versioned key of the saved game.
pub const GAME_KEY: &str = "escaque.game.v1";
/// The key of the interface language.
pub const LANG_KEY: &str = "escaque.lang";

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

/// The record of the whole page state: the game plus names and orientation.
pub fn record(ctx: &Ctx) -> String {
    let mut s = String::from("escaque 1\n");
    s.push_str(&ctx.game.with_untracked(|g| g.to_record()));
    ctx.names.with_untracked(|n| {
        s.push_str(&format!(
            "white {}\nblack {}\n",
            one_line(&n.white),
            one_line(&n.black)
        ));
    });
    ctx.controls.with_untracked(|c| {
        if let Some(c) = c {
            s.push_str(&format!("tc {c}\n"));
        }
    });
    ctx.clock.with_untracked(|c| {
        if let Some(c) = c {
            s.push_str(&format!(
                "clock {}\n",
                one_line(&c.to_record(super::time::now()))
            ));
        }
    });
    s.push_str(&format!(
        "flip {}\ntabletop {}\n",
        ctx.flipped.get_untracked() as u8,
        ctx.tabletop.get_untracked() as u8
    ));
    s
}

fn one_line(s: &str) -> String {
    s.replace(['\n', '\r'], " ")
}

/// Restores a record into the state. On a bad record, the text is set aside under another key and
/// an explanation is returned; the current game is left as it is.
pub fn restore(ctx: &Ctx, text: &str) -> Result<(), String> {
    if !text.starts_with("escaque 1\n") {
        return Err(set_aside(text, "unknown format"));
    }
    // Read everything first and apply only a whole record: a bad line never half-restores a game.
    let game = Game::from_record(text).map_err(|e| set_aside(text, &e.to_string()))?;
    let mut names = crate::rules::ByColor::<String>::default();
    let (mut flip, mut tabletop, mut controls, mut clock) = (false, false, None, None);
    for line in text.lines() {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "white" => names.white = value.to_string(),
            "black" => names.black = value.to_string(),
            "flip" => flip = value == "1",
            "tabletop" => tabletop = value == "1",
            "tc" => {
                controls = Controls::parse(value).map_err(|e| set_aside(text, &e.to_string()))?;
            }
            "clock" => {
                let c = Clock::from_record(value, super::time::now())
                    .map_err(|e| set_aside(text, &e.to_string()))?;
                clock = Some(c);
            }
            _ => {}
        }
    }
    ctx.game.set(game);
    ctx.names.set(names);
    ctx.flipped.set(flip);
    ctx.tabletop.set(tabletop);
    ctx.controls.set(controls);
    ctx.clock.set(clock);
    Ok(())
}

/// Saves now (the page is being hidden or unloaded: a running clock is caught at this very moment).
pub fn save_now(ctx: &Ctx) {
    set(GAME_KEY, &record(ctx));
}

fn set_aside(text: &str, why: &str) -> String {
    let stamp = js_sys::Date::now() as u64;
    let key = format!("escaque.broken.{stamp}");
    set(&key, text);
    format!("{why} — saved as {key}")
}

/// Saves after every change of the game or of the settings kept with it.
pub fn autosave(ctx: Ctx) {
    Effect::new(move |_| {
        ctx.game.track();
        ctx.clock.track();
        ctx.tick.track(); // A running clock is saved at each redraw, so a crash loses under a second.
        ctx.names.track();
        ctx.flipped.track();
        ctx.tabletop.track();
        set(GAME_KEY, &record(&ctx));
    });
    Effect::new(move |_| {
        set(LANG_KEY, super::i18n::code(ctx.lang.get()));
    });
}
