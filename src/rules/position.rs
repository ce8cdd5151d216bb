//! Positions: an unchecked [`Setup`] and the validated, always-legal [`Position`]; moves and playing them.

use super::attacks::{self, aligned, between};
use super::bitboard::Bitboard;
use super::board::Board;
use super::types::{Color, File, Piece, Rank, Role, Square};
use core::fmt;

/// Which way a king castles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Kingside, 0-0: king to g1/g8, rook h1/h8 → f1/f8.
    King,
    /// Queenside, 0-0-0: king to c1/c8, rook a1/a8 → d1/d8.
    Queen,
}

impl CastlingSide {
    /// Both sides, kingside first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// Where the king lands.
    pub const fn king_to(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::King => File::G,
            CastlingSide::Queen => File::C,
        };
        Square::from_coords(file, color.back_rank())
    }

    /// Where the rook lands.
    pub const fn rook_to(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::King => File::F,
            CastlingSide::Queen => File::D,
        };
        Square::from_coords(file, color.back_rank())
    }

    /// Where the rook starts.
    pub const fn rook_from(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::King => File::H,
            CastlingSide::Queen => File::A,
        };
        Square::from_coords(file, color.back_rank())
    }

    /// Where the king starts.
    pub const fn king_from(color: Color) -> Square {
        Square::from_coords(File::E, color.back_rank())
    }

    /// The side a rook on `sq` castles with, if it is a corner of `color`'s back rank.
    pub fn from_rook_square(color: Color, sq: Square) -> Option<CastlingSide> {
        CastlingSide::ALL
            .into_iter()
            .find(|side| side.rook_from(color) == sq)
    }
}

/// A move, carrying what notation needs so it never has to look at the board again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Any move but castling and en passant (promotions included).
    Normal {
        /// What moves.
        role: Role,
        /// From where.
        from: Square,
        /// What it captures, if anything.
        capture: Option<Role>,
        /// To where.
        to: Square,
        /// What a pawn becomes on the last rank.
        promotion: Option<Role>,
    },
    /// A pawn capturing en passant (Art. 3.7d): `to` is the square passed over.
    EnPassant {
        /// The capturing pawn's square.
        from: Square,
        /// The square it lands on.
        to: Square,
    },
    /// Castling (Art. 3.8b), given by the king's and the rook's starting squares.
    Castle {
        /// The king's square.
        king: Square,
        /// The rook's square.
        rook: Square,
    },
}

impl Move {
    /// The moving piece's role.
    pub fn role(&self) -> Role {
        match *self {
            Move::Normal { role, .. } => role,
            Move::EnPassant { .. } => Role::Pawn,
            Move::Castle { .. } => Role::King,
        }
    }

    /// The origin square (the king's, for castling).
    pub fn from(&self) -> Square {
        match *self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => from,
            Move::Castle { king, .. } => king,
        }
    }

    /// The square the moving piece lands on (the king's target for castling).
    pub fn to(&self) -> Square {
        match *self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => to,
            Move::Castle { king, rook } => self
                .castling_side_of(king, rook)
                .king_to(color_of_rank(king)),
        }
    }

    fn castling_side_of(&self, king: Square, rook: Square) -> CastlingSide {
        if rook.file() > king.file() {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        }
    }

    /// The castling side, if this is castling.
    pub fn castling_side(&self) -> Option<CastlingSide> {
        match *self {
            Move::Castle { king, rook } => Some(self.castling_side_of(king, rook)),
            _ => None,
        }
    }

    /// The captured role, if any (a pawn for en passant).
    pub fn capture(&self) -> Option<Role> {
        match *self {
            Move::Normal { capture, .. } => capture,
            Move::EnPassant { .. } => Some(Role::Pawn),
            Move::Castle { .. } => None,
        }
    }

    /// True for captures, en passant included.
    pub fn is_capture(&self) -> bool {
        self.capture().is_some()
    }

    /// The promotion role, if any.
    pub fn promotion(&self) -> Option<Role> {
        match *self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    /// True for pawn moves and captures: the moves that reset the fifty-move count (Art. 9.3).
    pub fn is_zeroing(&self) -> bool {
        self.role() == Role::Pawn || self.is_capture()
    }

    /// The move in UCI: `e2e4`, `e7e8q`, castling as the king's move (`e1g1`).
    pub fn uci(&self) -> String {
        let mut s = format!("{}{}", self.from(), self.to());
        if let Some(p) = self.promotion() {
            s.push(p.char());
        }
        s
    }
}

fn color_of_rank(sq: Square) -> Color {
    if sq.rank() == Rank::Eighth {
        Color::Black
    } else {
        Color::White
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci())
    }
}

/// A position as written in FEN, not necessarily legal. Turn it into a [`Position`] with
/// [`Position::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Piece placement.
    pub board: Board,
    /// Side to move.
    pub turn: Color,
    /// Rooks that keep their castling right (corner squares).
    pub castling_rights: Bitboard,
    /// The en-passant target square, as written (possibly with no capture possible).
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move (Art. 9.3).
    pub halfmoves: u32,
    /// The number of the current move, starting at 1.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            board: Board::start(),
            turn: Color::White,
            castling_rights: Bitboard(0x8100_0000_0000_0081),
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}

impl Setup {
    /// Plays `m` as the pieces move, with no question of legality: castling rights, the en-passant
    /// square, the move counters and the turn follow as after any move. See also [`Setup::after`].
    pub fn play_unchecked(&mut self, m: Move) {
        play(
            &mut self.board,
            &mut self.turn,
            &mut self.castling_rights,
            &mut self.ep_square,
            &mut self.halfmoves,
            &mut self.fullmoves,
            m,
        );
    }
}

/// Why a [`Setup`] is not a legal position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionError {
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A pawn stands on the first or eighth rank.
    PawnOnBackRank(Square),
    /// More than 16 pieces or 8 pawns for a side.
    TooManyPieces(Color),
    /// The side that just moved is in check: its opponent could capture the king.
    OppositeCheck,
    /// The side to move is attacked in a way no legal move can produce (three checkers, say).
    ImpossibleCheck,
    /// A castling right whose king or rook is not on its starting square.
    BadCastlingRights(Square),
    /// An en-passant square that no double step just made could have left.
    BadEpSquare(Square),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(c) => write!(f, "{} has no king", c.name()),
            PositionError::TooManyKings(c) => write!(f, "{} has more than one king", c.name()),
            PositionError::PawnOnBackRank(sq) => write!(f, "pawn on the back rank at {sq}"),
            PositionError::TooManyPieces(c) => {
                write!(f, "{} has more than 16 pieces or 8 pawns", c.name())
            }
            PositionError::OppositeCheck => f.write_str("the side not to move is in check"),
            PositionError::ImpossibleCheck => {
                f.write_str("the side to move is in a check no legal move can give")
            }
            PositionError::BadCastlingRights(sq) => {
                write!(
                    f,
                    "castling right for {sq} but king or rook is not in place"
                )
            }
            PositionError::BadEpSquare(sq) => {
                write!(f, "en passant square {sq} does not follow a double step")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a check could not have been given by the last move (a position that cannot arise in a game,
/// though it can be played from).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImpossibleCheck {
    /// More than two pieces give check.
    MoreThanTwo(u32),
    /// Two pieces give check and neither is a line piece that a move could have uncovered.
    NoSlider(Square, Square),
    /// Two pieces give check along one line through the king.
    OneLine(Square, Square),
    /// A pawn gives check from its starting rank, where it never moved.
    PawnOnStartRank(Square),
    /// The en-passant square names a double step that does not explain the check.
    NotFromDoubleStep(Square),
}

impl fmt::Display for ImpossibleCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImpossibleCheck::MoreThanTwo(n) => write!(f, "{n} pieces give check"),
            ImpossibleCheck::NoSlider(a, b) => write!(
                f,
                "double check by {a} and {b}, neither of which a move could have uncovered"
            ),
            ImpossibleCheck::OneLine(a, b) => {
                write!(f, "double check by {a} and {b} along one line")
            }
            ImpossibleCheck::PawnOnStartRank(sq) => {
                write!(f, "check by the pawn on {sq}, which has never moved")
            }
            ImpossibleCheck::NotFromDoubleStep(ep) => {
                write!(f, "check not given by the double step over {ep}")
            }
        }
    }
}

/// What [`Position::from_setup_lenient`] repaired in a setup, or accepted though a game cannot reach
/// it. Its `Display` text is one of `escaque-cli analyse`'s `warnings`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Repair {
    /// A castling right dropped: its king or rook is not on its starting square.
    CastlingRightDropped {
        /// Whose right.
        color: Color,
        /// Which side.
        side: CastlingSide,
    },
    /// An en-passant square dropped: no double step of the side not to move could have left it.
    EpSquareDropped(Square),
    /// More material than a game can reach (more than 16 pieces, more than 8 pawns, or more
    /// promoted pieces than missing pawns); played as it stands.
    TooMuchMaterial(Color),
    /// A check the last move could not have given; played as it stands (with more than one
    /// checker only the king moves).
    ImpossibleCheck(ImpossibleCheck),
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Repair::CastlingRightDropped { color, side } => {
                let ch = match side {
                    CastlingSide::King => 'k',
                    CastlingSide::Queen => 'q',
                };
                let ch = match color {
                    Color::White => ch.to_ascii_uppercase(),
                    Color::Black => ch,
                };
                write!(
                    f,
                    "castling right {ch} dropped: the king or the rook is not on its starting square"
                )
            }
            Repair::EpSquareDropped(sq) => write!(
                f,
                "en passant square {sq} dropped: no double step could have left it"
            ),
            Repair::TooMuchMaterial(c) => {
                write!(f, "{} has more material than a game can reach", c.name())
            }
            Repair::ImpossibleCheck(why) => {
                write!(f, "a check no legal move can give: {why}")
            }
        }
    }
}

/// `color` has exactly one king on `board`: [`PositionError::MissingKing`] or
/// [`PositionError::TooManyKings`] if not. The one king check of a setup, strict or lenient.
fn one_king(board: &Board, color: Color) -> Result<(), PositionError> {
    let kings = board.by_piece(Piece {
        color,
        role: Role::King,
    });
    if kings.is_empty() {
        return Err(PositionError::MissingKing(color));
    }
    if kings.more_than_one() {
        return Err(PositionError::TooManyKings(color));
    }
    Ok(())
}

/// True if a castling right on the corner `rook_sq` has its king and rook on their starting squares.
fn castling_right_ok(board: &Board, rook_sq: Square) -> bool {
    let color = if rook_sq.rank() == Rank::First {
        Color::White
    } else {
        Color::Black
    };
    CastlingSide::from_rook_square(color, rook_sq).is_some()
        && board.piece_at(rook_sq)
            == Some(Piece {
                color,
                role: Role::Rook,
            })
        && board.king_of(color) == Some(CastlingSide::king_from(color))
}

/// True if `ep` could have been left by a double step of the side not to move: the square passed
/// over sits on the sixth rank from the mover's side, empty, with the opponent's pawn just ahead of
/// it and its start square empty.
fn ep_square_ok(board: &Board, us: Color, ep: Square) -> bool {
    ep.rank() == Rank::Sixth.relative_to(us) && {
        let (ahead, behind) = match us {
            Color::White => (ep.offset(0, -1), ep.offset(0, 1)),
            Color::Black => (ep.offset(0, 1), ep.offset(0, -1)),
        };
        match (ahead, behind) {
            (Some(pawn_sq), Some(start)) => {
                board.piece_at(pawn_sq)
                    == Some(Piece {
                        color: us.other(),
                        role: Role::Pawn,
                    })
                    && !board.occupied().contains(ep)
                    && !board.occupied().contains(start)
            }
            _ => false,
        }
    }
}

/// True if `color` has more material than a game can reach: more than 16 pieces, more than 8
/// pawns, or more pieces beyond the initial set than its missing pawns could have become.
fn too_much_material(board: &Board, color: Color) -> bool {
    let ours = board.by_color(color);
    let count = |role| (ours & board.by_role(role)).count() as u32;
    let bishops = ours & board.by_role(Role::Bishop);
    let promoted = count(Role::Queen).saturating_sub(1)
        + count(Role::Rook).saturating_sub(2)
        + count(Role::Knight).saturating_sub(2)
        + ((bishops & Bitboard::LIGHT).count() as u32).saturating_sub(1)
        + ((bishops & Bitboard::DARK).count() as u32).saturating_sub(1);
    ours.count() > 16 || count(Role::Pawn) + promoted > 8
}

/// The reason [`Position::play`] refused a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}", self.0)
    }
}

impl std::error::Error for IllegalMove {}

/// A legal chess position: the only way to build one is [`Position::from_setup`] (or the start position),
/// and playing legal moves keeps it legal. Its fields are private to `rules`, so no other layer can make
/// one unchecked: a board the rules do not accept (after an illegal move at the board) stays a [`Setup`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) board: Board,
    pub(super) turn: Color,
    pub(super) castling: Bitboard,
    /// The square passed over by the last double step, whether or not a capture is possible.
    pub(super) ep_square: Option<Square>,
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl Position {
    /// The position of `setup` on `board`, refused if the side not to move is in check (the one thing
    /// both the strict and the lenient reader refuse after their own checks).
    fn unless_opposite_check(board: Board, setup: &Setup) -> Result<Position, PositionError> {
        let us = setup.turn;
        let them = us.other();
        let pos = Position {
            board,
            turn: us,
            castling: setup.castling_rights,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
        };
        let their_king = board
            .king_of(them)
            .ok_or(PositionError::MissingKing(them))?;
        if pos.attackers_to(their_king, us, board.occupied()).any() {
            return Err(PositionError::OppositeCheck);
        }
        Ok(pos)
    }
}

impl Position {
    /// The initial position (Art. 2).
    pub fn new() -> Position {
        let s = Setup::default();
        Position {
            board: s.board,
            turn: s.turn,
            castling: s.castling_rights,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// Validates a setup.
    ///
    /// # Errors
    /// The first [`PositionError`] found: kings, back-rank pawns, piece counts, castling rights, the
    /// en-passant square, then checks.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let board = setup.board;
        for color in Color::ALL {
            one_king(&board, color)?;
            if board.by_color(color).count() > 16
                || (board.by_color(color) & board.by_role(Role::Pawn)).count() > 8
            {
                return Err(PositionError::TooManyPieces(color));
            }
        }
        if let Some(sq) = (board.by_role(Role::Pawn) & Bitboard::BACKRANKS).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        for rook_sq in setup.castling_rights {
            if !castling_right_ok(&board, rook_sq) {
                return Err(PositionError::BadCastlingRights(rook_sq));
            }
        }
        let us = setup.turn;
        if let Some(ep) = setup.ep_square {
            if !ep_square_ok(&board, us, ep) {
                return Err(PositionError::BadEpSquare(ep));
            }
        }
        let pos = Position::unless_opposite_check(board, &setup)?;
        let checkers = pos.checkers();
        if checkers.count() > 2 {
            return Err(PositionError::ImpossibleCheck);
        }
        if let (Some(ep), true) = (pos.ep_square, checkers.any()) {
            // After a double step, the only possible checks come from the pawn that moved or a
            // discovered line through its start square.
            let moved = match us {
                Color::White => ep.offset(0, -1),
                Color::Black => ep.offset(0, 1),
            };
            let start = match us {
                Color::White => ep.offset(0, 1),
                Color::Black => ep.offset(0, -1),
            };
            let king = pos.our_king();
            let explained = checkers
                .into_iter()
                .all(|c| Some(c) == moved || start.is_some_and(|s| between(king, c).contains(s)));
            if !explained {
                return Err(PositionError::ImpossibleCheck);
            }
        }
        Ok(pos)
    }

    /// Validates a setup as the established chess libraries read one: only what cannot be played is
    /// refused (a missing or extra king, a pawn on the first or last rank, the side not to move in
    /// check). Impossible castling rights and an impossible en-passant square are dropped; more
    /// material than a game can reach and checks no legal move can give are accepted. Each repair or
    /// oddity is reported, in that order.
    ///
    /// # Errors
    /// [`PositionError::MissingKing`], [`PositionError::TooManyKings`],
    /// [`PositionError::PawnOnBackRank`] or [`PositionError::OppositeCheck`].
    pub fn from_setup_lenient(mut setup: Setup) -> Result<(Position, Vec<Repair>), PositionError> {
        let board = setup.board;
        let mut warnings = Vec::new();
        for color in Color::ALL {
            one_king(&board, color)?;
        }
        if let Some(sq) = (board.by_role(Role::Pawn) & Bitboard::BACKRANKS).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        // In FEN order: K Q k q.
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let rook_sq = side.rook_from(color);
                if setup.castling_rights.contains(rook_sq) && !castling_right_ok(&board, rook_sq) {
                    setup.castling_rights.discard(rook_sq);
                    warnings.push(Repair::CastlingRightDropped { color, side });
                }
            }
        }
        // Rights on other squares cannot come from FEN; a setup built by hand loses them too.
        setup.castling_rights &= Bitboard::from_square(Square::A1)
            | Bitboard::from_square(Square::H1)
            | Bitboard::from_square(Square::A8)
            | Bitboard::from_square(Square::H8);
        let us = setup.turn;
        if let Some(ep) = setup.ep_square {
            if !ep_square_ok(&board, us, ep) {
                setup.ep_square = None;
                warnings.push(Repair::EpSquareDropped(ep));
            }
        }
        for color in Color::ALL {
            if too_much_material(&board, color) {
                warnings.push(Repair::TooMuchMaterial(color));
            }
        }
        let pos = Position::unless_opposite_check(board, &setup)?;
        if let Some(why) = pos.impossible_check() {
            warnings.push(Repair::ImpossibleCheck(why));
        }
        Ok((pos, warnings))
    }

    /// Why the check on the side to move could not have been given by the last move, if it could not:
    /// more than two checkers, two checkers of which none could have been uncovered or both on one
    /// line, a pawn giving check from its starting rank, or checks that the double step named by the
    /// en-passant square does not explain.
    pub fn impossible_check(&self) -> Option<ImpossibleCheck> {
        let checkers = self.checkers();
        let king = self.our_king();
        let them = self.turn.other();
        let sliders = self.board.rooks_and_queens() | self.board.bishops_and_queens();
        if checkers.count() > 2 {
            return Some(ImpossibleCheck::MoreThanTwo(checkers.count() as u32));
        }
        if checkers.more_than_one() {
            let (a, b) = (
                checkers.first().unwrap_or(king),
                checkers.into_iter().last().unwrap_or(king),
            );
            if (checkers & sliders).is_empty() {
                return Some(ImpossibleCheck::NoSlider(a, b));
            }
            if aligned(a, king, b) {
                return Some(ImpossibleCheck::OneLine(a, b));
            }
        }
        let start_rank = Bitboard::from_rank(Rank::Second.relative_to(them));
        if let Some(p) = (checkers & self.board.by_role(Role::Pawn) & start_rank).first() {
            return Some(ImpossibleCheck::PawnOnStartRank(p));
        }
        if let (Some(ep), true) = (self.ep_square, checkers.any()) {
            // After a double step, the only possible checks come from the pawn that moved or a
            // discovered line through its start square.
            let (moved, start) = match self.turn {
                Color::White => (ep.offset(0, -1), ep.offset(0, 1)),
                Color::Black => (ep.offset(0, 1), ep.offset(0, -1)),
            };
            let explained = checkers
                .into_iter()
                .all(|c| Some(c) == moved || start.is_some_and(|s| between(king, c).contains(s)));
            if !explained {
                return Some(ImpossibleCheck::NotFromDoubleStep(ep));
            }
        }
        None
    }

    /// The position back as an unchecked setup; the en-passant square is kept only when a capture is
    /// legal, as FEN output requires (Contract 1 in docs/ARCHITECTURE.md).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: self.legal_ep_square(),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// Piece placement.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Rooks that keep their castling right.
    #[inline]
    pub fn castling_rights(&self) -> Bitboard {
        self.castling
    }

    /// True if `color` keeps the right to castle on `side` (Art. 3.8.ii.1: neither king nor that rook
    /// has moved).
    pub fn has_castling_right(&self, color: Color, side: CastlingSide) -> bool {
        self.castling.contains(side.rook_from(color))
    }

    /// The en-passant target square if the last move was a double step, capturable or not.
    #[inline]
    pub fn ep_square_raw(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move.
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The current move number.
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The side to move's king square.
    #[inline]
    pub fn our_king(&self) -> Square {
        // A Position always has exactly one king per side.
        self.board.king_of(self.turn).unwrap_or(Square::new(0))
    }

    /// The pieces of `attacker` that attack `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        self.board.attackers_to(sq, attacker, occupied)
    }

    /// Every square `color` attacks (Art. 3.1: attacked even if moving there would be illegal).
    pub fn attacked_by(&self, color: Color) -> Bitboard {
        let occ = self.board.occupied();
        let mut bb = Bitboard::EMPTY;
        for (sq, piece) in self.board.pieces() {
            if piece.color == color {
                bb |= attacks::attacks(color, piece.role, sq, occ);
            }
        }
        bb
    }

    /// The pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        self.attackers_to(self.our_king(), self.turn.other(), self.board.occupied())
    }

    /// True if the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`IllegalMove`] if the move is not legal here; the position is unchanged.
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        if self.is_legal(m) {
            let mut next = self.clone();
            next.play_unchecked(m);
            Ok(next)
        } else {
            Err(IllegalMove(m))
        }
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]).
    pub fn play_unchecked(&mut self, m: Move) {
        play(
            &mut self.board,
            &mut self.turn,
            &mut self.castling,
            &mut self.ep_square,
            &mut self.halfmoves,
            &mut self.fullmoves,
            m,
        );
    }

    /// The position as the board it stands on, the en-passant square as the last double step left it
    /// (capturable or not): the setup the pieces' own movement plays on ([`Setup::movement`]).
    pub fn to_setup_as_played(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The en-passant square only when an en-passant capture is legal now.
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        self.legal_moves()
            .iter()
            .any(|m| matches!(m, Move::EnPassant { .. }))
            .then_some(ep)
    }
}

/// Plays `m` on the fields of a position or a setup, as the pieces move: the one body of
/// [`Position::play_unchecked`] and [`Setup::play_unchecked`].
fn play(
    board: &mut Board,
    turn: &mut Color,
    castling: &mut Bitboard,
    ep_square: &mut Option<Square>,
    halfmoves: &mut u32,
    fullmoves: &mut u32,
    m: Move,
) {
    let us = *turn;
    let them = us.other();
    *ep_square = None;
    *halfmoves = if m.is_zeroing() {
        0
    } else {
        halfmoves.saturating_add(1)
    };
    match m {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            if let Some(cap) = capture {
                board.clear(them, cap, to);
                castling.discard(to);
            }
            board.shift(us, role, from, to);
            if let Some(p) = promotion {
                board.clear(us, Role::Pawn, to);
                board.put(us, p, to);
            }
            match role {
                Role::King => *castling = *castling - Bitboard::from_rank(us.back_rank()),
                Role::Rook => castling.discard(from),
                Role::Pawn if from.index().abs_diff(to.index()) == 16 => {
                    *ep_square = Some(Square::new((from.index() + to.index()) as u32 / 2));
                }
                _ => {}
            }
        }
        Move::EnPassant { from, to } => {
            let captured = Square::from_coords(to.file(), from.rank());
            board.clear(them, Role::Pawn, captured);
            board.shift(us, Role::Pawn, from, to);
        }
        Move::Castle { king, rook } => {
            let side = m.castling_side().unwrap_or(CastlingSide::King);
            board.clear(us, Role::Rook, rook);
            board.shift(us, Role::King, king, side.king_to(us));
            board.put(us, Role::Rook, side.rook_to(us));
            *castling = *castling - Bitboard::from_rank(us.back_rank());
        }
    }
    if us == Color::Black {
        *fullmoves = fullmoves.saturating_add(1);
    }
    *turn = them;
}
