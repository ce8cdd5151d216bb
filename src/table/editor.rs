//! The position editor (the teacher's board): a board set up by hand, with the side to move, the
//! castling rights and the en-passant square, read and written as FEN, and checked before play.
//! The views only show an [`Editor`] and forward taps, drags and fields to it.
//!
//! Decisions, as the views and the tests rely on them:
//!
//! - **Palette.** [`Editor::pick`] takes a [`Tool`] (a piece or the eraser); picking the tool already
//!   held puts it down. [`Editor::tap`] puts the picked piece on a square, replacing what stood
//!   there; a tap on a square holding exactly the picked piece takes it off (as lichess does), so a
//!   mistaken tap is undone by tapping again. The eraser empties the square. Nothing is refused
//!   while editing: a second king or a pawn on the last rank may stand, and [`Editor::errors`] says
//!   why the position cannot be played yet.
//! - **Castling.** A right is *offered* ([`Editor::castling_offered`]) only where the king stands on
//!   e1/e8 and that rook on its corner (Art. 3.8.ii.1). Standard chess only: Chess960 is out of
//!   scope, as the rules have no Chess960 castling. Rights are *guessed* by one rule applied after
//!   every change of the board: a right that becomes offered is turned on, a right no longer
//!   offered is turned off, and a right offered before and after keeps what the player chose. So
//!   clearing the board and placing Ke1 and Rh1 turns `K` on; moving the rook away turns it off.
//! - **En passant.** A square is *offered* ([`Editor::ep_offered`]) only where a double step of the
//!   side not to move could just have happened (its pawn on its fourth rank, the square passed over
//!   and the start square empty) and the side to move can take en passant: one of its pawns stands
//!   beside, and, when the rest of the position can be played, the capture is legal (Art. 3.7d).
//!   This is the convention of FEN as the crate writes it ([`Position::fen`]): the square is named
//!   only when the capture is possible. A change of the board or of the turn drops a square no
//!   longer offered.
//! - **FEN.** [`Editor::fen`] is the position as it stands, for the live field; [`Editor::set_fen`]
//!   reads a typed or pasted one as the established libraries read text (a placement alone means
//!   `w - - 0 1`). Text that is not FEN is refused with the crate's [`FenError`] and the editor
//!   keeps its position; a FEN of an illegal position is taken, and its reasons shown. A typed
//!   en-passant square that follows a double step but allows no capture is dropped, as FEN output
//!   drops it; one no double step explains is kept and reported.
//! - **Legality.** [`Editor::errors`] lists every reason at once, in the crate's own terms
//!   ([`PositionError`]); [`Editor::position`] is the playable position exactly when the list is
//!   empty (it is [`Position::from_setup`], the app's strict reading).

use crate::rules::{
    Bitboard, Board, CastlingSide, Color, FenError, Piece, Position, PositionError, Rank, Role,
    Setup, Square,
};

/// What a tap on the board does: put a piece, or erase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Put this piece.
    Piece(Piece),
    /// Empty the square.
    Eraser,
}

/// Why the editor's position cannot be played: every reason found, in the order kings, piece
/// counts, pawns on the first or last rank, castling rights, the en-passant square, checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorError {
    /// The reasons, never empty.
    pub reasons: Vec<PositionError>,
}

/// The position editor's state: the board, the side to move, the castling rights, the en-passant
/// square, the move counters, the picked tool and the orientation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    board: Board,
    turn: Color,
    castling: Bitboard,
    ep: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
    tool: Option<Tool>,
    flipped: bool,
}

impl Default for Editor {
    /// The start position, no tool picked, White at the bottom.
    fn default() -> Editor {
        Editor::from_setup(Setup::default())
    }
}

/// The four castling rights in FEN order (`K Q k q`).
const RIGHTS: [(Color, CastlingSide); 4] = [
    (Color::White, CastlingSide::King),
    (Color::White, CastlingSide::Queen),
    (Color::Black, CastlingSide::King),
    (Color::Black, CastlingSide::Queen),
];

impl Editor {
    /// The editor opened on `setup` (the position shown on the board): its castling rights are kept
    /// where offered and its en-passant square where offered, as a FEN would name them.
    pub fn from_setup(setup: Setup) -> Editor {
        let mut e = Editor {
            board: setup.board,
            turn: setup.turn,
            castling: Bitboard::EMPTY,
            ep: None,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            tool: None,
            flipped: false,
        };
        e.castling = setup.castling_rights & e.offered_rights();
        e.ep = setup.ep_square.filter(|&sq| e.ep_offered().contains(&sq));
        e
    }

    /// The editor opened on a legal position.
    pub fn from_position(pos: &Position) -> Editor {
        Editor::from_setup(pos.to_setup_as_played())
    }

    // --- Queries -------------------------------------------------------------------------------

    /// The pieces as they stand.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The tool picked from the palette, if any.
    pub fn tool(&self) -> Option<Tool> {
        self.tool
    }

    /// Black is at the bottom.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// `color` keeps the right to castle on `side`.
    pub fn castling(&self, color: Color, side: CastlingSide) -> bool {
        self.castling.contains(side.rook_from(color))
    }

    /// The right to castle on `side` can be given to `color`: its king on e1/e8 and that rook on its
    /// corner (the checkbox is shown only then).
    pub fn castling_offered(&self, color: Color, side: CastlingSide) -> bool {
        let rook = Piece {
            color,
            role: Role::Rook,
        };
        let king = Piece {
            color,
            role: Role::King,
        };
        self.board.piece_at(side.rook_from(color)) == Some(rook)
            && self.board.piece_at(CastlingSide::king_from(color)) == Some(king)
    }

    /// The en-passant square, if one is set.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep
    }

    /// The en-passant squares that may be chosen now (see the module's rule), a1 first.
    pub fn ep_offered(&self) -> Vec<Square> {
        let us = self.turn;
        let mut out = Vec::new();
        for ep in Bitboard::from_rank(Rank::Sixth.relative_to(us)) {
            if !self.double_step_left(ep) {
                continue;
            }
            let pawn = ep_pawn(us, ep);
            let capturers: Vec<Square> = [-1, 1]
                .into_iter()
                .filter_map(|df| pawn.offset(df, 0))
                .filter(|&sq| {
                    self.board.piece_at(sq)
                        == Some(Piece {
                            color: us,
                            role: Role::Pawn,
                        })
                })
                .collect();
            if capturers.is_empty() {
                continue;
            }
            let mut setup = self.setup();
            setup.ep_square = Some(ep);
            setup.castling_rights = Bitboard::EMPTY;
            // Where the rest can be played, the capture must be legal too (a pinned pawn does not
            // take); where it cannot, a pawn standing beside is enough.
            let legal = match Position::from_setup_lenient(setup) {
                Ok((pos, _)) => pos.legal_ep_square() == Some(ep),
                Err(_) => true,
            };
            if legal {
                out.push(ep);
            }
        }
        out
    }

    /// The position as an unchecked setup.
    pub fn setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: self.ep,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The position's FEN as it is edited.
    pub fn fen(&self) -> String {
        self.setup().to_fen()
    }

    /// Every reason the position cannot be played (empty when it can), in the order of
    /// [`EditorError`].
    pub fn errors(&self) -> Vec<PositionError> {
        let b = &self.board;
        let mut out = Vec::new();
        let mut kings_ok = true;
        for color in Color::ALL {
            let kings = b.by_piece(Piece {
                color,
                role: Role::King,
            });
            if kings.is_empty() {
                out.push(PositionError::MissingKing(color));
                kings_ok = false;
            } else if kings.more_than_one() {
                out.push(PositionError::TooManyKings(color));
                kings_ok = false;
            }
        }
        for color in Color::ALL {
            let ours = b.by_color(color);
            if ours.count() > 16 || (ours & b.by_role(Role::Pawn)).count() > 8 {
                out.push(PositionError::TooManyPieces(color));
            }
        }
        for sq in b.by_role(Role::Pawn) & Bitboard::BACKRANKS {
            out.push(PositionError::PawnOnBackRank(sq));
        }
        for (color, side) in RIGHTS {
            if self.castling(color, side) && !self.castling_offered(color, side) {
                out.push(PositionError::BadCastlingRights(side.rook_from(color)));
            }
        }
        if let Some(ep) = self.ep.filter(|&ep| !self.double_step_left(ep)) {
            out.push(PositionError::BadEpSquare(ep));
        }
        if kings_ok {
            let us = self.turn;
            let their_king = b.king_of(us.other()).unwrap_or(Square::A1);
            if b.attackers_to(their_king, us, b.occupied()).any() {
                out.push(PositionError::OppositeCheck);
            } else if out.is_empty() {
                // Only the checks are left to judge: the crate's own reading decides them.
                if let Err(e) = Position::from_setup(self.setup()) {
                    out.push(e);
                }
            }
        }
        out
    }

    /// The position can be played ("play from here" is enabled).
    pub fn is_legal(&self) -> bool {
        self.errors().is_empty()
    }

    /// The playable position, for "play from here" (the views send it in [`super::Intent::PlayFrom`]
    /// through [`super::Table::request`], which asks first over a game with moves).
    ///
    /// # Errors
    /// An [`EditorError`] with every reason the position cannot be played.
    pub fn position(&self) -> Result<Position, EditorError> {
        let reasons = self.errors();
        if !reasons.is_empty() {
            return Err(EditorError { reasons });
        }
        Position::from_setup(self.setup()).map_err(|e| EditorError { reasons: vec![e] })
    }

    // --- Operations ----------------------------------------------------------------------------

    /// Picks `tool` from the palette; picking the tool already held puts it down.
    pub fn pick(&mut self, tool: Tool) {
        self.tool = if self.tool == Some(tool) {
            None
        } else {
            Some(tool)
        };
    }

    /// Puts the tool down: taps no longer change the board.
    pub fn unpick(&mut self) {
        self.tool = None;
    }

    /// A tap on `sq` with the picked tool: the piece is put there (a tap on the same piece takes it
    /// off), or the eraser empties the square. Returns whether the board changed (nothing happens
    /// with no tool picked).
    pub fn tap(&mut self, sq: Square) -> bool {
        match self.tool {
            Some(Tool::Piece(p)) if self.board.piece_at(sq) == Some(p) => self.remove(sq),
            Some(Tool::Piece(p)) => self.put(sq, p),
            Some(Tool::Eraser) => self.remove(sq),
            None => false,
        }
    }

    /// Puts `piece` on `sq`, replacing whatever stood there (a drag from the palette). Returns
    /// whether the board changed.
    pub fn put(&mut self, sq: Square, piece: Piece) -> bool {
        if self.board.piece_at(sq) == Some(piece) {
            return false;
        }
        self.edit(|b| b.set(sq, piece));
        true
    }

    /// Takes the piece on `sq` off the board (the eraser, or a piece dragged off). Returns whether
    /// there was one.
    pub fn remove(&mut self, sq: Square) -> bool {
        if self.board.piece_at(sq).is_none() {
            return false;
        }
        self.edit(|b| {
            b.remove(sq);
        });
        true
    }

    /// Moves the piece on `from` to `to`, taking off whatever stood there (a drag on the board).
    /// Returns whether the board changed.
    pub fn move_piece(&mut self, from: Square, to: Square) -> bool {
        if from == to {
            return false;
        }
        let Some(p) = self.board.piece_at(from) else {
            return false;
        };
        self.edit(|b| {
            b.remove(from);
            b.set(to, p);
        });
        true
    }

    /// Empties the board (the side to move stays; counters back to `0 1`).
    pub fn clear(&mut self) {
        self.edit(|b| *b = Board::empty());
        self.halfmoves = 0;
        self.fullmoves = 1;
    }

    /// The start position (Art. 2), with every castling right and White to move.
    pub fn start(&mut self) {
        let tool = self.tool;
        let flipped = self.flipped;
        *self = Editor {
            tool,
            flipped,
            ..Editor::default()
        };
    }

    /// Turns the board round.
    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    /// Sets the side to move; an en-passant square no longer offered goes.
    pub fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
        self.keep_offered_ep();
    }

    /// Turns a castling right on or off. A right is turned on only where offered; turning one off
    /// always works. Returns whether it changed.
    pub fn toggle_castling(&mut self, color: Color, side: CastlingSide) -> bool {
        let rook = side.rook_from(color);
        if self.castling.contains(rook) {
            self.castling.discard(rook);
            true
        } else if self.castling_offered(color, side) {
            self.castling.add(rook);
            true
        } else {
            false
        }
    }

    /// Sets the en-passant square (`None`: no square). A square not offered is refused: returns
    /// whether it was set.
    pub fn set_ep(&mut self, ep: Option<Square>) -> bool {
        match ep {
            Some(sq) if !self.ep_offered().contains(&sq) => false,
            _ => {
                self.ep = ep;
                true
            }
        }
    }

    /// Reads a typed or pasted FEN (see the module for how).
    ///
    /// # Errors
    /// The crate's [`FenError`] for text that is not FEN; the editor then keeps its position.
    pub fn set_fen(&mut self, fen: &str) -> Result<(), FenError> {
        let (setup, _) = Setup::from_fen_lenient(fen.trim())?;
        self.board = setup.board;
        self.turn = setup.turn;
        self.castling = setup.castling_rights;
        self.halfmoves = setup.halfmoves;
        self.fullmoves = setup.fullmoves.max(1);
        self.ep = setup.ep_square;
        if let Some(ep) = self.ep {
            // Named after a double step but with no capture: FEN output would not name it.
            if self.double_step_left(ep) && !self.ep_offered().contains(&ep) {
                self.ep = None;
            }
        }
        Ok(())
    }

    // --- Inside --------------------------------------------------------------------------------

    /// The castling rights offered now, as rook squares.
    fn offered_rights(&self) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        for (color, side) in RIGHTS {
            if self.castling_offered(color, side) {
                bb.add(side.rook_from(color));
            }
        }
        bb
    }

    /// Changes the board, then guesses the castling rights (on where newly offered, off where no
    /// longer offered) and drops an en-passant square no longer offered.
    fn edit(&mut self, f: impl FnOnce(&mut Board)) {
        let before = self.offered_rights();
        f(&mut self.board);
        let after = self.offered_rights();
        self.castling = (self.castling & after) | (after - before);
        self.keep_offered_ep();
    }

    fn keep_offered_ep(&mut self) {
        if let Some(ep) = self.ep {
            if !self.ep_offered().contains(&ep) {
                self.ep = None;
            }
        }
    }

    /// A double step of the side not to move could have left `ep`: on the side to move's sixth
    /// rank, empty, the start square behind it empty, the opponent's pawn just past it.
    fn double_step_left(&self, ep: Square) -> bool {
        let us = self.turn;
        let them = us.other();
        if ep.rank() != Rank::Sixth.relative_to(us) {
            return false;
        }
        let start = match us {
            Color::White => ep.offset(0, 1),
            Color::Black => ep.offset(0, -1),
        };
        let occ = self.board.occupied();
        start.is_some_and(|s| !occ.contains(s))
            && !occ.contains(ep)
            && self.board.piece_at(ep_pawn(us, ep))
                == Some(Piece {
                    color: them,
                    role: Role::Pawn,
                })
    }
}

/// The square of the pawn that passed over `ep`, with `us` to move.
fn ep_pawn(us: Color, ep: Square) -> Square {
    let pawn = match us {
        Color::White => ep.offset(0, -1),
        Color::Black => ep.offset(0, 1),
    };
    // `ep` is on the sixth rank relative to `us`: the pawn's square is always on the board.
    pawn.unwrap_or(ep)
}
