//! Playing at the board: the moves after the legal record ([`Line`]), each found by its piece's own
//! movement on the unchecked board ([`Setup::movement`]) and standing, legal or not, until claimed.

use crate::clock::TimeClass;
use crate::game::RuleSet;
use crate::rules::{ByColor, Color, Move, MovementError, Outcome, Reason, Role, Setup, Square};
use crate::table::{Event, Refusal, Table};

/// A move played after the legal record (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub by: Color,
    /// It was illegal when played (its piece's movement, or its king left or put in check, or
    /// castling out of, through or into check).
    pub illegal: bool,
    /// The board before it.
    pub before: Setup,
    /// The board after it.
    pub after: Setup,
}

/// The replacement move after a restored position (4.3, 4.6, 7.4a): the piece moved illegally
/// must move, and capture the piece it captured, when it legally can.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replace {
    /// The piece that moved illegally, if it has a legal move.
    pub piece: Square,
    /// The square of the piece it captured, if it can legally capture it.
    pub capture: Option<Square>,
}

/// Tournament state of the table: the moves after the legal record and the claims' bookkeeping.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// The moves after the legal record, the first of them illegal.
    pub played: Vec<Played>,
    /// A draw offer made while the line is not empty.
    pub offer: Option<Color>,
    /// Claimed (removed) illegal moves, per author (7.4b: the third loses).
    pub counts: ByColor<u8>,
    /// The replacement move that is due.
    pub replace: Option<Replace>,
    /// The moves claims took off the record, for the scoresheet's notes and the PGN's comments.
    pub removed: Vec<Removal>,
}

/// Moves a claim (or the table as arbiter) took off the record (7.4a), kept for the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removal {
    /// How many half-moves of the record stood before the first removed one.
    pub at: usize,
    /// Who claimed (for the arbiter: the opponent of the last mover).
    pub claimant: Color,
    /// The table stepped in by itself (both kings in check, A4c).
    pub arbiter: bool,
    /// The removed moves as they were played, the first of them illegal.
    pub moves: Vec<Played>,
}

impl Played {
    /// `m` played on `board` by the side to move: whether it was legal there, and the board after it.
    pub fn new(board: Setup, m: Move) -> Played {
        Played {
            mv: m,
            by: board.turn,
            illegal: !board.is_legal(m),
            after: board.after(m),
            before: board,
        }
    }

    /// The ending this move brought about on the board (mate, stalemate, dead position, 75 moves):
    /// only a legal move ends the game so (5.1a, 5.2a, 5.2b, 9.6 require one), and only on a board
    /// the rules accept.
    pub fn ending(&self) -> Option<Outcome> {
        if self.illegal {
            return None;
        }
        self.after.to_position()?.outcome()
    }
}

/// The move the piece of the side to move on `from` makes to `to` by its own movement, legal or not
/// ([`Setup::movement`]), or the table's refusal.
///
/// # Errors
/// [`Refusal::KingCapture`] for a move onto the enemy king, [`Refusal::NotAMovement`] otherwise.
pub fn find_move(
    board: &Setup,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    any_square: bool,
) -> Result<Move, Refusal> {
    board
        .movement(from, to, promotion, any_square)
        .map_err(|e| match e {
            MovementError::KingCapture => Refusal::KingCapture,
            MovementError::NotAMovement => Refusal::NotAMovement { from, to },
        })
}

impl Table {
    /// A piece on `sq` of the side to move can move (legally, or by its movement in tournament).
    pub(in crate::table) fn movable(&self, sq: Square) -> bool {
        if self.game.rules() == RuleSet::Tournament {
            let board = self.board();
            return board.movements().iter().any(|m| m.from() == sq);
        }
        !self.game.position().dests().get(sq).is_empty()
    }

    /// A move under tournament practice: checked against the pieces' movement (and the replacement
    /// move due), then played legal or not.
    pub(in crate::table) fn play_tournament(
        &mut self,
        m: Move,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<bool, Refusal> {
        self.playing()?;
        let board = self.board();
        let found = find_move(
            &board,
            m.from(),
            m.to(),
            m.promotion(),
            self.settings.any_square,
        )?;
        if found != m {
            return Err(Refusal::NotAMovement {
                from: m.from(),
                to: m.to(),
            });
        }
        self.check_replace(m)?;
        let legal = board.is_legal(m);
        if self.line.played.is_empty() && legal {
            // The record stays legal: the usual procedure plays it.
            return Ok(false);
        }
        self.check_touch(m)?;
        let mover = board.turn;
        // The move declines the opponent's offer (9.1b); an announced draw claim lapses.
        if self.game.pending_offer() == Some(mover.other()) {
            self.game.decline_draw(mover)?;
            events.push(Event::DrawDeclined(mover.other()));
        }
        if self.line.offer == Some(mover.other()) {
            events.push(Event::DrawDeclined(mover.other()));
        }
        self.line.offer = None;
        if let Some(c) = self.claim_pending.take() {
            events.push(Event::ClaimLapsed(c));
        }
        let played = Played::new(board, m);
        let after = played.after.clone();
        let check = after.in_check(mover.other());
        let both = check && after.in_check(mover);
        self.line.played.push(played);
        self.moved(m, mover, check, now_ms, events)?;
        if let Some(o) = self.line.played.last().and_then(Played::ending) {
            self.end(o, events);
        } else if !legal && both && self.time_class() != TimeClass::Blitz {
            // Both kings in check: the arbiter steps in (A4c) and applies 7.4.
            self.restore(mover.other(), true, now_ms, events);
        }
        Ok(true)
    }

    /// The replacement move due after a restored position (4.3, 4.6).
    fn check_replace(&self, m: Move) -> Result<(), Refusal> {
        let Some(r) = self.line.replace else {
            return Ok(());
        };
        let ok = m.from() == r.piece && r.capture.is_none_or(|sq| m.to() == sq && m.is_capture());
        if ok {
            Ok(())
        } else {
            Err(Refusal::ReplacementMove {
                piece: r.piece,
                capture: r.capture,
            })
        }
    }

    /// Offers and answers while the line is not empty (9.1b).
    pub(in crate::table) fn line_offer(
        &mut self,
        intent: &crate::table::Intent,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        use crate::table::Intent;
        match *intent {
            Intent::OfferDraw(c) => {
                self.playing()?;
                if self.turn() != c.other() || self.line.offer.is_some() {
                    return Err(Refusal::OfferNotAllowed);
                }
                self.line.offer = Some(c);
                self.mark_offer();
                events.push(Event::DrawOffered(c));
            }
            Intent::AcceptDraw(c) => {
                if self.line.offer != Some(c.other()) {
                    return Err(Refusal::NoOffer);
                }
                self.line.offer = None;
                self.game.restore_outcome(Outcome::draw(Reason::Agreement));
            }
            Intent::DeclineDraw(c) => {
                if self.line.offer != Some(c.other()) {
                    return Err(Refusal::NoOffer);
                }
                self.line.offer = None;
                events.push(Event::DrawDeclined(c.other()));
            }
            _ => {}
        }
        Ok(())
    }
}
