//! What the page signals beside the board when the game changes: which sound a change makes, and whether a new
//! state of the record carries on the game before it (so the archive keeps one entry per game). Pure decisions,
//! tested natively; the views only play the sound and write the archive.

use crate::game::Game;
use crate::table::aids::Aids;

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

/// The sound for the change from `prev` to `now`, if it is one move played or the game's end. Check is heard
/// only where the aids show it (not in tournament practice).
pub fn sound_for(prev: &Game, now: &Game, aids: Aids) -> Option<Sound> {
    let (p, n) = (prev.moves(), now.moves());
    if prev.start() != now.start() || !n.starts_with(p) {
        return None;
    }
    if now.is_over() && !prev.is_over() && n.len() <= p.len() + 1 {
        return Some(Sound::End);
    }
    if n.len() != p.len() + 1 {
        return None;
    }
    let m = *n.last()?;
    Some(if aids.marks_check(now.position()) {
        Sound::Check
    } else if m.is_capture() {
        Sound::Capture
    } else {
        Sound::Move
    })
}

/// True if `now` is `prev` carried on: the same start, moves added, or one taken back.
pub fn same_game(prev: &Game, now: &Game) -> bool {
    let (p, n) = (prev.moves(), now.moves());
    prev.start() == now.start()
        && (n.starts_with(p) || (!n.is_empty() && p.len() == n.len() + 1 && p.starts_with(n)))
}
