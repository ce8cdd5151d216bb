//! Piece placement: which piece stands on which square.

use super::attacks;
use super::bitboard::Bitboard;
use super::types::{Color, File, Piece, Rank, Role, Square};

/// Piece placement as one bitboard per role and per colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Default for Board {
    fn default() -> Board {
        Board::start()
    }
}

impl Board {
    /// An empty board.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// The initial position of Art. 2.
    pub const fn start() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
        }
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of one colour's pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of one role's pieces, both colours.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of one kind of piece.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    /// Rooks and queens, both colours.
    #[inline]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()]
    }

    /// Bishops and queens, both colours.
    #[inline]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()]
    }

    /// The pieces of `attacker` that attack `sq`, with `occupied` as the blockers.
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        ((attacks::rook_attacks(sq, occupied) & self.rooks_and_queens())
            | (attacks::bishop_attacks(sq, occupied) & self.bishops_and_queens())
            | (attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(attacker.other(), sq) & self.by_role(Role::Pawn)))
            & self.by_color(attacker)
            & occupied
    }

    /// The square of `color`'s king, if there is exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.by_role(Role::King) & self.by_color(color)).single()
    }

    /// The colour of the piece on `sq`, if any.
    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = self.color_at(sq)?;
        let role = self.role_at(sq)?;
        Some(Piece { color, role })
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.by_role[piece.role.index()].add(sq);
        self.by_color[piece.color.index()].add(sq);
    }

    /// Takes whatever stands on `sq` off the board and returns it.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.by_role[piece.role.index()].discard(sq);
        self.by_color[piece.color.index()].discard(sq);
        Some(piece)
    }

    /// Moves the bits of a piece known to be on `from` of `color`/`role` to `to` (which must be empty).
    #[inline]
    pub(crate) fn shift(&mut self, color: Color, role: Role, from: Square, to: Square) {
        let m = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.by_role[role.index()] ^= m;
        self.by_color[color.index()] ^= m;
    }

    /// Removes a piece known to be `color`/`role` on `sq`.
    #[inline]
    pub(crate) fn clear(&mut self, color: Color, role: Role, sq: Square) {
        self.by_role[role.index()].discard(sq);
        self.by_color[color.index()].discard(sq);
    }

    /// Puts a piece on an empty square.
    #[inline]
    pub(crate) fn put(&mut self, color: Color, role: Role, sq: Square) {
        self.by_role[role.index()].add(sq);
        self.by_color[color.index()].add(sq);
    }

    /// Iterates over the pieces, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .map(move |sq| (sq, self.piece_at(sq).expect("occupied")))
    }

    /// The placement field of FEN (`rnbqkbnr/pppppppp/8/…`).
    pub fn board_fen(&self) -> String {
        let mut s = String::with_capacity(72);
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::from_coords(file, rank)) {
                    Some(p) => {
                        if empty > 0 {
                            s.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push((b'0' + empty) as char);
            }
            if rank != Rank::First {
                s.push('/');
            }
        }
        s
    }
}
