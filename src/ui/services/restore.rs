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
//! the pointers [`Reader`](crate::ui::core::parts::Reader) holds, installed by this part and by the table's part (`table_part`, whose tab sync takes other
//! tabs' records): so it does not carry them.
//!
//! If the part cannot be fetched, the app mounts with a fresh table and the save is held: neither it nor its
//! pending moves are written over ([`crate::ui::services::storage::load`]), and the part's notice shows.

/// Whether the page has something to read before the app mounts: a stored game (either key) or a link that starts
/// one (`fen`, `tc`, `rules`). The skeleton's script in `index.html` asks the same to preload the part.
pub(crate) fn needed() -> bool {
    use crate::table::save::{GAME_KEY, GAME_KEY_V1, PENDING_KEY};
    use crate::ui::services::local::get;
    // The pending moves of a page closed before its first save are played again by the readers too.
    if get(GAME_KEY).is_some() || get(GAME_KEY_V1).is_some() || get(PENDING_KEY).is_some() {
        return true;
    }
    crate::ui::services::link::link().starts_game()
}
