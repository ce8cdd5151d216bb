//! What the page signals beside the board when the game changes: which sound a change makes, and whether a new
//! state of the record carries on the game before it (so the archive keeps one entry per game). Pure decisions,
//! tested natively; the views only play the sound and write the archive.

use crate::game::Game;
use crate::table::aids::Aids;
use crate::table::Event;

/// One of the sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A move.
    Move,
    /// A capture.
    Capture,
    /// A check.
    Check,
    /// A clock fell under ten seconds.
    LowTime,
    /// The game ended.
    End,
}

/// The sound of one change of the table, read from its events: the end of the game, else the move played (a check
/// heard only where the aids show it, not in tournament practice; then a capture). A load, a takeback, a question or
/// a change of the record under review is silent.
pub fn sound_of(events: &[Event], aids: Aids) -> Option<Sound> {
    if events.iter().any(|e| matches!(e, Event::GameOver(_))) {
        return Some(Sound::End);
    }
    events.iter().find_map(|e| match *e {
        Event::Moved { check, .. } if check && aids.check => Some(Sound::Check),
        Event::Moved { capture: true, .. } => Some(Sound::Capture),
        Event::Moved { .. } => Some(Sound::Move),
        _ => None,
    })
}

/// True if `now` is `prev` carried on: the same start, moves added, or one taken back.
pub fn same_game(prev: &Game, now: &Game) -> bool {
    let (p, n) = (prev.moves(), now.moves());
    prev.start() == now.start()
        && (n.starts_with(p) || (!n.is_empty() && p.len() == n.len() + 1 && p.starts_with(n)))
}

/// True if the archive writes `now`, a change of `prev` (the same game, [`same_game`]) played here: the game has just
/// ended, or, finished before, its record was completed after the end (beside a real board, 8.4) or its result changed
/// with it (a mate found among the entries owed). The archive's copy is then replaced, so it keeps the whole record.
pub fn archive_again(prev: &Game, now: &Game) -> bool {
    if !now.is_over() {
        return false;
    }
    !prev.is_over() || prev.moves() != now.moves() || prev.outcome() != now.outcome()
}
