//! Legal move generation (Art. 3), the `dests` query for the board, and perft.

use super::attacks::{self, between, line};
use super::bitboard::Bitboard;
use super::position::{CastlingSide, Move, Position};
use super::types::{Color, Rank, Role, Square};

/// A list of moves on the stack (a position reachable in a game has at most 218); a position with
/// more material than a game can reach may have more, and those spill onto the heap.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; 256],
    len: usize,
    /// Every move once there are more than fit on the stack (empty, and unallocated, until then).
    spill: Vec<Move>,
}

const NO_MOVE: Move = Move::EnPassant {
    from: Square::A1,
    to: Square::A1,
};

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList {
            moves: [NO_MOVE; 256],
            len: 0,
            spill: Vec::new(),
        }
    }
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList::default()
    }

    #[inline]
    fn push(&mut self, m: Move) {
        if self.len < self.moves.len() {
            self.moves[self.len] = m;
        } else {
            if self.spill.is_empty() {
                self.spill.extend_from_slice(&self.moves);
            }
            self.spill.push(m);
        }
        self.len += 1;
    }

    /// The number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// True if there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        if self.spill.is_empty() {
            &self.moves[..self.len]
        } else {
            &self.spill
        }
    }

    /// Iterates over the moves.
    pub fn iter(&self) -> core::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// True if `m` is in the list.
    pub fn contains(&self, m: &Move) -> bool {
        self.as_slice().contains(m)
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Where each piece of the side to move may go: the shape the board UI wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dests {
    targets: [Bitboard; 64],
}

impl Default for Dests {
    fn default() -> Dests {
        Dests {
            targets: [Bitboard::EMPTY; 64],
        }
    }
}

impl Dests {
    /// The legal targets of the piece on `from` (the king's target square for castling).
    #[inline]
    pub fn get(&self, from: Square) -> Bitboard {
        self.targets[from.index()]
    }

    /// The squares holding a piece with at least one legal move.
    pub fn movable(&self) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        for sq in Square::all() {
            if self.targets[sq.index()].any() {
                bb.add(sq);
            }
        }
        bb
    }
}

/// Receives generated moves grouped by piece.
trait Sink {
    /// A piece of `role` on `from` may go to each square of `to`.
    fn dests(&mut self, pos: &Position, role: Role, from: Square, to: Bitboard);
    /// En passant or castling.
    fn special(&mut self, m: Move);
    /// The pawn moves but en passant: each pawn of `pawns` in turn, its steps and captures limited to `target`
    /// and, if pinned, to the line through our king.
    #[inline]
    fn pawns(
        &mut self,
        pos: &Position,
        pawns: Bitboard,
        pinned: Bitboard,
        king: Square,
        target: Bitboard,
    ) {
        for from in pawns {
            let mut to = pawn_dests(pos, from) & target;
            if pinned.contains(from) {
                to &= line(king, from);
            }
            self.dests(pos, Role::Pawn, from, to);
        }
    }
}

/// One step, two steps from the second rank, diagonal captures (Art. 3.7) of the pawn on `from`.
#[inline]
fn pawn_dests(pos: &Position, from: Square) -> Bitboard {
    let us = pos.turn;
    let occ = pos.board.occupied();
    let mut to = attacks::pawn_attacks(us, from) & pos.board.by_color(us.other());
    let step = match us {
        Color::White => from.offset(0, 1),
        Color::Black => from.offset(0, -1),
    };
    if let Some(one) = step {
        if !occ.contains(one) {
            to.add(one);
            if Bitboard::from_rank(Rank::Second.relative_to(us)).contains(from) {
                let two = match us {
                    Color::White => one.offset(0, 1),
                    Color::Black => one.offset(0, -1),
                };
                if let Some(two) = two {
                    if !occ.contains(two) {
                        to.add(two);
                    }
                }
            }
        }
    }
    to
}

impl Sink for MoveList {
    #[inline]
    fn dests(&mut self, pos: &Position, role: Role, from: Square, to: Bitboard) {
        let theirs = pos.board.by_color(pos.turn.other());
        for t in to {
            let capture = if theirs.contains(t) {
                pos.board.role_at(t)
            } else {
                None
            };
            if role == Role::Pawn && Bitboard::BACKRANKS.contains(t) {
                for p in Role::PROMOTIONS {
                    self.push(Move::Normal {
                        role,
                        from,
                        capture,
                        to: t,
                        promotion: Some(p),
                    });
                }
            } else {
                self.push(Move::Normal {
                    role,
                    from,
                    capture,
                    to: t,
                    promotion: None,
                });
            }
        }
    }

    #[inline]
    fn special(&mut self, m: Move) {
        self.push(m);
    }
}

struct Counter(u64);

impl Sink for Counter {
    #[inline]
    fn dests(&mut self, _: &Position, role: Role, _: Square, to: Bitboard) {
        self.0 += to.count() as u64;
        if role == Role::Pawn {
            self.0 += 3 * (to & Bitboard::BACKRANKS).count() as u64;
        }
    }

    #[inline]
    fn special(&mut self, _: Move) {
        self.0 += 1;
    }

    /// Counts the unpinned pawns' moves all at once, by shifting the whole pawn set (a promotion counts 4).
    #[inline]
    fn pawns(
        &mut self,
        pos: &Position,
        pawns: Bitboard,
        pinned: Bitboard,
        king: Square,
        target: Bitboard,
    ) {
        for from in pawns & pinned {
            self.dests(
                pos,
                Role::Pawn,
                from,
                pawn_dests(pos, from) & target & line(king, from),
            );
        }
        let free = (pawns - pinned).0;
        let empty = !pos.board.occupied().0;
        let theirs = pos.board.by_color(pos.turn.other()).0;
        const NOT_A: u64 = !0x0101_0101_0101_0101;
        const NOT_H: u64 = !0x8080_8080_8080_8080;
        let (one, two, left, right) = match pos.turn {
            Color::White => {
                let one = (free << 8) & empty;
                let two = ((one & 0x0000_0000_00ff_0000) << 8) & empty;
                (
                    one,
                    two,
                    ((free & NOT_A) << 7) & theirs,
                    ((free & NOT_H) << 9) & theirs,
                )
            }
            Color::Black => {
                let one = (free >> 8) & empty;
                let two = ((one & 0x0000_ff00_0000_0000) >> 8) & empty;
                (
                    one,
                    two,
                    ((free & NOT_A) >> 9) & theirs,
                    ((free & NOT_H) >> 7) & theirs,
                )
            }
        };
        for to in [one, two, left, right] {
            let to = Bitboard(to) & target;
            self.0 += to.count() as u64 + 3 * (to & Bitboard::BACKRANKS).count() as u64;
        }
    }
}

impl Sink for Dests {
    fn dests(&mut self, _: &Position, _: Role, from: Square, to: Bitboard) {
        self.targets[from.index()] |= to;
    }

    fn special(&mut self, m: Move) {
        self.targets[m.from().index()].add(m.to());
    }
}

impl Position {
    fn generate<S: Sink>(&self, sink: &mut S) {
        let us = self.turn;
        let them = us.other();
        let b = &self.board;
        let occ = b.occupied();
        let ours = b.by_color(us);
        let theirs = b.by_color(them);
        let king = self.our_king();
        let checkers = self.attackers_to(king, them, occ);

        // King steps: the target must not be attacked once the king has left its square.
        let mut king_to = Bitboard::EMPTY;
        let occ_no_king = occ.without(king);
        for t in attacks::king_attacks(king) - ours {
            if self.attackers_to(t, them, occ_no_king).is_empty() {
                king_to.add(t);
            }
        }
        sink.dests(self, Role::King, king, king_to);

        if checkers.more_than_one() {
            return; // Double check: only the king may move.
        }
        let target = match checkers.single() {
            Some(c) => between(king, c).with(c),
            None => Bitboard::FULL,
        };

        // Pieces pinned to our king by their sliders.
        let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY) & b.rooks_and_queens())
            | (attacks::bishop_attacks(king, Bitboard::EMPTY) & b.bishops_and_queens()))
            & theirs;
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let blockers = between(king, s) & occ;
            if let Some(p) = blockers.single() {
                if ours.contains(p) {
                    pinned.add(p);
                }
            }
        }

        let allowed = |from: Square| -> Bitboard {
            if pinned.contains(from) {
                line(king, from)
            } else {
                Bitboard::FULL
            }
        };

        for from in ours & (b.by_role(Role::Knight) - pinned) {
            sink.dests(
                self,
                Role::Knight,
                from,
                attacks::knight_attacks(from) & (target - ours),
            );
        }
        for from in ours & b.by_role(Role::Bishop) {
            let to = attacks::bishop_attacks(from, occ) & target & (allowed(from) - ours);
            sink.dests(self, Role::Bishop, from, to);
        }
        for from in ours & b.by_role(Role::Rook) {
            let to = attacks::rook_attacks(from, occ) & target & (allowed(from) - ours);
            sink.dests(self, Role::Rook, from, to);
        }
        for from in ours & b.by_role(Role::Queen) {
            let to = attacks::queen_attacks(from, occ) & target & (allowed(from) - ours);
            sink.dests(self, Role::Queen, from, to);
        }

        // Pawns: one step, two steps from the second rank, diagonal captures (Art. 3.7).
        sink.pawns(self, ours & b.by_role(Role::Pawn), pinned, king, target);

        // En passant (Art. 3.7d): tested by replaying the capture on the occupancy, which also catches
        // the pawn pair that shields the king along a rank.
        if let Some(ep) = self.ep_square {
            let captured = match us {
                Color::White => ep.offset(0, -1),
                Color::Black => ep.offset(0, 1),
            };
            if let Some(captured) = captured {
                for from in attacks::pawn_attacks(them, ep) & ours & b.by_role(Role::Pawn) {
                    let after = (occ.without(from).without(captured)).with(ep);
                    let attackers = self.attackers_to(king, them, after).without(captured);
                    if attackers.is_empty() {
                        sink.special(Move::EnPassant { from, to: ep });
                    }
                }
            }
        }

        // Castling (Art. 3.8): right kept, not in check, nothing between king and rook, and the king
        // neither crosses nor lands on an attacked square.
        if checkers.is_empty() {
            for side in CastlingSide::ALL {
                let rook = side.rook_from(us);
                if !self.castling.contains(rook) {
                    continue;
                }
                if (between(king, rook) & occ).any() {
                    continue;
                }
                let king_to = side.king_to(us);
                let path = between(king, king_to).with(king_to);
                if path
                    .into_iter()
                    .all(|sq| self.attackers_to(sq, them, occ_no_king).is_empty())
                {
                    sink.special(Move::Castle { king, rook });
                }
            }
        }
    }

    /// Every legal move in this position.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// The number of legal moves, without building the list.
    pub fn count_legal(&self) -> u64 {
        let mut c = Counter(0);
        self.generate(&mut c);
        c.0
    }

    /// Where each piece of the side to move may legally go.
    pub fn dests(&self) -> Dests {
        let mut d = Dests::default();
        self.generate(&mut d);
        d
    }

    /// True if `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// The legal move from `from` to `to` (the king's target or the rook's square for castling), with
    /// `promotion` for a pawn reaching the last rank.
    pub fn find_move(&self, from: Square, to: Square, promotion: Option<Role>) -> Option<Move> {
        self.legal_moves().iter().copied().find(|m| {
            m.from() == from
                && m.promotion() == promotion
                && (m.to() == to || matches!(m, Move::Castle { rook, .. } if *rook == to))
        })
    }

    /// True if the side to move is checkmated (Art. 5.1a).
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.count_legal() == 0
    }

    /// True if the side to move is stalemated (Art. 5.2a).
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.count_legal() == 0
    }
}

/// Counts the leaf nodes of the legal move tree to `depth` (the standard move-generator check).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal(),
        _ => pos
            .legal_moves()
            .iter()
            .map(|&m| {
                let mut next = pos.clone();
                next.play_unchecked(m);
                perft(&next, depth - 1)
            })
            .sum(),
    }
}

/// Perft per root move, sorted by UCI: what `escaque-cli divide` prints.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = pos
        .legal_moves()
        .iter()
        .map(|&m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            (m.uci(), perft(&next, depth.saturating_sub(1)))
        })
        .collect();
    out.sort_unstable();
    out
}
