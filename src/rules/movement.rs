//! Moves by the pieces' own movement on an unchecked [`Setup`]: the board of a game at a real board, where
//! a move may leave its own king in check, or castle through check, and stand until it is claimed
//! (Art. 7.4, Appendices A4c and B3c).
//!
//! Such a board is never a [`Position`]: a `Position` is legal by construction. Here the pieces move as
//! they move, and [`Setup::to_position`] is the only way back to a `Position`, through its validation.

use super::attacks;
use super::bitboard::Bitboard;
use super::position::{CastlingSide, Move, Position, Setup};
use super::types::{Color, Piece, Rank, Role, Square};
use core::fmt;

/// Why a move is not one of the piece's own movement on a [`Setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MovementError {
    /// The target is the enemy king: capturing a king is not a move (it is claimed instead).
    KingCapture,
    /// No piece of the side to move stands on the square, or it does not move so.
    NotAMovement,
}

impl fmt::Display for MovementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MovementError::KingCapture => "a king is not captured",
            MovementError::NotAMovement => "not the piece's movement",
        })
    }
}

impl std::error::Error for MovementError {}

/// The promotions a pawn may choose (3.7e), and no promotion.
const PROMOTIONS: [Option<Role>; 5] = [
    None,
    Some(Role::Queen),
    Some(Role::Rook),
    Some(Role::Bishop),
    Some(Role::Knight),
];

impl Setup {
    /// The pieces of `attacker` that attack `sq`, with `occupied` as the blockers.
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        self.board.attackers_to(sq, attacker, occupied)
    }

    /// `color`'s king is attacked (false when it has none).
    pub fn in_check(&self, color: Color) -> bool {
        self.board.king_of(color).is_some_and(|k| {
            self.attackers_to(k, color.other(), self.board.occupied())
                .any()
        })
    }

    /// The move the piece of the side to move on `from` makes to `to` by its own movement — legal or
    /// not as to checks — or, with `any_square`, to any square not held by its own side (still no pawn
    /// onto its own first rank). Castling is given by the king's target or the rook's square; a pawn
    /// reaching the last rank needs its `promotion`, and only there.
    ///
    /// # Errors
    /// [`MovementError::KingCapture`] for a move onto the enemy king, [`MovementError::NotAMovement`]
    /// otherwise.
    pub fn movement(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        any_square: bool,
    ) -> Result<Move, MovementError> {
        let us = self.turn;
        let b = &self.board;
        let no = MovementError::NotAMovement;
        let piece = b.piece_at(from).filter(|p| p.color == us).ok_or(no)?;
        let target = b.piece_at(to);
        if piece.role == Role::King && promotion.is_none() {
            if let Some(m) = self.castle(from, to) {
                return Ok(m);
            }
        }
        if target.is_some_and(|t| t.color == us) || from == to {
            return Err(no);
        }
        if target.is_some_and(|t| t.role == Role::King) {
            return Err(MovementError::KingCapture);
        }
        let capture = target.map(|t| t.role);
        let occ = b.occupied();
        let last = to.rank() == us.other().back_rank();
        let promotes = piece.role == Role::Pawn && last;
        if promotes != promotion.is_some()
            || !matches!(
                promotion,
                None | Some(Role::Queen | Role::Rook | Role::Bishop | Role::Knight)
            )
        {
            return Err(no);
        }
        let moves_so = if piece.role == Role::Pawn {
            let fwd = if us == Color::White { 8i32 } else { -8 };
            let d = to.index() as i32 - from.index() as i32;
            let one = Square::new((from.index() as i32 + fwd).clamp(0, 63) as u32);
            let start = from.rank() == us.fold(Rank::Second, Rank::Seventh);
            let takes = attacks::pawn_attacks(us, from).contains(to);
            if capture.is_none() && self.ep_square == Some(to) && takes {
                return Ok(Move::EnPassant { from, to });
            }
            (capture.is_none() && d == fwd)
                || (capture.is_none() && d == 2 * fwd && start && !occ.contains(one))
                || (capture.is_some() && takes)
        } else {
            attacks::attacks(us, piece.role, from, occ).contains(to)
        };
        let any = any_square && !(piece.role == Role::Pawn && to.rank() == us.back_rank());
        if moves_so || any {
            Ok(Move::Normal {
                role: piece.role,
                from,
                capture,
                to,
                promotion,
            })
        } else {
            Err(no)
        }
    }

    /// Castling by the king on `from` towards `to` (its target, or the rook's square): the right is
    /// kept, king and rook stand on their squares and nothing stands between them. Checks are not
    /// looked at.
    fn castle(&self, from: Square, to: Square) -> Option<Move> {
        let us = self.turn;
        if from != CastlingSide::king_from(us) {
            return None;
        }
        let side = CastlingSide::ALL
            .into_iter()
            .find(|s| s.king_to(us) == to || s.rook_from(us) == to)?;
        let rook = side.rook_from(us);
        let b = &self.board;
        let own_rook = Piece {
            color: us,
            role: Role::Rook,
        };
        if !self.castling_rights.contains(rook) || b.piece_at(rook) != Some(own_rook) {
            return None;
        }
        let path = attacks::between(from, rook)
            | Bitboard::from_square(side.king_to(us))
            | Bitboard::from_square(side.rook_to(us));
        let path = path.without(from).without(rook);
        if (path & b.occupied()).any() {
            return None;
        }
        Some(Move::Castle { king: from, rook })
    }

    /// Every move the side to move can make by its pieces' own movement (legal or not as to checks).
    pub fn movements(&self) -> Vec<Move> {
        let mut v = Vec::new();
        for from in self.board.by_color(self.turn) {
            for to in Square::all() {
                for promotion in PROMOTIONS {
                    if let Ok(m) = self.movement(from, to, promotion, false) {
                        if !v.contains(&m) {
                            v.push(m);
                        }
                    }
                }
            }
        }
        v
    }

    /// `m` is legal here: its piece's own movement, its own king not left or put in check, and
    /// castling neither out of, through nor into check (3.1–3.9).
    pub fn is_legal(&self, m: Move) -> bool {
        let us = self.turn;
        if self.movement(m.from(), m.to(), m.promotion(), false) != Ok(m) {
            return false;
        }
        if let Move::Castle { king, .. } = m {
            let side = m.castling_side().unwrap_or(CastlingSide::King);
            let occ = self.board.occupied();
            let to = side.king_to(us);
            let squares = attacks::between(king, to)
                | Bitboard::from_square(king)
                | Bitboard::from_square(to);
            for sq in squares {
                if self.attackers_to(sq, us.other(), occ).any() {
                    return false;
                }
            }
        }
        !self.after(m).in_check(us)
    }

    /// Every legal move here.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.movements()
            .into_iter()
            .filter(|&m| self.is_legal(m))
            .collect()
    }

    /// The board after `m`, played as the pieces move, legal or not.
    pub fn after(&self, m: Move) -> Setup {
        let mut next = self.clone();
        next.play_unchecked(m);
        next
    }

    /// `color` can mate by some series of legal moves with the material on the board (6.10, 9.6).
    pub fn can_mate(&self, color: Color) -> bool {
        self.board.can_mate(color)
    }

    /// The legal position this board holds, if the rules accept it; an en-passant square no capture
    /// could use is dropped rather than refused.
    pub fn to_position(&self) -> Option<Position> {
        Position::from_setup(self.clone())
            .or_else(|_| {
                Position::from_setup(Setup {
                    ep_square: None,
                    ..self.clone()
                })
            })
            .ok()
    }
}
