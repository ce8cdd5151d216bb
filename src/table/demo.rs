//! Demonstration mode (the teacher's wall board): any piece to any square, a capture by dropping on
//! a piece, a piece off the board by dragging it out; no rules, no clock, no record.
//!
//! The demonstration board is a [`Setup`] held by the table beside the game, never part of it: not
//! in the record, the save or the PGN, and a new or loaded game ends it. Entering the mode stops a
//! running clock (as a pause, 6.13; [`Intent::Resume`](super::Intent::Resume) restarts it), so no one's
//! time is spent on a demonstration. The board's input machine reads gestures on it in its demo mode
//! ([`super::input::Context::demo`]) and sends [`Intent::Demo`](super::Intent::Demo). Leaving the mode
//! offers "play from here": [`Table::demo_editor`] is the position editor opened on the board, whose
//! legality check decides; the views then send [`Intent::PlayFrom`](super::Intent::PlayFrom) through
//! [`Table::request`] (asked first over a game with moves). Arrows and circles stay across demo moves:
//! the views set [`super::drawing::Drawing::set_keep`] while the mode is on.
//!
//! What follows a demo move, so that "play from here" starts sensibly: the other colour is to move;
//! a king or rook that leaves its square, or a piece taken on it, loses its castling right; a pawn's
//! straight double step from its own second rank leaves its en-passant square (kept only where a
//! capture is possible, as the editor keeps it). A pawn dropped on the last rank stays a pawn (the
//! editor's check names it).

use super::editor::Editor;
use super::{Event, Table};
use crate::rules::{Bitboard, Rank, Role, Setup, Square};

/// What is done in demonstration mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DemoAct {
    /// Turn the mode on, on the board shown.
    Start,
    /// Turn the mode on with this board: the position editor's as it stands, so that turning the mode on from the
    /// editor never drops the edited position.
    StartOn(Box<Setup>),
    /// A piece goes from one square to any other, taking off what stood there.
    Move {
        /// Where it stood.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// The piece on the square leaves the board (dragged off it).
    Remove(Square),
    /// Turn the mode off: the game's board is shown again.
    Stop,
}

/// Plays a demo move on `setup` (see the module for what follows it). Returns whether it captured,
/// or `None` if nothing moved (an empty square, or a drop back home).
pub fn demo_move(setup: &mut Setup, from: Square, to: Square) -> Option<bool> {
    if from == to {
        return None;
    }
    let piece = setup.board.remove(from)?;
    let captured = setup.board.remove(to).is_some();
    setup.board.set(to, piece);
    setup.castling_rights.discard(from);
    setup.castling_rights.discard(to);
    if piece.role == Role::King {
        setup.castling_rights =
            setup.castling_rights - Bitboard::from_rank(piece.color.back_rank());
    }
    let double_step = piece.role == Role::Pawn
        && from.file() == to.file()
        && from.rank() == Rank::Second.relative_to(piece.color)
        && to.rank() == Rank::Fourth.relative_to(piece.color);
    setup.ep_square = double_step
        .then(|| Square::new((from.index() + to.index()) as u32 / 2))
        .filter(|mid| !setup.board.occupied().contains(*mid));
    setup.turn = piece.color.other();
    Some(captured)
}

impl Table {
    /// The demonstration board, while demonstration mode is on.
    pub fn demo(&self) -> Option<&Setup> {
        self.demo.as_ref()
    }

    /// The position editor opened on the demonstration board (for "play from here" as the mode is
    /// left: [`Editor::position`] is the playable position or every reason it is not).
    pub fn demo_editor(&self) -> Option<Editor> {
        self.demo.clone().map(Editor::from_setup)
    }

    /// Hears a [`DemoAct`]. Moves while the mode is off, and moves that move nothing, are heard
    /// and change nothing.
    pub(in crate::table) fn demo_act(
        &mut self,
        act: DemoAct,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) {
        match act {
            DemoAct::Start | DemoAct::StartOn(_) => {
                if self.demo.is_some() {
                    return;
                }
                if !self.game.is_over() {
                    if let Some(c) = self.clock.as_mut() {
                        if c.pause(now_ms) {
                            events.push(Event::Paused);
                        }
                    }
                }
                self.demo = Some(match act {
                    DemoAct::StartOn(board) => *board,
                    _ => self.board(),
                });
                self.touched = None;
                events.push(Event::DemoStarted);
            }
            DemoAct::Move { from, to } => {
                let Some(board) = self.demo.as_mut() else {
                    return;
                };
                if let Some(capture) = demo_move(board, from, to) {
                    events.push(Event::DemoMoved { from, to, capture });
                }
            }
            DemoAct::Remove(sq) => {
                let Some(board) = self.demo.as_mut() else {
                    return;
                };
                if board.board.remove(sq).is_some() {
                    board.castling_rights.discard(sq);
                    events.push(Event::DemoRemoved(sq));
                }
            }
            DemoAct::Stop => {
                if self.demo.take().is_some() {
                    events.push(Event::DemoEnded);
                }
            }
        }
    }
}
