//! `localStorage`: the table saved after every change, while a clock runs (a light heartbeat) and
//! when the page is hidden or closed; read back on load.
//!
//! The format is the table model's ([`crate::table::save`]). A record that does not read is never
//! trimmed or overwritten: it is kept under `escaque.broken.<time>` and the player is told. A save
//! never writes over a newer revision (another tab's game: this tab adopts it instead) nor over a
//! newer format (a newer version of the app: this tab asks for a reload). One `setItem` on the game's
//! key writes the whole new record before the old one is gone: the browser either stores it or
//! throws and keeps the old one. A refused save is shown, with the export at hand, until a save works.
//!
//! The first wasm module decides what to read (load, adopt) but reads through the readers' part
//! ([`crate::ui::services::restore`], issue 32), which start-up waits for when something is stored; if it
//! cannot come, the save is held ([`Loaded::Unread`]). The writer ([`save`]) comes with the tab sync in the
//! table's part (`table_part`), asked for in the frame of the first paint. Until it is in, each change writes
//! the pending moves instead ([`note_pending`], [`crate::table::save::PENDING_KEY`]), read back at start.

use crate::table::save::{head, GAME_KEY, GAME_KEY_V1, PENDING_KEY, VERSION};
use crate::table::sync::{self, Gate, Stamp};
use crate::table::Table;
use crate::ui::core::effect;
use crate::ui::core::parts;
use crate::ui::core::state::Ctx;
use crate::ui::core::time;
use crate::ui::services::local::{get, remove, set};
use leptos::prelude::*;
use std::cell::Cell;

/// What the last save found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveState {
    /// Stored (or another tab's newer game is stored and this tab took it).
    Saved,
    /// The browser refused to store the record (storage full, or disabled).
    Refused,
    /// A record that did not read could not be set aside: the key is kept for it, nothing is saved.
    Held,
    /// A record (or a page's pending moves) kept unread, its readers' part not come: nothing is saved until a page
    /// that has them reads it.
    Unread,
    /// A newer version of the app wrote the record: this tab writes nothing and asks for a reload.
    Newer,
}

thread_local! {
    /// A record that did not read could not be set aside: the game key must not be overwritten.
    static HOLD: Cell<bool> = const { Cell::new(false) };
    /// The revision last written (or found stored: loaded, adopted). A change is a new revision.
    static WRITTEN: Cell<Option<u64>> = const { Cell::new(None) };
    /// What the page shows of the saves.
    static STATE: Cell<Option<RwSignal<SaveState>>> = const { Cell::new(None) };
    /// The tab has just opened and neither acted nor adopted a game yet.
    static FRESH: Cell<bool> = const { Cell::new(true) };
    /// The revision last adopted from another tab (its changes are that tab's, not this one's).
    static ADOPTED: Cell<Option<u64>> = const { Cell::new(None) };
    /// The game was read from the first release's key: that key goes once the new one is written.
    static MIGRATE: Cell<bool> = const { Cell::new(false) };
    /// This tab wrote or read the pending moves: the note goes once the table is saved whole.
    static NOTED: Cell<bool> = const { Cell::new(false) };
    /// A game is stored but its reader's part could not come: neither the save nor its pending moves are written.
    static UNREAD: Cell<bool> = const { Cell::new(false) };
    /// A change waits to be saved once its frame is painted (`tabs::changed`).
    static DUE: Cell<bool> = const { Cell::new(false) };
}

/// The key of the interface language.
pub const LANG_KEY: &str = "escaque.lang";
/// The first release kept the touch-move switch apart from the game; it now travels with the game.
const TOUCH_KEY_V1: &str = "escaque.touch-move";

/// What loading the saved game found.
pub enum Loaded {
    /// Nothing saved.
    Nothing,
    /// The saved table (migrated from format 1 if it was).
    Table(Box<Table>),
    /// A record that did not read: why, and the key it was set aside under.
    Broken {
        /// The reader's error (line and reason), worded by [`crate::text::restore_failed`].
        why: crate::table::save::SaveError,
        /// Where the text is kept.
        key: String,
    },
    /// A newer version of the app saved the game: it is left as it is.
    Newer,
    /// A game is stored but the readers' part could not be fetched: it is left as it is, and held
    /// (nothing is written over it or its pending moves) until a page that has the part reads it.
    Unread,
}

/// What is stored stays unread, and held (nothing is written over it): its readers' part did not come.
fn unread() -> Loaded {
    HOLD.with(|h| h.set(true));
    UNREAD.with(|u| u.set(true));
    Loaded::Unread
}

/// Reads the saved game: the current key, else the first release's key (migrated: the writer saves it
/// under the current key when it comes, and the old key is removed only once the new one is written).
pub fn load(now_ms: u64) -> Loaded {
    let (key, text) = match get(GAME_KEY) {
        Some(t) => (GAME_KEY, t),
        None => match get(GAME_KEY_V1) {
            Some(t) => (GAME_KEY_V1, t),
            // The pending moves of a page closed before its first save are read by the readers too: without them
            // the note is held, like a save, for a page that has them.
            None if get(PENDING_KEY).is_some() && parts::reader().is_none() => return unread(),
            None => return Loaded::Nothing,
        },
    };
    if head(&text).is_some_and(|h| h.version > VERSION) {
        return Loaded::Newer;
    }
    let Some(reader) = parts::reader() else {
        return unread();
    };
    match (reader.read)(&text, now_ms) {
        Ok(mut table) => {
            if key == GAME_KEY_V1 {
                if get(TOUCH_KEY_V1).as_deref() == Some("1") {
                    let mut s = table.settings();
                    s.touch_move = true;
                    table.configure_saved(s);
                }
                // Nothing written yet under the current key: the writer's first look saves it.
                MIGRATE.with(|m| m.set(true));
            } else {
                WRITTEN.with(|w| w.set(Some(table.revision())));
            }
            Loaded::Table(Box::new(table))
        }
        Err(e) => {
            let aside = aside_key();
            if set(&aside, &text) {
                // Kept elsewhere: the key may take the next game without losing this text.
                remove(key);
                Loaded::Broken { why: e, key: aside }
            } else {
                HOLD.with(|h| h.set(true));
                Loaded::Broken {
                    why: e,
                    key: key.to_string(),
                }
            }
        }
    }
}

/// Where a record that does not read is kept.
fn aside_key() -> String {
    ["escaque.broken.", &(js_sys::Date::now() as u64).to_string()].concat()
}

/// Keeps a record that does not read under its own key; false if the browser refused.
fn set_aside(text: &str) -> bool {
    set(&aside_key(), text)
}

/// Why a save is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The table changed (a new revision).
    Change,
    /// A running clock, saved every few seconds so that a crash costs little (same revision).
    Heartbeat,
    /// The page is hidden: saved as it is, the clock still running.
    Hide,
    /// The page is going away: the clock is saved as stopped, since no tab of this page runs it.
    Close,
}

/// The revision now stored is `revision` (written by this tab or adopted from another).
pub fn stored_is(revision: u64) {
    WRITTEN.with(|w| w.set(Some(revision)));
}

/// The revision this tab last wrote or found stored.
pub fn written() -> Option<u64> {
    WRITTEN.with(Cell::get)
}

/// Shows a save state (from here, or a newer version met elsewhere).
pub fn show(state: SaveState) {
    if let Some(s) = STATE.with(Cell::get) {
        if s.get_untracked() != state {
            s.set(state);
        }
    }
}

/// The save state the page shows.
pub fn state() -> SaveState {
    STATE
        .with(Cell::get)
        .map_or(SaveState::Saved, |s| s.get_untracked())
}

/// Saves the table: returns what happened and, when written, the record.
pub fn save(ctx: &Ctx, why: Why) -> (SaveState, Option<String>) {
    if HOLD.with(Cell::get) {
        let held = if UNREAD.with(Cell::get) {
            SaveState::Unread
        } else {
            SaveState::Held
        };
        show(held);
        return (held, None);
    }
    let stored = get(GAME_KEY);
    let revision = ctx.table.with_untracked(Table::revision);
    let gate = sync::gate(revision, stored.as_deref());
    // Another tab moved the game on: its record stays, and this tab takes it.
    let taken = gate != Gate::Go && stored.as_deref().is_some_and(|t| take(ctx, t));
    let result = match gate {
        Gate::Newer(_) => (SaveState::Newer, None),
        Gate::Stale(_) if taken => (SaveState::Saved, None),
        Gate::Stale(_) if !set_aside(stored.as_deref().unwrap_or_default()) => {
            // A newer record this version cannot read, and no room to keep it elsewhere: kept here.
            HOLD.with(|h| h.set(true));
            (SaveState::Held, None)
        }
        Gate::Stale(_) | Gate::Go => {
            let now = crate::ui::core::time::now();
            let wall = (why != Why::Close).then(|| js_sys::Date::now() as u64);
            let text = ctx.table.with_untracked(|t| t.to_record_at(now, wall));
            if set(GAME_KEY, &text) {
                stored_is(revision);
                if MIGRATE.with(|m| m.replace(false)) {
                    remove(GAME_KEY_V1);
                }
                // The whole table is stored: the moves this tab kept aside are in it.
                if NOTED.with(|n| n.replace(false)) {
                    remove(PENDING_KEY);
                }
                (SaveState::Saved, Some(text))
            } else {
                (SaveState::Refused, Some(text))
            }
        }
    };
    show(result.0);
    result
}

/// Saves now (the page is being hidden or unloaded: a running clock is caught at this very moment). A save that was
/// waiting for the frame ([`due`]) is this one.
pub fn save_now(ctx: &Ctx, why: Why) -> SaveState {
    DUE.with(|d| d.set(false));
    save(ctx, why).0
}

/// Marks whether a save after a change is waiting for the frame to be painted (true) or is being made (false);
/// returns whether one was waiting.
pub fn due(waiting: bool) -> bool {
    DUE.with(|d| d.replace(waiting))
}

/// Both clocks of the page now.
pub fn stamp() -> Stamp {
    Stamp {
        mono: time::now(),
        wall: js_sys::Date::now() as u64,
    }
}

/// The table's current revision was adopted from another tab (so this tab did not make it).
pub fn adopted_here(revision: u64) -> bool {
    ADOPTED.with(Cell::get) == Some(revision)
}

/// Puts another tab's record on this tab's table, its running clock handed over. False if this
/// version cannot read it (it stays where it is; a reload reports it).
///
/// Before the readers' part is in (a tab that started with nothing stored, before the tab sync's part
/// came), the record is not read: it is left as one this version cannot read, and the part is asked for
/// so that the next look takes it. Nor while the tab's own stored game is held unread ([`Loaded::Unread`]):
/// the tab plays a game of its own meanwhile, written nowhere, and the stored one waits for a page that reads it.
pub fn take(ctx: &Ctx, text: &str) -> bool {
    if UNREAD.with(Cell::get) {
        return false;
    }
    let Some(reader) = parts::reader() else {
        parts::ask_readers();
        return false;
    };
    let Ok(table) = (reader.adopt)(text, stamp()) else {
        return false;
    };
    let revision = table.revision();
    stored_is(revision);
    ADOPTED.with(|a| a.set(Some(revision)));
    FRESH.with(|f| f.set(false));
    ctx.adopt(table);
    ctx.reset_interaction();
    true
}

/// The tab has just opened and has neither acted nor adopted a game yet.
pub fn fresh() -> bool {
    FRESH.with(Cell::get)
}

/// This tab has a game of its own now: no longer fresh.
pub fn acted() {
    FRESH.with(|f| f.set(false));
}

/// Until the writer's part is in, a change of the table is kept as the pending moves (the hook
/// [`Ctx::act`] calls after a change, synchronously): the game's moves after the stored record, which
/// the next start plays again ([`pending`]) if the tab closes before the writer came.
///
/// Not while a stored game is held unread ([`Loaded::Unread`]): its own note stays for the page that reads it.
pub fn note_pending(ctx: &Ctx) {
    if UNREAD.with(Cell::get) {
        return;
    }
    let after = written().unwrap_or(0);
    let note = ctx.table.with_untracked(|t| t.pending_note(after));
    if set(PENDING_KEY, &note) {
        NOTED.with(|n| n.set(true));
    }
}

/// The pending moves a page left (see [`note_pending`]), played again on `table` if it is the
/// record they follow. Marks the note to go once the writer has saved the table whole.
pub fn pending(table: &mut Table, now_ms: u64) {
    if UNREAD.with(Cell::get) {
        return;
    }
    // The readers are in whenever there is a note (`restore::needed`), unless their part could not come: then the
    // note stays for a page that has them.
    let reader = crate::ui::core::parts::reader();
    if let (Some(note), Some(reader)) = (get(PENDING_KEY), reader) {
        (reader.catch_up)(table, &note, now_ms);
        NOTED.with(|n| n.set(true));
    }
}

/// The save state the page shows, as a signal (created by [`autosave`]).
pub fn signal() -> RwSignal<SaveState> {
    STATE
        .with(Cell::get)
        .unwrap_or_else(|| RwSignal::new(SaveState::Saved))
}

/// Creates the save state the page shows ([`signal`]), and saves the language when it changes.
pub fn autosave(ctx: Ctx) {
    let state = RwSignal::new(if HOLD.with(Cell::get) {
        SaveState::Held
    } else {
        SaveState::Saved
    });
    STATE.with(|s| s.set(Some(state)));
    effect(move |_| {
        set(LANG_KEY, ctx.lang.get().code());
    });
}
