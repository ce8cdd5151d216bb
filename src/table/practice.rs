//! A practice board of the rules guide: a lesson's position played by clicks through the same
//! [`BoardInput`] machine as the game's board. Either colour may move: a click on a piece of the side
//! not to move hands it the turn, so one player can try every piece.

use super::input::{BoardInput, Context};
use super::Intent;
use crate::rules::lessons::LESSONS;
use crate::rules::{Position, Role, Square};

/// The practice board's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Practice {
    /// The lesson (index into [`LESSONS`]).
    pub lesson: usize,
    /// The position on the board.
    pub pos: Position,
    /// The board's input machine.
    pub input: BoardInput,
}

impl Practice {
    /// The start of lesson `lesson` (the initial position if its FEN does not read).
    pub fn new(lesson: usize) -> Practice {
        let pos = LESSONS
            .get(lesson)
            .and_then(|l| Position::from_fen(l.fen).ok())
            .unwrap_or_default();
        Practice {
            lesson,
            pos,
            input: BoardInput::default(),
        }
    }

    /// A click on `sq`: plays the selected piece there, or picks up the piece on it (handing the turn
    /// to its colour if needed), or puts the selected piece down.
    pub fn click(&mut self, sq: Square) {
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
                self.pos = next;
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
    }
}
