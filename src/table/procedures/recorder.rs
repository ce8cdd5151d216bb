//! Beside a real board (issue 43; Art. 8.1, 8.4): clock-only mode that keeps the record. Each press of the clock is a
//! half-move played on the real board; an entry on the page's board records it. A press with no entry leaves a dash
//! for that move (a player with less than five minutes need not record, 8.4), and the entries that follow fill the
//! dashes in order without pressing again. The dashes are not stored: they are the clock's presses the record has
//! not reached yet, so the save, the tabs and a reload keep them as they keep the clock.

use crate::rules::Move;
use crate::table::{Event, Refusal, Table};

impl Table {
    /// The half-moves on the record: the game's and, in tournament practice, the line's after them.
    pub(in crate::table) fn record_plies(&self) -> usize {
        self.game.moves().len() + self.line.played.len()
    }

    /// Beside a real board: the clock's presses that have no entry yet, each a dash on the scoresheet (8.4); 0 in
    /// every other mode.
    /// None is left once the board itself ended the game: presses after a mate (or a stalemate, a dead position)
    /// cannot have been moves.
    pub fn open_dashes(&self) -> usize {
        match (&self.clock, self.settings.recorder) {
            (Some(_), true) if self.game.is_over() && self.game.board_outcome().is_some() => 0,
            (Some(c), true) => c.history().len().saturating_sub(self.record_plies()),
            _ => 0,
        }
    }

    /// Beside a real board, the game over with dashes still open: entries complete the scoresheet after it (8.4).
    pub(in crate::table) fn completing(&self) -> bool {
        self.game.is_over() && self.open_dashes() > 0
    }

    /// Beside a real board, the move just put on the record fills a dash: its press came before it.
    pub(in crate::table) fn entry_was_pressed(&self) -> bool {
        self.settings.recorder
            && self
                .clock
                .as_ref()
                .is_some_and(|c| c.history().len() >= self.record_plies())
    }

    /// Beside a real board, after the end (a flag fallen, a resignation, an agreement): an entry fills the next open
    /// dash, no clock pressed, so the scoresheet is completed after the game (8.4). Only legal moves: nothing is left
    /// to claim. The result stands, unless the entry shows that the board had ended the game first: a mate, a
    /// stalemate or a dead position reached by a move played before the end recorded ends the game at once (5.1.1,
    /// 5.2.1, 5.2.2; the flag yields to them, 6.9), so the result becomes the board's and is announced. Presses left
    /// after it were no moves: no dash stays open.
    pub(in crate::table) fn complete_after_end(
        &mut self,
        m: Move,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let by = self.game.position().turn();
        self.game.complete(m).map_err(|_| Refusal::IllegalMove(m))?;
        events.push(Event::Moved {
            mv: m,
            by,
            capture: m.is_capture(),
            check: self.game.position().is_check(),
        });
        if let Some(board) = self.game.board_outcome() {
            if self.game.outcome() != Some(board) {
                self.game.overrule(board);
                events.push(Event::GameOver(board));
            }
        }
        Ok(())
    }

    /// Beside a real board a press is taken back only while it has no entry (a dash): one with a move on the record
    /// would leave the record ahead of the clock.
    pub(in crate::table) fn may_undo_press(&self) -> Result<(), Refusal> {
        if self.settings.recorder && self.open_dashes() == 0 {
            return Err(Refusal::NothingToUndo);
        }
        Ok(())
    }
}
