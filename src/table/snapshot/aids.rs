//! What the page may tell the players beyond the position itself, by rule set: one decision for
//! the board, the scoresheet, the status, the sounds, the spoken words and the teaching panel.
//!
//! Tournament practice is play as at a real board without an arbiter watching (7.4, A4c, B3c):
//! nothing may reveal whether a move was legal before a claim, so it has none of these.

use crate::game::RuleSet;
use crate::rules::{Position, Square};

/// The aids a rule set gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Aids {
    /// The legal targets of a lifted piece are hinted, and an illegal drop is explained.
    pub hints: bool,
    /// Check is marked: on the board, `+` and `#` on the scoresheet, in the status, said and heard.
    pub check: bool,
    /// The learning overlays and the teaching panel (threats, pins, castling conditions).
    pub teaching: bool,
    /// A move may be taken back (casual play only: the Laws have none).
    pub takeback: bool,
    /// Arrows and circles may be drawn on the board (a teacher's gesture, never part of the game).
    pub drawing: bool,
}

impl Aids {
    /// The aids of `rules`.
    pub const fn of(rules: RuleSet) -> Aids {
        match rules {
            RuleSet::Casual => Aids {
                hints: true,
                check: true,
                teaching: true,
                takeback: true,
                drawing: true,
            },
            RuleSet::Fide => Aids {
                hints: true,
                check: true,
                teaching: true,
                takeback: false,
                drawing: true,
            },
            RuleSet::Tournament => Aids {
                hints: false,
                check: false,
                teaching: false,
                takeback: false,
                drawing: false,
            },
        }
    }
}

impl Aids {
    /// Check is marked in `pos`: it is in check and the rule set shows check (the status, the
    /// spoken move, the sound; never in tournament practice).
    pub fn marks_check(&self, pos: &Position) -> bool {
        self.check && pos.is_check()
    }

    /// The square of the king marked as in check in `pos`, if check is marked there.
    pub fn check_square(&self, pos: &Position) -> Option<Square> {
        if self.marks_check(pos) {
            pos.board().king_of(pos.turn())
        } else {
            None
        }
    }
}
