//! Claims at the board: an illegal move (7.4, A4c, B3c), with the position restored or the game
//! decided, and a fallen flag in rapid and blitz (A4d).

use super::{Played, Removal, Replace};
use crate::clock::TimeClass;
use crate::game::RuleSet;
use crate::rules::{Color, Outcome, Reason};
use crate::table::{side, Added, Event, Refusal, Table, ADD_TIME_MS};

impl Table {
    /// Flags in this game are claimed (A4d, tournament practice in rapid or blitz), not automatic.
    pub fn flags_claimed(&self) -> bool {
        self.game.rules() == RuleSet::Tournament && self.time_class() != TimeClass::Standard
    }

    /// `color` may claim an illegal move now (the views show the claim after every move, so its
    /// presence reveals nothing: this says only that the claim would be heard, right or wrong).
    pub fn can_claim_illegal(&self, c: Color) -> bool {
        if self.game.rules() != RuleSet::Tournament
            || self.game.is_over()
            || self.adjourned.is_some()
        {
            return false;
        }
        let plies = self.game.moves().len() + self.line.played.len();
        if plies == 0 {
            return false;
        }
        match self.time_class() {
            // 7.4: at any time during the game, once the opponent has moved.
            TimeClass::Standard => self.opponent_has_moved(c),
            // A4c, B3c: before the claimant completes their own next move.
            TimeClass::Rapid | TimeClass::Blitz => self.turn() == c,
        }
    }

    fn opponent_has_moved(&self, c: Color) -> bool {
        if self.line.played.iter().any(|p| p.by == c.other()) {
            return true;
        }
        let g = &self.game;
        (0..g.moves().len()).any(|i| g.position_at(i).is_some_and(|p| p.turn() == c.other()))
    }

    /// `color` may claim the opponent's fallen flag now (A4d).
    pub fn can_claim_flag(&self, c: Color, now_ms: u64) -> bool {
        self.flags_claimed()
            && !self.game.is_over()
            && self.adjourned.is_none()
            && self
                .clock
                .as_ref()
                .is_some_and(|k| k.flag_fell(side(c.other()), now_ms).is_some())
    }

    /// `c` claims that the opponent made an illegal move (7.4, A4c, B3c).
    pub(in crate::table) fn claim_illegal(
        &mut self,
        c: Color,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if !self.can_claim_illegal(c) {
            return Err(Refusal::ClaimIllegalNotAvailable);
        }
        let class = self.time_class();
        let found = match class {
            TimeClass::Standard => self
                .line
                .played
                .iter()
                .any(|p| p.illegal && p.by == c.other()),
            TimeClass::Rapid | TimeClass::Blitz => self
                .line
                .played
                .last()
                .is_some_and(|p| p.illegal && p.by == c.other()),
        };
        if !found {
            // 13.4b: a wrong claim; two minutes to the opponent, as 7.4b gives.
            events.push(Event::WrongClaim(c));
            if let Some(k) = self.clock.as_mut() {
                k.add_time(side(c.other()), ADD_TIME_MS as i64, now_ms);
                events.push(Event::TimeAdded(Added {
                    to: c.other(),
                    ms: ADD_TIME_MS,
                }));
            }
            return Ok(());
        }
        if class == TimeClass::Blitz {
            // B3c: the claim wins, or draws when the claimant cannot mate.
            let board = self.board();
            let mv = self.line.played.last().map(|p| p.mv);
            events.push(Event::IllegalClaimed {
                claimant: c,
                arbiter: false,
                illegal: mv.into_iter().collect(),
                removed: 0,
            });
            let o = Outcome::win_unless_no_mate(&board.board, c, Reason::IllegalMove);
            self.end(o, events);
            return Ok(());
        }
        self.restore(c, false, now_ms, events);
        Ok(())
    }

    /// 7.4: the position before the first illegal move still claimable is restored, every later move
    /// removed; the clocks keep their time (6.14); each illegal move removed gives its author's opponent
    /// two minutes and counts against its author; the third loses, or draws when the claimant cannot
    /// mate; the piece moved illegally must make the replacement move (4.3, 4.6).
    pub(super) fn restore(
        &mut self,
        claimant: Color,
        arbiter: bool,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) {
        let first = match self.time_class() {
            TimeClass::Standard => self.line.played.iter().position(|p| p.illegal),
            _ => self.line.played.len().checked_sub(1),
        };
        let Some(first) = first else {
            return;
        };
        let removed: Vec<Played> = self.line.played.drain(first..).collect();
        let Some(head) = removed.first() else {
            return;
        };
        let to_move = head.by;
        self.line.removed.push(Removal {
            at: self.game.moves().len() + first,
            claimant,
            arbiter,
            moves: removed.clone(),
        });
        let illegal: Vec<&Played> = removed.iter().filter(|p| p.illegal).collect();
        events.push(Event::IllegalClaimed {
            claimant,
            arbiter,
            illegal: illegal.iter().map(|p| p.mv).collect(),
            removed: removed.len(),
        });
        if let Some(k) = self.clock.as_mut() {
            k.rewind_keeping_times(removed.len(), side(to_move), now_ms);
        }
        for p in &illegal {
            let n = self.line.counts.get_mut(p.by);
            *n = n.saturating_add(1);
            if let Some(k) = self.clock.as_mut() {
                k.add_time(side(p.by.other()), ADD_TIME_MS as i64, now_ms);
                events.push(Event::TimeAdded(Added {
                    to: p.by.other(),
                    ms: ADD_TIME_MS,
                }));
            }
        }
        self.line.offer = None;
        self.claim_pending = None;
        self.touched = None;
        // The replacement move: the piece moved illegally, capturing what it captured, if it can.
        let board = self.board();
        let legal = board.legal_moves();
        let piece = head.mv.from();
        self.line.replace = if legal.iter().any(|m| m.from() == piece) {
            let captured = head.mv.is_capture().then(|| head.mv.to());
            let capture = captured.filter(|&sq| {
                legal
                    .iter()
                    .any(|m| m.from() == piece && m.to() == sq && m.is_capture())
            });
            self.touched = Some(piece);
            Some(Replace { piece, capture })
        } else {
            None
        };
        // 7.4b: the third claimed illegal move of the same player loses.
        if let Some(loser) = Color::ALL
            .into_iter()
            .find(|&c| *self.line.counts.get(c) >= 3 && illegal.iter().any(|p| p.by == c))
        {
            let o = Outcome::win_unless_no_mate(&board.board, loser.other(), Reason::IllegalMove);
            self.end(o, events);
        }
    }

    /// `c` claims the opponent's fallen flag (A4d).
    pub(in crate::table) fn claim_flag(
        &mut self,
        c: Color,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if !self.can_claim_flag(c, now_ms) {
            return Err(Refusal::NoFlagToClaim);
        }
        let o = Outcome::win_unless_no_mate(&self.board().board, c, Reason::Timeout);
        self.end(o, events);
        Ok(())
    }
}
