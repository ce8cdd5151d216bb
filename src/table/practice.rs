//! A practice board of the rules guide: a lesson's position played by clicks through the same
//! [`BoardInput`] machine as the game's board. Either colour may move: a click on a piece of the side
//! not to move hands it the turn, so one player can try every piece.

use super::input::{BoardInput, Context};
use super::lessons::LESSONS;
use super::tournament::Played;
use super::Intent;
use crate::clock::TimeClass;
use crate::rules::{Color, Move, Position, Role, Setup, Square};

/// The practice board's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Practice {
    /// The lesson (index into [`LESSONS`]).
    pub lesson: usize,
    /// The position on the board.
    pub pos: Position,
    /// The board's input machine.
    pub input: BoardInput,
    /// The lessons on illegal moves (7.4, A4c, B3c): play as at a real board, and a claim.
    pub at_board: Option<AtBoard>,
    /// The last move played on a legal practice board, with the position it was played in: what the
    /// success line names ([`Practice::success`]). Cleared when a piece of the other side is picked up.
    pub last: Option<(Position, Move)>,
}

/// What the last move on a legal practice board achieved, for the guide's success line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Success {
    /// A legal move, nothing more.
    Legal,
    /// Castling (3.8.ii).
    Castled,
    /// A capture en passant (3.7d).
    EnPassant,
    /// A promotion (3.7e).
    Promoted,
}

/// A practice board of the lessons on illegal moves: pieces move by their own movement, legal or
/// not, and either side may claim as the Laws of the lesson's time class say.
#[derive(Clone, Debug, PartialEq)]
pub struct AtBoard {
    /// The time class the lesson is about.
    pub class: TimeClass,
    /// The moves played on the lesson's position.
    pub moves: Vec<Played>,
    /// What the last claim decided.
    pub verdict: Option<Verdict>,
}

/// What a claim on the practice board decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No illegal move to claim: the opponent would receive two minutes (13.4b).
    Wrong,
    /// The position before the (first) illegal move is back; the claimant would receive two
    /// minutes (7.4).
    Restored,
    /// The claim wins the game (B3c), or draws if the claimant cannot mate.
    Won,
    /// The illegal move stands: the claimant has moved since (A4c, B3c).
    TooLate,
}

impl Practice {
    /// The start of lesson `lesson` (the initial position if its FEN does not read).
    pub fn new(lesson: usize) -> Practice {
        let pos = LESSONS
            .get(lesson)
            .and_then(|l| Position::from_fen(l.fen).ok())
            .unwrap_or_default();
        let at_board = LESSONS
            .get(lesson)
            .and_then(|l| l.at_board)
            .map(|class| AtBoard {
                class,
                moves: Vec::new(),
                verdict: None,
            });
        Practice {
            lesson,
            pos,
            input: BoardInput::default(),
            at_board,
            last: None,
        }
    }

    /// What the last move achieved, with the move and the position it was played in (to write it): `None` before
    /// any move and on the boards of the lessons on illegal moves, whose verdict is the claim's.
    pub fn success(&self) -> Option<(Success, &Position, Move)> {
        let (before, m) = self.last.as_ref().filter(|_| self.at_board.is_none())?;
        let m = *m;
        // A mate is said by the board's status line; the move is named as legal beside it.
        let what = if m.castling_side().is_some() {
            Success::Castled
        } else if matches!(m, Move::EnPassant { .. }) {
            Success::EnPassant
        } else if m.promotion().is_some() {
            Success::Promoted
        } else {
            Success::Legal
        };
        Some((what, before, m))
    }

    /// The board as it stands, to show it (after an illegal move, a board the rules would not
    /// accept: never a [`Position`]).
    pub fn board(&self) -> Setup {
        match self.at_board.as_ref().and_then(|a| a.moves.last()) {
            Some(p) => p.after.clone(),
            None => self.pos.to_setup_as_played(),
        }
    }

    /// A click on the board of a lesson on illegal moves: picks up a piece of the side to move, or
    /// plays the picked piece to `sq` by its own movement (a pawn reaching the last rank becomes a
    /// queen). Nothing is looked at but the movement: that is the lesson.
    fn click_at_board(&mut self, sq: Square) {
        if self
            .at_board
            .as_ref()
            .is_some_and(|a| a.verdict == Some(Verdict::Won))
        {
            return; // The game is over.
        }
        let board = self.board();
        let own = board.board.color_at(sq) == Some(board.turn);
        let Some(from) = self.input.selected else {
            self.input.selected = own.then_some(sq);
            return;
        };
        let last = sq.rank() == board.turn.other().back_rank();
        let pawn = board
            .board
            .piece_at(from)
            .is_some_and(|p| p.role == Role::Pawn);
        let promotion = (pawn && last).then_some(Role::Queen);
        match board.movement(from, sq, promotion, false) {
            Ok(m) => {
                if let Some(a) = self.at_board.as_mut() {
                    a.moves.push(Played::new(board, m));
                    a.verdict = None;
                }
                self.input.selected = None;
            }
            Err(_) => self.input.selected = (own && sq != from).then_some(sq),
        }
    }

    /// `claimant` claims an illegal move of the opponent (7.4, A4c, B3c). Either player may claim, as at a real
    /// board: in a standard game at any time, in rapid and blitz only before the claimant completes their own next
    /// move, that is while the opponent's illegal move is the last one played.
    pub fn claim(&mut self, claimant: Color) {
        let Some(a) = self.at_board.as_mut() else {
            return;
        };
        let Some(last) = a.moves.last() else {
            return;
        };
        let first = a
            .moves
            .iter()
            .position(|p| p.illegal && p.by == claimant.other());
        let in_time = last.illegal && last.by == claimant.other();
        a.verdict = Some(match (first, a.class) {
            (None, _) => Verdict::Wrong,
            (Some(_), TimeClass::Standard) => Verdict::Restored,
            (Some(_), _) if !in_time => Verdict::TooLate,
            (Some(_), TimeClass::Rapid) => Verdict::Restored,
            (Some(_), TimeClass::Blitz) => Verdict::Won,
        });
        if a.verdict == Some(Verdict::Restored) {
            // Standard: before the first illegal move; rapid: before the last (the only one a
            // claim can reach).
            let cut = match a.class {
                TimeClass::Standard => first.unwrap_or(a.moves.len()),
                _ => a.moves.len() - 1,
            };
            a.moves.truncate(cut);
        }
        self.input.selected = None;
    }

    /// A click on `sq`: plays the selected piece there, or picks up the piece on it (handing the turn
    /// to its colour if needed), or puts the selected piece down.
    pub fn click(&mut self, sq: Square) {
        if self.at_board.is_some() {
            return self.click_at_board(sq);
        }
        let reaches = self.input.selected.is_some_and(|from| {
            self.pos.find_move(from, sq, None).is_some()
                || self.pos.find_move(from, sq, Some(Role::Queen)).is_some()
        });
        if let Some(piece) = self.pos.board().piece_at(sq) {
            if !reaches && piece.color != self.pos.turn() {
                let mut s = self.pos.to_setup();
                s.turn = piece.color;
                s.ep_square = None;
                match Position::from_setup(s) {
                    Ok(q) => {
                        self.pos = q;
                        self.input.selected = None;
                        self.last = None;
                    }
                    // The other side cannot move here (its move would leave a king in check): stay.
                    Err(_) => return,
                }
            }
        }
        let pos = self.pos.clone();
        let cx = context(&pos);
        let down = self.input.pointer_down(sq, (0.0, 0.0), &cx);
        let up = self.input.pointer_up(Some(sq), &cx);
        for intent in [down, up].into_iter().flatten() {
            self.apply(intent);
        }
    }

    /// The player picks the promotion piece.
    pub fn promote(&mut self, role: Role) {
        let pos = self.pos.clone();
        let cx = context(&pos);
        if let Some(intent) = self.input.choose(role, &cx) {
            self.apply(intent);
        }
    }

    fn apply(&mut self, intent: Intent) {
        if let Intent::Play(m) = intent {
            if let Ok(next) = self.pos.play(m) {
                self.last = Some((std::mem::replace(&mut self.pos, next), m));
                self.input.moved(m);
            }
        }
    }
}

/// What the practice board's input machine knows: the position, nothing blocked.
fn context(pos: &Position) -> Context<'_> {
    Context {
        pos,
        blocked: None,
        reviewing: false,
        touched: None,
        tournament: None,
        demo: None,
    }
}
