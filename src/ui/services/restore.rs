//! The readers of a stored game and of a link, in a part of their own (issue 32): the save reader
//! (`Table::from_record`: the lines, the format 1 migration, the FEN and SAN it replays, the clock's and the tournament
//! claims' records), another tab's record taken over (`sync::adopt`), the link's FEN (`Position::from_fen_lenient`)
//! and time control (`Controls::parse`), and the words of what does not read (`text::errors`).
//!
//! A first visit has nothing to read: the app mounts at once with a fresh table and this part is not fetched for
//! start-up. A returning player (a save under `escaque.game.v2` or the first release's key) or a link with
//! `fen`/`tc`/`rules` makes [`crate::ui::mount`] wait for it before the app mounts; meanwhile the skeleton
//! (`index.html`) draws the saved or linked position, inert, and has preloaded this part's files beside the first
//! module (`scripts/split.sh` writes their names into the page). The first module reaches the readers only through
//! the pointers [`Reader`] holds, installed by this part and by the table's part (`table_part`, whose tab sync takes other
//! tabs' records): so it does not carry them.
//!
//! If the part cannot be fetched, the app mounts with a fresh table and the save is held: neither it nor its
//! pending moves are written over ([`crate::ui::services::storage::load`]), and the part's notice shows.

use crate::rules::Position;
use crate::table::save::SaveError;
use crate::table::sync::{self, Stamp};
use crate::table::{Controls, Table};
use crate::text::Lang;
#[cfg(feature = "split")]
use std::cell::Cell;
use std::sync::OnceLock;

/// What a link's `fen` and `tc` ask for, read by the part.
pub(crate) struct LinkRead {
    /// The time control of `tc=` when there is one and it reads (`Some(None)`: no clock).
    pub(crate) controls: Option<Option<Controls>>,
    /// The position to start from: the FEN's, or the initial one when the link has no `fen`; `None` when the FEN
    /// cannot be played.
    pub(crate) start: Option<Position>,
    /// What the player is told about a part of the link that does not read (the FEN's reason over the clock's).
    pub(crate) notice: Option<String>,
}

/// The readers, as plain function pointers into the part.
#[derive(Clone, Copy)]
pub(crate) struct Reader {
    /// Reads a stored record (`Table::from_record`) at `now_ms`.
    pub(crate) read: fn(&str, u64) -> Result<Table, SaveError>,
    /// Reads another tab's record, its running clock handed over (`sync::adopt`).
    pub(crate) adopt: fn(&str, Stamp) -> Result<Table, SaveError>,
    /// Reads a link's `fen` and `tc` parameters.
    pub(crate) link: fn(Option<&str>, Option<&str>, Lang) -> LinkRead,
    /// The notice of a save that does not read: why, and the key its text is kept under.
    pub(crate) broken: fn(Lang, &SaveError, &str) -> String,
    /// Plays again the pending moves a page left (`Table::catch_up`): the procedures it goes through are not the
    /// first module's.
    pub(crate) catch_up: fn(&mut Table, &str, u64) -> usize,
}

/// Set once the readers are here (by this part or by the tab sync's).
static READER: OnceLock<Reader> = OnceLock::new();

#[cfg(feature = "split")]
thread_local! {
    /// The part was asked for in the background and has not answered yet.
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Installs the readers (called from inside a part, so that what they reach goes with it); returns them.
pub(crate) fn install() -> &'static Reader {
    READER.get_or_init(|| Reader {
        read: Table::from_record,
        adopt: sync::adopt,
        link: read_link,
        broken: crate::text::restore_failed,
        catch_up: Table::catch_up,
    })
}

/// The readers, if their part is in. (Without the split they are always at hand.)
pub(crate) fn reader() -> Option<&'static Reader> {
    #[cfg(feature = "split")]
    {
        READER.get()
    }
    #[cfg(not(feature = "split"))]
    {
        Some(install())
    }
}

/// Whether the page has something to read before the app mounts: a stored game (either key) or a link that starts
/// one (`fen`, `tc`, `rules`). The skeleton's script in `index.html` asks the same to preload the part.
pub(crate) fn needed() -> bool {
    use crate::table::save::{GAME_KEY, GAME_KEY_V1, PENDING_KEY};
    use crate::ui::services::local::get;
    // The pending moves of a page closed before its first save are played again by the readers too.
    if get(GAME_KEY).is_some() || get(GAME_KEY_V1).is_some() || get(PENDING_KEY).is_some() {
        return true;
    }
    let p = crate::ui::services::link::url_params();
    p.fen.is_some() || p.tc.is_some() || p.rules.is_some()
}

/// Runs `then` once the readers are in or their part could not be fetched (then [`reader`] stays `None`).
pub(crate) fn load(then: fn()) {
    #[cfg(feature = "split")]
    wasm_bindgen_futures::spawn_local(async move {
        // A part that did not come leaves the readers out; `then` mounts with the save held.
        restore_part().await.ok();
        then();
    });
    #[cfg(not(feature = "split"))]
    {
        install();
        then();
    }
}

/// Asks for the part in the background (once at a time), for a reader needed after start-up (another tab's record
/// met before the tab sync's part is in): the next look finds it.
pub(crate) fn ask() {
    #[cfg(feature = "split")]
    {
        if READER.get().is_some() || ASKED.with(|a| a.replace(true)) {
            return;
        }
        wasm_bindgen_futures::spawn_local(async {
            restore_part().await.ok();
            ASKED.with(|a| a.set(false));
        });
    }
}

/// The split point of the readers' part: installs them.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(restore_part, wasm_split_path = leptos::wasm_split, fallible)]
fn restore_part() -> Result<(), leptos::wasm_split::SplitLoaderError> {
    install();
    // A link starts its game with a procedure the first module does not carry (a new game, its names).
    crate::ui::core::state::hear_every_procedure();
    Ok(())
}

/// Reads a link's `fen` (as the established libraries read one) and `tc`.
fn read_link(fen: Option<&str>, tc: Option<&str>, lang: Lang) -> LinkRead {
    let mut notice = None;
    let controls = match tc.map(Controls::parse) {
        Some(Ok(c)) => Some(c),
        Some(Err(e)) => {
            notice = Some(crate::text::errors::link_tc_error(lang, &e));
            None
        }
        None => None,
    };
    let start = match fen.map(Position::from_fen_lenient) {
        Some(Ok((p, _))) => Some(p),
        Some(Err(e)) => {
            notice = Some(crate::text::errors::link_fen_error(lang, &e));
            None
        }
        None => Some(Position::new()),
    };
    LinkRead {
        controls,
        start,
        notice,
    }
}
