//! Moves at the board: a touch (4.3), a move, a takeback (casual play), and the one end every move
//! shares, on the record or on the tournament line ([`Table::moved`]).

use crate::clock::Phase;
use crate::game::RuleSet;
use crate::rules::{Color, Move, Square};
use crate::table::refusal::{at_board, refusal_of_press};
use crate::table::{side, Event, Refusal, Table};

impl Table {
    /// The side to move touches the piece on `sq`: with touch-move, the first piece that can move binds.
    pub(in crate::table) fn touch(
        &mut self,
        sq: Square,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        // Beside a real board after the end, a piece picked up for an entry still owed binds nothing (8.4).
        if self.completing() {
            return Ok(());
        }
        self.playing()?;
        let board = self.board();
        if board.board.color_at(sq) != Some(board.turn) {
            return Err(Refusal::NotYourTurn(board.turn));
        }
        if !self.settings.touch_move || self.touched.is_some() {
            return Ok(());
        }
        // Only a piece that can move binds (4.3 with 4.5: a piece that cannot be moved frees the player).
        if !self.movable(sq) {
            return Ok(());
        }
        self.touched = Some(sq);
        events.push(Event::Touched(sq));
        Ok(())
    }

    /// Touch-move binds every way of moving (pointer, keyboard, typed SAN).
    pub(in crate::table) fn check_touch(&self, m: Move) -> Result<(), Refusal> {
        if !self.settings.touch_move {
            return Ok(());
        }
        let Some(touched) = self.touched else {
            return Ok(());
        };
        if let Move::Castle { rook, .. } = m {
            if rook == touched {
                return Err(Refusal::RookFirst { rook });
            }
        }
        if m.from() != touched {
            return Err(Refusal::TouchMove {
                touched,
                tried: m.from(),
            });
        }
        Ok(())
    }

    /// A move at the board: a legal move on the record (in tournament practice, a move by the piece's
    /// movement that may stand on the line instead, `tournament/line`).
    pub(in crate::table) fn play(
        &mut self,
        m: Move,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if self.completing() {
            return self.complete_after_end(m, events);
        }
        self.playing()?;
        if self.settings.clock_only && !self.settings.recorder {
            return Err(Refusal::ClockOnly);
        }
        let tournament = self.game.rules() == RuleSet::Tournament;
        if tournament && self.play_tournament(m, now_ms, events).map_err(at_board)? {
            return Ok(());
        }
        let pos = self.game.position().clone();
        let mover = pos.turn();
        let next = pos.play(m).map_err(|_| Refusal::IllegalMove(m))?;
        self.check_touch(m)
            .map_err(|r| if tournament { at_board(r) } else { r })?;
        let offer = self.game.pending_offer();
        let claim = self.claim_pending.take();
        if claim.is_some() && !self.game.claims_with(m).is_empty() {
            self.game.claim_draw_with(m)?;
        } else {
            self.game.play(m)?;
            if let Some(c) = claim {
                events.push(Event::ClaimLapsed(c));
            }
        }
        if offer == Some(mover.other()) && self.game.pending_offer().is_none() {
            events.insert(0, Event::DrawDeclined(mover.other()));
        }
        self.moved(m, mover, next.is_check(), now_ms, events)
    }

    /// The end every move at the board shares, on the record or on the tournament line: the mover's
    /// clock pressed (started for the opponent if it was idle), the touched piece and the replacement
    /// move due forgotten, and [`Event::Moved`] first among the events.
    pub(in crate::table) fn moved(
        &mut self,
        m: Move,
        mover: Color,
        check: bool,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        // Beside a real board, an entry that fills a dash was pressed for already (8.4).
        let pressed = self.entry_was_pressed();
        if let Some(c) = self.clock.as_mut().filter(|_| !pressed) {
            let started = c.phase() == Phase::Idle;
            // The clock follows the board: a clock out of step is re-synchronised, never the board refused.
            c.press(side(mover), now_ms).map_err(refusal_of_press)?;
            if started {
                events.push(Event::ClockStarted(mover.other()));
            }
        }
        self.touched = None;
        self.line.replace = None;
        events.insert(
            0,
            Event::Moved {
                mv: m,
                by: mover,
                capture: m.is_capture(),
                check,
            },
        );
        Ok(())
    }

    /// Takes the last move back (casual play), both clocks as they were.
    pub(in crate::table) fn takeback(
        &mut self,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if self.game.rules() != RuleSet::Casual {
            return Err(Refusal::TakebackNotAllowed);
        }
        if self.paused() {
            return Err(Refusal::Paused);
        }
        // A clock that started after this move (a loaded game played on) cannot give its time back;
        // one still stopped simply waits for the other side.
        if let Some(c) = self.clock.as_ref() {
            if c.history().is_empty() && c.phase() != Phase::Idle && !self.game.moves().is_empty() {
                return Err(Refusal::NothingToTakeBack);
            }
        }
        let m = self.game.takeback()?;
        let turn = self.game.position().turn();
        if let Some(c) = self.clock.as_mut() {
            if c.undo_last(now_ms).is_none() {
                *c = c.clone().starting_with(side(turn));
            }
        }
        if let Some(i) = self.imported.as_mut() {
            i.plies = i.plies.min(self.game.moves().len());
            // What the import said about the move taken back no longer belongs to the game.
            i.comments.truncate(i.plies);
            i.clocks.truncate(i.plies);
        }
        self.touched = None;
        self.claim_pending = None;
        events.push(Event::TakenBack(m));
        Ok(())
    }
}
