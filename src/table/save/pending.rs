//! The pending moves: what keeps a game's moves while the save writer is not in the page yet.
//!
//! The web build fetches the save writer and the tab sync as a part of their own after the first paint (issue 32).
//! Until it is in, every change of the table writes this short note under [`PENDING_KEY`] synchronously, in the
//! same task: the revision of the stored record the tab's game follows, and the game's moves from its start.
//!
//! ```text
//! after 14
//! moves e2e4 e7e5 g1f3
//! ```
//!
//! The page reads it back at start, after the stored record ([`Table::catch_up`]): when the record is still the one
//! the note follows and the note's moves go on from the record's, the moves after the record's are played again, so
//! a tab closed before the writer came loses none of them. Once the writer has saved the whole table, the note is
//! removed. Writing it needs no part of the writer (only the moves' UCI), and reading it no more than the rules.

use super::super::{Intent, Table};
use crate::game::parse_uci;

/// The `localStorage` key of the pending moves.
pub const PENDING_KEY: &str = "escaque.pending.v1";

impl Table {
    /// The note of the pending moves: `after` is the revision of the stored record this table follows (0 when
    /// nothing was stored), then the game's moves from its start.
    pub fn pending_note(&self, after: u64) -> String {
        let mut s = ["after ", &after.to_string(), "\nmoves"].concat();
        for m in self.game.moves() {
            s.push(' ');
            s.push_str(&m.uci());
        }
        s
    }

    /// Plays the moves a note of [`Table::pending_note`] holds beyond this table's own, at `now_ms`; returns how many
    /// were played. Nothing is played unless this table is the record the note follows (its revision is the note's
    /// `after`) and its moves are the first of the note's. A clock comes back paused, as after any reload: it is
    /// resumed for the moves and paused again after them. The first move that no longer plays ends the replay.
    pub fn catch_up(&mut self, note: &str, now_ms: u64) -> usize {
        let mut lines = note.lines();
        let after = lines
            .next()
            .and_then(|l| l.strip_prefix("after "))
            .and_then(|r| r.parse::<u64>().ok());
        let moves = lines.next().and_then(|l| l.strip_prefix("moves"));
        let (Some(after), Some(moves)) = (after, moves) else {
            return 0;
        };
        if after != self.revision {
            return 0;
        }
        let mut noted = moves.split_whitespace();
        let own = self.game.moves().to_vec();
        if !own.iter().all(|m| noted.next() == Some(m.uci().as_str())) {
            return 0;
        }
        let mut played = 0;
        let mut resumed = false;
        for uci in noted {
            if self.paused() {
                if self.apply(Intent::Resume, now_ms).is_err() {
                    break;
                }
                resumed = true;
            }
            let Some(m) = parse_uci(self.game.position(), uci) else {
                break;
            };
            if self.apply(Intent::Play(m), now_ms).is_err() {
                break;
            }
            played += 1;
        }
        let running = self.clock.as_ref().is_some_and(|c| c.running().is_some());
        if (played > 0 || resumed) && running && !self.game.is_over() {
            // Paused as a reload leaves it; a refusal leaves it running, which the next look at the flags settles.
            self.apply(Intent::Pause, now_ms).ok();
        }
        played
    }
}
