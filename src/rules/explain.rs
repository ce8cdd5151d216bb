//! Why a move is illegal: a typed reason and the Law article it rests on.
//!
//! Article numbers follow the FIDE Laws of Chess in force from 1 July 2009, in the Spanish translation of
//! the FEDA arbiters' committee, whose Art. 3 reads:
//!
//! - 3.1: no piece may move to a square occupied by a piece of the same colour;
//! - 3.2, 3.3, 3.4: the bishop on its diagonals, the rook on its rank or file, the queen on all three;
//! - 3.5: bishop, rook and queen may not pass over any piece;
//! - 3.6: the knight;
//! - 3.7: the pawn — a. one step forward to an empty square; b. two on its first move, both empty;
//!   c. captures diagonally forward; d. en passant, only on the move right after the double step;
//!   e. promotion;
//! - 3.8: the king — i. steps to an adjacent square not attacked by the opponent; ii. castles, where
//!   (1) the right is lost a. if the king has moved, b. with a rook that has moved, and (2) castling is
//!   prevented for now a. if the king's square, the one it crosses or the one it lands on is attacked,
//!   b. if any piece stands between king and rook;
//! - 3.9: check; no piece may be moved so as to expose or leave its own king in check.
//!
//! We write them as `"3.7d"`, `"3.8.i"`, `"3.8.ii.1a"`, `"3.8.ii.2b"`. Art. 1.1 (the players move their own
//! pieces, alternately) and 4.6 (a move is made when the piece is released on its *new* square) cover the
//! rest.
//!
//! [`explain`] answers for a drop (from, to), [`explain_lift`] for lifting a piece that has no legal move.
//! The teaching panel uses [`check_escapes`], [`castling_status`] and [`pins`]. Wording is in
//! `crate::text::explain`, the layer above.

use super::attacks::{self, between, line};
use super::bitboard::Bitboard;
use super::movegen::MoveList;
use super::position::{CastlingSide, Move, Position};
use super::types::{Color, Piece, Rank, Role, Square};

/// The kinds of answer to a check that exist in a position (Art. 3.9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Escapes {
    /// Some legal move captures a checking piece (the king's own captures included).
    pub capture: bool,
    /// Some legal move puts a piece between the king and the checking piece.
    pub block: bool,
    /// The king has a legal move (which may itself be a capture).
    pub king: bool,
}

impl Escapes {
    /// True if there is at least one way out; false means checkmate.
    pub fn any(&self) -> bool {
        self.capture || self.block || self.king
    }
}

/// Why a castling right is gone (Art. 3.8.ii.1).
///
/// A position does not record its history, so this is what the position can prove: the king is off its
/// square, the rook is off its corner, or — when both rights of that colour are gone and both pieces stand
/// at home — that one of the two moved and came back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RightLost {
    /// The king is not on its starting square (Art. 3.8.ii.1a).
    KingMoved,
    /// The rook is back on its corner, but the other side's right is kept, so the king never moved: the
    /// rook did (Art. 3.8.ii.1b).
    RookMoved,
    /// No rook of that colour stands on the corner: it moved away or was captured (Art. 3.8.ii.1b).
    RookGone,
    /// King and rook are at home but every right of that colour is gone: one of them moved and came back
    /// (Art. 3.8.ii.1).
    KingOrRook,
}

impl RightLost {
    /// The article: `"3.8.ii.1a"`, `"3.8.ii.1b"` or `"3.8.ii.1"`.
    pub fn article(self) -> &'static str {
        match self {
            RightLost::KingMoved => "3.8.ii.1a",
            RightLost::RookMoved | RightLost::RookGone => "3.8.ii.1b",
            RightLost::KingOrRook => "3.8.ii.1",
        }
    }
}

/// Why a piece cannot go from one square to another, or cannot move at all.
///
/// Every variant carries what its sentence needs, so its sentence (`crate::text::explain::describe`) never has to look
/// at the board again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// There is no piece on `from` (Art. 1.1).
    NoPiece {
        /// The empty square.
        from: Square,
    },
    /// The piece belongs to the side not on move (Art. 1.1).
    NotYourTurn {
        /// Its square.
        from: Square,
        /// The piece.
        piece: Piece,
    },
    /// The piece was put back on its own square: that is not a move (Art. 4.6).
    SameSquare {
        /// The square.
        from: Square,
        /// The piece.
        piece: Piece,
    },
    /// The target holds a piece of the mover's own colour (Art. 3.1).
    OwnPiece {
        /// The target square.
        to: Square,
        /// The own piece standing there.
        piece: Piece,
    },
    /// The piece does not move that way: Art. 3.2 bishop, 3.3 rook, 3.4 queen, 3.6 knight, 3.7 pawn,
    /// 3.8 king.
    WrongPattern {
        /// The moving piece.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A bishop, rook or queen would pass over a piece (Art. 3.5).
    PathBlocked {
        /// The moving piece.
        piece: Piece,
        /// The first piece in the way, counted from the mover.
        by: Square,
        /// What stands there.
        blocker: Piece,
    },
    /// Pawns never move backwards (Art. 3.7a).
    PawnBackward {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A pawn advances only onto empty squares (Art. 3.7a; both squares of a double step, 3.7b). Also the
    /// answer when a pawn is lifted that cannot advance and has nothing to capture.
    PawnForwardBlocked {
        /// The occupied square in front.
        by: Square,
        /// What stands there.
        blocker: Piece,
        /// True for a two-square advance (Art. 3.7b).
        double_step: bool,
    },
    /// Two squares only on the pawn's first move, from its starting rank (Art. 3.7b).
    PawnDoubleStepNotFromStart {
        /// The pawn's square.
        from: Square,
    },
    /// A pawn does not capture straight ahead, only diagonally (Art. 3.7c).
    PawnStraightCapture {
        /// The square in front.
        to: Square,
        /// The enemy piece there.
        target: Piece,
    },
    /// A pawn moves diagonally only to capture, and the target is empty (Art. 3.7c).
    PawnDiagonalToEmpty {
        /// The empty target.
        to: Square,
    },
    /// En passant is possible only on the move right after the enemy pawn's two-square advance, and that
    /// moment has passed (or never came) (Art. 3.7d).
    EnPassantWindowClosed {
        /// The diagonal square the pawn tried to land on.
        to: Square,
        /// The enemy pawn beside it that it meant to take.
        captured: Square,
    },
    /// The en passant capture would uncover a line to the king (Art. 3.9): the two pawns leaving the same
    /// rank, or the captured pawn having shielded the king.
    EnPassantExposesKing {
        /// The piece that would then give check.
        by: Square,
        /// What it is.
        attacker: Piece,
    },
    /// The piece is pinned: leaving the line would expose its king (Art. 3.9).
    Pinned {
        /// The pinned piece.
        piece: Piece,
        /// Its square.
        from: Square,
        /// The pinning piece's square.
        pinner: Square,
        /// The pinning piece.
        pinner_piece: Piece,
    },
    /// The king is in check and this move (or any move of this piece) does not answer it; `escapes` says
    /// which answers exist (Art. 3.9).
    InCheck {
        /// The checking piece's square.
        checker: Square,
        /// The checking piece.
        checker_piece: Piece,
        /// The kinds of answer available in this position.
        escapes: Escapes,
    },
    /// Double check: only a king move can answer it (Art. 3.9).
    DoubleCheckOnlyKing {
        /// Both checking pieces.
        checkers: [(Square, Piece); 2],
    },
    /// The king would step onto a square the opponent attacks (Art. 3.8.i).
    KingIntoCheck {
        /// The target square.
        to: Square,
        /// One attacker of it (the least valuable).
        by: Square,
        /// What it is.
        attacker: Piece,
    },
    /// The king would retreat along the line of the piece checking it: that square is attacked only once
    /// the king has left its own, so it stays in check (Art. 3.9).
    KingAlongCheckLine {
        /// The target square.
        to: Square,
        /// The checking line piece.
        by: Square,
        /// What it is.
        attacker: Piece,
    },
    /// Lifting the king: every square next to it holds an own piece or is attacked, and castling is not
    /// available (Art. 3.8.i).
    KingNoSafeSquare {
        /// The king's square.
        from: Square,
    },
    /// Lifting a knight, bishop, rook, queen or king that is hemmed in by its own pieces (Art. 3.1 for the
    /// knight and king, 3.5 for the line pieces).
    NoFreeSquare {
        /// The piece's square.
        from: Square,
        /// The piece.
        piece: Piece,
    },
    /// The castling right on this side is gone for good (Art. 3.8.ii.1).
    CastlingRightLost {
        /// Which castling.
        side: CastlingSide,
        /// The rook's corner.
        rook: Square,
        /// What the position shows about it.
        why: RightLost,
    },
    /// No castling out of check (Art. 3.8.ii.2a).
    CastlingInCheck {
        /// Which castling.
        side: CastlingSide,
        /// A checking piece.
        by: Square,
        /// What it is.
        attacker: Piece,
    },
    /// A piece stands between king and rook (Art. 3.8.ii.2b).
    CastlingBlocked {
        /// Which castling.
        side: CastlingSide,
        /// The occupied square nearest the king.
        square: Square,
        /// What stands there.
        piece: Piece,
    },
    /// The square the king crosses is attacked (Art. 3.8.ii.2a).
    CastlingThroughAttack {
        /// Which castling.
        side: CastlingSide,
        /// The crossed square (f1/d1, f8/d8).
        square: Square,
        /// One attacker of it.
        by: Square,
        /// What it is.
        attacker: Piece,
    },
    /// The square the king lands on is attacked (Art. 3.8.ii.2a).
    CastlingIntoCheck {
        /// Which castling.
        side: CastlingSide,
        /// The landing square (g1/c1, g8/c8).
        square: Square,
        /// One attacker of it.
        by: Square,
        /// What it is.
        attacker: Piece,
    },
}

impl Illegal {
    /// The article of the 2009 Laws this reason rests on, e.g. `"3.9"`, `"3.7d"`, `"3.8.ii.2a"`.
    pub fn article(&self) -> &'static str {
        match *self {
            Illegal::NoPiece { .. } | Illegal::NotYourTurn { .. } => "1.1",
            Illegal::SameSquare { .. } => "4.6",
            Illegal::OwnPiece { .. } => "3.1",
            Illegal::WrongPattern { piece, .. } => match piece.role {
                Role::Bishop => "3.2",
                Role::Rook => "3.3",
                Role::Queen => "3.4",
                Role::Knight => "3.6",
                Role::Pawn => "3.7",
                Role::King => "3.8",
            },
            Illegal::PathBlocked { .. } => "3.5",
            Illegal::PawnBackward { .. } => "3.7a",
            Illegal::PawnForwardBlocked { double_step, .. } => {
                if double_step {
                    "3.7b"
                } else {
                    "3.7a"
                }
            }
            Illegal::PawnDoubleStepNotFromStart { .. } => "3.7b",
            Illegal::PawnStraightCapture { .. } | Illegal::PawnDiagonalToEmpty { .. } => "3.7c",
            Illegal::EnPassantWindowClosed { .. } => "3.7d",
            Illegal::EnPassantExposesKing { .. }
            | Illegal::Pinned { .. }
            | Illegal::InCheck { .. }
            | Illegal::DoubleCheckOnlyKing { .. }
            | Illegal::KingAlongCheckLine { .. } => "3.9",
            Illegal::KingIntoCheck { .. } | Illegal::KingNoSafeSquare { .. } => "3.8.i",
            Illegal::NoFreeSquare { piece, .. } => match piece.role {
                Role::Knight | Role::King => "3.1",
                Role::Pawn => "3.7a",
                Role::Bishop | Role::Rook | Role::Queen => "3.5",
            },
            Illegal::CastlingRightLost { why, .. } => why.article(),
            Illegal::CastlingInCheck { .. }
            | Illegal::CastlingThroughAttack { .. }
            | Illegal::CastlingIntoCheck { .. } => "3.8.ii.2a",
            Illegal::CastlingBlocked { .. } => "3.8.ii.2b",
        }
    }

    /// A stable snake_case name of the kind of reason (`"pinned"`, `"castling_through_attack"`), for data
    /// attributes, logs and translation keys; it never changes with the wording.
    pub fn law_id(&self) -> &'static str {
        match self {
            Illegal::NoPiece { .. } => "no_piece",
            Illegal::NotYourTurn { .. } => "not_your_turn",
            Illegal::SameSquare { .. } => "same_square",
            Illegal::OwnPiece { .. } => "own_piece",
            Illegal::WrongPattern { .. } => "wrong_pattern",
            Illegal::PathBlocked { .. } => "path_blocked",
            Illegal::PawnBackward { .. } => "pawn_backward",
            Illegal::PawnForwardBlocked { .. } => "pawn_forward_blocked",
            Illegal::PawnDoubleStepNotFromStart { .. } => "pawn_double_step_not_from_start",
            Illegal::PawnStraightCapture { .. } => "pawn_straight_capture",
            Illegal::PawnDiagonalToEmpty { .. } => "pawn_diagonal_to_empty",
            Illegal::EnPassantWindowClosed { .. } => "en_passant_window_closed",
            Illegal::EnPassantExposesKing { .. } => "en_passant_exposes_king",
            Illegal::Pinned { .. } => "pinned",
            Illegal::InCheck { .. } => "in_check",
            Illegal::DoubleCheckOnlyKing { .. } => "double_check_only_king",
            Illegal::KingIntoCheck { .. } => "king_into_check",
            Illegal::KingAlongCheckLine { .. } => "king_along_check_line",
            Illegal::KingNoSafeSquare { .. } => "king_no_safe_square",
            Illegal::NoFreeSquare { .. } => "no_free_square",
            Illegal::CastlingRightLost { .. } => "castling_right_lost",
            Illegal::CastlingInCheck { .. } => "castling_in_check",
            Illegal::CastlingBlocked { .. } => "castling_blocked",
            Illegal::CastlingThroughAttack { .. } => "castling_through_attack",
            Illegal::CastlingIntoCheck { .. } => "castling_into_check",
        }
    }
}

/// The check on the side to move, for the teaching panel: who gives it and which kinds of answer exist.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CheckInfo {
    /// The checking pieces (one or two), least valuable first.
    pub checkers: Vec<(Square, Piece)>,
    /// Some legal move captures a checking piece (the king's own captures included).
    pub can_capture: bool,
    /// Some legal move puts a piece in between.
    pub can_block: bool,
    /// The king has a legal move.
    pub can_move_king: bool,
}

impl CheckInfo {
    /// The three answers as an [`Escapes`].
    pub fn escapes(&self) -> Escapes {
        Escapes {
            capture: self.can_capture,
            block: self.can_block,
            king: self.can_move_king,
        }
    }

    /// True if there is no answer at all.
    pub fn is_checkmate(&self) -> bool {
        !self.escapes().any()
    }
}

/// A square the king would cross or land on while castling, and one opponent piece attacking it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AttackedSquare {
    /// The square.
    pub square: Square,
    /// True for the landing square, false for the one crossed.
    pub landing: bool,
    /// One attacker (the least valuable).
    pub by: Square,
    /// What it is.
    pub attacker: Piece,
}

/// Castling for one colour and side, condition by condition (Art. 3.8.ii).
///
/// The temporary conditions (`checkers`, `attacked`, `between`) are filled in only while the king stands on
/// its starting square; otherwise they do not apply and stay empty. Whose turn it is plays no part.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastlingStatus {
    /// Whose castling.
    pub color: Color,
    /// Which side.
    pub side: CastlingSide,
    /// `None` while the right is kept, else why it is gone (Art. 3.8.ii.1).
    pub lost: Option<RightLost>,
    /// Pieces giving check to the king (Art. 3.8.ii.2a).
    pub checkers: Vec<(Square, Piece)>,
    /// Attacked squares the king would cross or land on, in the king's path order (Art. 3.8.ii.2a).
    pub attacked: Vec<AttackedSquare>,
    /// Pieces between king and rook, nearest the king first (Art. 3.8.ii.2b).
    pub between: Vec<(Square, Piece)>,
}

impl CastlingStatus {
    /// True if every condition holds, so castling is legal whenever it is this colour's turn.
    pub fn allowed(&self) -> bool {
        self.reason().is_none()
    }

    /// The first condition that fails, as an [`Illegal`] reason: lost right, then check, then a piece in
    /// between, then an attacked square crossed, then an attacked landing square.
    pub fn reason(&self) -> Option<Illegal> {
        let side = self.side;
        if let Some(why) = self.lost {
            return Some(Illegal::CastlingRightLost {
                side,
                rook: side.rook_from(self.color),
                why,
            });
        }
        if let Some(&(by, attacker)) = self.checkers.first() {
            return Some(Illegal::CastlingInCheck { side, by, attacker });
        }
        if let Some(&(square, piece)) = self.between.first() {
            return Some(Illegal::CastlingBlocked {
                side,
                square,
                piece,
            });
        }
        let a = self.attacked.first()?;
        Some(if a.landing {
            Illegal::CastlingIntoCheck {
                side,
                square: a.square,
                by: a.by,
                attacker: a.attacker,
            }
        } else {
            Illegal::CastlingThroughAttack {
                side,
                square: a.square,
                by: a.by,
                attacker: a.attacker,
            }
        })
    }
}

/// The least valuable piece of a set (pawn first), ties broken by square: the attacker we name.
fn weakest(pos: &Position, set: Bitboard) -> Option<(Square, Piece)> {
    set.filter_map(|sq| pos.board().piece_at(sq).map(|p| (sq, p)))
        .min_by_key(|(sq, p)| (p.role.index(), sq.index()))
}

/// The pieces of a set, least valuable first.
fn listed(pos: &Position, set: Bitboard) -> Vec<(Square, Piece)> {
    let mut v: Vec<(Square, Piece)> = set
        .filter_map(|sq| pos.board().piece_at(sq).map(|p| (sq, p)))
        .collect();
    super::sort_short_by_key(&mut v, |(sq, p)| (p.role.index(), sq.index()));
    v
}

/// The squares of a set, nearest `origin` first.
fn nearest_first(origin: Square, set: Bitboard) -> Vec<Square> {
    let mut v: Vec<Square> = set.collect();
    super::sort_short_by_key(&mut v, |sq| (origin.distance(*sq), sq.index()));
    v
}

fn other_side(side: CastlingSide) -> CastlingSide {
    match side {
        CastlingSide::King => CastlingSide::Queen,
        CastlingSide::Queen => CastlingSide::King,
    }
}

/// The pieces of `color` pinned to their own king, each with its pinner: `(pinned square, pinner square)`,
/// ordered by the pinned square. Only absolute pins by an opponent's bishop, rook or queen count.
pub fn pins(pos: &Position, color: Color) -> Vec<(Square, Square)> {
    let b = pos.board();
    let Some(king) = b.king_of(color) else {
        return Vec::new();
    };
    let occ = b.occupied();
    let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY) & b.rooks_and_queens())
        | (attacks::bishop_attacks(king, Bitboard::EMPTY) & b.bishops_and_queens()))
        & b.by_color(color.other());
    let mut out: Vec<(Square, Square)> = snipers
        .filter_map(|s| {
            (between(king, s) & occ)
                .single()
                .filter(|p| b.by_color(color).contains(*p))
                .map(|p| (p, s))
        })
        .collect();
    super::sort_short_by_key(&mut out, |(p, q)| (p.index(), q.index()));
    out
}

/// The check on the side to move: the checking pieces and which answers exist (capture, block, king move).
/// `None` when the side to move is not in check.
pub fn check_escapes(pos: &Position) -> Option<CheckInfo> {
    let checkers = pos.checkers();
    if checkers.is_empty() {
        return None;
    }
    let e = escapes_of(pos, &pos.legal_moves(), checkers);
    Some(CheckInfo {
        checkers: listed(pos, checkers),
        can_capture: e.capture,
        can_block: e.block,
        can_move_king: e.king,
    })
}

fn escapes_of(pos: &Position, legal: &MoveList, checkers: Bitboard) -> Escapes {
    let king = pos.our_king();
    let mut blocks = Bitboard::EMPTY;
    for c in checkers {
        blocks |= between(king, c);
    }
    let mut e = Escapes::default();
    for m in legal {
        let (landing, removed) = match *m {
            Move::EnPassant { from, to } => (to, Square::from_coords(to.file(), from.rank())),
            _ => (m.to(), m.to()),
        };
        if m.role() == Role::King {
            e.king = true;
        }
        if checkers.contains(removed) && m.is_capture() {
            e.capture = true;
        } else if m.role() != Role::King && blocks.contains(landing) {
            e.block = true;
        }
    }
    e
}

/// Castling for `color` on `side`, condition by condition (Art. 3.8.ii), in this position.
pub fn castling_status(pos: &Position, color: Color, side: CastlingSide) -> CastlingStatus {
    let b = pos.board();
    let home = CastlingSide::king_from(color);
    let corner = side.rook_from(color);
    let at_home = b.king_of(color) == Some(home);
    let own_rook = Piece {
        color,
        role: Role::Rook,
    };
    let lost = if pos.has_castling_right(color, side) {
        None
    } else if !at_home {
        Some(RightLost::KingMoved)
    } else if b.piece_at(corner) != Some(own_rook) {
        Some(RightLost::RookGone)
    } else if pos.has_castling_right(color, other_side(side)) {
        Some(RightLost::RookMoved)
    } else {
        Some(RightLost::KingOrRook)
    };
    let mut status = CastlingStatus {
        color,
        side,
        lost,
        checkers: Vec::new(),
        attacked: Vec::new(),
        between: Vec::new(),
    };
    if !at_home {
        return status;
    }
    let them = color.other();
    let occ = b.occupied();
    status.checkers = listed(pos, pos.attackers_to(home, them, occ));
    status.between = nearest_first(home, between(home, corner) & occ)
        .into_iter()
        .filter_map(|sq| b.piece_at(sq).map(|p| (sq, p)))
        .collect();
    let king_to = side.king_to(color);
    let occ_no_king = occ.without(home);
    for sq in nearest_first(home, between(home, king_to).with(king_to)) {
        if let Some((by, attacker)) = weakest(pos, pos.attackers_to(sq, them, occ_no_king)) {
            status.attacked.push(AttackedSquare {
                square: sq,
                landing: sq == king_to,
                by,
                attacker,
            });
        }
    }
    status
}

/// True if the legal move `m` is what a drop from `from` on `to` means (castling: the king's target or the
/// rook's square).
fn reaches(m: &Move, from: Square, to: Square) -> bool {
    m.from() == from && (m.to() == to || matches!(m, Move::Castle { rook, .. } if *rook == to))
}

/// Why the piece on `from` may not go to `to`; `None` if some legal move goes from `from` to `to`.
///
/// Castling may be asked as the king's two-square step (e1g1) or as the king dropped on its own rook
/// (e1h1). What the player needs first comes first: whose piece it is, then how the piece moves
/// (own piece on the target, the pattern, the path), and only for a move of the right shape, the king's
/// safety — double check, then "you are in check and this does not answer it", then pins.
///
/// ```
/// use escaque::rules::{Position, Square};
/// use escaque::rules::explain::{explain, Illegal};
///
/// let pos = Position::new();
/// assert_eq!(explain(&pos, Square::E2, Square::E4), None);
/// assert!(matches!(explain(&pos, Square::G1, Square::G3), Some(Illegal::WrongPattern { .. })));
/// ```
pub fn explain(pos: &Position, from: Square, to: Square) -> Option<Illegal> {
    let piece = match own_piece(pos, from) {
        Ok(p) => p,
        Err(reason) => return Some(reason),
    };
    let legal = pos.legal_moves();
    if legal.iter().any(|m| reaches(m, from, to)) {
        return None;
    }
    Some(reason_for(pos, &legal, from, to, piece))
}

/// Why the piece on `from` cannot move at all; `None` if it has a legal move.
///
/// Reasons: no piece / not your turn; a pawn blocked in front with nothing to capture; a piece hemmed in by
/// its own; the king with no safe square; double check (only the king may move); a pin; an en passant
/// capture that would expose the king; a check this piece cannot answer.
pub fn explain_lift(pos: &Position, from: Square) -> Option<Illegal> {
    let piece = match own_piece(pos, from) {
        Ok(p) => p,
        Err(reason) => return Some(reason),
    };
    let legal = pos.legal_moves();
    if legal.iter().any(|m| m.from() == from) {
        return None;
    }
    let ours = pos.board().by_color(piece.color);
    let targets: Vec<(Square, Shape)> = Square::all()
        .filter(|&to| to != from && !ours.contains(to))
        .filter_map(|to| shape(pos, from, to, piece).ok().map(|s| (to, s)))
        .collect();
    if targets.is_empty() {
        if piece.role == Role::Pawn {
            let ahead = forward(from, piece.color);
            let blocker = ahead.and_then(|sq| pos.board().piece_at(sq));
            if let (Some(by), Some(blocker)) = (ahead, blocker) {
                return Some(Illegal::PawnForwardBlocked {
                    by,
                    blocker,
                    double_step: false,
                });
            }
        }
        return Some(Illegal::NoFreeSquare { from, piece });
    }
    if piece.role == Role::King {
        return Some(Illegal::KingNoSafeSquare { from });
    }
    let reasons: Vec<Illegal> = targets
        .iter()
        .map(|&(to, s)| safety(pos, &legal, from, to, piece, s))
        .collect();
    let rank = |r: &Illegal| match r {
        Illegal::DoubleCheckOnlyKing { .. } => 0,
        Illegal::Pinned { .. } => 1,
        Illegal::EnPassantExposesKing { .. } => 2,
        Illegal::InCheck { .. } => 3,
        _ => 4,
    };
    reasons.into_iter().min_by_key(rank)
}

/// The piece on `from` if it belongs to the side to move.
fn own_piece(pos: &Position, from: Square) -> Result<Piece, Illegal> {
    match pos.board().piece_at(from) {
        None => Err(Illegal::NoPiece { from }),
        Some(piece) if piece.color != pos.turn() => Err(Illegal::NotYourTurn { from, piece }),
        Some(piece) => Ok(piece),
    }
}

/// The square in front of a pawn of `color` on `sq`.
fn forward(sq: Square, color: Color) -> Option<Square> {
    sq.offset(0, color.fold(1, -1))
}

/// The side a king drop from `from` to `to` would castle on: the king on its starting square, dropped two
/// files sideways or on its own rook in the corner.
fn castling_attempt(
    pos: &Position,
    from: Square,
    to: Square,
    piece: Piece,
) -> Option<CastlingSide> {
    if piece.role != Role::King || from != CastlingSide::king_from(piece.color) {
        return None;
    }
    let own_rook = Piece {
        color: piece.color,
        role: Role::Rook,
    };
    CastlingSide::ALL.into_iter().find(|side| {
        to == side.king_to(piece.color)
            || (to == side.rook_from(piece.color) && pos.board().piece_at(to) == Some(own_rook))
    })
}

fn reason_for(pos: &Position, legal: &MoveList, from: Square, to: Square, piece: Piece) -> Illegal {
    if from == to {
        return Illegal::SameSquare { from, piece };
    }
    if let Some(side) = castling_attempt(pos, from, to, piece) {
        if let Some(r) = castling_status(pos, piece.color, side).reason() {
            return r;
        }
    }
    if let Some(target) = pos.board().piece_at(to) {
        if target.color == piece.color {
            return Illegal::OwnPiece { to, piece: target };
        }
    }
    match shape(pos, from, to, piece) {
        Err(r) => r,
        Ok(s) => safety(pos, legal, from, to, piece, s),
    }
}

/// A move of the right shape for its piece (Art. 3.2–3.8), before the king's safety is considered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Normal,
    EnPassant,
}

/// Checks the piece's movement rules for a target that does not hold an own piece.
fn shape(pos: &Position, from: Square, to: Square, piece: Piece) -> Result<Shape, Illegal> {
    let wrong = Illegal::WrongPattern { piece, from, to };
    let df = to.file() as i32 - from.file() as i32;
    let dr = to.rank() as i32 - from.rank() as i32;
    let fits = match piece.role {
        Role::Pawn => return pawn_shape(pos, from, to, piece),
        Role::Knight => attacks::knight_attacks(from).contains(to),
        Role::King => attacks::king_attacks(from).contains(to),
        Role::Bishop => df != 0 && df.abs() == dr.abs(),
        Role::Rook => (df == 0) != (dr == 0),
        Role::Queen => !line(from, to).is_empty(),
    };
    if !fits {
        return Err(wrong);
    }
    if let Some(&by) = nearest_first(from, between(from, to) & pos.board().occupied()).first() {
        if let Some(blocker) = pos.board().piece_at(by) {
            return Err(Illegal::PathBlocked { piece, by, blocker });
        }
    }
    Ok(Shape::Normal)
}

fn pawn_shape(pos: &Position, from: Square, to: Square, piece: Piece) -> Result<Shape, Illegal> {
    let b = pos.board();
    let us = piece.color;
    let dir = us.fold(1, -1);
    let df = to.file() as i32 - from.file() as i32;
    let dr = (to.rank() as i32 - from.rank() as i32) * dir;
    if dr < 0 {
        return Err(Illegal::PawnBackward { from, to });
    }
    match (df.abs(), dr) {
        (0, 1) => match b.piece_at(to) {
            Some(target) => Err(Illegal::PawnStraightCapture { to, target }),
            None => Ok(Shape::Normal),
        },
        (0, 2) => {
            if from.rank() != Rank::Second.relative_to(us) {
                return Err(Illegal::PawnDoubleStepNotFromStart { from });
            }
            for by in [forward(from, us), Some(to)].into_iter().flatten() {
                if let Some(blocker) = b.piece_at(by) {
                    return Err(Illegal::PawnForwardBlocked {
                        by,
                        blocker,
                        double_step: true,
                    });
                }
            }
            Ok(Shape::Normal)
        }
        (1, 1) => {
            if b.piece_at(to).is_some() {
                return Ok(Shape::Normal); // an enemy piece: own pieces were ruled out before
            }
            if pos.ep_square_raw() == Some(to) {
                return Ok(Shape::EnPassant);
            }
            let captured = Square::from_coords(to.file(), from.rank());
            let enemy_pawn = Piece {
                color: us.other(),
                role: Role::Pawn,
            };
            if from.rank() == Rank::Fifth.relative_to(us)
                && b.piece_at(captured) == Some(enemy_pawn)
            {
                Err(Illegal::EnPassantWindowClosed { to, captured })
            } else {
                Err(Illegal::PawnDiagonalToEmpty { to })
            }
        }
        _ => Err(Illegal::WrongPattern { piece, from, to }),
    }
}

/// Why a move of the right shape is still illegal: the king's safety (Art. 3.8.i, 3.9).
fn safety(
    pos: &Position,
    legal: &MoveList,
    from: Square,
    to: Square,
    piece: Piece,
    shape: Shape,
) -> Illegal {
    let b = pos.board();
    let us = piece.color;
    let them = us.other();
    let occ = b.occupied();
    let king = pos.our_king();

    if piece.role == Role::King {
        // Attacked as the board stands (3.8.i), or only once the king has left its square (3.9).
        if let Some((by, attacker)) = weakest(pos, pos.attackers_to(to, them, occ)) {
            return Illegal::KingIntoCheck { to, by, attacker };
        }
        if let Some((by, attacker)) = weakest(pos, pos.attackers_to(to, them, occ.without(from))) {
            return Illegal::KingAlongCheckLine { to, by, attacker };
        }
        return inconsistent(from, to, piece);
    }

    let checkers = pos.checkers();
    if checkers.more_than_one() {
        let l = listed(pos, checkers);
        return Illegal::DoubleCheckOnlyKing {
            checkers: [l[0], l[1]],
        };
    }
    let captured = match shape {
        Shape::EnPassant => Square::from_coords(to.file(), from.rank()),
        Shape::Normal => to,
    };
    if let Some(c) = checkers.single() {
        let answers = captured == c || between(king, c).contains(to);
        if !answers {
            let checker_piece = b.piece_at(c).unwrap_or(piece);
            return Illegal::InCheck {
                checker: c,
                checker_piece,
                escapes: escapes_of(pos, legal, checkers),
            };
        }
    }
    if let Some(&(_, pinner)) = pins(pos, us).iter().find(|(p, _)| *p == from) {
        if !line(king, from).contains(to) {
            if let Some(pinner_piece) = b.piece_at(pinner) {
                return Illegal::Pinned {
                    piece,
                    from,
                    pinner,
                    pinner_piece,
                };
            }
        }
    }
    let after = occ.without(from).without(captured).with(to);
    let exposed = pos.attackers_to(king, them, after).without(captured);
    if let Some((by, attacker)) = weakest(pos, exposed) {
        return if shape == Shape::EnPassant {
            Illegal::EnPassantExposesKing { by, attacker }
        } else {
            // Only a pin can expose the king this way; `pins` found it above.
            match b.piece_at(by) {
                Some(pinner_piece) => Illegal::Pinned {
                    piece,
                    from,
                    pinner: by,
                    pinner_piece,
                },
                None => inconsistent(from, to, piece),
            }
        };
    }
    inconsistent(from, to, piece)
}

/// Reached only if the move generator and this module disagree; debug builds (and so the tests) stop here.
fn inconsistent(from: Square, to: Square, piece: Piece) -> Illegal {
    if cfg!(debug_assertions) {
        panic!("explain: no reason found for {from}{to}, yet the move is not legal");
    }
    Illegal::WrongPattern { piece, from, to }
}
